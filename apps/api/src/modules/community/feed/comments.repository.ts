import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { nameSql } from '../../../db/people.ts';
import { posts } from '../../../db/schema/community.ts';
import { postComments } from '../../../db/schema/community-feed.ts';
import { users } from '../../../db/schema/identity.ts';
import { blockedSql } from './feed.repository.ts';

/** Comments on posts (issue 21) and the posts' comment counts, inside the caller's tenant transaction. */

const u = alias(users, 'cu');
export type CommentRow = typeof postComments.$inferSelect & { author_name: string };

/**
 * A post's comments with their authors' names, oldest first, none by people blocked either way;
 * hidden ones only for their author, or for everyone when `manager`.
 */
export async function commentRows(
  tx: Db,
  postId: number,
  viewerId: number,
  manager: boolean,
  limit: number,
): Promise<CommentRow[]> {
  const rows = await tx
    .select({ c: postComments, author_name: nameSql(u) })
    .from(postComments)
    .innerJoin(u, eq(u.user_id, postComments.author_id))
    .where(
      and(
        eq(postComments.post_id, postId),
        sql`(${postComments.hidden_at} is null or ${postComments.author_id} = ${viewerId} or ${manager})`,
        sql`${postComments.author_id} not in ${blockedSql(viewerId)}`,
      ),
    )
    .orderBy(asc(postComments.comment_id))
    .limit(limit);
  return rows.map((r) => ({ ...r.c, author_name: r.author_name }));
}

export async function findComment(tx: Db, commentId: number): Promise<CommentRow | undefined> {
  const [row] = await tx
    .select({ c: postComments, author_name: nameSql(u) })
    .from(postComments)
    .innerJoin(u, eq(u.user_id, postComments.author_id))
    .where(eq(postComments.comment_id, commentId));
  return row ? { ...row.c, author_name: row.author_name } : undefined;
}

/** Inserts the comment and counts it on its post; its id. */
export async function insertComment(tx: Db, values: typeof postComments.$inferInsert): Promise<number> {
  const [row] = await tx.insert(postComments).values(values).returning({ comment_id: postComments.comment_id });
  await tx
    .update(posts)
    .set({ comment_count: sql`${posts.comment_count} + 1` })
    .where(eq(posts.post_id, values.post_id));
  return row!.comment_id;
}

export async function editCommentBody(tx: Db, commentId: number, body: string, at: string) {
  await tx.update(postComments).set({ body, edited_at: at }).where(eq(postComments.comment_id, commentId));
}

/** Deletes the comment softly and uncounts it on its post. */
export async function markCommentDeleted(tx: Db, commentId: number, postId: number, at: string) {
  await tx.update(postComments).set({ deleted_at: at }).where(eq(postComments.comment_id, commentId));
  await tx
    .update(posts)
    .set({ comment_count: sql`greatest(${posts.comment_count} - 1, 0)` })
    .where(eq(posts.post_id, postId));
}

/** A comment with its post's circle and deletion (a moderation target). */
export async function commentWithPost(tx: Db, commentId: number) {
  const [row] = await tx
    .select({ c: postComments, circle_id: posts.circle_id, post_deleted: posts.deleted_at })
    .from(postComments)
    .innerJoin(posts, eq(posts.post_id, postComments.post_id))
    .where(eq(postComments.comment_id, commentId));
  return row;
}

export async function setCommentHidden(tx: Db, commentId: number, hiddenAt: string | null) {
  await tx.update(postComments).set({ hidden_at: hiddenAt }).where(eq(postComments.comment_id, commentId));
}
