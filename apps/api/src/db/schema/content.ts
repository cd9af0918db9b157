import type { TContentDetails } from '@ankur/shared/schemas/content';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns.ts';
import { users } from './identity.ts';
import { uploads } from './uploads.ts';

/**
 * The content library (issue 22, migration 0024): pieces of seven kinds with one workflow, their
 * history, and what readers keep (saves, collections, progress, downloads, daily views). Tenant
 * tables under forced row-level security; every index leads with tenant_id.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const contentItems = pgTable(
  'content_items',
  {
    content_id: serial('content_id').primaryKey(),
    ...tenantColumn(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** sanitised on the server (lib/sanitize-html.ts) */
    body_html: text('body_html').notNull().default(''),
    /** the visible text of body_html (search, word count) */
    body_text: text('body_text').notNull().default(''),
    language: text('language').notNull().default('en'),
    level: text('level').notNull().default('beginner'),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    hubs: text('hubs').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('draft'),
    details: jsonb('details').$type<TContentDetails>().notNull(),
    cover_upload_id: integer('cover_upload_id').references(() => uploads.upload_id),
    file_upload_id: integer('file_upload_id').references(() => uploads.upload_id),
    minutes: integer('minutes').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    view_count: integer('view_count').notNull().default(0),
    save_count: integer('save_count').notNull().default(0),
    author_id: integer('author_id')
      .notNull()
      .references(() => users.user_id),
    published_at: ts('published_at'),
    published_by: integer('published_by').references(() => users.user_id),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
    deleted_at: ts('deleted_at'),
    /** hidden by a community moderator after a report (issue 22): out of lists, search and reading */
    hidden_at: ts('hidden_at'),
  },
  (t) => [
    index('content_items_published_idx').on(
      t.tenant_id,
      t.status,
      t.published_at.desc().nullsFirst(),
      t.content_id.desc().nullsFirst(),
    ),
    index('content_items_author_idx').on(t.tenant_id, t.author_id, t.updated_at.desc().nullsFirst()),
    index('content_items_status_idx').on(t.tenant_id, t.status, t.updated_at.desc().nullsFirst()),
    index('content_items_topics_idx').using('gin', t.topics),
    index('content_items_hubs_idx').using('gin', t.hubs),
  ],
);

/** The workflow's history: every create, edit and move with who, when and an optional note. */
export const contentEvents = pgTable(
  'content_events',
  {
    event_id: serial('event_id').primaryKey(),
    ...tenantColumn(),
    content_id: integer('content_id')
      .notNull()
      .references(() => contentItems.content_id),
    action: text('action').notNull(),
    from_status: text('from_status'),
    to_status: text('to_status').notNull(),
    by_user_id: integer('by_user_id')
      .notNull()
      .references(() => users.user_id),
    note: text('note'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('content_events_item_idx').on(t.tenant_id, t.content_id, t.event_id)],
);

export const contentSaves = pgTable(
  'content_saves',
  {
    save_id: serial('save_id').primaryKey(),
    ...tenantColumn(),
    content_id: integer('content_id')
      .notNull()
      .references(() => contentItems.content_id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_saves_uq').on(t.tenant_id, t.user_id, t.content_id),
    index('content_saves_recent_idx').on(t.tenant_id, t.user_id, t.save_id.desc().nullsFirst()),
    index('content_saves_item_idx').on(t.tenant_id, t.content_id, t.created_at),
  ],
);

export const contentCollections = pgTable(
  'content_collections',
  {
    collection_id: serial('collection_id').primaryKey(),
    ...tenantColumn(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.user_id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** random, made when the collection is first shared; the link works while `shared` */
    share_token: text('share_token'),
    shared: boolean('shared').notNull().default(false),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('content_collections_owner_idx').on(t.tenant_id, t.owner_id, t.position),
    uniqueIndex('content_collections_token_uq').on(t.tenant_id, t.share_token),
  ],
);

export const contentCollectionItems = pgTable(
  'content_collection_items',
  {
    entry_id: serial('entry_id').primaryKey(),
    ...tenantColumn(),
    collection_id: integer('collection_id')
      .notNull()
      .references(() => contentCollections.collection_id, { onDelete: 'cascade' }),
    content_id: integer('content_id')
      .notNull()
      .references(() => contentItems.content_id),
    position: integer('position').notNull().default(0),
    added_at: ts('added_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_collection_items_uq').on(t.tenant_id, t.collection_id, t.content_id),
    index('content_collection_items_pos_idx').on(t.tenant_id, t.collection_id, t.position),
  ],
);

/** Where a reader left off: seconds into a video or podcast, a page of a book, a share of an article. */
export const contentProgress = pgTable(
  'content_progress',
  {
    progress_id: serial('progress_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    content_id: integer('content_id')
      .notNull()
      .references(() => contentItems.content_id),
    position: real('position').notNull().default(0),
    percent: real('percent').notNull().default(0),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_progress_uq').on(t.tenant_id, t.user_id, t.content_id),
    index('content_progress_recent_idx').on(t.tenant_id, t.user_id, t.updated_at.desc().nullsFirst()),
  ],
);

export const contentDownloads = pgTable(
  'content_downloads',
  {
    download_id: serial('download_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    content_id: integer('content_id')
      .notNull()
      .references(() => contentItems.content_id),
    downloaded_at: ts('downloaded_at').notNull().defaultNow(),
  },
  (t) => [index('content_downloads_user_idx').on(t.tenant_id, t.user_id, t.downloaded_at.desc().nullsFirst())],
);

/** One row per person per piece per day: the view count and "popular this week". */
export const contentViews = pgTable(
  'content_views',
  {
    view_id: serial('view_id').primaryKey(),
    ...tenantColumn(),
    content_id: integer('content_id')
      .notNull()
      .references(() => contentItems.content_id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('content_views_uq').on(t.tenant_id, t.content_id, t.user_id, t.day),
    index('content_views_day_idx').on(t.tenant_id, t.day),
  ],
);
