import { hasPermission } from '@ankur/shared/access';
import { ADMIN_CENTER_MENU } from '@ankur/shared/menus';
import { ENROL_PERMISSION, PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import { eq, sql } from 'drizzle-orm';
import { customRoles } from '../../db/schema/access.ts';
import { courses, modules, programEnrollments, programs, units } from '../../db/schema/programs.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { access } from '../../plugins/access.ts';
import { forgetAllSessions } from '../../plugins/session.ts';
import type { ResourceDefinition, WriteGuard } from '../../resources/define.ts';
import { notifyEnrolmentDecisions } from '../programs/program-notifications.ts';
import {
  assertAdminsRemain,
  assertCanGrant,
  assertHoldsRole,
  assertNotOwnRole,
  assertRoleWithinReach,
  assertUserWithinReach,
  findRole,
  grantNewMenusToAdministrators,
  isTempRole,
} from './rules.ts';

type Row = Record<string, unknown>;
const num = (v: unknown) => v as number;
const str = (v: unknown) => v as string;
const roleOf = (r: Row) => ({ role_name: str(r.role_name), role_view: str(r.role_view ?? 'other') });

/** Roles and privileges are cached with sessions; once a change commits, the next request reloads them. */
const afterAccessChange = () => {
  forgetAllSessions();
};

/** user/roles/ */
const systemRoles: WriteGuard = {
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
const customRoleGuard: WriteGuard = {
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
const menuGuard: WriteGuard = {
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
const groupUserGuard: WriteGuard = {
  async before(tx, actor, e) {
    const items = e.op === 'create' ? e.items : e.items.map((i) => ({ ...e.before.get(num(i.table_id)), ...i }));
    for (const item of items) {
      if (item.role_id === null || item.role_id === undefined) continue;
      const role = await findRole(tx, num(item.role_id), true);
      assertRoleWithinReach(actor, role, 'assign');
      await assertHoldsRole(tx, actor, role, true);
      const [owner] = await tx
        .select({ parent_user_id: customRoles.parent_user_id })
        .from(customRoles)
        .where(eq(customRoles.role_id, role.role_id));
      if (owner?.parent_user_id !== item.parent_user_id) {
        throw badRequest(
          `Invalid body.role_id: role ${role.role_id} is not a custom role of user ${num(item.parent_user_id)}`,
          [{ path: 'body.role_id', message: `not a custom role of user ${num(item.parent_user_id)}` }],
        );
      }
    }
  },
  committed: afterAccessChange,
};

/** global-user/users/: only users within the editor's reach; disabling or deleting must leave an administrator. */
const userGuard: WriteGuard = {
  async before(tx, actor, e) {
    if (e.op === 'create') return;
    await assertUserWithinReach(tx, actor, [...e.before.keys()], e.op === 'delete' ? 'delete' : 'change');
  },
  async after(tx) {
    await assertAdminsRemain(tx);
  },
  committed: afterAccessChange,
};

const isProgramManager = (privileges: Parameters<typeof hasPermission>[0]) =>
  hasPermission(privileges, PROGRAMS_MENU, 'update');

/**
 * programs-enrolled: learners see and write only their own enrolments (others answer 404); a
 * learner's enrolment starts pending and the learner may only withdraw it. Managers: all. A
 * manager's approval or rejection notifies the learner (sent once the write commits).
 */
const enrolmentGuard: WriteGuard = {
  async before(_tx, actor, e) {
    if (isProgramManager(actor.privileges)) return;
    if (e.op === 'delete') {
      for (const row of e.before.values()) {
        if (row.enrollment_status !== 'pending') {
          throw forbidden('Only a pending enrolment can be cancelled; withdraw from the program instead.');
        }
      }
      return;
    }
    for (const item of e.items) {
      if (item.user_id !== undefined && item.user_id !== actor.userId) throw forbidden('You may only enrol yourself.');
      if (e.op === 'update') {
        const current = e.before.get(num(item.enrollment_id))!;
        const changed = Object.keys(item).filter((k) => k !== 'enrollment_id' && item[k] !== current[k]);
        if (changed.some((k) => k !== 'enrollment_status')) {
          throw forbidden('You may only withdraw your enrolment; a program manager changes anything else.');
        }
      }
      const status = item.enrollment_status;
      if (status === undefined) continue;
      if (e.op === 'create' ? status !== 'pending' : status !== 'withdrawn') {
        throw forbidden(
          e.op === 'create'
            ? 'A new enrolment starts pending; a program manager approves it.'
            : 'You may only withdraw your enrolment; a program manager changes its status.',
        );
      }
    }
  },
  after: notifyEnrolmentDecisions,
};

/**
 * programs, courses, modules and units: authored HTML is sanitised before it is written
 * (lib/sanitize-html.ts). The repository writes the very item objects the guard sees, on create
 * and update, single and bulk, so rewriting the field here is what gets stored.
 */
const richTextGuard = (field: string): WriteGuard => ({
  async before(_tx, _actor, e) {
    if (e.op === 'delete') return;
    for (const item of e.items) {
      if (typeof item[field] === 'string') item[field] = sanitizeRichText(item[field] as string);
    }
  },
});

/** The access parts of each resource group's definition. */
export const RESOURCE_ACCESS: Partial<Record<string, Partial<ResourceDefinition>>> = {
  roles: { guard: systemRoles },
  customRoles: { guard: customRoleGuard },
  privileges: { guard: privilegeGuard(false) },
  customRolePrivileges: { guard: privilegeGuard(true) },
  // every signed-in client looks menu names up (SPEC §7 menu list); changing them is administration
  menus: { guard: menuGuard, readAccess: access.signedIn },
  groupUsers: { guard: groupUserGuard },
  users: { guard: userGuard },
  // learners see published programs; drafts and archives are for program managers
  programs: {
    guard: richTextGuard('program_description'),
    scope: (actor) => (isProgramManager(actor.privileges) ? undefined : eq(programs.status, 'published')),
  },
  // the parts of a program follow it: learners reach them only in published programs
  courses: {
    guard: richTextGuard('course_description'),
    scope: (actor) =>
      isProgramManager(actor.privileges)
        ? undefined
        : sql`exists (select 1 from programs p where p.program_id = ${courses.program_id}
            and p.status = 'published' and p.is_deleted = false)`,
  },
  modules: {
    guard: richTextGuard('module_description'),
    scope: (actor) =>
      isProgramManager(actor.privileges)
        ? undefined
        : sql`exists (select 1 from courses c join programs p on p.program_id = c.program_id
            where c.course_id = ${modules.course_id} and c.is_deleted = false
              and p.status = 'published' and p.is_deleted = false)`,
  },
  units: {
    guard: richTextGuard('content'),
    scope: (actor) =>
      isProgramManager(actor.privileges)
        ? undefined
        : sql`exists (select 1 from modules m join courses c on c.course_id = m.course_id
            join programs p on p.program_id = c.program_id
            where m.module_id = ${units.module_id} and m.is_deleted = false and c.is_deleted = false
              and p.status = 'published' and p.is_deleted = false)`,
  },
  programsEnrolled: {
    guard: enrolmentGuard,
    writePermissions: { create: ENROL_PERMISSION, update: ENROL_PERMISSION, delete: ENROL_PERMISSION },
    scope: (actor) => (isProgramManager(actor.privileges) ? undefined : eq(programEnrollments.user_id, actor.userId)),
  },
};
