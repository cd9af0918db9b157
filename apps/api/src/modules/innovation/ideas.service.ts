import {
  CANVAS_BLOCKS,
  INNOVATION_ERRORS,
  type TCanvas,
  type TIdeaDetail,
  type TIdeaInput,
  type TIdeaPatch,
  type TIdeaVersion,
  type TVersionInput,
  ZIdeaInput,
  ZVersionInput,
} from '@ankur/shared/schemas/innovation';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import {
  deleteIdeaTree,
  findIdea,
  findVersion,
  type IdeaRow,
  insertIdea,
  insertVersion,
  listShares,
  listVersions,
  myIdeaCards,
  sharedIdeaCards,
  updateIdea,
  visibleIdeaCard,
} from './ideas.repository.ts';

/**
 * Ideas (issue 24): the owner's list, create (version 1), edit title/summary, archive and restore,
 * delete; Save makes the canvas a new immutable version; restoring an old version saves it again as
 * the newest. A person the idea is shared with (or a member of a circle it is shared with) reads it
 * and its versions; anyone else gets 404, never 403 (which would confirm it exists).
 */

/** Only the blocks of the canvas, trimmed of trailing space. */
export const cleanCanvas = (canvas: TCanvas): TCanvas =>
  Object.fromEntries(CANVAS_BLOCKS.map((b) => [b, (canvas[b] ?? '').replace(/\s+$/, '')]).filter(([, v]) => v));

/** The idea the person may read (owner or shared), 404 otherwise; with its row. */
export async function readableIdea(tx: Db, scope: Scope, ideaId: number) {
  const card = await visibleIdeaCard(tx, scope.actor.userId, ideaId);
  if (!card) throw notFound(INNOVATION_ERRORS.noIdea);
  return card;
}

/** The idea the actor owns, locked for the write; 404 for another's private one, 403 for one they read. */
export async function ownedIdea(tx: Db, scope: Scope, ideaId: number): Promise<IdeaRow> {
  const row = await findIdea(tx, ideaId);
  if (!row) throw notFound(INNOVATION_ERRORS.noIdea);
  if (row.owner_id !== scope.actor.userId) {
    await readableIdea(tx, scope, ideaId);
    throw forbidden(INNOVATION_ERRORS.notOwner);
  }
  return row;
}

async function detail(tx: Db, scope: Scope, ideaId: number): Promise<TIdeaDetail> {
  const card = await readableIdea(tx, scope, ideaId);
  const latest = await findVersion(tx, ideaId, card.version);
  const isOwner = card.owner.user_id === scope.actor.userId;
  return {
    ...card,
    canvas: latest?.canvas ?? {},
    shares: isOwner ? await listShares(tx, ideaId) : [],
    is_owner: isOwner,
  };
}

export const listMyIdeas = (db: Db, scope: Scope, status: 'open' | 'archived' | 'all') =>
  withTenant(db, scope.tenantId, (tx) => myIdeaCards(tx, scope.actor.userId, status));

export const listSharedWithMe = (db: Db, scope: Scope) =>
  withTenant(db, scope.tenantId, (tx) => sharedIdeaCards(tx, scope.actor.userId));

export const getIdea = (db: Db, scope: Scope, ideaId: number) =>
  withTenant(db, scope.tenantId, (tx) => detail(tx, scope, ideaId));

export async function createIdea(db: Db, scope: Scope, input: TIdeaInput, now: Date): Promise<TIdeaDetail> {
  const v = ZIdeaInput.parse(input);
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await insertIdea(tx, { owner_id: scope.actor.userId, title: v.title, summary: v.summary });
    await insertVersion(tx, {
      idea_id: row.idea_id,
      version: 1,
      canvas: cleanCanvas(v.canvas),
      note: '',
      created_by: scope.actor.userId,
    });
    await updateIdea(tx, row.idea_id, {}, now);
    return detail(tx, scope, row.idea_id);
  });
}

export async function editIdea(db: Db, scope: Scope, ideaId: number, patch: TIdeaPatch, now: Date) {
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await ownedIdea(tx, scope, ideaId);
    if (patch.status && row.status === 'promoted') throw conflict(INNOVATION_ERRORS.promoted);
    await updateIdea(tx, ideaId, patch, now);
    return detail(tx, scope, ideaId);
  });
}

export async function deleteIdea(db: Db, scope: Scope, ideaId: number) {
  await withTenant(db, scope.tenantId, async (tx) => {
    await ownedIdea(tx, scope, ideaId);
    await deleteIdeaTree(tx, ideaId);
  });
}

/** Save: a new version (the latest + 1) with the canvas and the note; old versions never change. */
export async function saveVersion(db: Db, scope: Scope, ideaId: number, input: TVersionInput, now: Date) {
  const v = ZVersionInput.parse(input);
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await ownedIdea(tx, scope, ideaId);
    await addVersion(tx, scope, row, cleanCanvas(v.canvas), v.note, now);
    return detail(tx, scope, ideaId);
  });
}

async function addVersion(tx: Db, scope: Scope, row: IdeaRow, canvas: TCanvas, note: string, now: Date) {
  const version = row.version + 1;
  await insertVersion(tx, { idea_id: row.idea_id, version, canvas, note, created_by: scope.actor.userId });
  await updateIdea(tx, row.idea_id, { version }, now);
}

export const getVersions = (db: Db, scope: Scope, ideaId: number) =>
  withTenant(db, scope.tenantId, async (tx) => {
    await readableIdea(tx, scope, ideaId);
    return listVersions(tx, ideaId);
  });

export const getVersion = (db: Db, scope: Scope, ideaId: number, version: number): Promise<TIdeaVersion> =>
  withTenant(db, scope.tenantId, async (tx) => {
    await readableIdea(tx, scope, ideaId);
    const found = await findVersion(tx, ideaId, version);
    if (!found) throw notFound(INNOVATION_ERRORS.noVersion);
    return found;
  });

/** Restores an old version as the newest (the note says which); history is kept whole. */
export async function restoreVersion(db: Db, scope: Scope, ideaId: number, version: number, now: Date) {
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await ownedIdea(tx, scope, ideaId);
    const old = await findVersion(tx, ideaId, version);
    if (!old) throw notFound(INNOVATION_ERRORS.noVersion);
    if (version === row.version) throw badRequest('version: this is already the current version');
    await addVersion(tx, scope, row, old.canvas, `Restored from version ${version}`, now);
    return detail(tx, scope, ideaId);
  });
}
