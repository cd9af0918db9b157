import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns.ts';

/** The platform user (SPEC §3 "User"); global across tenants. */
export const users = pgTable(
  'users',
  {
    user_id: serial('user_id').primaryKey(),
    username: text('username').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    active_role: integer('active_role'),
    profile_image: text('profile_image'),
    roll_number: text('roll_number'),
    age: smallint('age'),
    gender: text('gender'),
    phone_number: text('phone_number'),
    registration_redirect: text('registration_redirect'),
    tnc_accepted: boolean('tnc_accepted').notNull().default(false),
    is_underage: boolean('is_underage').notNull().default(false),
    parent_name: text('parent_name'),
    parent_email: text('parent_email'),
    parent_phone_number: text('parent_phone_number'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`).where(sql`${t.is_deleted} = false`),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`).where(sql`${t.is_deleted} = false`),
  ],
);

/**
 * The identity-service record behind a user (SPEC §3 "auth users"): credentials and
 * verification state. Never serialised to clients as a whole.
 */
export const authUsers = pgTable(
  'auth_users',
  {
    auth_user_id: serial('auth_user_id').primaryKey(),
    user_id: integer('user_id').references(() => users.user_id),
    username: text('username').notNull(),
    email: text('email').notNull(),
    first_name: text('first_name'),
    last_name: text('last_name'),
    phone_number: text('phone_number'),
    password_hash: text('password_hash'),
    email_verified: boolean('email_verified').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    failed_login_count: integer('failed_login_count').notNull().default(0),
    locked_until: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
    last_login_at: timestamp('last_login_at', { withTimezone: true, mode: 'string' }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('auth_users_email_uq').on(sql`lower(${t.email})`).where(sql`${t.is_deleted} = false`),
    uniqueIndex('auth_users_username_uq').on(sql`lower(${t.username})`).where(sql`${t.is_deleted} = false`),
    index('auth_users_user_id_idx').on(t.user_id),
  ],
);

/** Per-user preferences (SPEC §7 user/userSettings). */
export const userSettings = pgTable(
  'user_settings',
  {
    user_setting_id: serial('user_setting_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    language: text('language').notNull().default('en'),
    theme: text('theme').notNull().default('light'),
    email_notifications: boolean('email_notifications').notNull().default(true),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('user_settings_user_uq').on(t.user_id).where(sql`${t.is_deleted} = false`)],
);

/**
 * Server-side sessions: the cookie carries a random token, the table keeps only its SHA-256.
 * Signing out or disabling a user revokes rows here, which ends the session at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    session_id: text('session_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    tenant_id: text('tenant_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    user_agent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);
