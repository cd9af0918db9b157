import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  contentCollectionItems,
  contentCollections,
  contentDownloads,
  contentItems,
  contentProgress,
  contentSaves,
} from '../../db/schema/content.ts';
import { type CardRow, cardSelect, LIVE, rowsOf } from './content.repository.ts';

/** What readers keep (issue 22): saves, collections and their pieces, progress and downloads. */

export async function addSave(tx: Db, userId: number, contentId: number): Promise<number> {
  const added = await tx
    .insert(contentSaves)
    .values({ user_id: userId, content_id: contentId })
    .onConflictDoNothing()
    .returning({ id: contentSaves.save_id });
  return bumpSaves(tx, contentId, added.length);
}

export async function dropSave(tx: Db, userId: number, contentId: number): Promise<number> {
  const gone = await tx
    .delete(contentSaves)
    .where(and(eq(contentSaves.user_id, userId), eq(contentSaves.content_id, contentId)))
    .returning({ id: contentSaves.save_id });
  return bumpSaves(tx, contentId, -gone.length);
}

async function bumpSaves(tx: Db, contentId: number, by: number): Promise<number> {
  const [row] = await tx
    .update(contentItems)
    .set({ save_count: sql`greatest(0, ${contentItems.save_count} + ${by})` })
    .where(eq(contentItems.content_id, contentId))
    .returning({ n: contentItems.save_count });
  return row?.n ?? 0;
}

export const savedCards = (tx: Db, userId: number, limit: number, offset: number) =>
  rowsOf<CardRow>(
    tx,
    sql`${cardSelect(userId, sql`, sv.created_at as saved_at`)}
      join content_saves sv on sv.content_id = c.content_id and sv.user_id = ${userId}
      where ${LIVE} order by sv.save_id desc limit ${limit} offset ${offset}`,
  );

