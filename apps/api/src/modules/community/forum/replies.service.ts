import { EDIT_WINDOW_MINUTES } from '@ankur/shared/schemas/community';
import type { TForumReply, TForumReplyInput, TForumReplyList, TForumVote } from '@ankur/shared/schemas/community-forum';
import type { Db } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { type Clock, systemClock } from '../../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import type { Scope } from '../../../lib/scope.ts';
import { notify } from '../../notifications/index.ts';
import { assertMayWrite } from '../moderation/posting-limits.ts';
import {
  countReply,
  findReply,
  insertReply,
  quotedReplies,
  type ReplyRow,
  replyPage,
  setVote,
  updateReply,
  updateThread,
  type Viewing,
  votedBy,
} from './forum.repository.ts';
import { readableThread, type ThreadRead, viewingOf } from './forum.service.ts';
import { clip, storedBody } from './rich-text.ts';

/**
 * Replies (flat, oldest first, each may quote another), up-votes and the accepted answer (issue 21).
 * A locked thread takes no replies (409); the thread's author hears of each reply (forum_reply),
 * a reply's author of its acceptance (forum_answer_accepted).
 */

export const NO_REPLY = 'No such reply.';
export const LOCKED = 'This thread is locked: it takes no new replies.';
const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());
const withinWindow = (createdAt: string, now: Date) =>
  now.getTime() - new Date(createdAt).getTime() <= EDIT_WINDOW_MINUTES * 60 * 1000;
const threadLink = (threadId: number, replyId?: number) =>
  `/community/forum?thread=${threadId}${replyId ? `#reply-${replyId}` : ''}`;

async function presentReplies(
  tx: Db,
  v: Viewing,
  thread: ThreadRead,
  rows: { reply: ReplyRow; author_name: string }[],
  now: Date,
): Promise<TForumReply[]> {
  const ids = rows.map((r) => r.reply.reply_id);
  const voted = await votedBy(tx, v.viewerId, 'reply', ids);
  const quoteIds = [...new Set(rows.map((r) => r.reply.quote_reply_id).filter((id): id is number => id !== null))];
  const quotes = new Map((await quotedReplies(tx, quoteIds)).map((q) => [q.reply_id, q]));
  return rows.map(({ reply, author_name }) => {
    const q = reply.quote_reply_id !== null ? quotes.get(reply.quote_reply_id) : undefined;
    const mine = reply.author_id === v.viewerId;
    return {
      reply_id: reply.reply_id,
      thread_id: reply.thread_id,
      author: { user_id: reply.author_id, name: author_name },
      body_html: reply.body_html,
      quote: q
        ? { reply_id: q.reply_id, author_name: q.author_name, excerpt: q.gone ? '' : clip(q.body_text, 240) }
        : null,
      vote_count: reply.vote_count,
      voted: voted.has(reply.reply_id),
      accepted: thread.thread.accepted_reply_id === reply.reply_id,
      hidden: reply.hidden_at !== null,
      created_at: iso(reply.created_at)!,
      edited_at: iso(reply.edited_at),
      can_edit: mine && withinWindow(reply.created_at, now),
      can_delete: mine || v.moderator,
    };
  });
}

/** GET a thread's replies after a reply id, oldest first (4–5 queries a page). */
export function listReplies(
  db: Db,
  scope: Scope,
  threadId: number,
  q: { after?: number; limit: number },
  clock: Clock = systemClock,
): Promise<TForumReplyList> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const v = await viewingOf(tx, scope);
    const thread = await readableThread(tx, v, threadId);
    const rows = await replyPage(tx, v, threadId, q.after, q.limit);
    const page = rows.slice(0, q.limit);
    return {
      items: await presentReplies(tx, v, thread, page, clock.now()),
      next_after: rows.length > q.limit ? page.at(-1)!.reply.reply_id : null,
    };
  });
}

/** A reply the viewer may see, with its thread (404 otherwise). */
async function readableReply(tx: Db, v: Viewing, replyId: number) {
  const reply = await findReply(tx, replyId);
  if (!reply) throw notFound(NO_REPLY);
  if (reply.hidden_at && !v.moderator && reply.author_id !== v.viewerId) throw notFound(NO_REPLY);
  if (v.blocked.includes(reply.author_id)) throw notFound(NO_REPLY);
  const thread = await readableThread(tx, v, reply.thread_id).catch(() => {
    throw notFound(NO_REPLY);
  });
  return { reply, thread };
}

async function one(tx: Db, v: Viewing, replyId: number, now: Date): Promise<TForumReply> {
  const { reply, thread } = await readableReply(tx, v, replyId);
  const rows = await replyPage(tx, { ...v, moderator: true, blocked: [] }, reply.thread_id, replyId - 1, 1);
  return (await presentReplies(tx, v, thread, rows, now))[0]!;
}

