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
    // the members directory's name search (`like '%…%'`; users is not under row-level security,
    // so the planner may use them: migration 0028)
    index('users_name_trgm_idx').using(
      'gin',
      sql`lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops`,
    ),
    index('users_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
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
    /** the external OpenID issuer this identity comes from; null for the embedded provider */
    issuer: text('issuer'),
    /** the subject at that issuer (the embedded provider uses auth_user_id) */
    sub: text('sub'),
    /** when a parent or guardian approved an under-age account (DPDP Act 2023 §9) */
    parent_consent_at: timestamp('parent_consent_at', { withTimezone: true, mode: 'string' }),
    password_changed_at: timestamp('password_changed_at', { withTimezone: true, mode: 'string' }),
    ...auditColumns(),
  },
  (t) => [
    // unique among the embedded provider's accounts; external identities link by (issuer, sub)
    uniqueIndex('auth_users_email_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.is_deleted} = false and ${t.issuer} is null`),
    uniqueIndex('auth_users_username_uq')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.is_deleted} = false and ${t.issuer} is null`),
    index('auth_users_user_id_idx').on(t.user_id),
    uniqueIndex('auth_users_issuer_sub_uq').on(t.issuer, t.sub).where(sql`${t.issuer} is not null`),
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
    /** the id token of the OpenID sign-in that started this session (for RP-initiated logout) */
    id_token: text('id_token'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

/**
 * One-time codes and links sent by e-mail (sign-up verification, password reset, parental
 * consent). Only a hash is kept; a code is single use, expires and allows a few tries.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    otp_id: serial('otp_id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    user_id: integer('user_id').references(() => users.user_id),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('otp_codes_lookup_idx').on(sql`lower(${t.email})`, t.purpose, t.created_at),
    index('otp_codes_hash_idx').on(t.code_hash),
  ],
);

/**
 * Fixed-window counters for rate limits (sign-in attempts per address, codes per e-mail),
 * kept in the database so that every API process shares them without Redis.
 */
export const rateLimits = pgTable('rate_limits', {
  bucket: text('bucket').primaryKey(),
  window_start: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  hits: integer('hits').notNull().default(0),
});

/** Storage of the embedded OpenID provider (oidc-provider adapter): one row per model instance. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grant_id: text('grant_id'),
    user_code: text('user_code'),
    uid: text('uid'),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumed_at: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('oidc_payloads_pk').on(t.id, t.type),
    index('oidc_payloads_grant_idx').on(t.grant_id),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expires_at),
  ],
);

/** Signing keys of the embedded OpenID provider (JWK, private), created on first use. */
export const oidcKeys = pgTable('oidc_keys', {
  kid: text('kid').primaryKey(),
  jwk: jsonb('jwk').$type<Record<string, unknown>>().notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
