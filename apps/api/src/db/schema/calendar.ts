import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns.ts';
import { users } from './identity.ts';

/**
 * The calendar (issue 9): a user's personal entries per tenant (tenant table under forced RLS),
 * and the secret token of each user's iCal feed (global: the feed URL is read without a session,
 * like certificate_codes). Program dates, plan targets and the rest of the calendar are read
 * from their own tables, not copied here.
 */
export const calendarEntries = pgTable(
  'calendar_entries',
  {
    entry_id: serial('entry_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    title: text('title').notNull(),
    description: text('description'),
    location: text('location'),
    starts_at: timestamp('starts_at', { withTimezone: true, mode: 'string' }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true, mode: 'string' }).notNull(),
    all_day: boolean('all_day').notNull().default(false),
    /** minutes before starts_at to raise a reminder notification; null = no reminder */
    reminder_minutes: integer('reminder_minutes'),
    /** a stable iCal UID (entry-{id}@host is derived; this survives moves between hosts) */
    uid: text('uid').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('calendar_entries_user_idx').on(t.tenant_id, t.user_id, t.starts_at)],
);

/** One iCal feed per user and tenant: only the SHA-256 of the secret token is stored. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    feed_id: serial('feed_id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    tenant_id: text('tenant_id').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_uq').on(t.token_hash),
    uniqueIndex('calendar_feeds_user_uq').on(t.tenant_id, t.user_id),
  ],
);
