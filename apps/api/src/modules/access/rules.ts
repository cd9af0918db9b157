import { hasPermission, roleRank } from '@ankur/shared/access';
import { PERMISSIONS } from '@ankur/shared/menus';
import type { Db } from '../../db/client.ts';
import { loadRolePrivileges } from '../../db/role-privileges.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/session.ts';
import { recordAudit } from '../../resources/audit.ts';
import {
  findMenuName,
  findRoleRow,
  insertPrivilegesIfMissing,
  platformAdminRoleIds,
  type RoleInfo,
  systemRolesHeld,
} from './access.repository.ts';
import { countAdministrators } from './user-roles.repository.ts';

/**
 * The rules of role administration (docs/access.md): an editor never grants a permission it
 * does not hold, never touches a role above its own, and can never remove the temp role or the
 * last administrator.
 */

export type { RoleInfo };

export function editorRank(actor: Actor): number {
  const active = actor.roles.find((r) => r.role_id === actor.activeRole);
  return active ? roleRank(active) : -1;
}

export function assertRoleWithinReach(actor: Actor, role: Pick<RoleInfo, 'role_name' | 'role_view'>, verb: string) {
  if (roleRank(role) > editorRank(actor)) {
    throw forbidden(`You cannot ${verb} the role '${role.role_name}': it is above your own role.`);
  }
}

export const isTempRole = (role: { role_name?: unknown }) =>
  typeof role.role_name === 'string' && role.role_name.toLowerCase() === 'temp';

/** A system role (custom=false) or a custom role by id; 400 naming the field when there is none. */
export async function findRole(tx: Db, roleId: number, custom: boolean, field = 'body.role_id'): Promise<RoleInfo> {
  const role = await findRoleRow(tx, roleId, custom);
  if (!role) {
    throw badRequest(`Invalid ${field}: no ${custom ? 'custom ' : ''}role ${roleId}`, [
      { path: field, message: `no ${custom ? 'custom ' : ''}role ${roleId}` },
    ]);
  }
  return role;
}

export function assertNotOwnRole(actor: Actor, roleId: number) {
  if (actor.activeRole === roleId) {
    throw forbidden('You cannot change the privileges of the role you are acting as.');
  }
}

/** Every permission in `added` on menu `menuId` must be one the editor holds on that menu. */
export async function assertCanGrant(tx: Db, actor: Actor, menuId: number, added: Iterable<string>) {
  const wanted = [...new Set([...added].map((p) => p.trim().toLowerCase()))];
  if (wanted.length === 0) return;
  const menuName = await findMenuName(tx, menuId);
  if (menuName === undefined) {
    throw badRequest(`Invalid body.privilege_menu_id: no menu ${menuId}`, [
      { path: 'body.privilege_menu_id', message: `no menu ${menuId}` },
    ]);
  }
  // an administrator (admin-view system role) may also introduce permission names nobody holds yet
  const missing = actor.isAdmin ? [] : wanted.filter((p) => !hasPermission(actor.privileges, menuName, p));
  if (missing.length) {
    throw forbidden(
      `You cannot grant ${missing.map((p) => `'${p}'`).join(', ')} on '${menuName}': you do not hold it yourself.`,
    );
  }
}

/**
 * Giving someone a role grants its privileges: the editor must hold every one of them itself
 * (administrators hold them all), so a role assignment cannot get around assertCanGrant.
 */
export async function assertHoldsRole(tx: Db, actor: Actor, role: RoleInfo, custom: boolean) {
  if (actor.isAdmin) return;
  for (const p of await loadRolePrivileges(tx, role.role_id, custom)) {
    const missing = p.permissions.filter((name) => !hasPermission(actor.privileges, p.menu_name, name));
    if (missing.length) {
      throw forbidden(
        `You cannot give the role '${role.role_name}': it grants ${missing.map((m) => `'${m}'`).join(', ')} on '${p.menu_name}', which you do not hold.`,
      );
    }
  }
}

/** The highest rank among a user's system roles (an editor may not act on users above itself). */
export async function assertUserWithinReach(tx: Db, actor: Actor, userIds: number[], verb: string) {
  if (userIds.length === 0) return;
  const held = await systemRolesHeld(tx, userIds);
  const mine = editorRank(actor);
  const above = held.find((r) => roleRank(r) > mine);
  if (above) throw forbidden(`You cannot ${verb} user ${above.user_id}: they hold a role above your own.`);
}

export const ADMINS_MUST_REMAIN = 'At least one enabled administrator must remain.';

/** Run after a write that could remove the last administrator; throwing rolls the write back. */
export async function assertAdminsRemain(tx: Db) {
  if ((await countAdministrators(tx)) === 0) throw conflict(ADMINS_MUST_REMAIN);
}

/** A new menu is administrable at once: every admin-view system role gets every permission on it. */
export async function grantNewMenusToAdministrators(tx: Db, menuIds: number[], actorId: number) {
  if (menuIds.length === 0) return;
  const admins = await platformAdminRoleIds(tx);
  const rows = admins.flatMap((roleId) =>
    menuIds.map((menuId) => ({
      role_id: roleId,
      privilege_menu_id: menuId,
      privilege_access_type: PERMISSIONS.map((permission_name) => ({ permission_name })),
      created_by: actorId,
    })),
  );
  if (rows.length === 0) return;
  const made = await insertPrivilegesIfMissing(tx, rows);
  await recordAudit(
    tx,
    made.map((m) => ({
      table_name: 'privileges',
      record_id: m.id,
      action: 'create' as const,
      changes: {
        role_id: { to: m.role_id },
        privilege_menu_id: { to: m.menu_id },
        privilege_access_type: { to: rows[0]!.privilege_access_type },
      },
      actor_id: actorId,
    })),
  );
}
