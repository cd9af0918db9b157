import type { TForumSort } from '@ankur/shared/schemas/community-forum';
import { and, asc, desc, eq, gt, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { nameSql } from '../../../db/people.ts';
import { forumCategories, forumReplies, forumThreads, forumVotes } from '../../../db/schema/community-forum.ts';
import { users } from '../../../db/schema/identity.ts';
import { userBlocks } from '../../../db/schema/messages.ts';

/** Forum queries (issue 21): the only code touching the forum tables. */

export type CategoryRow = typeof forumCategories.$inferSelect;
export type ThreadRow = typeof forumThreads.$inferSelect;
export type ReplyRow = typeof forumReplies.$inferSelect;

export const listCategories = (tx: Db) =>
  tx.select().from(forumCategories).orderBy(asc(forumCategories.position), asc(forumCategories.category_id));

export async function findCategory(tx: Db, by: { id?: number; slug?: string }) {
  const [row] = await tx
    .select()
    .from(forumCategories)
    .where(by.id !== undefined ? eq(forumCategories.category_id, by.id) : eq(forumCategories.slug, by.slug ?? ''));
  return row;
}

/** The people the viewer blocked or who blocked the viewer (their writing is left out of lists). */
export async function blockedAround(tx: Db, viewerId: number): Promise<number[]> {
  const rows = await tx
    .select({ blocker: userBlocks.blocker_id, blocked: userBlocks.blocked_id })
    .from(userBlocks)
    .where(or(eq(userBlocks.blocker_id, viewerId), eq(userBlocks.blocked_id, viewerId)));
  return [...new Set(rows.map((r) => (r.blocker === viewerId ? r.blocked : r.blocker)))];
}

export interface Viewing {
  viewerId: number;
  moderator: boolean;
  blocked: number[];
}

/** Not deleted; hidden only for its author and moderators; nobody blocked either way. */
function visibleThread(v: Viewing): SQL | undefined {
  return and(
    isNull(forumThreads.deleted_at),
    v.moderator ? undefined : or(isNull(forumThreads.hidden_at), eq(forumThreads.author_id, v.viewerId)),
    v.blocked.length ? notInArray(forumThreads.author_id, v.blocked) : undefined,
  );
}

const threadColumns = {
  thread: forumThreads,
  category_slug: forumCategories.slug,
  author_name: nameSql(users),
};

/** The search vector: the expression of forum_threads_search_idx, word for word. */
const searchVector = sql`to_tsvector('simple', ${forumThreads.title} || ' ' || ${forumThreads.body_text})`;

/** Prefix search of each word (all must match): "grant tier" finds "grants for tier-2". */
export function searchQuery(q: string): SQL | null {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  if (!words.length) return null;
  return sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`;
}

export interface ThreadFilter {
  categoryId?: number;
  sort: TForumSort;
  search: SQL | null;
  tag?: string;
  /** the decoded keyset cursor: [sort value, thread id] */
  cursor?: [string | number, number];
  limit: number;
}

/** One page of unpinned threads (one query), or the pinned ones (cursor-less first page). */
export async function threadPage(tx: Db, v: Viewing, f: ThreadFilter) {
  const t = forumThreads;
  const rank = f.search ? sql<number>`ts_rank(${searchVector}, ${f.search})::float8` : null;
  let order: SQL[];
  let after: SQL | undefined;
  const [cv, cid] = f.cursor ?? [];
  if (rank) {
    order = [sql`${rank} desc`, desc(t.thread_id)];
    if (f.cursor) after = sql`(${rank}, ${t.thread_id}) < (${Number(cv)}::float8, ${cid})`;
  } else if (f.sort === 'activity') {
    order = [desc(t.last_activity_at), desc(t.thread_id)];
    if (f.cursor) after = sql`(${t.last_activity_at}, ${t.thread_id}) < (${String(cv)}::timestamptz, ${cid})`;
  } else if (f.sort === 'top') {
    order = [desc(t.vote_count), desc(t.thread_id)];
    if (f.cursor) after = sql`(${t.vote_count}, ${t.thread_id}) < (${Number(cv)}::int, ${cid})`;
  } else {
    order = [desc(t.thread_id)];
    if (f.cursor) after = sql`${t.thread_id} < ${cid}`;
  }
  const rows = await tx
    .select({ ...threadColumns, rank: rank ?? sql<number>`0::float8` })
    .from(t)
    .innerJoin(forumCategories, eq(forumCategories.category_id, t.category_id))
    .innerJoin(users, eq(users.user_id, t.author_id))
    .where(
      and(
        visibleThread(v),
        // pinned threads lead the first page instead (searching lists every thread by rank)
        f.search ? undefined : isNull(t.pinned_at),
        f.categoryId !== undefined ? eq(t.category_id, f.categoryId) : undefined,
        f.search ? sql`${searchVector} @@ ${f.search}` : undefined,
        f.tag ? sql`${t.tags} @> ${JSON.stringify([f.tag])}::jsonb` : undefined,
        f.sort === 'unanswered' ? and(eq(t.reply_count, 0), isNull(t.accepted_reply_id)) : undefined,
        after,
      ),
    )
    .orderBy(...order)
    .limit(f.limit + 1);
  return rows;
}

export function pinnedThreads(tx: Db, v: Viewing, categoryId?: number) {
  const t = forumThreads;
  return tx
    .select({ ...threadColumns, rank: sql<number>`0::float8` })
    .from(t)
    .innerJoin(forumCategories, eq(forumCategories.category_id, t.category_id))
    .innerJoin(users, eq(users.user_id, t.author_id))
    .where(
      and(
        visibleThread(v),
        sql`${t.pinned_at} is not null`,
        categoryId !== undefined ? eq(t.category_id, categoryId) : undefined,
      ),
    )
    .orderBy(desc(t.pinned_at))
    .limit(10);
}

export type ThreadListRow = Awaited<ReturnType<typeof pinnedThreads>>[number];

/** One thread with its category slug and author name, deleted ones left out. */
export async function findThread(tx: Db, threadId: number) {
  const [row] = await tx
    .select(threadColumns)
    .from(forumThreads)
    .innerJoin(forumCategories, eq(forumCategories.category_id, forumThreads.category_id))
    .innerJoin(users, eq(users.user_id, forumThreads.author_id))
    .where(and(eq(forumThreads.thread_id, threadId), isNull(forumThreads.deleted_at)));
  return row;
}

export async function findReply(tx: Db, replyId: number) {
  const [row] = await tx
    .select()
    .from(forumReplies)
    .where(and(eq(forumReplies.reply_id, replyId), isNull(forumReplies.deleted_at)));
  return row;
}

/** One page of a thread's replies, oldest first, with author names (one query). */
export function replyPage(tx: Db, v: Viewing, threadId: number, after: number | undefined, limit: number) {
  const r = forumReplies;
  return tx
    .select({ reply: r, author_name: nameSql(users) })
    .from(r)
    .innerJoin(users, eq(users.user_id, r.author_id))
    .where(
      and(
        eq(r.thread_id, threadId),
        isNull(r.deleted_at),
        v.moderator ? undefined : or(isNull(r.hidden_at), eq(r.author_id, v.viewerId)),
        v.blocked.length ? notInArray(r.author_id, v.blocked) : undefined,
        after !== undefined ? gt(r.reply_id, after) : undefined,
      ),
    )
    .orderBy(asc(r.reply_id))
    .limit(limit + 1);
}

/** The quoted replies of a page (one query): shown above the replies that quote them. */
export function quotedReplies(tx: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return tx
    .select({
      reply_id: forumReplies.reply_id,
      body_text: forumReplies.body_text,
      author_name: nameSql(users),
      gone: sql<boolean>`(${forumReplies.deleted_at} is not null or ${forumReplies.hidden_at} is not null)`,
    })
    .from(forumReplies)
    .innerJoin(users, eq(users.user_id, forumReplies.author_id))
    .where(inArray(forumReplies.reply_id, ids));
}

/** Which of these the viewer up-voted (one query). */
export async function votedBy(tx: Db, userId: number, kind: 'thread' | 'reply', ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ id: forumVotes.target_id })
    .from(forumVotes)
    .where(and(eq(forumVotes.user_id, userId), eq(forumVotes.target_kind, kind), inArray(forumVotes.target_id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Adds (true) or removes the viewer's vote and keeps the count; returns the new count. */
export async function setVote(tx: Db, userId: number, kind: 'thread' | 'reply', id: number, on: boolean) {
  const changed = on
    ? await tx
        .insert(forumVotes)
        .values({ user_id: userId, target_kind: kind, target_id: id })
        .onConflictDoNothing()
        .returning({ id: forumVotes.vote_id })
    : await tx
        .delete(forumVotes)
        .where(and(eq(forumVotes.user_id, userId), eq(forumVotes.target_kind, kind), eq(forumVotes.target_id, id)))
        .returning({ id: forumVotes.vote_id });
  const delta = changed.length ? (on ? 1 : -1) : 0;
  if (kind === 'thread') {
    const [row] = await tx
      .update(forumThreads)
      .set({ vote_count: sql`${forumThreads.vote_count} + ${delta}` })
      .where(eq(forumThreads.thread_id, id))
      .returning({ n: forumThreads.vote_count });
    return row!.n;
  }
  const [row] = await tx
    .update(forumReplies)
    .set({ vote_count: sql`${forumReplies.vote_count} + ${delta}` })
    .where(eq(forumReplies.reply_id, id))
    .returning({ n: forumReplies.vote_count });
  return row!.n;
}

export async function bumpCategory(tx: Db, categoryId: number, delta: number) {
  await tx
    .update(forumCategories)
    .set({ thread_count: sql`greatest(${forumCategories.thread_count} + ${delta}, 0)` })
    .where(eq(forumCategories.category_id, categoryId));
}

export type CategoryValues = typeof forumCategories.$inferInsert;
export type ThreadChanges = Partial<typeof forumThreads.$inferInsert>;
export type ReplyValues = typeof forumReplies.$inferInsert;

export async function insertCategory(tx: Db, values: CategoryValues) {
  const [row] = await tx.insert(forumCategories).values(values).returning();
  return row!;
}

export async function updateCategory(tx: Db, id: number, values: Partial<CategoryValues>) {
  const [row] = await tx.update(forumCategories).set(values).where(eq(forumCategories.category_id, id)).returning();
  return row!;
}

export async function insertThread(tx: Db, values: typeof forumThreads.$inferInsert): Promise<number> {
  const [row] = await tx.insert(forumThreads).values(values).returning({ id: forumThreads.thread_id });
  return row!.id;
}

export async function updateThread(tx: Db, id: number, changes: ThreadChanges) {
  await tx.update(forumThreads).set(changes).where(eq(forumThreads.thread_id, id));
}

/** A reply added (+1, and the thread's latest activity) or deleted (-1) changes its thread's count. */
export async function countReply(tx: Db, threadId: number, delta: 1 | -1, at?: string, extra: ThreadChanges = {}) {
  await tx
    .update(forumThreads)
    .set({
      reply_count: sql`greatest(${forumThreads.reply_count} + ${delta}, 0)`,
      ...(at ? { last_activity_at: at } : {}),
      ...extra,
    })
    .where(eq(forumThreads.thread_id, threadId));
}

export async function insertReply(tx: Db, values: ReplyValues): Promise<number> {
  const [row] = await tx.insert(forumReplies).values(values).returning({ id: forumReplies.reply_id });
  return row!.id;
}

export async function updateReply(tx: Db, id: number, changes: Partial<ReplyValues>) {
  await tx.update(forumReplies).set(changes).where(eq(forumReplies.reply_id, id));
}