export async function countSaved(tx: Db, userId: number): Promise<number> {
  const [r] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from content_saves sv join content_items c on c.content_id = sv.content_id
      where sv.user_id = ${userId} and ${LIVE}`,
  );
  return r?.n ?? 0;
}

export async function upsertProgress(tx: Db, userId: number, contentId: number, position: number, percent: number) {
  await tx
    .insert(contentProgress)
    .values({ user_id: userId, content_id: contentId, position, percent })
    .onConflictDoUpdate({
      target: [contentProgress.tenant_id, contentProgress.user_id, contentProgress.content_id],
      set: { position, percent, updated_at: sql`now()` },
    });
}

export async function progressOf(tx: Db, userId: number, contentId: number) {
  const [row] = await tx
    .select()
    .from(contentProgress)
    .where(and(eq(contentProgress.user_id, userId), eq(contentProgress.content_id, contentId)));
  return row;
}

export const continueCards = (tx: Db, userId: number, limit: number) =>
  rowsOf<CardRow & { position: number; percent: number; progress_updated_at: string | Date }>(
    tx,
    sql`${cardSelect(userId, sql`, pr.position, pr.percent, pr.updated_at as progress_updated_at`)}
      join content_progress pr on pr.content_id = c.content_id and pr.user_id = ${userId}
      where ${LIVE} and pr.percent < 100 order by pr.updated_at desc, pr.progress_id desc limit ${limit}`,
  );

export async function addDownload(tx: Db, userId: number, contentId: number): Promise<void> {
  await tx.insert(contentDownloads).values({ user_id: userId, content_id: contentId });
}

/** Each piece once, at its latest download. */
export const downloadCards = (tx: Db, userId: number, limit: number) =>
  rowsOf<CardRow & { downloaded_at: string | Date }>(
    tx,
    sql`${cardSelect(userId, sql`, d.downloaded_at`)}
      join (select content_id, max(downloaded_at) as downloaded_at from content_downloads
        where user_id = ${userId} group by content_id) d on d.content_id = c.content_id
      where ${LIVE} order by d.downloaded_at desc, c.content_id desc limit ${limit}`,
  );

// ---- collections

export interface CollectionRow {
  collection_id: number;
  owner_id: number;
  name: string;
  description: string;
  position: number;
  shared: boolean;
  share_token: string | null;
  updated_at: string | Date;
  owner_name: string;
  owner_photo_key: string | null;
  item_count: number;
}

const collectionSelect = sql`
  select k.collection_id, k.owner_id, k.name, k.description, k.position, k.shared, k.share_token, k.updated_at,
    coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as owner_name,
    p.photo_key as owner_photo_key,
    (select count(*)::int from content_collection_items i join content_items c on c.content_id = i.content_id
      where i.collection_id = k.collection_id and ${LIVE}) as item_count
  from content_collections k join users u on u.user_id = k.owner_id
  left join user_profiles p on p.user_id = k.owner_id`;

export const myCollections = (tx: Db, userId: number) =>
  rowsOf<CollectionRow>(tx, sql`${collectionSelect} where k.owner_id = ${userId} order by k.position, k.collection_id`);

export async function collectionBy(tx: Db, where: { id: number } | { token: string }) {
  const cond = 'id' in where ? sql`k.collection_id = ${where.id}` : sql`k.share_token = ${where.token} and k.shared`;
  const [row] = await rowsOf<CollectionRow>(tx, sql`${collectionSelect} where ${cond}`);
  return row;
}

export async function insertCollection(tx: Db, values: typeof contentCollections.$inferInsert): Promise<number> {
  const [row] = await tx.insert(contentCollections).values(values).returning({ id: contentCollections.collection_id });
  return row!.id;
}

export async function updateCollection(tx: Db, id: number, set: Partial<typeof contentCollections.$inferInsert>) {
  await tx
    .update(contentCollections)
    .set({ ...set, updated_at: sql`now()` })
    .where(eq(contentCollections.collection_id, id));
}

export async function deleteCollection(tx: Db, id: number): Promise<void> {
  await tx.delete(contentCollections).where(eq(contentCollections.collection_id, id));
}

export async function maxCollectionPosition(tx: Db, userId: number): Promise<number> {
  const [r] = await rowsOf<{ n: number }>(
    tx,
    sql`select coalesce(max(position), 0)::int as n from content_collections where owner_id = ${userId}`,
  );
  return r?.n ?? 0;
}

export const collectionCards = (tx: Db, viewerId: number, collectionId: number) =>
  rowsOf<CardRow>(
    tx,
    sql`${cardSelect(viewerId)} join content_collection_items i on i.content_id = c.content_id and i.collection_id = ${collectionId}
      where ${LIVE} order by i.position, i.entry_id`,
  );

export const entriesOf = (tx: Db, collectionId: number) =>
  tx
    .select()
    .from(contentCollectionItems)
    .where(eq(contentCollectionItems.collection_id, collectionId))
    .orderBy(asc(contentCollectionItems.position));

export async function addEntry(tx: Db, collectionId: number, contentId: number, position: number): Promise<boolean> {
  const added = await tx
    .insert(contentCollectionItems)
    .values({ collection_id: collectionId, content_id: contentId, position })
    .onConflictDoNothing()
    .returning({ id: contentCollectionItems.entry_id });
  return added.length > 0;
}

export async function dropEntry(tx: Db, collectionId: number, contentId: number): Promise<boolean> {
  const gone = await tx
    .delete(contentCollectionItems)
    .where(
      and(eq(contentCollectionItems.collection_id, collectionId), eq(contentCollectionItems.content_id, contentId)),
    )
    .returning({ id: contentCollectionItems.entry_id });
  return gone.length > 0;
}

export async function setEntryPosition(tx: Db, collectionId: number, contentId: number, position: number) {
  await tx
    .update(contentCollectionItems)
    .set({ position })
    .where(
      and(eq(contentCollectionItems.collection_id, collectionId), eq(contentCollectionItems.content_id, contentId)),
    );
}

/** The viewer's collections holding a piece. */
export async function collectionIdsHolding(tx: Db, userId: number, contentId: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select k.collection_id as id from content_collections k join content_collection_items i on i.collection_id = k.collection_id
      where k.owner_id = ${userId} and i.content_id = ${contentId} order by k.position`,
  );
  return rows.map((r) => r.id);
}
