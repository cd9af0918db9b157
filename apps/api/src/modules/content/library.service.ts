import { randomBytes } from 'node:crypto';
import type {
  TCollection,
  TCollectionDetail,
  TContentCard,
  TLibrary,
  ZCollectionInput,
  ZCollectionPatch,
} from '@ankur/shared/schemas/content';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { uploadUrl } from '../uploads/index.ts';
import { iso, personPhoto, toCard } from './cards.ts';
import { uploadOf } from './content.repository.ts';
import { NO_CONTENT, readableItem } from './items.service.ts';
import {
  addDownload,
  addEntry,
  addSave,
  type CollectionRow,
  collectionBy,
  collectionCards,
  continueCards,
  countSaved,
  deleteCollection,
  downloadCards,
  dropEntry,
  dropSave,
  entriesOf,
  insertCollection,
  maxCollectionPosition,
  myCollections,
  savedCards,
  setEntryPosition,
  updateCollection,
  upsertProgress,
} from './library.repository.ts';

/**
 * What a reader keeps (issue 22): saves, progress, downloads and collections (/saved-content,
 * /my-library). Only published pieces may be kept; a collection is its owner's, readable by
 * anyone signed in to the tenant through its share link while shared.
 */

export const NO_COLLECTION = 'No such collection.';

async function publishedItem(tx: Db, scope: Scope, id: number) {
  const item = await readableItem(tx, scope.actor, id);
  if (item.status !== 'published') throw notFound(NO_CONTENT);
  return item;
}

export function save(db: Db, scope: Scope, id: number, on: boolean): Promise<{ saved: boolean; save_count: number }> {
  return withTenant(db, scope.tenantId, async (tx) => {
    if (on) await publishedItem(tx, scope, id);
    else await readableItem(tx, scope.actor, id);
    const count = on ? await addSave(tx, scope.actor.userId, id) : await dropSave(tx, scope.actor.userId, id);
    return { saved: on, save_count: count };
  });
}

export function saved(db: Db, scope: Scope, page: number, limit: number) {
  return withTenant(db, scope.tenantId, async (tx) => {
    const rows = await savedCards(tx, scope.actor.userId, limit, (page - 1) * limit);
    const total = await countSaved(tx, scope.actor.userId);
    return { data: rows.map(toCard), meta: { page, limit, total, totalPages: Math.ceil(total / limit) } };
  });
}

export function saveProgress(db: Db, scope: Scope, id: number, position: number, percent: number): Promise<void> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await publishedItem(tx, scope, id);
    await upsertProgress(tx, scope.actor.userId, id, position, percent);
  });
}

export function download(db: Db, scope: Scope, id: number): Promise<{ url: string }> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const item = await publishedItem(tx, scope, id);
    const file = item.file_upload_id ? await uploadOf(tx, item.file_upload_id) : undefined;
    if (!file) throw notFound('This piece has no file to download.');
    await addDownload(tx, scope.actor.userId, id);
    return { url: uploadUrl(file.public_id, file.file_name) };
  });
}

const toCollection = (r: CollectionRow, viewerId: number): TCollection => ({
  collection_id: r.collection_id,
  name: r.name,
  description: r.description,
  position: r.position,
  shared: r.shared,
  share_token: r.shared ? r.share_token : null,
  item_count: r.item_count,
  owner: { user_id: r.owner_id, name: r.owner_name, photo_url: personPhoto(r.owner_id, r.owner_photo_key) },
  is_mine: r.owner_id === viewerId,
  updated_at: iso(r.updated_at),
});

export function collections(db: Db, scope: Scope): Promise<{ data: TCollection[] }> {
  return withTenant(db, scope.tenantId, async (tx) => ({
    data: (await myCollections(tx, scope.actor.userId)).map((r) => toCollection(r, scope.actor.userId)),
  }));
}

async function myCollection(tx: Db, scope: Scope, id: number): Promise<CollectionRow> {
  const row = await collectionBy(tx, { id });
  if (!row || row.owner_id !== scope.actor.userId) throw notFound(NO_COLLECTION);
  return row;
}

const newToken = () => randomBytes(18).toString('base64url');

export function createCollection(db: Db, scope: Scope, input: z.output<typeof ZCollectionInput>): Promise<TCollection> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const id = await insertCollection(tx, {
      owner_id: scope.actor.userId,
      name: input.name,
      description: input.description,
      shared: input.shared,
      share_token: input.shared ? newToken() : null,
      position: (await maxCollectionPosition(tx, scope.actor.userId)) + 1,
    });
    return toCollection((await collectionBy(tx, { id }))!, scope.actor.userId);
  });
}

