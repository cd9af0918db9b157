import { EDIT_WINDOW_MINUTES } from '@ankur/shared/schemas/community';
import type {
  TForumCategory,
  TForumCategoryInput,
  TForumCategoryList,
  TForumCategoryPatch,
  TForumThread,
  TForumThreadList,
  TForumThreadModeration,
  TForumThreadPatch,
  TForumThreadQuery,
  TForumThreadSummary,
} from '@ankur/shared/schemas/community-forum';
import type { Db } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { type Clock, systemClock } from '../../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import type { Scope } from '../../../lib/scope.ts';
import { syncSearch } from '../../search/index.ts';
import { isCommunityModerator } from '../moderation/moderators.ts';
import { assertMayWrite } from '../moderation/posting-limits.ts';
import {
  blockedAround,
  bumpCategory,
  type CategoryRow,
  findCategory,
  findThread,
  insertCategory,
  insertThread,
  listCategories,
  pinnedThreads,
  searchQuery,
  type ThreadChanges,
  type ThreadListRow,
  threadPage,
  updateCategory,
  updateThread,
  type Viewing,
  votedBy,
} from './forum.repository.ts';
import { clip, storedBody } from './rich-text.ts';

/**
 * The forum (issue 21): categories (moderators manage them), threads in them. Anyone with a
 * community role reads and writes; every thread goes through assertMayWrite; a thread's author
 * edits it for EDIT_WINDOW_MINUTES and deletes it (softly) any time; moderators pin, lock and
 * delete. Hidden threads show to their author (marked) and moderators only. Replies, votes and the
 * accepted answer are in replies.service.ts.
 */

export const NO_THREAD = 'No such thread.';
export const NO_CATEGORY = 'No such category.';
const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());

export async function viewingOf(tx: Db, scope: Scope): Promise<Viewing> {
  return {
    viewerId: scope.actor.userId,
    moderator: isCommunityModerator(scope.actor),
    blocked: await blockedAround(tx, scope.actor.userId),
  };
}

const toCategory = (c: CategoryRow): TForumCategory => ({
  category_id: c.category_id,
  slug: c.slug,
  name: c.name,
  name_hi: c.name_hi,
  description: c.description,
  description_hi: c.description_hi,
  position: c.position,
  thread_count: c.thread_count,
});

export function categories(db: Db, scope: Scope): Promise<TForumCategoryList> {
  return withTenant(db, scope.tenantId, async (tx) => ({
    items: (await listCategories(tx)).map(toCategory),
    can_manage: isCommunityModerator(scope.actor),
  }));
}

function assertModerator(scope: Scope, what = 'manage the forum') {
  if (!isCommunityModerator(scope.actor)) throw forbidden(`Only community moderators ${what}.`);
}

const slugTaken = () =>
  conflict('Another category has this address (slug).', [{ path: 'body.slug', message: 'is taken' }]);

export function createCategory(db: Db, scope: Scope, input: TForumCategoryInput): Promise<TForumCategory> {
  assertModerator(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    if (await findCategory(tx, { slug: input.slug })) throw slugTaken();
    const last = (await listCategories(tx)).at(-1);
    const row = await insertCategory(tx, {
      slug: input.slug,
      name: input.name,
      name_hi: input.name_hi ?? '',
      description: input.description ?? '',
      description_hi: input.description_hi ?? '',
      position: (last?.position ?? 0) + 1,
    });
    return toCategory(row);
  });
}

export function editCategory(db: Db, scope: Scope, id: number, patch: TForumCategoryPatch): Promise<TForumCategory> {
  assertModerator(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    if (!(await findCategory(tx, { id }))) throw notFound(NO_CATEGORY);
    if (patch.slug) {
      const other = await findCategory(tx, { slug: patch.slug });
      if (other && other.category_id !== id) throw slugTaken();
    }
    if (Object.values(patch).every((v) => v === undefined)) throw badRequest('Invalid body: nothing to update');
    return toCategory(await updateCategory(tx, id, { ...patch, updated_at: new Date().toISOString() }));
  });
}

/** Every category, in the order given (each id exactly once). */
export function reorderCategories(db: Db, scope: Scope, ids: number[]): Promise<TForumCategoryList> {
  assertModerator(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const all = await listCategories(tx);
    const known = new Set(all.map((c) => c.category_id));
    if (ids.length !== all.length || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw badRequest('Invalid body.category_ids: list every category exactly once', [
        { path: 'body.category_ids', message: 'list every category exactly once' },
      ]);
    }
    for (const [i, id] of ids.entries()) {
      await updateCategory(tx, id, { position: i + 1 });
    }
    return { items: (await listCategories(tx)).map(toCategory), can_manage: true };
  });
}

