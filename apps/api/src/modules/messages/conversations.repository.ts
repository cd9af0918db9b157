import type { TConversation, TConversationMember, TPerson } from '@ankur/shared/schemas/messages';
import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nameSql } from '../../db/people.ts';
import { users } from '../../db/schema/identity.ts';
import { conversationMembers, conversations } from '../../db/schema/messages.ts';
import { programEnrollments, programs } from '../../db/schema/programs.ts';
import type { UserScope } from '../../lib/scope.ts';
import { tenantPeopleCondition } from '../tenants/index.ts';
import { iso, likePattern, toAttachments } from './messages.repository.ts';

/**
 * Conversations as their members see them (issue 9). The list is ONE query whatever its length:
 * each row's unread count, member count, other person and last message come from correlated
 * subqueries and joins on indexed keys (messages_conversation_idx, conversation_members_uq),
 * never from a query per conversation. Runs inside the caller's withTenant() transaction.
 */

const uname = (a: string) =>
  sql.raw(`coalesce(nullif(trim(concat_ws(' ', ${a}.first_name, ${a}.last_name)), ''), ${a}.username)`);

interface ViewRow {
  viewer_id: number;
  conversation_id: number;
  kind: 'direct' | 'group';
  title: string | null;
  program_id: number | null;
  created_at: string | Date;
  role: 'owner' | 'member';
  muted: boolean;
  member_count: number;
  unread: number;
  other_id: number | null;
  other_name: string | null;
  blocked: boolean;
  lm_id: number | null;
  lm_sender_id: number | null;
  lm_sender_name: string | null;
  lm_body: string | null;
  lm_attachments: unknown;
  lm_client_id: string | null;
  lm_edited_at: string | Date | null;
  lm_deleted_at: string | Date | null;
  lm_created_at: string | Date | null;
}

/** A conversation as seen by the member in `viewer_id`. */
export type ViewOf = TConversation & { viewer_id: number };

const toView = (r: ViewRow): ViewOf => {
  const other = r.other_id === null ? null : { user_id: r.other_id, name: r.other_name ?? '' };
  return {
    viewer_id: Number(r.viewer_id),
    conversation_id: r.conversation_id,
    kind: r.kind,
    title: r.kind === 'group' ? (r.title ?? '') : (other?.name ?? ''),
    group_title: r.kind === 'group' ? (r.title ?? '') : null,
    program_id: r.program_id,
    other_user: other,
    member_count: Number(r.member_count),
    last_message:
      r.lm_id === null
        ? null
        : {
            message_id: r.lm_id,
            conversation_id: r.conversation_id,
            sender_id: r.lm_sender_id!,
            sender_name: r.lm_sender_name ?? '',
            body: r.lm_deleted_at ? '' : (r.lm_body ?? ''),
            attachments: r.lm_deleted_at ? [] : toAttachments(r.lm_attachments as never),
            client_id: r.lm_client_id,
            edited_at: iso(r.lm_edited_at),
            deleted_at: iso(r.lm_deleted_at),
            created_at: iso(r.lm_created_at)!,
          },
    unread: Number(r.unread),
    muted: r.muted,
    blocked: r.blocked === true,
    my_role: r.role,
    created_at: iso(r.created_at)!,
  };
};

/**
 * Conversation views: one per (member row matching `where`, its conversation), newest activity
 * first. `where` speaks of `m` (the viewer's membership) and `c` (the conversation).
 */
async function views(tx: Db, where: SQL, page?: { limit: number; offset: number }): Promise<ViewOf[]> {
  const result = await tx.execute(sql`
    select m.user_id as viewer_id, c.conversation_id, c.kind, c.title, c.program_id, c.created_at,
      m.role, m.muted,
      (select count(*)::int from conversation_members a
        where a.conversation_id = c.conversation_id and a.left_at is null) as member_count,
      (select count(*)::int from messages x
        where x.conversation_id = c.conversation_id and x.message_id > m.last_read_message_id
          and x.sender_id <> m.user_id and x.deleted_at is null) as unread,
      o.user_id as other_id, ${uname('ou')} as other_name,
      (o.user_id is not null and exists (select 1 from user_blocks b
        where (b.blocker_id = m.user_id and b.blocked_id = o.user_id)
           or (b.blocker_id = o.user_id and b.blocked_id = m.user_id))) as blocked,
      lm.message_id as lm_id, lm.sender_id as lm_sender_id, ${uname('lu')} as lm_sender_name,
      lm.body as lm_body, lm.attachments as lm_attachments, lm.client_id as lm_client_id,
      lm.edited_at as lm_edited_at, lm.deleted_at as lm_deleted_at, lm.created_at as lm_created_at
    from conversation_members m
    join conversations c on c.conversation_id = m.conversation_id
    left join conversation_members o on c.kind = 'direct' and o.conversation_id = c.conversation_id
      and o.user_id <> m.user_id
    left join users ou on ou.user_id = o.user_id
    left join messages lm on lm.message_id = c.last_message_id
    left join users lu on lu.user_id = lm.sender_id
    where m.left_at is null and ${where}
    order by coalesce(c.last_message_at, c.created_at) desc, c.conversation_id desc
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`);
  return (result as unknown as { rows: ViewRow[] }).rows.map(toView);
}

