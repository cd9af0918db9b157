import { hasPermission } from '@ankur/shared/access';
import {
  CONTENT_TRANSITIONS,
  contentPath,
  type TContent,
  type TContentAction,
  type TContentDetails,
  type TContentKind,
  type TContentStatus,
  type ZContentInput,
  type ZContentPatch,
} from '@ankur/shared/schemas/content';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { privilegeHolderIds } from '../../db/role-privileges.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import type { Actor, Scope } from '../../lib/scope.ts';
import { recordAudit } from '../../resources/audit.ts';
import { notify } from '../notifications/index.ts';
import { uploadUrl } from '../uploads/index.ts';
import { iso, minutesOf, personPhoto, toCard } from './cards.ts';
import {
  cardById,
  fileIdOf,
  findItem,
  historyOf,
  type ItemRow,
  insertEvent,
  insertItem,
  recordView,
  updateItem,
  uploadOf,
} from './content.repository.ts';
import { reindexItem } from './content-search.repository.ts';
import { collectionIdsHolding, progressOf } from './library.repository.ts';

/**
 * A piece's life (issue 22): authors ('Content' create) write drafts and submit them; editors
 * ('Content' update) return, publish, archive and restore, edit any piece and mark featured ones;
 * 'Content' delete removes any piece (an author may delete their own draft). Every move is in the
 * piece's history and the audit log; the search index follows each publish, edit and removal.
 */

export const CONTENT_MENU = 'Content';
export const NO_CONTENT = 'No such piece of content.';

export const isEditor = (actor: Pick<Actor, 'privileges'>) => hasPermission(actor.privileges, CONTENT_MENU, 'update');
export const isAuthor = (actor: Pick<Actor, 'privileges'>) => hasPermission(actor.privileges, CONTENT_MENU, 'create');

/**
 * Published pieces are for everyone signed in; drafts, reviews, archived pieces and pieces a
 * moderator hid for their author and editors.
 */
export const mayRead = (actor: Actor, item: Pick<ItemRow, 'status' | 'author_id' | 'hidden_at'>) =>
  (item.status === 'published' && !item.hidden_at) || item.author_id === actor.userId || isEditor(actor);
const mayEdit = (actor: Actor, item: ItemRow) =>
  isEditor(actor) || (item.author_id === actor.userId && item.status === 'draft');

/** The piece as the viewer may read it (inside the tenant transaction), or 404. */
export async function readableItem(tx: Db, actor: Actor, id: number): Promise<ItemRow> {
  const item = await findItem(tx, id);
  if (!item || !mayRead(actor, item)) throw notFound(NO_CONTENT);
  return item;
}

const field = (path: string, message: string) => badRequest(`Invalid ${path}: ${message}`, [{ path, message }]);

/** The file and cover a piece names must be 'content' uploads of this tenant (a cover an image). */
async function checkFiles(tx: Db, actor: Actor, details: TContentDetails, coverId: number | null, item?: ItemRow) {
  const check = async (id: number | null, path: string, image: boolean) => {
    if (id === null || id === item?.cover_upload_id || id === item?.file_upload_id) return;
    const up = await uploadOf(tx, id);
    if (!up || up.purpose !== 'content' || (up.owner_user_id !== actor.userId && !isEditor(actor))) {
      throw field(path, 'not a content file you uploaded');
    }
    if (image && !up.content_type.startsWith('image/')) throw field(path, 'must be an image');
  };
  await check(fileIdOf(details), 'body.details.file_id', false);
  await check(coverId, 'body.cover_file_id', true);
}

function sanitised(html: string): { html: string; text: string } {
  const clean = sanitizeRichText(html) ?? '';
  const text = clean
    .replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return { html: clean, text };
}

function assertDetailsKind(kind: string, details: TContentDetails) {
  if (details.kind !== kind) throw field('body.details.kind', `must be '${kind}' for a ${kind}`);
}

