import { RESOURCES, type ResourceName } from '@ankur/shared/resources';
import type { PgTable } from 'drizzle-orm/pg-core';
import { customRolePrivileges, customRoles, groupUsers, menus, privileges, roles } from '../db/schema/access.ts';
import { userSettings, users } from '../db/schema/identity.ts';
import { courses, modules, programEnrollments, programs, units } from '../db/schema/programs.ts';
import { access } from '../plugins/access.ts';
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

/** Reads narrower than "read on the menu": other people's e-mail addresses and phone numbers. */
const READ_OVERRIDES: Partial<Record<ResourceName, ResourceDefinition['readAccess']>> = {
  users: access.admin,
  userSettings: access.admin,
};

/** Every resource group of SPEC §7: the shared descriptor plus its table and read rule. */
export const RESOURCE_DEFINITIONS = {} as Record<ResourceName, ResourceDefinition>;
for (const name of Object.keys(RESOURCES) as ResourceName[]) {
  const def: ResourceDefinition = { ...RESOURCES[name], table: TABLES[name], readAccess: READ_OVERRIDES[name] };
  RESOURCE_DEFINITIONS[name] = def;
}
