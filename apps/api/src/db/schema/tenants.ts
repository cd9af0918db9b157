import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { roles } from './access.ts';
import { auditColumns } from './columns.ts';
import { users } from './identity.ts';

export type TenantBranding = { logo_url?: string; primary_color?: string; accent_color?: string };

/** An organisation's space on the platform (SPEC §3 "Tenant"). tenant_id is a string code. */
export const tenants = pgTable(
  'tenants',
  {
    tenant_id: text('tenant_id').primaryKey(),
    /** a numeric key for records that need one (audit_log.record_id); tenant_id stays the id */
    tenant_no: serial('tenant_no').notNull().unique(),
    tenant_type: text('tenant_type').notNull(),
    tenant_name: text('tenant_name').notNull(),
    display_name: text('display_name').notNull(),
    branding: jsonb('branding').$type<TenantBranding>().notNull().default({}),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('tenants_type_name_uq').on(t.tenant_type, t.tenant_name).where(sql`${t.is_deleted} = false`)],
);

/** A user's membership of a tenant, with the role they hold there (users themselves are global). */
export const tenantMemberships = pgTable(
  'tenant_memberships',
  {
    membership_id: serial('membership_id').primaryKey(),
    tenant_id: text('tenant_id')
      .notNull()
      .references(() => tenants.tenant_id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.role_id),
    status: text('status').notNull().default('active'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('tenant_memberships_uq').on(t.tenant_id, t.user_id).where(sql`${t.is_deleted} = false`),
    index('tenant_memberships_user_idx').on(t.user_id),
  ],
);

/**
 * An invitation to join a tenant with a role, sent by e-mail. The link carries a random token;
 * only its SHA-256 is kept (like sessions). status: pending, accepted or revoked; a pending
 * invitation whose expires_at has passed is shown as expired.
 */
export const tenantInvitations = pgTable(
  'tenant_invitations',
  {
    invitation_id: serial('invitation_id').primaryKey(),
    tenant_id: text('tenant_id')
      .notNull()
      .references(() => tenants.tenant_id),
    /** lower-case */
    email: text('email').notNull(),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.role_id),
    token_hash: text('token_hash').notNull().unique(),
    status: text('status').notNull().default('pending'),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    accepted_by: integer('accepted_by').references(() => users.user_id),
    ...auditColumns(),
  },
  (t) => [
    // one pending invitation per address and tenant
    uniqueIndex('tenant_invitations_pending_uq')
      .on(t.tenant_id, t.email)
      .where(sql`${t.status} = 'pending' and ${t.is_deleted} = false`),
    index('tenant_invitations_tenant_idx').on(t.tenant_id, t.invitation_id),
  ],
);