const summary = (r: ThreadListRow): TForumThreadSummary => ({
  thread_id: r.thread.thread_id,
  category_id: r.thread.category_id,
  category_slug: r.category_slug,
  title: r.thread.title,
  excerpt: clip(r.thread.body_text, 200),
  tags: r.thread.tags,
  author: { user_id: r.thread.author_id, name: r.author_name },
  vote_count: r.thread.vote_count,
  reply_count: r.thread.reply_count,
  answered: r.thread.accepted_reply_id !== null,
  pinned: r.thread.pinned_at !== null,
  locked: r.thread.locked_at !== null,
  hidden: r.thread.hidden_at !== null,
  last_activity_at: iso(r.thread.last_activity_at)!,
  created_at: iso(r.thread.created_at)!,
});

const encodeCursor = (value: string | number, id: number) =>
  Buffer.from(JSON.stringify([value, id])).toString('base64url');
function decodeCursor(cursor: string): [string | number, number] {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown;
    if (Array.isArray(v) && v.length === 2 && Number.isInteger(v[1]) && ['string', 'number'].includes(typeof v[0])) {
      if (typeof v[0] === 'string' && Number.isNaN(Date.parse(v[0]))) throw new Error('bad date');
      return v as [string | number, number];
    }
  } catch {
    // falls through to the 400 below
  }
  throw badRequest('Invalid querystring.cursor: not a cursor of this list', [
    { path: 'querystring.cursor', message: 'not a cursor of this list' },
  ]);
}

/** GET threads: pinned first on the first page, then a keyset page in the chosen order (3–4 queries). */
export function listThreads(db: Db, scope: Scope, q: TForumThreadQuery): Promise<TForumThreadList> {
  const cursor = q.cursor ? decodeCursor(q.cursor) : undefined;
  const search = q.q ? searchQuery(q.q) : null;
  return withTenant(db, scope.tenantId, async (tx) => {
    const v = await viewingOf(tx, scope);
    let categoryId: number | undefined;
    if (q.category) {
      const category = await findCategory(tx, { slug: q.category });
      if (!category) throw notFound(NO_CATEGORY);
      categoryId = category.category_id;
    }
    const rows = await threadPage(tx, v, { categoryId, sort: q.sort, search, tag: q.tag, cursor, limit: q.limit });
    const page = rows.slice(0, q.limit);
    const pinned = cursor || search || q.tag || q.sort === 'unanswered' ? [] : await pinnedThreads(tx, v, categoryId);
    const last = page.at(-1);
    let next: string | null = null;
    if (rows.length > q.limit && last) {
      const t = last.thread;
      const value = search
        ? last.rank
        : q.sort === 'activity'
          ? iso(t.last_activity_at)!
          : q.sort === 'top'
            ? t.vote_count
            : t.thread_id;
      next = encodeCursor(value, t.thread_id);
    }
    return { pinned: pinned.map(summary), items: page.map(summary), next_cursor: next };
  });
}

export type ThreadRead = NonNullable<Awaited<ReturnType<typeof findThread>>>;

/** The thread as the viewer may see it; 404 when deleted, hidden from them, or unknown. */
export async function readableThread(tx: Db, v: Viewing, threadId: number): Promise<ThreadRead> {
  const row = await findThread(tx, threadId);
  if (!row) throw notFound(NO_THREAD);
  if (row.thread.hidden_at && !v.moderator && row.thread.author_id !== v.viewerId) throw notFound(NO_THREAD);
  return row;
}

const withinWindow = (createdAt: string, now: Date) =>
  now.getTime() - new Date(createdAt).getTime() <= EDIT_WINDOW_MINUTES * 60 * 1000;

async function present(tx: Db, v: Viewing, row: ThreadRead, now: Date): Promise<TForumThread> {
  const voted = await votedBy(tx, v.viewerId, 'thread', [row.thread.thread_id]);
  const mine = row.thread.author_id === v.viewerId;
  return {
    ...summary({ ...row, rank: 0 }),
    body_html: row.thread.body_html,
    accepted_reply_id: row.thread.accepted_reply_id,
    edited_at: iso(row.thread.edited_at),
    voted: voted.size > 0,
    can_edit: mine && withinWindow(row.thread.created_at, now),
    can_delete: mine || v.moderator,
    can_accept: mine || v.moderator,
    can_moderate: v.moderator,
  };
}

export function getThread(db: Db, scope: Scope, threadId: number, clock: Clock = systemClock): Promise<TForumThread> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const v = await viewingOf(tx, scope);
    return present(tx, v, await readableThread(tx, v, threadId), clock.now());
  });
}

