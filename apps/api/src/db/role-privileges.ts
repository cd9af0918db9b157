import type { MenuPrivilege } from '@ankur/shared/access';
import { ADMIN_ROLE_NAME } from '@ankur/shared/roles';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { preparedRows } from './prepared.ts';

type PrivilegeRow = Omit<MenuPrivilege, 'permissions'> & { permissions: string[] | string };

/**
 * One role's permissions per menu (SPEC §4 step 5): custom-role privileges for a custom role,
 * system-role privileges otherwise. Deleted menus and privileges are left out; one indexed query.
 */
export async function loadRolePrivileges(db: Db, roleId: number, custom: boolean): Promise<MenuPrivilege[]> {
  const table = custom ? sql`custom_role_privileges` : sql`privileges`;
  const rows = await preparedRows<PrivilegeRow>(
    db,
    sql`
    select m.menu_id, m.menu_name, pm.menu_name as menu_parent_name, m.menu_route,
      coalesce((select json_agg(distinct lower(trim(e->>'permission_name')))
        from jsonb_array_elements(p.privilege_access_type) e
        where coalesce(trim(e->>'permission_name'), '') <> ''), '[]'::json) as permissions
    from ${table} p
    join menus m on m.menu_id = p.privilege_menu_id and m.is_deleted = false
    left join menus pm on pm.menu_id = m.menu_parent_id and pm.is_deleted = false
    where p.role_id = ${roleId} and p.is_deleted = false
    order by m.sort_order, m.menu_id`,
  );
  return rows.map((r) => ({
    menu_id: r.menu_id,
    menu_name: r.menu_name,
    menu_parent_name: r.menu_parent_name,
    menu_route: r.menu_route,
    permissions: typeof r.permissions === 'string' ? (JSON.parse(r.permissions) as string[]) : r.permissions,
  }));
}

/** A role (system, or custom through `table`) grants `permission` on `menu`. */
const grants = (table: SQL, roleId: SQL, menu: string, permission: string) => sql`exists (
  select 1 from ${table} p join menus m on m.menu_id = p.privilege_menu_id and m.is_deleted = false
  where p.role_id = ${roleId} and p.is_deleted = false and lower(trim(m.menu_name)) = ${menu.trim().toLowerCase()}
    and exists (select 1 from jsonb_array_elements(p.privilege_access_type) e
      where lower(trim(e->>'permission_name')) = ${permission}))`;

/**
 * The reverse of loadRolePrivileges: the people of a tenant holding `permission` on `menu`, that is
 * enabled, live users who hold a role there granting it (e.g. update on 'Programs and Courses': who
 * decides enrolment requests), or the Administrator role. On the main platform that is any role a user holds (system roles, and custom roles through
 * an active group membership), whichever is active now; inside an organisation's tenant it is the
 * active membership's role. A platform administrator is not told of an organisation's requests
 * unless a member of it (they reach its data only as support).
 */
export async function privilegeHolderIds(
  tx: Db,
  scope: { tenantId: string; platform: boolean },
  menu: string,
  permission: string,
): Promise<number[]> {
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
