import type { MenuPrivilege } from '@ankur/shared/access';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

type PrivilegeRow = Omit<MenuPrivilege, 'permissions'> & { permissions: string[] | string };

/**
 * One role's permissions per menu (SPEC §4 step 5): custom-role privileges for a custom role,
 * system-role privileges otherwise. Deleted menus and privileges are left out; one indexed query.
 */
export async function loadRolePrivileges(db: Db, roleId: number, custom: boolean): Promise<MenuPrivilege[]> {
  const table = custom ? sql`custom_role_privileges` : sql`privileges`;
  const result = await db.execute<PrivilegeRow>(sql`
    select m.menu_id, m.menu_name, pm.menu_name as menu_parent_name, m.menu_route,
      coalesce((select json_agg(distinct lower(trim(e->>'permission_name')))
        from jsonb_array_elements(p.privilege_access_type) e
        where coalesce(trim(e->>'permission_name'), '') <> ''), '[]'::json) as permissions
    from ${table} p
    join menus m on m.menu_id = p.privilege_menu_id and m.is_deleted = false
    left join menus pm on pm.menu_id = m.menu_parent_id and pm.is_deleted = false
    where p.role_id = ${roleId} and p.is_deleted = false
    order by m.sort_order, m.menu_id`);
  return (result as unknown as { rows: PrivilegeRow[] }).rows.map((r) => ({
    menu_id: r.menu_id,
    menu_name: r.menu_name,
    menu_parent_name: r.menu_parent_name,
    menu_route: r.menu_route,
    permissions: typeof r.permissions === 'string' ? (JSON.parse(r.permissions) as string[]) : r.permissions,
  }));
}