const matching = (userId: number, q: string | undefined) => {
  if (!q) return sql`true`;
  const p = likePattern(q);
  return sql`(c.title ilike ${p} or exists (select 1 from conversation_members f join users fu on fu.user_id = f.user_id
    where f.conversation_id = c.conversation_id and f.left_at is null and f.user_id <> ${userId}
      and ${uname('fu')} ilike ${p}))`;
};

/** One page of the user's conversations (title or a member's name matching `q`), and their number. */
export async function listViews(tx: Db, userId: number, q: { page: number; limit: number; q?: string | undefined }) {
  const where = sql`m.user_id = ${userId} and ${matching(userId, q.q)}`;
  const rows = await views(tx, where, { limit: q.limit, offset: (q.page - 1) * q.limit });
  const counted = await tx.execute(sql`
    select count(*)::int as n from conversation_members m join conversations c on c.conversation_id = m.conversation_id
    where m.left_at is null and ${where}`);
  const total = Number((counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  return { rows, total };
}

/** The conversation as one member sees it (undefined: not a current member). */
export async function viewFor(tx: Db, userId: number, conversationId: number): Promise<ViewOf | undefined> {
  const [row] = await views(tx, sql`m.user_id = ${userId} and c.conversation_id = ${conversationId}`);
  return row;
}

/** The conversation as each of its current members sees it (for 'conversation:updated'). */
export function viewsForMembers(tx: Db, conversationId: number): Promise<ViewOf[]> {
  return views(tx, sql`c.conversation_id = ${conversationId}`);
}

/** The current members with their receipts, owners first, then by name. */
export async function membersOf(tx: Db, conversationId: number): Promise<TConversationMember[]> {
  const rows = await tx
    .select({
      user_id: users.user_id,
      name: nameSql(users),
      role: conversationMembers.role,
      last_read_message_id: conversationMembers.last_read_message_id,
      last_delivered_message_id: conversationMembers.last_delivered_message_id,
    })
    .from(conversationMembers)
    .innerJoin(users, eq(users.user_id, conversationMembers.user_id))
    .where(and(eq(conversationMembers.conversation_id, conversationId), isNull(conversationMembers.left_at)))
    .orderBy(sql`${conversationMembers.role} = 'owner' desc`, asc(nameSql(users)), asc(users.user_id));
  return rows;
}

// ---------------------------------------------------------------- writing

export const directKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;

export async function findDirect(tx: Db, a: number, b: number) {
  const [row] = await tx
    .select()
    .from(conversations)
    .where(eq(conversations.direct_key, directKey(a, b)));
  return row;
}

export async function findCohort(tx: Db, programId: number) {
  const [row] = await tx.select().from(conversations).where(eq(conversations.program_id, programId));
  return row;
}

/** Inserts a conversation; undefined when a direct or cohort one raced in first (unique key). */
export async function insertConversation(
  tx: Db,
  c: {
    kind: 'direct' | 'group';
    title: string | null;
    directKey: string | null;
    programId: number | null;
    createdBy: number;
  },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(conversations)
    .values({ kind: c.kind, title: c.title, direct_key: c.directKey, program_id: c.programId, created_by: c.createdBy })
    .onConflictDoNothing()
    .returning({ id: conversations.conversation_id });
  return row?.id;
}

/**
 * Makes users current members (a former member rejoins); new members start having read up to
 * the newest message, so they are not greeted by the group's whole history as unread.
 */
export async function addMembers(tx: Db, conversationId: number, userIds: number[], role: 'owner' | 'member') {
  if (!userIds.length) return;
  const upTo = sql`coalesce((select c.last_message_id from conversations c where c.conversation_id = ${conversationId}), 0)`;
  await tx
    .insert(conversationMembers)
    .values(
      userIds.map((user_id) => ({
        conversation_id: conversationId,
        user_id,
        role,
        last_read_message_id: upTo,
        last_delivered_message_id: upTo,
      })),
    )
    .onConflictDoUpdate({
      target: [conversationMembers.tenant_id, conversationMembers.conversation_id, conversationMembers.user_id],
      set: {
        left_at: null,
        joined_at: sql`now()`,
        role: sql`excluded.role`,
        last_read_message_id: sql`greatest(${conversationMembers.last_read_message_id}, excluded.last_read_message_id)`,
        last_delivered_message_id: sql`greatest(${conversationMembers.last_delivered_message_id}, excluded.last_delivered_message_id)`,
      },
      setWhere: sql`${conversationMembers.left_at} is not null`,
    });
}

/** Everyone who was ever a member, those who left included. */
export async function everMemberIds(tx: Db, conversationId: number): Promise<number[]> {
  const rows = await tx
    .select({ user_id: conversationMembers.user_id })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversation_id, conversationId));
  return rows.map((r) => r.user_id);
}

