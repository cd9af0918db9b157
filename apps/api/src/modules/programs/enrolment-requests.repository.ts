import { ADMIN_ROLE_NAME } from '@ankur/shared/roles';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { programEnrollments, programs } from '../../db/schema/programs.ts';
import type { Scope } from '../../lib/scope.ts';
import { tenantPeopleCondition } from '../tenants/index.ts';

/**
 * Enrolment requests (issue 19): the pending enrolments of the tenant and the people who decide
 * them. Every function runs inside the caller's withTenant() transaction, so row-level security
 * keeps enrolments and programs to that tenant; roles, privileges and memberships are global
 * tables and are always filtered by the tenant named here.
 */

type PeopleScope = Pick<Scope, 'tenantId' | 'platform'>;

/** The tenant of the enclosing withTenant() transaction. */
export async function transactionTenant(tx: Db): Promise<string> {
  const result = await tx.execute<{ tenant: string | null }>(
    sql`select current_setting('app.tenant_id', true) as tenant`,
  );
  return (result as unknown as { rows: { tenant: string | null }[] }).rows[0]?.tenant ?? '';
}

/** A role (system, or custom through `table`) grants `permission` on `menu`. */
const grants = (table: SQL, roleId: SQL, menu: string, permission: string) => sql`exists (
  select 1 from ${table} p join menus m on m.menu_id = p.privilege_menu_id and m.is_deleted = false
  where p.role_id = ${roleId} and p.is_deleted = false and lower(trim(m.menu_name)) = ${menu.trim().toLowerCase()}
    and exists (select 1 from jsonb_array_elements(p.privilege_access_type) e
      where lower(trim(e->>'permission_name')) = ${permission}))`;

/**
 * The people who decide the tenant's enrolment requests: enabled, live users who hold a role
 * there granting `permission` on `menu` (update on 'Programs and Courses'), or the Administrator
 * role. On the main platform that is any role a user holds (system roles, and custom roles through
 * an active group membership), whichever is active now; inside an organisation's tenant it is the
 * active membership's role. A platform administrator is not told of an organisation's requests
 * unless a member of it (they reach its data only as support).
 */
export async function deciderIds(tx: Db, scope: PeopleScope, menu: string, permission: string): Promise<number[]> {
  const result = scope.platform
    ? await tx.execute<{ user_id: number }>(sql`
        select u.user_id from users u
        where u.enabled = true and u.is_deleted = false and (
          exists (select 1 from user_roles ur join roles r on r.role_id = ur.role_id and r.is_deleted = false
            where ur.user_id = u.user_id and ur.is_deleted = false
              and (r.role_name = ${ADMIN_ROLE_NAME} or ${grants(sql`privileges`, sql`r.role_id`, menu, permission)}))
          or exists (select 1 from group_users g join custom_roles cr on cr.role_id = g.role_id
              and cr.is_deleted = false and cr.parent_user_id = g.parent_user_id
            where g.user_id = u.user_id and g.is_deleted = false and g.status = 'active'
              and ${grants(sql`custom_role_privileges`, sql`cr.role_id`, menu, permission)}))
        order by u.user_id`)
    : await tx.execute<{ user_id: number }>(sql`
        select distinct m.user_id from tenant_memberships m
          join users u on u.user_id = m.user_id and u.enabled = true and u.is_deleted = false
          join roles r on r.role_id = m.role_id and r.is_deleted = false
        where m.tenant_id = ${scope.tenantId} and m.status = 'active' and m.is_deleted = false
          and ${grants(sql`privileges`, sql`r.role_id`, menu, permission)}
        order by m.user_id`);
  return (result as unknown as { rows: { user_id: number }[] }).rows.map((r) => Number(r.user_id));
}

/** Pending enrolments of the tenant's people in live programs (what the managers see waiting). */
const pendingWhere = (scope: PeopleScope) =>
  and(
    eq(programEnrollments.enrollment_status, 'pending'),
    eq(programEnrollments.is_deleted, false),
    eq(programs.is_deleted, false),
    eq(users.is_deleted, false),
    tenantPeopleCondition(programEnrollments.user_id, scope),
  );

export async function countPending(tx: Db, scope: PeopleScope): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(programEnrollments)
    .innerJoin(programs, eq(programs.program_id, programEnrollments.program_id))
    .innerJoin(users, eq(users.user_id, programEnrollments.user_id))
    .where(pendingWhere(scope));
  return Number(row?.n ?? 0);
}

/** One page of the pending requests, oldest first (the longest wait on top). */
export function listPending(tx: Db, scope: PeopleScope, page: { page: number; limit: number }) {
  return tx
    .select({
      enrollment_id: programEnrollments.enrollment_id,
      program_id: programEnrollments.program_id,
      program_name: programs.program_name,
      user_id: programEnrollments.user_id,
      name: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`,
      email: sql<string>`coalesce(${users.email}, '')`,
      requested_at: programEnrollments.created_at,
    })
    .from(programEnrollments)
    .innerJoin(programs, eq(programs.program_id, programEnrollments.program_id))
    .innerJoin(users, eq(users.user_id, programEnrollments.user_id))
    .where(pendingWhere(scope))
    .orderBy(asc(programEnrollments.created_at), asc(programEnrollments.enrollment_id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
}

/** A learner's display name. */
export async function learnerName(tx: Db, userId: number): Promise<string> {
  const [row] = await tx
    .select({
      name: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`,
    })
    .from(users)
    .where(eq(users.user_id, userId));
  return row?.name ?? 'A learner';
}
