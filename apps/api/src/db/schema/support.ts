import type { TBugSeverity, TContactTopic, TSupportKind, TSupportStatus } from '@ankur/shared/schemas/support';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * Contact Us messages and bug reports: the administrators' inbox (Admin Center). Platform-level,
 * like users: not a tenant table and not under row-level security; session_tenant_id only records
 * where the sender's session was. The sender's IP is kept only as a keyed hash (ip_hash), for spam
 * investigations, and is never served.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<TSupportKind>().notNull(),
    status: text('status').$type<TSupportStatus>().notNull().default('new'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    organisation: text('organisation'),
    /** Contact Us: what the message is about */
    topic: text('topic').$type<TContactTopic>(),
    /** a bug report's title */
    subject: text('subject'),
    /** the message, or a bug report's description */
    message: text('message').notNull(),
    severity: text('severity').$type<TBugSeverity>(),
    page_url: text('page_url'),
    steps_to_reproduce: text('steps_to_reproduce'),
    user_agent: text('user_agent'),
    user_id: integer('user_id').references(() => users.user_id, { onDelete: 'set null' }),
    /**
     * The tenant the sender's session was in (null: the main platform). The SQL column is not
     * named tenant_id: that name marks tenant data, which lives under row-level security
     * (docs/tenancy.md); these messages belong to the platform.
     */
    tenant_id: text('session_tenant_id'),
    ip_hash: text('ip_hash'),
    handled_by: integer('handled_by').references(() => users.user_id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    // the inbox: newest first (read backwards), optionally narrowed to a kind and a status
    index('support_messages_created_idx').on(t.created_at, t.id),
    index('support_messages_kind_status_created_idx').on(t.kind, t.status, t.created_at, t.id),
    index('support_messages_status_created_idx').on(t.status, t.created_at, t.id),
    check('support_messages_kind_ck', sql`${t.kind} in ('contact', 'bug')`),
    check('support_messages_status_ck', sql`${t.status} in ('new', 'in_progress', 'resolved', 'spam')`),
    check(
      'support_messages_topic_ck',
      sql`${t.topic} is null or ${t.topic} in ('general', 'partnership', 'programs', 'press', 'support')`,
    ),
    check(
      'support_messages_severity_ck',
      sql`${t.severity} is null or ${t.severity} in ('low', 'medium', 'high', 'critical')`,
    ),
  ],
);
