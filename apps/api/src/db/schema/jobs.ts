import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The job queue (lib/jobs.ts, decision 21): work to run at a time — a scheduled announcement, a
 * calendar reminder, the daily digest. Global (no RLS): the poller claims due jobs of every
 * tenant in one query with FOR UPDATE SKIP LOCKED, then runs each inside its own tenant.
 */
export const jobs = pgTable(
  'jobs',
  {
    job_id: serial('job_id').primaryKey(),
    /** the handler's name, such as 'announcement.publish' */
    kind: text('kind').notNull(),
    /** the tenant the handler runs in (null: a platform job) */
    tenant_id: text('tenant_id'),
    /** one pending job per kind and key: scheduling again moves it (e.g. 'entry:42') */
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    run_at: timestamp('run_at', { withTimezone: true, mode: 'string' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** while a process runs it: another process skips it until this passes */
    locked_until: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_uq').on(t.kind, sql`coalesce(${t.tenant_id}, '')`, t.key),
    index('jobs_due_idx').on(t.run_at),
  ],
);