export function createReply(
  db: Db,
  scope: Scope,
  threadId: number,
  input: TForumReplyInput,
  clock: Clock = systemClock,
): Promise<TForumReply> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const v = await viewingOf(tx, scope);
    const thread = await readableThread(tx, v, threadId);
    if (thread.thread.locked_at) throw conflict(LOCKED);
    const stored = storedBody(input.body);
    if (!stored) {
      throw badRequest('Invalid body.body: nothing is left to show', [
        { path: 'body.body', message: 'nothing is left to show' },
      ]);
    }
    if (input.quote_reply_id !== undefined) {
      const quoted = await findReply(tx, input.quote_reply_id);
      if (!quoted || quoted.thread_id !== threadId) {
        throw badRequest('Invalid body.quote_reply_id: not a reply of this thread', [
          { path: 'body.quote_reply_id', message: 'not a reply of this thread' },
        ]);
      }
    }
    await assertMayWrite(tx, scope, { kind: 'reply', text: input.body }, clock);
    const now = clock.now().toISOString();
    const replyId = await insertReply(tx, {
      thread_id: threadId,
      author_id: v.viewerId,
      body_html: stored.html,
      body_text: stored.text,
      quote_reply_id: input.quote_reply_id ?? null,
      created_at: now,
    });
    await countReply(tx, threadId, 1, now);
    if (thread.thread.author_id !== v.viewerId) {
      await notify(tx, {
        userIds: [thread.thread.author_id],
        type: 'forum_reply',
        title: `New reply to “${clip(thread.thread.title, 80)}”`,
        body: clip(stored.text, 200),
        link: threadLink(threadId, replyId),
      });
    }
    return one(tx, v, replyId, clock.now());
  });
}

export function editReply(
  db: Db,
  scope: Scope,
  replyId: number,
  body: string,
  clock: Clock = systemClock,
): Promise<TForumReply> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const v = await viewingOf(tx, scope);
    const { reply } = await readableReply(tx, v, replyId);
    if (reply.author_id !== v.viewerId) throw forbidden('Only the reply’s author may edit it.');
    if (!withinWindow(reply.created_at, clock.now())) {
      throw forbidden(`A reply may be edited for ${EDIT_WINDOW_MINUTES} minutes after it was written.`);
    }
    const stored = storedBody(body);
    if (!stored) {
      throw badRequest('Invalid body.body: nothing is left to show', [
        { path: 'body.body', message: 'nothing is left to show' },
      ]);
    }
    await updateReply(tx, replyId, {
      body_html: stored.html,
      body_text: stored.text,
      edited_at: clock.now().toISOString(),
    });
    return one(tx, v, replyId, clock.now());
  });
}

/** Deletes a reply softly (its author or a moderator); an accepted answer stops being one. */
export function deleteReply(db: Db, scope: Scope, replyId: number, clock: Clock = systemClock): Promise<void> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const v = await viewingOf(tx, scope);
    const { reply, thread } = await readableReply(tx, v, replyId);
    if (reply.author_id !== v.viewerId && !v.moderator) {
      throw forbidden('Only the reply’s author or a moderator may delete it.');
    }
    await updateReply(tx, replyId, { deleted_at: clock.now().toISOString() });
    const unaccept = thread.thread.accepted_reply_id === replyId ? { accepted_reply_id: null } : {};
    await countReply(tx, reply.thread_id, -1, undefined, unaccept);
  });
}

/** Up-votes (on) or withdraws the vote on a thread or reply; one vote per person; not one's own. */
export function vote(db: Db, scope: Scope, kind: 'thread' | 'reply', id: number, on: boolean): Promise<TForumVote> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const v = await viewingOf(tx, scope);
    const authorId =
      kind === 'thread'
        ? (await readableThread(tx, v, id)).thread.author_id
        : (await readableReply(tx, v, id)).reply.author_id;
    if (authorId === v.viewerId && on) throw badRequest('You cannot vote for what you wrote.');
    return { vote_count: await setVote(tx, v.viewerId, kind, id, on), voted: on };
  });
}

/** Chooses (or clears, null) the accepted answer: the thread's author or a moderator. */
export function acceptAnswer(db: Db, scope: Scope, threadId: number, replyId: number | null) {
  return withTenant(db, scope.tenantId, async (tx) => {
    const v = await viewingOf(tx, scope);
    const thread = await readableThread(tx, v, threadId);
    if (thread.thread.author_id !== v.viewerId && !v.moderator) {
      throw forbidden('Only the person who asked, or a moderator, chooses the accepted answer.');
    }
    let reply: ReplyRow | undefined;
    if (replyId !== null) {
      reply = await findReply(tx, replyId);
      if (!reply || reply.thread_id !== threadId || reply.hidden_at) {
        throw badRequest('Invalid body.reply_id: not a reply of this thread', [
          { path: 'body.reply_id', message: 'not a reply of this thread' },
        ]);
      }
    }
    await updateThread(tx, threadId, { accepted_reply_id: replyId });
    if (reply && reply.author_id !== v.viewerId && thread.thread.accepted_reply_id !== replyId) {
      await notify(tx, {
        userIds: [reply.author_id],
        type: 'forum_answer_accepted',
        title: `Your reply was accepted as the answer to “${clip(thread.thread.title, 80)}”`,
        link: threadLink(threadId, reply.reply_id),
      });
    }
    return { accepted_reply_id: replyId };
  });
}
