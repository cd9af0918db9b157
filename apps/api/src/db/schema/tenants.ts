import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns.ts';

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
