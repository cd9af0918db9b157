import { and, count, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventFeedback, eventRegistrations, events, eventTicketTypes } from '../../db/schema/events.ts';

/**
 * Feedback and the organiser's report (issue 23): reads and writes event_feedback and reads the
 * event's registrations for the report. Inside the caller's withTenant() transaction.
 */

/** The event as feedback and the report need it (not deleted). */
export async function eventForFeedback(tx: Db, eventId: number) {
  const [row] = await tx
    .select({
      event_id: events.event_id,
      title: events.title,
      status: events.status,
      ends_at: events.ends_at,
      time_zone: events.time_zone,
      organiser_id: events.organiser_id,
    })
    .from(events)
    .where(and(eq(events.event_id, eventId), isNull(events.deleted_at)));
  return row;
}

/** The person's registration status on the event, if any. */
export async function registrationStatus(tx: Db, eventId: number, userId: number): Promise<string | null> {
  const [row] = await tx
    .select({ status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.event_id, eventId), eq(eventRegistrations.user_id, userId)));
  return row?.status ?? null;
}

export async function hasFeedback(tx: Db, eventId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: eventFeedback.feedback_id })
    .from(eventFeedback)
    .where(and(eq(eventFeedback.event_id, eventId), eq(eventFeedback.user_id, userId)));
  return Boolean(row);
}

/** Inserts the feedback; undefined when the person already gave some (the unique index decides). */
export async function insertFeedback(
  tx: Db,
  values: { event_id: number; user_id: number; rating: number; comment: string; recommend: boolean | null },
) {
  const [row] = await tx.insert(eventFeedback).values(values).onConflictDoNothing().returning();
  return row;
}

/** Registrations per status, and the confirmed ones checked in. One query. */
export async function statusCounts(tx: Db, eventId: number) {
  return tx
    .select({
      status: eventRegistrations.status,
      n: count(),
      checked_in: sql<number>`count(${eventRegistrations.checked_in_at})::int`,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.event_id, eventId))
    .groupBy(eventRegistrations.status);
}

/** Confirmed and checked-in seats per ticket type (retired types only when they hold some). */
export async function perTicketType(tx: Db, eventId: number) {
  const rows = await tx
    .select({
      name: eventTicketTypes.name,
      retired: eventTicketTypes.retired,
      confirmed: sql<number>`count(${eventRegistrations.registration_id}) filter (where ${eventRegistrations.status} = 'confirmed')::int`,
      checked_in: sql<number>`count(${eventRegistrations.checked_in_at}) filter (where ${eventRegistrations.status} = 'confirmed')::int`,
    })
    .from(eventTicketTypes)
    .leftJoin(eventRegistrations, eq(eventRegistrations.ticket_type_id, eventTicketTypes.ticket_type_id))
    .where(eq(eventTicketTypes.event_id, eventId))
    .groupBy(eventTicketTypes.ticket_type_id)
    .orderBy(eventTicketTypes.sort_order, eventTicketTypes.ticket_type_id);
  return rows.filter((r) => !r.retired || r.confirmed > 0);
}

/** New registrations per day in the event's time zone, oldest first. */
export async function registrationsByDay(tx: Db, eventId: number, timeZone: string) {
  const day = sql<string>`to_char(${eventRegistrations.created_at} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return (
    tx
      .select({ day, count: sql<number>`count(*)::int` })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.event_id, eventId))
      // by position: the zone is a parameter, and each mention of it would be a new one
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}

/** Ratings 1..5 with their counts, and the recommend answers. One query. */
export async function feedbackSummary(tx: Db, eventId: number) {
  return tx
    .select({
      rating: eventFeedback.rating,
      n: sql<number>`count(*)::int`,
      yes: sql<number>`count(*) filter (where ${eventFeedback.recommend})::int`,
      answered: sql<number>`count(${eventFeedback.recommend})::int`,
    })
    .from(eventFeedback)
    .where(eq(eventFeedback.event_id, eventId))
    .groupBy(eventFeedback.rating);
}

/** The latest written comments (no names: feedback is anonymous to organisers). */
export async function latestComments(tx: Db, eventId: number, limit: number) {
  return tx
    .select({ rating: eventFeedback.rating, comment: eventFeedback.comment, created_at: eventFeedback.created_at })
    .from(eventFeedback)
    .where(and(eq(eventFeedback.event_id, eventId), ne(eventFeedback.comment, ''), isNotNull(eventFeedback.comment)))
    .orderBy(desc(eventFeedback.created_at), desc(eventFeedback.feedback_id))
    .limit(limit);
}