export function editCollection(
  db: Db,
  scope: Scope,
  id: number,
  patch: z.output<typeof ZCollectionPatch>,
): Promise<TCollection> {
  if (Object.values(patch).every((v) => v === undefined)) throw badRequest('Invalid body: nothing to update');
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await myCollection(tx, scope, id);
    await updateCollection(tx, id, {
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.shared !== undefined && { shared: patch.shared }),
      // the link stays the same when sharing is switched off and on again
      ...(patch.shared && !row.share_token && { share_token: newToken() }),
    });
    return toCollection((await collectionBy(tx, { id }))!, scope.actor.userId);
  });
}

export function removeCollection(db: Db, scope: Scope, id: number): Promise<void> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await myCollection(tx, scope, id);
    await deleteCollection(tx, id);
  });
}

const exactly = (path: string, given: number[], known: number[]) => {
  const set = new Set(known);
  if (given.length !== known.length || new Set(given).size !== given.length || !given.every((id) => set.has(id))) {
    throw badRequest(`Invalid ${path}: list every one exactly once`, [
      { path, message: 'list every one exactly once' },
    ]);
  }
};

export function reorderCollections(db: Db, scope: Scope, ids: number[]): Promise<void> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const mine = await myCollections(tx, scope.actor.userId);
    exactly(
      'body.ids',
      ids,
      mine.map((c) => c.collection_id),
    );
    for (const [i, id] of ids.entries()) await updateCollection(tx, id, { position: i + 1 });
  });
}

async function detail(tx: Db, scope: Scope, row: CollectionRow): Promise<TCollectionDetail> {
  const items: TContentCard[] = (await collectionCards(tx, scope.actor.userId, row.collection_id)).map(toCard);
  return { ...toCollection(row, scope.actor.userId), items };
}

export function collection(db: Db, scope: Scope, id: number): Promise<TCollectionDetail> {
  return withTenant(db, scope.tenantId, async (tx) => detail(tx, scope, await myCollection(tx, scope, id)));
}

export function sharedCollection(db: Db, scope: Scope, token: string): Promise<TCollectionDetail> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await collectionBy(tx, { token });
    if (!row) throw notFound(NO_COLLECTION);
    return detail(tx, scope, row);
  });
}

export function addToCollection(db: Db, scope: Scope, id: number, contentId: number): Promise<TCollection> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await myCollection(tx, scope, id);
    await publishedItem(tx, scope, contentId).catch(() => {
      throw badRequest('Invalid body.content_id: no such published piece', [
        { path: 'body.content_id', message: 'no such published piece' },
      ]);
    });
    const entries = await entriesOf(tx, id);
    if (!(await addEntry(tx, id, contentId, (entries.at(-1)?.position ?? 0) + 1))) {
      throw conflict('This piece is already in the collection.');
    }
    await updateCollection(tx, id, {});
    return toCollection((await collectionBy(tx, { id }))!, scope.actor.userId);
  });
}

export function removeFromCollection(db: Db, scope: Scope, id: number, contentId: number): Promise<void> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await myCollection(tx, scope, id);
    if (!(await dropEntry(tx, id, contentId))) throw notFound('This piece is not in the collection.');
    await updateCollection(tx, id, {});
  });
}

export function reorderCollection(db: Db, scope: Scope, id: number, ids: number[]): Promise<void> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await myCollection(tx, scope, id);
    const entries = await entriesOf(tx, id);
    exactly(
      'body.ids',
      ids,
      entries.map((e) => e.content_id),
    );
    for (const [i, contentId] of ids.entries()) await setEntryPosition(tx, id, contentId, i + 1);
  });
}

export function library(db: Db, scope: Scope): Promise<TLibrary> {
  const me = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx) => {
    const cols = await myCollections(tx, me);
    const cont = await continueCards(tx, me, 12);
    const downloads = await downloadCards(tx, me, 12);
    return {
      collections: cols.map((r) => toCollection(r, me)),
      continue: cont.map((r) => ({
        ...toCard(r),
        position: r.position,
        percent: r.percent,
        progress_updated_at: iso(r.progress_updated_at),
      })),
      downloads: downloads.map((r) => ({ ...toCard(r), downloaded_at: iso(r.downloaded_at) })),
    };
  });
}
