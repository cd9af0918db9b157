import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { AccessRule } from '../plugins/access.ts';
import type { Actor } from '../plugins/session.ts';

type Row = Record<string, unknown>;

/** What a guard sees of a write: the new values, and for update/delete the rows before it. */
export type WriteEvent =
  | { op: 'create'; items: Row[] }
  | { op: 'update'; items: Row[]; before: Map<number, Row> }
  | { op: 'delete'; items: Row[]; before: Map<number, Row> };

export type WrittenEvent = { op: 'create' | 'update' | 'delete'; rows: Row[]; before?: Map<number, Row> };

/**
 * Rules a write must satisfy beyond the route's (menu, permission): run inside the write's
 * transaction, so throwing (403, 409, 400) leaves nothing written.
 */
export interface WriteGuard {
  before?(tx: Db, actor: Actor, event: WriteEvent): Promise<void>;
  after?(tx: Db, actor: Actor, event: WrittenEvent): Promise<void>;
  /** after the transaction committed (e.g. forget cached sessions so the next request sees it) */
  committed?(): void;
}

/** Who writes, the guard, and the rows within reach (updates and deletes outside it answer 404). */
export interface WriteContext {
  actor: Actor;
  /** the tenant the write happens in (row-level security admits only its rows) */
  tenant: string;
  guard?: WriteGuard | undefined;
  scope?: SQL | undefined;
}

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
  /** the permission each write needs on the menu (default: create, update, delete) */
  writePermissions?: { create?: string; update?: string; delete?: string };
  /** the records a caller may see and write; undefined = all (others answer 404) */
  scope?: (actor: Actor) => SQL | undefined;
  guard?: WriteGuard;
}

/**
 * What a module supplies for one of its SPEC §7 resource groups (AppModule.resources): the table,
 * and where the conventions do not fit, who reads, which records, the write guard and permissions.
 * The engine adds the shared descriptor (@ankur/shared/resources).
 */
export type ResourceBinding = Pick<ResourceDefinition, 'table' | 'readAccess' | 'writePermissions' | 'scope' | 'guard'>;
