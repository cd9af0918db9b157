import { ADMIN_CENTER_MENU } from '@ankur/shared/menus';
import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import { badRequest, conflict } from '../../lib/errors.ts';
import { forgetAllSessions } from '../../plugins/session.ts';
import type { WriteGuard } from '../../resources/define.ts';
import { customRoleOwner } from './access.repository.ts';
import {
  assertAdminsRemain,
  assertCanGrant,
  assertHoldsRole,
  assertNotOwnRole,
  assertRoleWithinReach,
  findRole,
  grantNewMenusToAdministrators,
  isTempRole,
} from './rules.ts';

type Row = Record<string, unknown>;
const num = (v: unknown) => v as number;
const str = (v: unknown) => v as string;
const roleOf = (r: Row) => ({ role_name: str(r.role_name), role_view: str(r.role_view ?? 'other') });

/** Roles and privileges are cached with sessions; once a change commits, the next request reloads them. */
export const afterAccessChange = () => {
  forgetAllSessions();
};

/** user/roles/ */
export const systemRoles: WriteGuard = {
  async before(_tx, actor, e) {
    if (e.op === 'create') {
      for (const item of e.items)
        assertRoleWithinReach(actor, roleOf({ ...item, role_view: item.role_view }), 'create');
      return;
    }
    for (const [id, current] of e.before) {
      assertRoleWithinReach(actor, roleOf(current), e.op === 'delete' ? 'delete' : 'edit');
      if (e.op === 'delete' && isTempRole(current)) {
        throw conflict('The temp role cannot be deleted: every new account starts with it.');
      }
      const item = e.items.find((i) => i.role_id === id);
      if (!item) continue;
      if (isTempRole(current) && item.role_name !== undefined && !isTempRole(item)) {
        throw conflict('The temp role cannot be renamed: every new account starts with it.');
      }
      if (item.role_view !== undefined) assertRoleWithinReach(actor, roleOf({ ...current, ...item }), 'edit');
    }
  },
  async after(tx) {
    await assertAdminsRemain(tx);
  },
  committed: afterAccessChange,
};

/** user/customRole/ */
export const customRoleGuard: WriteGuard = {
  async before(_tx, actor, e) {
    if (e.op === 'create') {
      for (const item of e.items) assertRoleWithinReach(actor, roleOf(item), 'create');
      return;
    }
    for (const [id, current] of e.before) {
      assertRoleWithinReach(actor, roleOf(current), e.op === 'delete' ? 'delete' : 'edit');
      const item = e.items.find((i) => i.role_id === id);
      if (item?.role_view !== undefined) assertRoleWithinReach(actor, roleOf({ ...current, ...item }), 'edit');
    }
  },
  committed: afterAccessChange,
};

const permissionsOf = (v: unknown) =>
  new Set(((v as { permission_name: string }[] | undefined) ?? []).map((p) => p.permission_name.trim().toLowerCase()));

/** user/privileges/ (custom=false) and user/customRolePrivilege/ (custom=true) */
export const privilegeGuard = (custom: boolean): WriteGuard => ({
  async before(tx, actor, e) {
    if (e.op === 'create') {
      for (const item of e.items) {
        const role = await findRole(tx, num(item.role_id), custom);
        assertRoleWithinReach(actor, role, 'change the privileges of');
        assertNotOwnRole(actor, role.role_id);
        await assertCanGrant(tx, actor, num(item.privilege_menu_id), permissionsOf(item.privilege_access_type));
      }
      return;
    }
    for (const [id, current] of e.before) {
      const role = await findRole(tx, num(current.role_id), custom);
      assertRoleWithinReach(actor, role, 'change the privileges of');
      assertNotOwnRole(actor, role.role_id);
      const item = e.items.find((i) => i.privilege_id === id);
      if (!item) continue;
      const roleId = num(item.role_id ?? current.role_id);
      if (roleId !== role.role_id) {
        const target = await findRole(tx, roleId, custom);
        assertRoleWithinReach(actor, target, 'change the privileges of');
        assertNotOwnRole(actor, roleId);
      }
      const menuId = num(item.privilege_menu_id ?? current.privilege_menu_id);
      const next = permissionsOf(item.privilege_access_type ?? current.privilege_access_type);
      const moved = roleId !== current.role_id || menuId !== current.privilege_menu_id;
      const had = moved ? new Set<string>() : permissionsOf(current.privilege_access_type);
      await assertCanGrant(
        tx,
        actor,
        menuId,
        [...next].filter((p) => !had.has(p)),
      );
    }
  },
  committed: afterAccessChange,
});

/** Menus the API's own access rules name: renaming or deleting one would lock routes for everyone. */
export const PROTECTED_MENUS = [ADMIN_CENTER_MENU, PROGRAMS_MENU];
const isProtectedMenu = (name: unknown) =>
  typeof name === 'string' && PROTECTED_MENUS.some((m) => m.toLowerCase() === name.toLowerCase());

/** system/customMenus/ */
export const menuGuard: WriteGuard = {
  async before(_tx, _actor, e) {
    if (e.op === 'create') return;
    for (const [id, current] of e.before) {
      if (!isProtectedMenu(current.menu_name)) continue;
      const item = e.items.find((i) => i.menu_id === id);
      if (e.op === 'delete' || (item?.menu_name !== undefined && !isProtectedMenu(item.menu_name))) {
        throw conflict(`The menu '${str(current.menu_name)}' guards API routes; it cannot be renamed or deleted.`);
      }
    }
  },
  async after(tx, actor, e) {
    if (e.op === 'create') {
      await grantNewMenusToAdministrators(
        tx,
        e.rows.map((r) => num(r.menu_id)),
        actor.userId,
      );
    }
    if (e.op === 'update') {
      for (const r of e.rows) {
        if (r.menu_parent_id === r.menu_id)
          throw badRequest('Invalid body.menu_parent_id: a menu cannot be its own parent');
      }
    }
  },
  committed: afterAccessChange,
};

/** user/groupUsers/: the role must be a custom role of the group's parent user. */
export const groupUserGuard: WriteGuard = {
  async before(tx, actor, e) {
    const items = e.op === 'create' ? e.items : e.items.map((i) => ({ ...e.before.get(num(i.table_id)), ...i }));
    for (const item of items) {
      if (item.role_id === null || item.role_id === undefined) continue;
      const role = await findRole(tx, num(item.role_id), true);
      assertRoleWithinReach(actor, role, 'assign');
      await assertHoldsRole(tx, actor, role, true);
      if ((await customRoleOwner(tx, role.role_id)) !== item.parent_user_id) {
        throw badRequest(
          `Invalid body.role_id: role ${role.role_id} is not a custom role of user ${num(item.parent_user_id)}`,
          [{ path: 'body.role_id', message: `not a custom role of user ${num(item.parent_user_id)}` }],
        );
      }
    }
  },
  committed: afterAccessChange,
};
