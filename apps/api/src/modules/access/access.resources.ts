import { customRolePrivileges, customRoles, groupUsers, menus, privileges, roles } from '../../db/schema/access.ts';
import { access } from '../../plugins/access.ts';
import type { ResourceBindings } from '../../resources/catalog.ts';
import { customRoleGuard, groupUserGuard, menuGuard, privilegeGuard, systemRoles } from './guards.ts';

/** The SPEC §7 resource groups of role administration. */
export const ACCESS_RESOURCES = {
  roles: { table: roles, guard: systemRoles },
  customRoles: { table: customRoles, guard: customRoleGuard },
  privileges: { table: privileges, guard: privilegeGuard(false) },
  customRolePrivileges: { table: customRolePrivileges, guard: privilegeGuard(true) },
  // every signed-in client looks menu names up (SPEC §7 menu list); changing them is administration
  menus: { table: menus, guard: menuGuard, readAccess: access.signedIn },
  groupUsers: { table: groupUsers, guard: groupUserGuard },
} satisfies ResourceBindings;