export async function markLeft(tx: Db, conversationId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .update(conversationMembers)
    .set({ left_at: sql`now()`, role: 'member' })
    .where(
      and(
        eq(conversationMembers.conversation_id, conversationId),
        eq(conversationMembers.user_id, userId),
        isNull(conversationMembers.left_at),
      ),
    )
    .returning({ id: conversationMembers.member_id });
  return rows.length > 0;
}

/** Hands a group to its longest-standing member when the owner leaves (none left: nothing). */
export async function promoteOldestMember(tx: Db, conversationId: number): Promise<void> {
  await tx.execute(sql`
    update conversation_members set role = 'owner'
    where member_id = (select member_id from conversation_members
      where conversation_id = ${conversationId} and left_at is null
      order by joined_at, member_id limit 1)
      and not exists (select 1 from conversation_members
        where conversation_id = ${conversationId} and left_at is null and role = 'owner')`);
}

export async function renameConversation(tx: Db, conversationId: number, title: string) {
  await tx.update(conversations).set({ title }).where(eq(conversations.conversation_id, conversationId));
}

export async function setMuted(tx: Db, conversationId: number, userId: number, muted: boolean) {
  await tx
    .update(conversationMembers)
    .set({ muted })
    .where(and(eq(conversationMembers.conversation_id, conversationId), eq(conversationMembers.user_id, userId)));
}

// ---------------------------------------------------------------- people of the tenant

/** Live, enabled users; inside an organisation's tenant, only its active members. */
function peopleWhere(scope: UserScope): SQL {
  return and(eq(users.enabled, true), eq(users.is_deleted, false), tenantPeopleCondition(users.user_id, scope))!;
}

/** Which of `userIds` are people of the session's tenant (with their names). */
export async function peopleByIds(tx: Db, scope: UserScope, userIds: number[]): Promise<Map<number, TPerson>> {
  if (!userIds.length) return new Map();
  const rows = await tx
    .select({ user_id: users.user_id, name: nameSql(users) })
    .from(users)
    .where(and(peopleWhere(scope), inArray(users.user_id, userIds)));
  return new Map(rows.map((r) => [r.user_id, r]));
}

/**
 * People one may start a conversation with: not self, not blocked either way; by name or username.
 * Never by or with their e-mail address (directory privacy, docs/security.md).
 */
export function searchPeople(tx: Db, scope: UserScope, q: { q: string; limit: number }): Promise<TPerson[]> {
  const p = likePattern(q.q);
  const blocked = sql`(select b.blocked_id from user_blocks b where b.blocker_id = ${scope.actor.userId}
    union select b.blocker_id from user_blocks b where b.blocked_id = ${scope.actor.userId})`;
  return tx
    .select({ user_id: users.user_id, name: nameSql(users) })
    .from(users)
    .where(
      and(
        peopleWhere(scope),
        ne(users.user_id, scope.actor.userId),
        sql`${users.user_id} not in ${blocked}`,
        q.q ? or(sql`${nameSql(users)} ilike ${p}`, sql`${users.username} ilike ${p}`) : undefined,
      ),
    )
    .orderBy(asc(nameSql(users)), asc(users.user_id))
    .limit(q.limit);
}

// ---------------------------------------------------------------- a program's cohort

/** Learners of a cohort: enrolments in these states. */
const ACTIVE_ENROLMENT = ['enrolled', 'completed'];

/** A live program's name (undefined: none in the tenant). */
export async function programName(tx: Db, programId: number): Promise<string | undefined> {
  const [program] = await tx
    .select({ name: programs.program_name })
    .from(programs)
    .where(and(eq(programs.program_id, programId), eq(programs.is_deleted, false)));
  return program?.name;
}

/** The program's enrolled (or completed) learners who are enabled, live people of the tenant. */
export async function cohortLearnerIds(tx: Db, scope: UserScope, programId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: programEnrollments.user_id })
    .from(programEnrollments)
    .innerJoin(users, eq(users.user_id, programEnrollments.user_id))
    .where(
      and(
        eq(programEnrollments.program_id, programId),
        eq(programEnrollments.is_deleted, false),
        inArray(programEnrollments.enrollment_status, ACTIVE_ENROLMENT),
        peopleWhere(scope),
      ),
    );
  return rows.map((r) => r.id);
}