/** The whole piece for the viewer: card, body, file, history (for those who may edit), progress. */
async function fullItem(tx: Db, actor: Actor, id: number): Promise<TContent> {
  const card = await cardById(tx, actor.userId, id);
  const item = await findItem(tx, id);
  if (!card || !item) throw notFound(NO_CONTENT);
  const file = item.file_upload_id ? await uploadOf(tx, item.file_upload_id) : undefined;
  const canEdit = mayEdit(actor, item);
  const canSeeHistory = isEditor(actor) || item.author_id === actor.userId;
  const history = canSeeHistory ? await historyOf(tx, id) : [];
  const progress = await progressOf(tx, actor.userId, id);
  return {
    ...toCard(card),
    body_html: item.body_html,
    details: item.details,
    cover_file_id: item.cover_upload_id,
    file: file
      ? {
          upload_id: file.upload_id,
          file_name: file.file_name,
          content_type: file.content_type,
          size_bytes: file.size_bytes,
          url: uploadUrl(file.public_id, file.file_name),
        }
      : null,
    history: history.map((h) => ({
      action: h.action as TContent['history'][number]['action'],
      from_status: h.from_status as TContentStatus | null,
      to_status: h.to_status as TContentStatus,
      by: { user_id: h.user_id, name: h.name, photo_url: personPhoto(h.user_id, h.photo_key) },
      note: h.note,
      at: iso(h.at),
    })),
    can_edit: canEdit,
    can_review: isEditor(actor),
    progress: progress
      ? { position: progress.position, percent: progress.percent, updated_at: iso(progress.updated_at) }
      : null,
    collection_ids: await collectionIdsHolding(tx, actor.userId, id),
  };
}

export function getItem(db: Db, scope: Scope, id: number, now: Date): Promise<TContent> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const item = await readableItem(tx, scope.actor, id);
    if (item.status === 'published') await recordView(tx, id, scope.actor.userId, now.toISOString().slice(0, 10));
    return fullItem(tx, scope.actor, id);
  });
}

export function createItem(db: Db, scope: Scope, input: z.output<typeof ZContentInput>): Promise<TContent> {
  assertDetailsKind(input.kind, input.details);
  return withTenant(db, scope.tenantId, async (tx) => {
    await checkFiles(tx, scope.actor, input.details, input.cover_file_id);
    const body = sanitised(input.body_html);
    const row = await insertItem(tx, {
      kind: input.kind,
      title: input.title,
      summary: input.summary,
      body_html: body.html,
      body_text: body.text,
      language: input.language,
      level: input.level,
      topics: [...new Set(input.topics)],
      hubs: [...new Set(input.hubs)],
      status: 'draft',
      details: input.details,
      cover_upload_id: input.cover_file_id,
      file_upload_id: fileIdOf(input.details),
      minutes: minutesOf(input.details, body.text),
      author_id: scope.actor.userId,
    });
    await insertEvent(tx, {
      content_id: row.content_id,
      action: 'create',
      from_status: null,
      to_status: 'draft',
      by_user_id: scope.actor.userId,
    });
    await recordAudit(tx, [
      {
        table_name: 'content_items',
        record_id: row.content_id,
        action: 'create',
        changes: { kind: { to: input.kind }, title: { to: input.title } },
        actor_id: scope.actor.userId,
      },
    ]);
    return fullItem(tx, scope.actor, row.content_id);
  });
}

export function editItem(db: Db, scope: Scope, id: number, patch: z.output<typeof ZContentPatch>): Promise<TContent> {
  if (Object.values(patch).every((v) => v === undefined)) throw badRequest('Invalid body: nothing to update');
  return withTenant(db, scope.tenantId, async (tx) => {
    const item = await readableItem(tx, scope.actor, id);
    if (!mayEdit(scope.actor, item)) {
      throw forbidden(
        item.author_id === scope.actor.userId
          ? 'Only a draft can be edited by its author: ask an editor to return it.'
          : 'Only its author and editors may edit this piece.',
      );
    }
    const details = patch.details ?? item.details;
    assertDetailsKind(item.kind, details);
    await checkFiles(tx, scope.actor, details, patch.cover_file_id === undefined ? null : patch.cover_file_id, item);
    const body =
      patch.body_html === undefined ? { html: item.body_html, text: item.body_text } : sanitised(patch.body_html);
    const set = {
      ...(patch.title !== undefined && { title: patch.title }),
      ...(patch.summary !== undefined && { summary: patch.summary }),
      ...(patch.language !== undefined && { language: patch.language }),
      ...(patch.level !== undefined && { level: patch.level }),
      ...(patch.topics !== undefined && { topics: [...new Set(patch.topics)] }),
      ...(patch.hubs !== undefined && { hubs: [...new Set(patch.hubs)] }),
      ...(patch.cover_file_id !== undefined && { cover_upload_id: patch.cover_file_id }),
      body_html: body.html,
      body_text: body.text,
      details,
      file_upload_id: fileIdOf(details),
      minutes: minutesOf(details, body.text),
      updated_at: new Date().toISOString(),
    };
    await updateItem(tx, id, set);
    await insertEvent(tx, {
      content_id: id,
      action: 'edit',
      from_status: item.status,
      to_status: item.status,
      by_user_id: scope.actor.userId,
    });
    const changed = Object.keys(patch).filter((k) => patch[k as keyof typeof patch] !== undefined);
    await recordAudit(tx, [
      {
        table_name: 'content_items',
        record_id: id,
        action: 'update',
        changes: Object.fromEntries(
          changed.map((k) => [k, { to: k === 'body_html' ? '(changed)' : patch[k as keyof typeof patch] }]),
        ),
        actor_id: scope.actor.userId,
      },
    ]);
    if (item.status === 'published') await reindexItem(tx, id);
    return fullItem(tx, scope.actor, id);
  });
}

