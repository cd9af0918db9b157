import { ADMIN_ROLE_NAME, TEMP_ROLE } from '@ankur/shared/roles';
import { TENANT_ADMIN_ROLE_NAME, type TTenantMember } from '@ankur/shared/schemas/tenants';
import { and, asc, eq, ilike, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles } from '../../db/schema/access.ts';
import { users } from '../../db/schema/identity.ts';
import { tenantMemberships, tenants } from '../../db/schema/tenants.ts';

/**
 * A tenant's members (tenant_memberships joined with users and roles). Every query names the
 * tenant: callers pass the session's tenant, never one from the request.
 */

/**
 * The condition "the user in `userId` is one of the tenant's people": inside an organisation's
 * tenant an active member; on the main platform every user (undefined: no condition). Whatever
 * reaches people through a tenant (enrolments, reports, cohorts, people search) uses it.
 */
export function tenantPeopleCondition(userId: SQLWrapper, scope: { tenantId: string; platform: boolean }) {
  if (scope.platform) return undefined;
  return sql`${userId} in (select ${tenantMemberships.user_id} from ${tenantMemberships}
    where ${tenantMemberships.tenant_id} = ${scope.tenantId} and ${tenantMemberships.is_deleted} = false
      and ${tenantMemberships.status} = 'active')`;
}

/**
 * The roles a tenant administrator may give: every live system role except temp and the
 * platform's admin-view roles (Administrator and any other), but including Tenant Administrator.
 */
export const tenantRoleFilter = and(
  eq(roles.is_deleted, false),
  sql`lower(${roles.role_name}) <> ${TEMP_ROLE.role_name}`,
  ne(roles.role_name, ADMIN_ROLE_NAME),
  or(ne(roles.role_view, 'admin'), eq(roles.role_name, TENANT_ADMIN_ROLE_NAME)),
);

export async function listTenantRoles(db: Db) {
  return db
    .select({
      role_id: roles.role_id,
      role_name: roles.role_name,
      display_name: sql<string>`coalesce(${roles.display_name}, ${roles.role_name})`,
      role_view: roles.role_view,
    })
    .from(roles)
    .where(tenantRoleFilter)
    .orderBy(asc(roles.role_id));
}

/** A role a tenant administrator may give, by id; undefined when there is none. */
export async function findTenantRole(tx: Db, roleId: number) {
  const [role] = await tx
    .select({ role_id: roles.role_id, role_name: roles.role_name, role_view: roles.role_view })
    .from(roles)
    .where(and(eq(roles.role_id, roleId), tenantRoleFilter));
  return role;
}

const memberFields = {
  membership_id: tenantMemberships.membership_id,
  user_id: users.user_id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role_id: roles.role_id,
  role_name: roles.role_name,
  role_view: roles.role_view,
  status: tenantMemberships.status,
  created_at: tenantMemberships.created_at,
};

const liveMember = (tenantId: string) =>
  and(eq(tenantMemberships.tenant_id, tenantId), eq(tenantMemberships.is_deleted, false), eq(users.is_deleted, false));

function membersQuery(db: Db, where: SQL | undefined) {
  return db
    .select(memberFields)
    .from(tenantMemberships)
    .innerJoin(users, eq(users.user_id, tenantMemberships.user_id))
    .innerJoin(roles, eq(roles.role_id, tenantMemberships.role_id))
    .where(where);
}

const toMember = (r: Awaited<ReturnType<typeof membersQuery>>[number]): TTenantMember => ({
  ...r,
  created_at: new Date(r.created_at).toISOString(),
});

export interface MemberQuery {
  page: number;
  /** -1: all (at most LIST_ALL) */
  limit: number;
  search?: string | undefined;
  status?: string | undefined;
}

const LIST_ALL = 1000;

export async function listMembers(db: Db, tenantId: string, q: MemberQuery) {
  const parts: (SQL | undefined)[] = [liveMember(tenantId)];
  if (q.status) parts.push(eq(tenantMemberships.status, q.status));
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(users.username, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
      ),
    );
  }
  const where = and(...parts);
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tenantMemberships)
    .innerJoin(users, eq(users.user_id, tenantMemberships.user_id))
    .innerJoin(roles, eq(roles.role_id, tenantMemberships.role_id))
    .where(where);
  const all = q.limit === -1;
  const rows = await membersQuery(db, where)
    .orderBy(asc(tenantMemberships.membership_id))
    .limit(all ? LIST_ALL : q.limit)
    .offset(all ? 0 : (q.page - 1) * q.limit);
  const total = Number(n);
  return {
    data: rows.map(toMember),
    meta: {
      page: all ? 1 : q.page,
      limit: q.limit,
      total,
      totalPages: all ? (total > 0 ? 1 : 0) : Math.ceil(total / q.limit),
    },
  };
}

export async function findMember(db: Db, tenantId: string, userId: number): Promise<TTenantMember | undefined> {
  const [row] = await membersQuery(db, and(liveMember(tenantId), eq(tenantMemberships.user_id, userId)));
  return row ? toMember(row) : undefined;
}

/** Active Tenant Administrators of a tenant whose accounts are enabled. */
export async function countActiveTenantAdmins(tx: Db, tenantId: string): Promise<number> {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(tenantMemberships)
    .innerJoin(users, and(eq(users.user_id, tenantMemberships.user_id), eq(users.enabled, true)))
    .innerJoin(roles, eq(roles.role_id, tenantMemberships.role_id))
    .where(
      and(
        liveMember(tenantId),
        eq(tenantMemberships.status, 'active'),
        eq(roles.role_name, TENANT_ADMIN_ROLE_NAME),
        eq(roles.is_deleted, false),
      ),
    );
  return Number(n);
}

/** Locks the tenant row, so that two administrators cannot change its members at once. */
export async function lockTenant(tx: Db, tenantId: string): Promise<void> {
  await tx.select({ id: tenants.tenant_id }).from(tenants).where(eq(tenants.tenant_id, tenantId)).for('update');
}

export async function setMembership(
  tx: Db,
  membershipId: number,
  set: { role_id?: number | undefined; status?: string | undefined },
  actorId: number,
): Promise<void> {
  await tx
    .update(tenantMemberships)
    .set({ ...set, modified_by: actorId, updated_at: sql`now()` })
    .where(eq(tenantMemberships.membership_id, membershipId));
}

export async function deleteMembership(tx: Db, membershipId: number, actorId: number): Promise<void> {
  await tx
    .update(tenantMemberships)
    .set({ is_deleted: true, deleted_by: actorId, deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(tenantMemberships.membership_id, membershipId));
}

/** Whether an address belongs to a live member of the tenant (any status). */
export async function isMemberEmail(tx: Db, tenantId: string, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: tenantMemberships.membership_id })
    .from(tenantMemberships)
    .innerJoin(users, eq(users.user_id, tenantMemberships.user_id))
    .where(and(liveMember(tenantId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return Boolean(row);
}
