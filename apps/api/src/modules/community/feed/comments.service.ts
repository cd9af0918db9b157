import { EDIT_WINDOW_MINUTES } from '@ankur/shared/schemas/community';
import type { TComment, TCommentList } from '@ankur/shared/schemas/community-feed';
import type { Db } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { type Clock, systemClock } from '../../../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../../../lib/errors.ts';
import type { Scope } from '../../../lib/scope.ts';
import { assertMayWrite } from '../moderation/posting-limits.ts';
import {
  type CommentRow,
  commentRows,
  editCommentBody,
  findComment,
  insertComment,
  markCommentDeleted,
} from './comments.repository.ts';
import { iso, type Viewer } from './feed.repository.ts';
import { circleWithMembership } from './posts.repository.ts';
import { mentionedIn, notifyPeople, postLink, readablePost, viewerOf } from './posts.service.ts';

/**
 * Comments on posts (issue 21): one level of replies (a reply to a reply answers its parent),
 * edited within EDIT_WINDOW_MINUTES, deleted softly (the text goes, the place stays while it has
 * replies), counted on posts.comment_count. Hidden ones show only to their author and moderators.
 */

export const NO_COMMENT = 'No such comment.';
export const COMMENTS_MAX = 500;

function toComment(r: CommentRow, v: Viewer, manager: boolean, now: Date): TComment {
  const mine = r.author_id === v.userId;
  const gone = r.deleted_at !== null;
  return {
    comment_id: r.comment_id,
    post_id: r.post_id,
    parent_id: r.parent_id,
    author: { user_id: r.author_id, name: r.author_name },
    body: gone ? '' : r.body,
    created_at: iso(r.created_at)!,
    edited_at: iso(r.edited_at),
    deleted: gone,
    hidden: r.hidden_at !== null,
    can_edit: mine && !gone && now.getTime() - new Date(r.created_at).getTime() < EDIT_WINDOW_MINUTES * 60_000,
    can_delete: !gone && (mine || manager),
  };
}

async function managesPost(tx: Db, v: Viewer, circleId: number | null): Promise<boolean> {
  if (v.moderator) return true;
  if (!circleId) return false;
  const c = await circleWithMembership(tx, circleId, v.userId);
  return c?.status === 'active' && (c.role === 'owner' || c.role === 'moderator');
}

/** A post's comments, oldest first (replies after their parent on the client), in one query. */
export function listComments(db: Db, scope: Scope, postId: number, clock: Clock = systemClock): Promise<TCommentList> {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const post = await readablePost(tx, v, postId);
    const manager = await managesPost(tx, v, post.circle_id);
    const all = await commentRows(tx, postId, v.userId, manager, COMMENTS_MAX);
    const now = clock.now();
    // a deleted comment stays as a placeholder only while it has replies
    const parents = new Set(all.flatMap((c) => (c.parent_id && !c.deleted_at ? [c.parent_id] : [])));
    const items = all
      .filter((c) => !c.deleted_at || parents.has(c.comment_id))
      .map((c) => toComment(c, v, manager, now));
    return { items, comment_count: post.comment_count };
  });
}

export function addComment(
  db: Db,
  scope: Scope,
  postId: number,
  input: { body: string; parent_id?: number | null | undefined; mentions?: number[] | undefined },
  clock: Clock = systemClock,
): Promise<TComment> {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const post = await readablePost(tx, v, postId);
    let parentId: number | null = null;
    let parentAuthor: number | null = null;
    if (input.parent_id) {
      const parent = await findComment(tx, input.parent_id);
      if (!parent || parent.post_id !== postId || parent.deleted_at) {
        throw badRequest('Invalid body.parent_id: no such comment on this post', [
          { path: 'body.parent_id', message: 'no such comment on this post' },
        ]);
      }
      // one level: answering a reply answers its parent
      parentId = parent.parent_id ?? parent.comment_id;
      parentAuthor = parent.author_id;
    }
    await assertMayWrite(tx, scope, { kind: 'comment', text: input.body }, clock);
    const mentioned = await mentionedIn(tx, v.userId, input.body, input.mentions ?? []);
    const commentId = await insertComment(tx, {
      post_id: postId,
      parent_id: parentId,
      author_id: v.userId,
      body: input.body,
      mentions: mentioned,
      created_at: clock.now().toISOString(),
    });
    const created = (await findComment(tx, commentId))!;
    const short = input.body.length > 140 ? `${input.body.slice(0, 137)}…` : input.body;
    const link = postLink(post);
    const who = created.author_name;
    const told = new Set<number>();
    if (parentAuthor && parentAuthor !== v.userId) {
      await notifyPeople(tx, v.userId, [parentAuthor], {
        type: 'comment_reply',
        title: `${who} replied to your comment`,
        body: short,
        link,
      });
      told.add(parentAuthor);
    }
    if (!told.has(post.author_id)) {
      await notifyPeople(tx, v.userId, [post.author_id], {
        type: 'post_comment',
        title: `${who} commented on your post`,
        body: short,
        link,
      });
      told.add(post.author_id);
    }
    const rest = mentioned.filter((id) => !told.has(id));
    if (rest.length) {
      await notifyPeople(tx, v.userId, rest, {
        type: 'mention',
        title: `${who} mentioned you in a comment`,
        body: short,
        link,
      });
    }
    return toComment(created, v, false, clock.now());
  });
}

async function readableComment(tx: Db, v: Viewer, commentId: number) {
  const c = await findComment(tx, commentId);
  if (!c || c.deleted_at) throw notFound(NO_COMMENT);
  const post = await readablePost(tx, v, c.post_id);
  if (c.hidden_at && c.author_id !== v.userId && !(await managesPost(tx, v, post.circle_id))) {
    throw notFound(NO_COMMENT);
  }
  return { c, post };
}

export function editComment(
  db: Db,
  scope: Scope,
  commentId: number,
  body: string,
  clock: Clock = systemClock,
): Promise<TComment> {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const { c } = await readableComment(tx, v, commentId);
    if (c.author_id !== v.userId) throw forbidden('Only its author may edit a comment.');
    const now = clock.now();
    if (now.getTime() - new Date(c.created_at).getTime() > EDIT_WINDOW_MINUTES * 60_000) {
      throw forbidden(`A comment may be edited for ${EDIT_WINDOW_MINUTES} minutes after it was written.`);
    }
    await editCommentBody(tx, commentId, body, now.toISOString());
    return toComment((await findComment(tx, commentId))!, v, false, now);
  });
}

export function deleteComment(db: Db, scope: Scope, commentId: number, clock: Clock = systemClock): Promise<void> {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const { c, post } = await readableComment(tx, v, commentId);
    if (c.author_id !== v.userId && !(await managesPost(tx, v, post.circle_id))) {
      throw forbidden('Only its author or a moderator may delete a comment.');
    }
    await markCommentDeleted(tx, commentId, c.post_id, clock.now().toISOString());
  });
}
