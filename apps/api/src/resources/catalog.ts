import { RESOURCES, type ResourceName } from '@ankur/shared/resources';
import type { PgTable } from 'drizzle-orm/pg-core';
import { customRolePrivileges, customRoles, groupUsers, menus, privileges, roles } from '../db/schema/access.ts';
import { userSettings, users } from '../db/schema/identity.ts';
import { courses, modules, programEnrollments, programs, units } from '../db/schema/programs.ts';
import { RESOURCE_ACCESS } from '../modules/access/guards.ts';
import type { ResourceDefinition } from './define.ts';

const TABLES: Record<ResourceName, PgTable> = {
  users,
  userSettings,
  roles,
  privileges,
  customRolePrivileges,
  customRoles,
  menus,
  groupUsers,
  programsEnrolled: programEnrollments,
  programs,
  courses,
  modules,
  units,
};

/** Every resource group of SPEC §7: the shared descriptor plus its table and read rule. */
export const RESOURCE_DEFINITIONS = {} as Record<ResourceName, ResourceDefinition>;
for (const name of Object.keys(RESOURCES) as ResourceName[]) {
  const def: ResourceDefinition = { ...RESOURCES[name], table: TABLES[name], ...RESOURCE_ACCESS[name] };
  RESOURCE_DEFINITIONS[name] = def;
}
