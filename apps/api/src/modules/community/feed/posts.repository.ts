import type { TPostImage } from '@ankur/shared/schemas/community';
import type { TReactionKind } from '@ankur/shared/schemas/community-feed';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { nameSql } from '../../../db/people.ts';
import { circleMembers, circles, organisationMembers, posts } from '../../../db/schema/community.ts';
import { postReactions, postSaves } from '../../../db/schema/community-feed.ts';
import { users } from '../../../db/schema/identity.ts';
import { uploads } from '../../../db/schema/uploads.ts';

/** Single-post reads and writes of the feed capability, inside the caller's tenant transaction. */

export type PostRecord = typeof posts.$inferSelect;

export async function findPost(tx: Db, postId: number): Promise<PostRecord | undefined> {
  const [row] = await tx.select().from(posts).where(eq(posts.post_id, postId));
  return row;
}

export async function insertPost(tx: Db, values: typeof posts.$inferInsert): Promise<PostRecord> {
  const [row] = await tx.insert(posts).values(values).returning();
  return row!;
}

export async function updatePost(tx: Db, postId: number, values: Partial<typeof posts.$inferInsert>) {
  const [row] = await tx.update(posts).set(values).where(eq(posts.post_id, postId)).returning();
  return row!;
}

/** A circle and the viewer's membership in it. */
export async function circleWithMembership(tx: Db, circleId: number, userId: number) {
  const [row] = await tx
    .select({
      circle_id: circles.circle_id,
      name: circles.name,
      visibility: circles.visibility,
      archived_at: circles.archived_at,
      hidden_at: circles.hidden_at,
      role: circleMembers.role,
      status: circleMembers.status,
    })
    .from(circles)
    .leftJoin(circleMembers, and(eq(circleMembers.circle_id, circles.circle_id), eq(circleMembers.user_id, userId)))
    .where(eq(circles.circle_id, circleId));
  return row;
}

export async function isOrganisationAdmin(tx: Db, organisationId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: organisationMembers.organisation_member_id })
    .from(organisationMembers)
    .where(
      and(
        eq(organisationMembers.organisation_id, organisationId),
        eq(organisationMembers.user_id, userId),
        eq(organisationMembers.role, 'admin'),
      ),
    );
  return row !== undefined;
}

/** The caller's own image uploads of the 'community' purpose among `ids`. */
export function ownImages(tx: Db, userId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return tx
    .select({
      upload_id: uploads.upload_id,
      public_id: uploads.public_id,
      file_name: uploads.file_name,
      content_type: uploads.content_type,
    })
    .from(uploads)
    .where(
      and(
        inArray(uploads.upload_id, ids),
        eq(uploads.owner_user_id, userId),
        eq(uploads.purpose, 'community'),
        sql`${uploads.content_type} like 'image/%'`,
      ),
    );
}

/** Names of people of the tenant among `ids` (for @mentions). */
export function peopleNames(tx: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return tx
    .select({ user_id: users.user_id, name: nameSql(users) })
    .from(users)
    .where(and(inArray(users.user_id, ids), eq(users.is_deleted, false), eq(users.enabled, true)));
}

/** Of `ids`, those who blocked `userId` or whom `userId` blocked. */
export async function blockedAmong(tx: Db, userId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const r =
    (await tx.execute(sql`select b.blocker_id as id from user_blocks b where b.blocked_id = ${userId} and b.blocker_id in (${list})
    union select b.blocked_id from user_blocks b where b.blocker_id = ${userId} and b.blocked_id in (${list})`)) as unknown as {
      rows: { id: number }[];
    };
  return new Set(r.rows.map((x) => Number(x.id)));
}

/**
 * Who should see a new post live: the author's accepted connections and followers (main-community
 * posts), the followers of the organisation it speaks for, or the circle's active members.
 */
export async function audienceOf(tx: Db, post: PostRecord): Promise<number[]> {
  const q = post.circle_id
    ? sql`select m.user_id as id from circle_members m where m.circle_id = ${post.circle_id} and m.status = 'active'
        union select f.follower_id from follows f join circles c on c.circle_id = f.target_id
          where f.target_kind = 'circle' and f.target_id = ${post.circle_id} and c.visibility = 'public'`
    : sql`select c.addressee_id as id from connections c where c.requester_id = ${post.author_id} and c.status = 'accepted'
        union select c.requester_id from connections c where c.addressee_id = ${post.author_id} and c.status = 'accepted'
        union select f.follower_id from follows f where f.target_kind = 'user' and f.target_id = ${post.author_id}
        ${
          post.organisation_id
            ? sql`union select f.follower_id from follows f where f.target_kind = 'organisation' and f.target_id = ${post.organisation_id}`
            : sql``
        }`;
  const r = (await tx.execute(q)) as unknown as { rows: { id: number }[] };
  return r.rows.map((x) => Number(x.id)).filter((id) => id !== post.author_id);
}

/** A post written in a circle: counted there, and the circle's last activity moves. */
export async function countCirclePost(tx: Db, circleId: number, at: string) {
  await tx
    .update(circles)
    .set({ post_count: sql`${circles.post_count} + 1`, last_activity_at: at })
    .where(eq(circles.circle_id, circleId));
}

export async function uncountCirclePost(tx: Db, circleId: number) {
  await tx
    .update(circles)
    .set({ post_count: sql`greatest(${circles.post_count} - 1, 0)` })
    .where(eq(circles.circle_id, circleId));
}

/** Sets (null: removes) the person's one reaction and keeps the post's reaction_count; the new count. */
export async function setReaction(tx: Db, postId: number, userId: number, kind: TReactionKind | null): Promise<number> {
  const mine = and(eq(postReactions.post_id, postId), eq(postReactions.user_id, userId));
  let delta = 0;
  if (kind === null) {
    delta = -(await tx.delete(postReactions).where(mine).returning({ id: postReactions.reaction_id })).length;
  } else {
    const [had] = await tx.select({ id: postReactions.reaction_id }).from(postReactions).where(mine);
    if (had) await tx.update(postReactions).set({ kind }).where(mine);
    else {
      await tx.insert(postReactions).values({ post_id: postId, user_id: userId, kind }).onConflictDoNothing();
      delta = 1;
    }
  }
  const [row] = await tx
    .update(posts)
    .set({ reaction_count: sql`greatest(${posts.reaction_count} + ${delta}, 0)` })
    .where(eq(posts.post_id, postId))
    .returning({ reaction_count: posts.reaction_count });
  return row!.reaction_count;
}

export async function setSaved(tx: Db, postId: number, userId: number, saved: boolean) {
  if (saved) await tx.insert(postSaves).values({ post_id: postId, user_id: userId }).onConflictDoNothing();
  else await tx.delete(postSaves).where(and(eq(postSaves.post_id, postId), eq(postSaves.user_id, userId)));
}

export type { TPostImage };
