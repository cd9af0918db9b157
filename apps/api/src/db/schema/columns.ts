import { sql } from 'drizzle-orm';
import { boolean, integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit and soft-delete columns every entity carries (SPEC §3: created_by, modified_by,
 * deleted_by). The *_by values always come from the signed-in user, never from a request body.
 */
export const auditColumns = () => ({
  created_by: integer('created_by'),
  modified_by: integer('modified_by'),
  deleted_by: integer('deleted_by'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
  is_deleted: boolean('is_deleted').notNull().default(false),
});

/**
 * The tenant a record belongs to (docs/tenancy.md). It defaults to the tenant of the current
 * transaction (`app.tenant_id`, set by withTenant), and row-level security admits only rows of
 * that tenant, so application code never writes or filters it by hand.
 */
export const tenantColumn = () => ({
  tenant_id: text('tenant_id').notNull().default(sql`nullif(current_setting('app.tenant_id', true), '')`),
});
