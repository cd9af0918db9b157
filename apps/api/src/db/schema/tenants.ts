import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { roles } from './access.ts';
import { auditColumns } from './columns.ts';
import { users } from './identity.ts';

export type TenantBranding = { logo_url?: string; primary_color?: string; accent_color?: string };

/** An organisation's space on the platform (SPEC §3 "Tenant"). tenant_id is a string code. */
export const tenants = pgTable(
  'tenants',
  {
    tenant_id: text('tenant_id').primaryKey(),
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
