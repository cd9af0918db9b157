import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AccessRule } from '../plugins/access.ts';

/**
 * A resource group of SPEC §7: one table exposed through the list / get / create / update /
 * delete / bulk conventions under one prefix.
 */
export interface ResourceDefinition {
  /** OpenAPI tag and log name, e.g. 'Roles' */
  tag: string;
  /** path prefix under /api, with trailing slash: 'user/roles/' */
  prefix: string;
  table: PgTable;
  /** primary key property, e.g. 'role_id' */
  idKey: string;
  /** names of the single calls: getRole, createRole, updateRole, deleteRole */
  ops: { readonly get: string; readonly create: string; readonly update: string; readonly delete: string };
  /** the id list deleteMany takes: role_ids */
  idsKey: string;
  /** the readable record; its keys are the columns a client may see, select, filter and sort */
  row: z.ZodObject;
  create: z.ZodType;
  update: z.ZodObject;
  /** text columns searched when the call names none */
  searchFields: readonly string[];
  /** the SPEC §6 menu whose permissions guard this group */
  menu: string;
  /** overrides: who may read (default: read on menu) */
  readAccess?: AccessRule;
}
