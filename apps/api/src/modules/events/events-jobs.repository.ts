import { EVENT_REMINDER_MINUTES } from '@ankur/shared/schemas/events';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventFeedback, eventRegistrations, events } from '../../db/schema/events.ts';

/**
 * What the event jobs read and write (events.jobs.ts): reminder jobs for confirmed registrations in
 * one statement per reminder time, and the rows the handlers check before they speak. Inside the
 * caller's tenant transaction.
 */

/**
 * Upserts the 'event.reminder' jobs (key registration:ID:MINUTES) of the event's confirmed
 * registrations (all, or those given) whose reminder time is still after `now`.
 */
export async function upsertReminderJobs(
  tx: Db,
  kind: string,
  tenantId: string,
  eventId: number,
  now: Date,
  registrationIds?: number[],
): Promise<void> {
  const only = registrationIds?.length
    ? sql`and r.registration_id in (${sql.join(
        registrationIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  for (const minutes of EVENT_REMINDER_MINUTES) {
    await tx.execute(sql`
      insert into jobs (kind, tenant_id, key, payload, run_at)
      select ${kind}, ${tenantId}, 'registration:' || r.registration_id || ':' || ${minutes}::int,
        jsonb_build_object('registrationId', r.registration_id, 'minutes', ${minutes}::int,
          'startsAt', to_char(e.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
        e.starts_at - make_interval(mins => ${minutes}::int)
      from event_registrations r join events e on e.event_id = r.event_id
      where r.event_id = ${eventId} and r.status = 'confirmed' and e.status = 'published' and e.deleted_at is null
        and e.starts_at - make_interval(mins => ${minutes}::int) > ${now.toISOString()}::timestamptz ${only}
      on conflict (kind, coalesce(tenant_id, ''), key)
      do update set payload = excluded.payload, run_at = excluded.run_at, attempts = 0, locked_until = null, last_error = null`);
  }
}

export async function eventTimes(tx: Db, eventId: number) {
  const [row] = await tx
    .select({ title: events.title, status: events.status, starts_at: events.starts_at, ends_at: events.ends_at })
    .from(events)
    .where(and(eq(events.event_id, eventId), isNull(events.deleted_at)));
  return row;
}

/** A registration with what its reminder says. */
export async function registrationForReminder(tx: Db, registrationId: number) {
  const [row] = await tx
    .select({
      user_id: eventRegistrations.user_id,
      status: eventRegistrations.status,
      event_id: events.event_id,
      title: events.title,
      event_status: events.status,
      starts_at: events.starts_at,
      time_zone: events.time_zone,
      format: events.format,
      venue_name: events.venue_name,
      city: events.city,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.event_id, eventRegistrations.event_id))
    .where(and(eq(eventRegistrations.registration_id, registrationId), isNull(events.deleted_at)));
  return row;
}

/** The event's confirmed ticket holders (checked in or not) who have given no feedback. */
export async function holdersWithoutFeedback(tx: Db, eventId: number): Promise<number[]> {
  const rows = await tx
    .select({ user_id: eventRegistrations.user_id })
    .from(eventRegistrations)
    .leftJoin(
      eventFeedback,
      and(
        eq(eventFeedback.event_id, eventRegistrations.event_id),
        eq(eventFeedback.user_id, eventRegistrations.user_id),
      ),
    )
    .where(
      and(
        eq(eventRegistrations.event_id, eventId),
        eq(eventRegistrations.status, 'confirmed'),
        isNull(eventFeedback.feedback_id),
      ),
    );
  return rows.map((r) => r.user_id);
}
