import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * A person's requests under India's DPDP Act 2023 (issue 20, decision 35): an export of their
 * data (a ZIP in the upload storage, downloadable for 7 days) or the erasure of their account
 * after a grace period. Global (no tenant): a person's data spans every tenant they are in.
 */
export const personalDataRequests = pgTable(
  'personal_data_requests',
  {
    request_id: serial('request_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    kind: text('kind').$type<'export' | 'erasure'>().notNull(),
    /** export: pending, running, ready, failed; erasure: scheduled, cancelled, completed */
    status: text('status').notNull(),
    progress: smallint('progress').notNull().default(0),
    /** the export's ZIP in the upload storage (lib/storage.ts) */
    storage_key: text('storage_key'),
    size_bytes: integer('size_bytes'),
    error: text('error'),
    requested_at: timestamp('requested_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** erasure: when it runs */
    due_at: timestamp('due_at', { withTimezone: true, mode: 'string' }),
    /** export: when the download stops working and the file is deleted */
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }),
    completed_at: timestamp('completed_at', { withTimezone: true, mode: 'string' }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true, mode: 'string' }),
    /** erasure: 'signed_in' or 'requested' */
    cancel_reason: text('cancel_reason'),
  },
  (t) => [
    index('personal_data_requests_user_idx').on(t.user_id, t.kind, t.request_id.desc()),
    // one export being built and one erasure waiting per person, even when two requests race
    uniqueIndex('personal_data_requests_export_uq')
      .on(t.user_id)
      .where(sql`${t.kind} = 'export' and ${t.status} in ('pending', 'running')`),
    uniqueIndex('personal_data_requests_erasure_uq')
      .on(t.user_id)
      .where(sql`${t.kind} = 'erasure' and ${t.status} = 'scheduled'`),
  ],
);
