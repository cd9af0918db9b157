import type { TCircle } from '@ankur/shared/schemas/community-circles';
import { GROUP_MAX_MEMBERS } from '@ankur/shared/schemas/messages';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { nameSql } from '../../../db/people.ts';
import { circleMembers, circles } from '../../../db/schema/community.ts';
import { users } from '../../../db/schema/identity.ts';
import { iso } from '../feed/feed.repository.ts';

/** Circle reads and writes (issue 21), inside the caller's tenant transaction. */

export type CircleRow = typeof circles.$inferSelect;
export type MemberRow = typeof circleMembers.$inferSelect;

const owner = alias(users, 'owner');
const me = alias(circleMembers, 'me');

const pendingSql = sql<number>`(select count(*)::int from circle_members r where r.circle_id = ${circles.circle_id} and r.status = 'requested')`;

export interface CircleFilter {
  q?: string | undefined;
  topic?: string | undefined;
  scope: 'discover' | 'mine' | 'manage';
  after?: number | undefined;
  limit: number;
}

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Circles with the viewer's membership and the owner's name; one query for a whole page. */
export async function listCircleRows(tx: Db, viewerId: number, f: CircleFilter, moderator: boolean) {
  const where: (SQL | undefined)[] = [isNull(circles.hidden_at)];
  if (f.scope === 'discover') {
    where.push(isNull(circles.archived_at));
    where.push(moderator ? undefined : or(ne(circles.visibility, 'hidden'), eq(me.status, 'active')));
  } else if (f.scope === 'mine') {
    where.push(sql`${me.circle_member_id} is not null`);
  } else {
    where.push(and(eq(me.status, 'active'), inArray(me.role, ['owner', 'moderator'])));
  }
  if (f.q) where.push(or(ilike(circles.name, escapeLike(f.q)), ilike(circles.description, escapeLike(f.q))));
  if (f.topic) where.push(sql`${circles.topics} @> ${JSON.stringify([f.topic])}::jsonb`);
  if (f.after) where.push(lt(circles.circle_id, f.after));
  return tx
    .select({ c: circles, owner_name: nameSql(owner), my_status: me.status, my_role: me.role, pending: pendingSql })
    .from(circles)
    .innerJoin(owner, eq(owner.user_id, circles.owner_user_id))
    .leftJoin(me, and(eq(me.circle_id, circles.circle_id), eq(me.user_id, viewerId)))
    .where(and(...where))
    .orderBy(desc(circles.circle_id))
    .limit(f.limit);
}

export async function circleRow(tx: Db, circleId: number, viewerId: number) {
  const [row] = await tx
    .select({ c: circles, owner_name: nameSql(owner), my_status: me.status, my_role: me.role, pending: pendingSql })
    .from(circles)
    .innerJoin(owner, eq(owner.user_id, circles.owner_user_id))
    .leftJoin(me, and(eq(me.circle_id, circles.circle_id), eq(me.user_id, viewerId)))
    .where(eq(circles.circle_id, circleId));
  return row;
}
export type CircleView = NonNullable<Awaited<ReturnType<typeof circleRow>>>;

export function toCircle(row: CircleView, moderator: boolean): TCircle {
  const { c } = row;
  const manager = row.my_status === 'active' && (row.my_role === 'owner' || row.my_role === 'moderator');
  return {
    circle_id: c.circle_id,
    name: c.name,
    description: c.description,
    rules: c.rules,
    visibility: c.visibility,
    cover_url: c.cover_key,
    topics: c.topics,
    owner: { user_id: c.owner_user_id, name: row.owner_name },
    conversation_id: row.my_status === 'active' ? c.conversation_id : null,
    member_count: c.member_count,
    post_count: c.post_count,
    last_activity_at: iso(c.last_activity_at),
    created_at: iso(c.created_at)!,
    archived: c.archived_at !== null,
    my_status: row.my_status ?? null,
    my_role: row.my_status ? (row.my_role ?? null) : null,
    can_manage: manager || moderator,
    conversation_full: c.member_count > GROUP_MAX_MEMBERS,
    pending_requests: manager || moderator ? Number(row.pending) : 0,
  };
}

