import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/**
 * Events' personal data, the rest of it (decision 35's registry): a person's feedback and the
 * events they noted as booked elsewhere are exported and, on erasure, deleted (the report's
 * averages then leave them out).
 */
const rows = async (tx: Db, q: ReturnType<typeof sql>) =>
  ((await tx.execute(q)) as unknown as { rows: unknown[] }).rows;

const EVENTS_OPS: PersonalDataSource = {
  name: 'events-feedback-outside',
  tables: ['event_feedback', 'outside_registrations'],
  scope: 'tenant',
  export: async (tx, userId) => ({
    feedback: await rows(
      tx,
      sql`select f.event_id, e.title as event_title, f.rating, f.comment, f.recommend, f.created_at
        from event_feedback f join events e on e.event_id = f.event_id where f.user_id = ${userId}
        order by f.feedback_id`,
    ),
    outside_registrations: await rows(
      tx,
      sql`select title, url, starts_at, ends_at, location, organiser, notes, created_at
        from outside_registrations where user_id = ${userId} order by outside_id`,
    ),
  }),
  erase: async (tx, userId) => {
    await tx.execute(sql`delete from event_feedback where user_id = ${userId}`);
    await tx.execute(sql`delete from outside_registrations where user_id = ${userId}`);
  },
};

export function registerEventsOpsPersonalData(): void {
  registerPersonalData(EVENTS_OPS);
}