export function deleteItem(db: Db, scope: Scope, id: number): Promise<void> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const item = await readableItem(tx, scope.actor, id);
    const own = item.author_id === scope.actor.userId && item.status === 'draft';
    if (!own && !hasPermission(scope.actor.privileges, CONTENT_MENU, 'delete')) {
      throw forbidden('Only its author (while a draft) and content administrators may delete this piece.');
    }
    await updateItem(tx, id, { deleted_at: new Date().toISOString() });
    await recordAudit(tx, [
      { table_name: 'content_items', record_id: id, action: 'delete', changes: {}, actor_id: scope.actor.userId },
    ]);
    await reindexItem(tx, id);
  });
}

export function transitionItem(
  db: Db,
  scope: Scope,
  id: number,
  action: TContentAction,
  note: string | undefined,
): Promise<TContent> {
  const move = CONTENT_TRANSITIONS[action];
  return withTenant(db, scope.tenantId, async (tx) => {
    const item = await readableItem(tx, scope.actor, id);
    if (action === 'submit' ? item.author_id !== scope.actor.userId : !isEditor(scope.actor)) {
      throw forbidden(
        action === 'submit' ? 'Only its author submits a piece for review.' : 'Only editors may do this.',
      );
    }
    const from = item.status as TContentStatus;
    if (!move.from.includes(from)) {
      throw conflict(
        `Cannot ${action} a piece that is ${from.replace('_', ' ')}: it must be ${move.from.join(' or ')}.`,
        {
          from,
          to: move.to,
          allowed_from: move.from,
        },
      );
    }
    const now = new Date().toISOString();
    await updateItem(tx, id, {
      status: move.to,
      updated_at: now,
      ...(move.to === 'published' && { published_at: item.published_at ?? now, published_by: scope.actor.userId }),
    });
    await insertEvent(tx, {
      content_id: id,
      action,
      from_status: from,
      to_status: move.to,
      by_user_id: scope.actor.userId,
      note: note ?? null,
    });
    await recordAudit(tx, [
      {
        table_name: 'content_items',
        record_id: id,
        action: 'update',
        changes: { status: { from, to: move.to } },
        actor_id: scope.actor.userId,
      },
    ]);
    await reindexItem(tx, id);
    const link = action === 'publish' ? contentPath(item.kind as TContentKind, id) : '/content';
    if ((action === 'publish' || action === 'return') && item.author_id !== scope.actor.userId) {
      await notify(tx, {
        userIds: [item.author_id],
        type: 'content_review',
        title: action === 'publish' ? `“${item.title}” is published` : `“${item.title}” was returned to you`,
        body: note ?? null,
        link,
      });
    }
    if (action === 'submit') {
      const editors = (await privilegeHolderIds(tx, scope, CONTENT_MENU, 'update')).filter(
        (u) => u !== scope.actor.userId,
      );
      if (editors.length) {
        await notify(tx, {
          userIds: editors,
          type: 'content_review',
          title: `“${item.title}” waits for review`,
          body: note ?? null,
          link,
        });
      }
    }
    return fullItem(tx, scope.actor, id);
  });
}

export function setFeatured(db: Db, scope: Scope, id: number, featured: boolean): Promise<TContent> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await readableItem(tx, scope.actor, id);
    await updateItem(tx, id, { featured });
    await recordAudit(tx, [
      {
        table_name: 'content_items',
        record_id: id,
        action: 'update',
        changes: { featured: { to: featured } },
        actor_id: scope.actor.userId,
      },
    ]);
    return fullItem(tx, scope.actor, id);
  });
}
