import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/**
 * Events' personal data (decision 35's registry), ev-api's part: a person's registrations are
 * exported and, on erasure, deleted — the seats they held and their places in waitlists leave the
 * counters in the same transaction (nobody is promoted by an erasure; the next cancellation does).
 * Events they organised are exported and stay, under the tombstone's "Former member"; check-ins and
 * decisions they made for others lose their name. (Feedback and outside registrations: ev-ops.)
 */
const rows = async (tx: Db, q: ReturnType<typeof sql>) =>
  ((await tx.execute(q)) as unknown as { rows: unknown[] }).rows;

const EVENTS: PersonalDataSource = {
  name: 'events',
  tables: ['events', 'event_registrations'],
  scope: 'tenant',
  export: async (tx, userId) => ({
    organised: await rows(
      tx,
      sql`select event_id, title, summary, format, city, starts_at, ends_at, status, created_at
        from events where organiser_id = ${userId} and deleted_at is null order by event_id`,
    ),
    registrations: await rows(
      tx,
      sql`select r.registration_id, r.event_id, e.title as event_title, r.status, r.answers, r.payment_status,
          r.payment_ref, r.checked_in_at, r.created_at, r.updated_at
        from event_registrations r join events e on e.event_id = r.event_id
        where r.user_id = ${userId} order by r.registration_id`,
    ),
  }),
  erase: async (tx, userId) => {
    await tx.execute(sql`update events e set
        confirmed_count = e.confirmed_count - x.confirmed,
        waitlist_count = e.waitlist_count - x.waitlisted,
        checked_in_count = e.checked_in_count - x.checked_in
      from (select event_id,
          count(*) filter (where status = 'confirmed')::int as confirmed,
          count(*) filter (where status = 'waitlisted')::int as waitlisted,
          count(*) filter (where status = 'confirmed' and checked_in_at is not null)::int as checked_in
        from event_registrations where user_id = ${userId} group by event_id) x
      where e.event_id = x.event_id`);
    await tx.execute(sql`update event_ticket_types t set confirmed_count = t.confirmed_count - x.n
      from (select ticket_type_id, count(*)::int as n from event_registrations
        where user_id = ${userId} and status = 'confirmed' group by ticket_type_id) x
      where t.ticket_type_id = x.ticket_type_id`);
    await tx.execute(sql`update event_registrations set checked_in_by = null where checked_in_by = ${userId}`);
    await tx.execute(sql`update event_registrations set decided_by = null where decided_by = ${userId}`);
    await tx.execute(sql`delete from event_registrations where user_id = ${userId}`);
  },
};

export function registerEventsPersonalData(): void {
  registerPersonalData(EVENTS);
}