export async function membership(tx: Db, circleId: number, userId: number): Promise<MemberRow | undefined> {
  const [row] = await tx
    .select()
    .from(circleMembers)
    .where(and(eq(circleMembers.circle_id, circleId), eq(circleMembers.user_id, userId)));
  return row;
}

export async function bumpMembers(tx: Db, circleId: number, delta: number, at: string) {
  await tx
    .update(circles)
    .set({ member_count: sql`greatest(${circles.member_count} + ${delta}, 0)`, last_activity_at: at })
    .where(eq(circles.circle_id, circleId));
}

const person = alias(users, 'person');

export function memberRows(
  tx: Db,
  circleId: number,
  q: { status: 'active' | 'requested' | 'invited'; after?: number | undefined; limit: number },
) {
  return tx
    .select({ m: circleMembers, name: nameSql(person) })
    .from(circleMembers)
    .innerJoin(person, eq(person.user_id, circleMembers.user_id))
    .where(
      and(
        eq(circleMembers.circle_id, circleId),
        eq(circleMembers.status, q.status),
        q.after ? gt(circleMembers.circle_member_id, q.after) : undefined,
      ),
    )
    .orderBy(asc(circleMembers.circle_member_id))
    .limit(q.limit);
}

/** The active owner and moderators of a circle (they hear of requests). */
export async function managerIds(tx: Db, circleId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: circleMembers.user_id })
    .from(circleMembers)
    .where(
      and(
        eq(circleMembers.circle_id, circleId),
        eq(circleMembers.status, 'active'),
        inArray(circleMembers.role, ['owner', 'moderator']),
      ),
    );
  return rows.map((r) => r.id);
}

export async function findCircle(tx: Db, circleId: number): Promise<CircleRow | undefined> {
  const [row] = await tx.select().from(circles).where(eq(circles.circle_id, circleId));
  return row;
}

// ---------------------------------------------------------------- writing

export type CircleValues = typeof circles.$inferInsert;

export async function insertCircle(tx: Db, values: CircleValues): Promise<CircleRow> {
  const [row] = await tx.insert(circles).values(values).returning();
  return row!;
}

export async function updateCircleRow(tx: Db, circleId: number, changes: Partial<CircleValues>) {
  await tx.update(circles).set(changes).where(eq(circles.circle_id, circleId));
}

export async function insertMember(tx: Db, values: typeof circleMembers.$inferInsert) {
  await tx.insert(circleMembers).values(values);
}

const memberWhere = (circleId: number, userId: number) =>
  and(eq(circleMembers.circle_id, circleId), eq(circleMembers.user_id, userId));

/** An invitation accepted or a request approved: the person becomes an active member. */
export async function activateMember(tx: Db, circleId: number, userId: number, joinedAt: string) {
  await tx.update(circleMembers).set({ status: 'active', joined_at: joinedAt }).where(memberWhere(circleId, userId));
}

export async function setMemberRole(tx: Db, circleId: number, userId: number, role: MemberRow['role']) {
  await tx.update(circleMembers).set({ role }).where(memberWhere(circleId, userId));
}

export async function deleteMember(tx: Db, circleId: number, userId: number) {
  await tx.delete(circleMembers).where(memberWhere(circleId, userId));
}

/** Invites the people not yet in the circle; the ids of those invited now. */
export async function inviteMembers(tx: Db, circleId: number, userIds: number[], invitedBy: number) {
  const added = await tx
    .insert(circleMembers)
    .values(
      userIds.map((user_id) => ({ circle_id: circleId, user_id, status: 'invited' as const, invited_by: invitedBy })),
    )
    .onConflictDoNothing()
    .returning({ user_id: circleMembers.user_id });
  return added.map((a) => a.user_id);
}
