import { ADMIN_CENTER_MENU } from '@ankur/shared/menus';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customRoles, menus, privileges, roles, userRoles } from '../../db/schema/access.ts';

/** Roles, menus and who holds which role: the queries of role administration's rules. */

export interface RoleInfo {
  role_id: number;
  role_name: string;
  role_view: string;
}

/** A live system role (custom=false) or custom role by id. */
export async function findRoleRow(tx: Db, roleId: number, custom: boolean): Promise<RoleInfo | undefined> {
  const table = custom ? customRoles : roles;
  const [role] = await tx
    .select({ role_id: table.role_id, role_name: table.role_name, role_view: table.role_view })
    .from(table)
    .where(sql`${table.role_id} = ${roleId} and ${table.is_deleted} = false`);
  return role;
}

/** The user a custom role belongs to (null for none); undefined when there is no such role. */
export async function customRoleOwner(tx: Db, roleId: number): Promise<number | null | undefined> {
  const [owner] = await tx
    .select({ parent_user_id: customRoles.parent_user_id })
    .from(customRoles)
    .where(eq(customRoles.role_id, roleId));
  return owner?.parent_user_id;
}

/** A live menu's name by id. */
export async function findMenuName(tx: Db, menuId: number): Promise<string | undefined> {
  const [menu] = await tx
    .select({ menu_name: menus.menu_name })
    .from(menus)
    .where(sql`${menus.menu_id} = ${menuId} and ${menus.is_deleted} = false`);
  return menu?.menu_name;
}

/** A live menu by its name, compared without case. */
export async function findMenuByName(db: Db, name: string) {
  const [found] = await db
    .select({ menu_id: menus.menu_id, menu_name: menus.menu_name })
    .from(menus)
    .where(sql`lower(${menus.menu_name}) = ${name.toLowerCase()} and ${menus.is_deleted} = false`);
  return found;
}

/** The live system roles the users hold, one row per user and role. */
export async function systemRolesHeld(tx: Db, userIds: number[]) {
  return tx
    .select({ user_id: userRoles.user_id, role_name: roles.role_name, role_view: roles.role_view })
    .from(userRoles)
    .innerJoin(roles, sql`${roles.role_id} = ${userRoles.role_id} and ${roles.is_deleted} = false`)
    .where(sql`${inArray(userRoles.user_id, userIds)} and ${userRoles.is_deleted} = false`);
}

/**
 * The platform's administrator roles: admin-view system roles that read the Admin Center
 * (a Tenant Administrator administers its tenant, not the platform's menus).
 */
export async function platformAdminRoleIds(tx: Db): Promise<number[]> {
  const admins = await tx
    .select({ role_id: roles.role_id })
    .from(roles)
    .where(sql`${roles.role_view} = 'admin' and ${roles.is_deleted} = false and ${roles.parent_user_id} is null
      and exists (select 1 from privileges p join menus m on m.menu_id = p.privilege_menu_id
        and m.is_deleted = false and lower(m.menu_name) = lower(${ADMIN_CENTER_MENU})
        where p.role_id = ${roles.role_id} and p.is_deleted = false
          and p.privilege_access_type @> '[{"permission_name":"read"}]'::jsonb)`);
  return admins.map((a) => a.role_id);
}

/** Inserts system-role privileges, skipping any that exist; answers those made. */
export async function insertPrivilegesIfMissing(tx: Db, rows: (typeof privileges.$inferInsert)[]) {
  return tx
    .insert(privileges)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: privileges.privilege_id, role_id: privileges.role_id, menu_id: privileges.privilege_menu_id });
}

export interface SignInStateRow {
  user_id: number;
  enabled: boolean;
  email_verified: boolean;
  has_password: boolean;
  failed_login_count: number | string;
  locked_until: string | Date | null;
  last_sign_in_at: string | Date | null;
  active_sessions: number | string;
}

/** A user's sign-in state: verified, locked, last sign-in, sessions seen within `idleSec`. */
export async function signInStateRow(db: Db, userId: number, idleSec: number): Promise<SignInStateRow | undefined> {
  const r = await db.execute<Record<string, unknown>>(sql`
    select u.user_id, u.enabled,
      coalesce(a.email_verified, false) as email_verified,
      (a.password_hash is not null) as has_password,
      coalesce(a.failed_login_count, 0) as failed_login_count,
      case when a.locked_until > now() then a.locked_until end as locked_until,
      a.last_login_at as last_sign_in_at,
      (select count(*)::int from sessions s where s.user_id = u.user_id and s.revoked_at is null
        and s.expires_at > now()
        and s.last_seen_at > now() - make_interval(secs => ${idleSec})) as active_sessions
    from users u left join auth_users a on a.user_id = u.user_id and a.is_deleted = false
    where u.user_id = ${userId} and u.is_deleted = false
    limit 1`);
  return (r as unknown as { rows: SignInStateRow[] }).rows[0];
}
