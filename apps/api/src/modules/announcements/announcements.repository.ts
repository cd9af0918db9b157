import { TEMP_ROLE } from '@ankur/shared/roles';
import type { AnnouncementAudience, TAnnouncement } from '@ankur/shared/schemas/announcements';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nameSql } from '../../db/people.ts';
import { roles, userRoles } from '../../db/schema/access.ts';
import { announcements } from '../../db/schema/announcements.ts';
import { users } from '../../db/schema/identity.ts';
import { programEnrollments, programs } from '../../db/schema/programs.ts';
import { tenantMemberships, tenants } from '../../db/schema/tenants.ts';
import { tenantRoleFilter } from '../tenants/index.ts';

/**
 * The only code that touches the announcements table (and reads who is in an audience). Every
 * function runs inside the caller's withTenant() transaction, so row-level security keeps
 * announcements, programs and enrolments to that tenant; memberships and roles are global tables
 * and are always filtered by the tenant named here.
 */

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncement = Omit<
  typeof announcements.$inferInsert,
  'announcement_id' | 'tenant_id' | 'created_at' | 'updated_at'
>;

/** Learners of a cohort: enrolments in these states. */
const COHORT_STATUSES = ['enrolled', 'completed'];

const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());

const authorName = nameSql(users);
const roleLabel = sql<string | null>`(select coalesce(r.display_name, r.role_name) from roles r
  where r.role_name = ${announcements.audience_role} and r.is_deleted = false order by r.role_id limit 1)`;

const fields = {
  row: announcements,
  author_name: authorName,
  role_label: roleLabel,
  program_name: programs.program_name,
};

type Selected = { row: AnnouncementRow; author_name: string; role_label: string | null; program_name: string | null };

export const toAnnouncement = (s: Selected): TAnnouncement => ({
  announcement_id: s.row.announcement_id,
  title: s.row.title,
  body: s.row.body,
  audience: s.row.audience,
  audience_role: s.row.audience_role,
  audience_program_id: s.row.audience_program_id,
  audience_name:
    s.row.audience === 'role'
      ? (s.role_label ?? s.row.audience_role)
      : s.row.audience === 'cohort'
        ? s.program_name
        : null,
  publish_at: iso(s.row.publish_at)!,
  published_at: iso(s.row.published_at),
  author_id: s.row.created_by,
  author_name: s.author_name,
  created_at: iso(s.row.created_at)!,
  updated_at: iso(s.row.updated_at)!,
});

function selectAnnouncements(tx: Db) {
  return tx
    .select(fields)
    .from(announcements)
    .innerJoin(users, eq(users.user_id, announcements.created_by))
    .leftJoin(programs, eq(programs.program_id, announcements.audience_program_id));
}

/** The announcement; with a reader, only when the reader may see it. */
export async function findAnnouncement(tx: Db, id: number, reader?: FeedReader): Promise<TAnnouncement | null> {
  const where = reader ? visibleTo(reader) : undefined;
  const [row] = await selectAnnouncements(tx).where(and(eq(announcements.announcement_id, id), where));
  return row ? toAnnouncement(row) : null;
}

/** The row, locked for the rest of the transaction (an edit and a publish never cross). */
export async function lockAnnouncement(tx: Db, id: number): Promise<AnnouncementRow | null> {
  const [row] = await tx.select().from(announcements).where(eq(announcements.announcement_id, id)).for('update');
  return row ?? null;
}

export async function insertAnnouncement(tx: Db, values: NewAnnouncement): Promise<AnnouncementRow> {
  const [row] = await tx.insert(announcements).values(values).returning();
  return row!;
}

export async function updateAnnouncement(tx: Db, id: number, set: Partial<NewAnnouncement> & { updated_at: string }) {
  await tx.update(announcements).set(set).where(eq(announcements.announcement_id, id));
}

/** Marks it published; null when it already was (publishing is idempotent). */
export async function markPublished(tx: Db, id: number, at: string): Promise<AnnouncementRow | null> {
  const [row] = await tx
    .update(announcements)
    .set({ published_at: at, updated_at: at })
    .where(and(eq(announcements.announcement_id, id), isNull(announcements.published_at)))
    .returning();
  return row ?? null;
}

export async function deleteAnnouncement(tx: Db, id: number): Promise<void> {
  await tx.delete(announcements).where(eq(announcements.announcement_id, id));
}

/** The copies of a broadcast ('everyone') in the transaction's tenant. */
export async function copiesOf(tx: Db, broadcastId: string): Promise<AnnouncementRow[]> {
  return tx.select().from(announcements).where(eq(announcements.broadcast_id, broadcastId)).for('update');
}

/** Who a reader is, for the feed: their role names in the tenant and their cohorts. */
export interface FeedReader {
  userId: number;
  roleNames: string[];
}

/** Published, and the audience includes the reader (or the reader wrote it). */
function visibleTo(reader: FeedReader): SQL {
  const cohorts = sql`select e.program_id from program_enrollments e where e.user_id = ${reader.userId}
    and e.is_deleted = false and e.enrollment_status in (${sql.join(
      COHORT_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )})`;
  return and(
    isNotNull(announcements.published_at),
    or(
      inArray(announcements.audience, ['tenant', 'everyone']),
      eq(announcements.created_by, reader.userId),
      reader.roleNames.length
        ? and(eq(announcements.audience, 'role'), inArray(announcements.audience_role, reader.roleNames))
        : undefined,
      and(eq(announcements.audience, 'cohort'), sql`${announcements.audience_program_id} in (${cohorts})`),
    ),
  )!;
}

