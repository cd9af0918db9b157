import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns.ts';
import { users } from './identity.ts';

/** One id space for system and custom roles, so a role_id always names exactly one role. */
export const roleIdSeq = pgSequence('role_id_seq');

export type PermissionItem = { permission_name: string };

/** System roles (SPEC §3 "Role"). role_view 'admin' leads to the admin centre. */
export const roles = pgTable(
  'roles',
  {
    role_id: integer('role_id').primaryKey().default(sql`nextval('role_id_seq')`),
    role_name: text('role_name').notNull(),
    role_type: text('role_type').notNull().default('System Role'),
    role_view: text('role_view').notNull().default('other'),
    display_name: text('display_name'),
    description: text('description'),
    /** system roles a user may pick for themselves at /select-role */
    is_self_service: boolean('is_self_service').notNull().default(false),
    parent_user_id: integer('parent_user_id').references(() => users.user_id),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('roles_name_uq').on(sql`lower(${t.role_name})`).where(sql`${t.is_deleted} = false`)],
);

/**
 * Custom roles belong to a parent user and reach members through group membership.
 * They draw role_id from role_id_seq like system roles.
 */
export const customRoles = pgTable(
  'custom_roles',
  {
    role_id: integer('role_id').primaryKey().default(sql`nextval('role_id_seq')`),
    role_name: text('role_name').notNull(),
    role_type: text('role_type').notNull().default('custom'),
    role_view: text('role_view').notNull().default('other'),
    display_name: text('display_name'),
    parent_user_id: integer('parent_user_id')
      .notNull()
      .references(() => users.user_id),
    ...auditColumns(),
  },
  (t) => [index('custom_roles_parent_idx').on(t.parent_user_id)],
);

/** Menus (SPEC §3 "Menu"), served by system/customMenus. */
export const menus = pgTable(
  'menus',
  {
    menu_id: serial('menu_id').primaryKey(),
    menu_name: text('menu_name').notNull(),
    menu_parent_id: integer('menu_parent_id').references((): AnyPgColumn => menus.menu_id),
    menu_view: text('menu_view').notNull().default('user'),
    menu_route: text('menu_route'),
    sort_order: integer('sort_order').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('menus_name_uq').on(sql`lower(${t.menu_name})`).where(sql`${t.is_deleted} = false`)],
);

/** The columns of a privilege row: one role's permissions on one menu (SPEC §3 "Privilege"). */
const privilegeTable = (name: string, roleRef: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      privilege_id: serial('privilege_id').primaryKey(),
      role_id: integer('role_id').notNull().references(roleRef),
      privilege_menu_id: integer('privilege_menu_id')
        .notNull()
        .references(() => menus.menu_id),
      privilege_access_scope: text('privilege_access_scope').notNull().default('private'),
      privilege_access_type: jsonb('privilege_access_type').$type<PermissionItem[]>().notNull().default([]),
      ...auditColumns(),
    },
    (t) => [uniqueIndex(`${name}_role_menu_uq`).on(t.role_id, t.privilege_menu_id).where(sql`${t.is_deleted} = false`)],
  );

/** A system role's permissions on one menu. */
export const privileges = privilegeTable('privileges', () => roles.role_id);

/** A custom role's permissions on one menu: the same shape, keyed to a custom role. */
export const customRolePrivileges = privilegeTable('custom_role_privileges', () => customRoles.role_id);

/** The system roles a user holds (SPEC §3 User.roles). */
export const userRoles = pgTable(
  'user_roles',
  {
    user_role_id: serial('user_role_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.role_id),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('user_roles_uq').on(t.user_id, t.role_id).where(sql`${t.is_deleted} = false`)],
);

/** Group membership: a member of a parent user's group, holding one of its custom roles. */
export const groupUsers = pgTable(
  'group_users',
  {
    table_id: serial('table_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    parent_user_id: integer('parent_user_id')
      .notNull()
      .references(() => users.user_id),
    role_id: integer('role_id').references(() => customRoles.role_id),
    status: text('status').notNull().default('active'),
    ...auditColumns(),
  },
  (t) => [index('group_users_user_idx').on(t.user_id), index('group_users_parent_idx').on(t.parent_user_id)],
);

/**
 * Who changed what and when (the Admin Center's audit view). One row per changed record, written
 * in the same transaction as the change; never updated or deleted by the application.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    audit_id: serial('audit_id').primaryKey(),
    table_name: text('table_name').notNull(),
    record_id: integer('record_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, { from?: unknown; to?: unknown }>>().notNull().default({}),
    actor_id: integer('actor_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_record_idx').on(t.table_name, t.record_id, t.audit_id)],
);

/** One-off seed steps already run (e.g. the first grant of the role privilege matrix). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ran_at: timestamp('ran_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
