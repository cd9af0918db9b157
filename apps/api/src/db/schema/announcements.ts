import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns.ts';
import { users } from './identity.ts';
import { programs } from './programs.ts';

/**
 * Announcements (issue 9): written by administrators for an audience inside a tenant — the
 * whole tenant, one role, or one cohort (program). A platform administrator's announcement to
 * everyone is written once per tenant, the copies sharing `broadcast_id`. Scheduled ones are
 * published by the job queue (lib/jobs.ts) at `publish_at`. Tenant table under forced RLS.
 */
export const announcements = pgTable(
  'announcements',
  {
    announcement_id: serial('announcement_id').primaryKey(),
    ...tenantColumn(),
    title: text('title').notNull(),
    /** sanitised rich text (packages/shared/src/rich-text.ts) */
    body: text('body').notNull(),
    /** 'everyone' (platform administrators; copied to every tenant), 'tenant', 'role', 'cohort' */
    audience: text('audience').$type<'everyone' | 'tenant' | 'role' | 'cohort'>().notNull(),
    /** the role's name when audience is 'role' */
    audience_role: text('audience_role'),
    /** the program when audience is 'cohort' */
    audience_program_id: integer('audience_program_id').references(() => programs.program_id),
    /** the copies of one 'everyone' announcement in each tenant */
    broadcast_id: text('broadcast_id'),
    /** when it goes out; now for an immediate one */
    publish_at: timestamp('publish_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** set when it went out (live and as notifications); null while scheduled */
    published_at: timestamp('published_at', { withTimezone: true, mode: 'string' }),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.user_id),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('announcements_publish_idx').on(t.tenant_id, t.publish_at.desc())],
);