/** Which announcements a list shows: scheduled or published ones, those a reader may see. */
export interface AnnouncementFilter {
  status?: 'scheduled' | 'published' | undefined;
  reader?: FeedReader | undefined;
}

export async function listAnnouncements(
  tx: Db,
  filter: AnnouncementFilter,
  order: 'newest' | 'soonest',
  page: { page: number; limit: number },
): Promise<{ rows: TAnnouncement[]; total: number }> {
  const where = and(
    filter.reader ? visibleTo(filter.reader) : undefined,
    filter.status === 'scheduled'
      ? isNull(announcements.published_at)
      : filter.status === 'published'
        ? isNotNull(announcements.published_at)
        : undefined,
  );
  const orderBy =
    order === 'soonest'
      ? [asc(announcements.publish_at), asc(announcements.announcement_id)]
      : [
          desc(sql`coalesce(${announcements.published_at}, ${announcements.publish_at})`),
          desc(announcements.announcement_id),
        ];
  const rows = await selectAnnouncements(tx)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [total] = await tx.select({ n: count() }).from(announcements).where(where);
  return { rows: rows.map(toAnnouncement), total: Number(total?.n ?? 0) };
}

const liveUser = and(eq(users.enabled, true), eq(users.is_deleted, false));
const liveMembership = (tenantId: string) =>
  and(
    eq(tenantMemberships.tenant_id, tenantId),
    eq(tenantMemberships.status, 'active'),
    eq(tenantMemberships.is_deleted, false),
  );

/** The system role names a user holds in the tenant (main platform: their own roles; a tenant: the membership's). */
export async function roleNamesOf(tx: Db, tenantId: string, platform: boolean, userId: number): Promise<string[]> {
  const rows = platform
    ? await tx
        .select({ name: roles.role_name })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.role_id, userRoles.role_id), eq(roles.is_deleted, false)))
        .where(and(eq(userRoles.user_id, userId), eq(userRoles.is_deleted, false)))
    : await tx
        .select({ name: roles.role_name })
        .from(tenantMemberships)
        .innerJoin(roles, and(eq(roles.role_id, tenantMemberships.role_id), eq(roles.is_deleted, false)))
        .where(and(liveMembership(tenantId), eq(tenantMemberships.user_id, userId)));
  return rows.map((r) => r.name);
}

/**
 * Everyone an announcement reaches, as enabled live users: the tenant's members (every user on
 * the main platform), the holders of a role there, or a program's enrolled learners.
 */
export async function audienceUserIds(
  tx: Db,
  tenantId: string,
  platform: boolean,
  a: { audience: AnnouncementAudience; audience_role: string | null; audience_program_id: number | null },
): Promise<number[]> {
  let rows: { id: number }[];
  if (a.audience === 'cohort') {
    rows = await tx
      .selectDistinct({ id: users.user_id })
      .from(programEnrollments)
      .innerJoin(users, eq(users.user_id, programEnrollments.user_id))
      .where(
        and(
          eq(programEnrollments.program_id, a.audience_program_id ?? 0),
          eq(programEnrollments.is_deleted, false),
          inArray(programEnrollments.enrollment_status, COHORT_STATUSES),
          liveUser,
        ),
      );
  } else if (a.audience === 'role') {
    const role = and(eq(roles.role_name, a.audience_role ?? ''), eq(roles.is_deleted, false));
    rows = platform
      ? await tx
          .selectDistinct({ id: users.user_id })
          .from(userRoles)
          .innerJoin(roles, eq(roles.role_id, userRoles.role_id))
          .innerJoin(users, eq(users.user_id, userRoles.user_id))
          .where(and(role, eq(userRoles.is_deleted, false), liveUser))
      : await tx
          .selectDistinct({ id: users.user_id })
          .from(tenantMemberships)
          .innerJoin(roles, eq(roles.role_id, tenantMemberships.role_id))
          .innerJoin(users, eq(users.user_id, tenantMemberships.user_id))
          .where(and(role, liveMembership(tenantId), liveUser));
  } else {
    rows = platform
      ? await tx.select({ id: users.user_id }).from(users).where(liveUser)
      : await tx
          .selectDistinct({ id: users.user_id })
          .from(tenantMemberships)
          .innerJoin(users, eq(users.user_id, tenantMemberships.user_id))
          .where(and(liveMembership(tenantId), liveUser));
  }
  return rows.map((r) => r.id).sort((x, y) => x - y);
}

/** The roles one may address in the tenant: live system roles but temp (in a tenant: those it may give). */
export async function audienceRoles(tx: Db, platform: boolean) {
  const where = platform
    ? and(eq(roles.is_deleted, false), sql`lower(${roles.role_name}) <> ${TEMP_ROLE.role_name}`)
    : tenantRoleFilter;
  return tx
    .select({
      role_name: roles.role_name,
      display_name: sql<string>`coalesce(${roles.display_name}, ${roles.role_name})`,
    })
    .from(roles)
    .where(where)
    .orderBy(asc(roles.role_id));
}

/** The tenant's live programs, by name. */
export async function audiencePrograms(tx: Db, programId?: number) {
  return tx
    .select({ program_id: programs.program_id, program_name: programs.program_name })
    .from(programs)
    .where(
      and(eq(programs.is_deleted, false), programId === undefined ? undefined : eq(programs.program_id, programId)),
    )
    .orderBy(asc(programs.program_name), asc(programs.program_id));
}

/** Every live tenant (an announcement to everyone is copied into each). */
export async function activeTenantIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: tenants.tenant_id })
    .from(tenants)
    .where(eq(tenants.is_deleted, false))
    .orderBy(asc(tenants.tenant_id));
  return rows.map((r) => r.id);
}
