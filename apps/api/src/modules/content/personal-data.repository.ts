import { eq } from 'drizzle-orm';
import {
  contentCollections,
  contentDownloads,
  contentItems,
  contentProgress,
  contentSaves,
  contentViews,
} from '../../db/schema/content.ts';
import { type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/**
 * The library's personal data (decision 35's registry): what a reader kept (saves, collections,
 * progress, downloads, views) is exported and erased. Pieces a person wrote are exported; on
 * erasure they stay (published writing of the library) under the tombstone's "Former member",
 * as the history of who moved them does.
 */
const CONTENT: PersonalDataSource = {
  name: 'content-library',
  tables: [
    'content_items',
    'content_events',
    'content_saves',
    'content_collections',
    'content_collection_items',
    'content_progress',
    'content_downloads',
    'content_views',
  ],
  scope: 'tenant',
  export: async (tx, userId) => ({
    pieces: await tx.select().from(contentItems).where(eq(contentItems.author_id, userId)),
    saves: await tx.select().from(contentSaves).where(eq(contentSaves.user_id, userId)),
    collections: await tx.select().from(contentCollections).where(eq(contentCollections.owner_id, userId)),
    progress: await tx.select().from(contentProgress).where(eq(contentProgress.user_id, userId)),
    downloads: await tx.select().from(contentDownloads).where(eq(contentDownloads.user_id, userId)),
  }),
  erase: async (tx, userId) => {
    await tx.delete(contentSaves).where(eq(contentSaves.user_id, userId));
    await tx.delete(contentCollections).where(eq(contentCollections.owner_id, userId));
    await tx.delete(contentProgress).where(eq(contentProgress.user_id, userId));
    await tx.delete(contentDownloads).where(eq(contentDownloads.user_id, userId));
    await tx.delete(contentViews).where(eq(contentViews.user_id, userId));
  },
};

export function registerContentPersonalData(): void {
  registerPersonalData(CONTENT);
}