function body(input: string, path = 'body.body') {
  const stored = storedBody(input);
  if (!stored)
    throw badRequest(`Invalid ${path}: nothing is left to show`, [{ path, message: 'nothing is left to show' }]);
  return stored;
}

export function createThread(
  db: Db,
  scope: Scope,
  input: { category_id: number; title: string; body: string; tags?: string[] },
  clock: Clock = systemClock,
): Promise<TForumThread> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const v = await viewingOf(tx, scope);
    if (!(await findCategory(tx, { id: input.category_id }))) {
      throw badRequest('Invalid body.category_id: no such category', [
        { path: 'body.category_id', message: 'no such category' },
      ]);
    }
    const stored = body(input.body);
    await assertMayWrite(tx, scope, { kind: 'thread', text: `${input.title} ${input.body}` }, clock);
    const now = clock.now().toISOString();
    const threadId = await insertThread(tx, {
      category_id: input.category_id,
      author_id: scope.actor.userId,
      title: input.title,
      body_html: stored.html,
      body_text: stored.text,
      tags: [...new Set(input.tags ?? [])],
      created_at: now,
      last_activity_at: now,
    });
    await bumpCategory(tx, input.category_id, 1);
    await syncSearch(tx, 'thread', [threadId]);
    return present(tx, v, await readableThread(tx, v, threadId), clock.now());
  });
}

export function editThread(
  db: Db,
  scope: Scope,
  threadId: number,
  patch: TForumThreadPatch,
  clock: Clock = systemClock,
): Promise<TForumThread> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const v = await viewingOf(tx, scope);
    const row = await readableThread(tx, v, threadId);
    if (row.thread.author_id !== v.viewerId) throw forbidden('Only the thread’s author may edit it.');
    if (!withinWindow(row.thread.created_at, clock.now())) {
      throw forbidden(`A thread may be edited for ${EDIT_WINDOW_MINUTES} minutes after it was written.`);
    }
    const changes: ThreadChanges = { edited_at: clock.now().toISOString() };
    if (patch.title !== undefined) changes.title = patch.title;
    if (patch.tags !== undefined) changes.tags = [...new Set(patch.tags)];
    if (patch.body !== undefined) {
      const stored = body(patch.body);
      changes.body_html = stored.html;
      changes.body_text = stored.text;
    }
    if (patch.category_id !== undefined && patch.category_id !== row.thread.category_id) {
      if (!(await findCategory(tx, { id: patch.category_id }))) {
        throw badRequest('Invalid body.category_id: no such category', [
          { path: 'body.category_id', message: 'no such category' },
        ]);
      }
      changes.category_id = patch.category_id;
      await bumpCategory(tx, row.thread.category_id, -1);
      await bumpCategory(tx, patch.category_id, 1);
    }
    await updateThread(tx, threadId, changes);
    await syncSearch(tx, 'thread', [threadId]);
    return present(tx, v, await readableThread(tx, v, threadId), clock.now());
  });
}

/** Pins or locks a thread (community moderators). */
export function moderateThread(
  db: Db,
  scope: Scope,
  threadId: number,
  input: TForumThreadModeration,
  clock: Clock = systemClock,
): Promise<TForumThread> {
  assertModerator(scope, 'pin and lock threads');
  return withTenant(db, scope.tenantId, async (tx) => {
    const v = await viewingOf(tx, scope);
    await readableThread(tx, v, threadId);
    const now = clock.now().toISOString();
    const changes: ThreadChanges = {};
    if (input.pinned !== undefined) changes.pinned_at = input.pinned ? now : null;
    if (input.locked !== undefined) changes.locked_at = input.locked ? now : null;
    if (!Object.keys(changes).length) throw badRequest('Invalid body: nothing to update');
    await updateThread(tx, threadId, changes);
    return present(tx, v, await readableThread(tx, v, threadId), clock.now());
  });
}

/** Deletes a thread softly (its author or a moderator); its replies go with it from every list. */
export function deleteThread(db: Db, scope: Scope, threadId: number, clock: Clock = systemClock): Promise<void> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const v = await viewingOf(tx, scope);
    const row = await readableThread(tx, v, threadId);
    if (row.thread.author_id !== v.viewerId && !v.moderator) {
      throw forbidden('Only the thread’s author or a moderator may delete it.');
    }
    await updateThread(tx, threadId, { deleted_at: clock.now().toISOString() });
    await syncSearch(tx, 'thread', [threadId]);
    await bumpCategory(tx, row.thread.category_id, -1);
  });
}
