import type { TCalendarItem } from '@ankur/shared/schemas/calendar';
import { and, asc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventRegistrations, events } from '../../db/schema/events.ts';
import type { CalendarItemSource } from '../calendar/index.ts';
import { outsideBetween } from './outside.repository.ts';

/**
 * Events in the calendar (issue 23): the calendar module asks its registered sources for a
 * user's items (calendar-sources.ts). Two sources here: my registrations on this platform
 * (confirmed, pending or waitlisted, for events that are published, postponed or completed) and my
 * outside registrations. Both show in GET calendar and the private iCal feed.
 */

const SHOWN_REGISTRATIONS = ['confirmed', 'pending', 'waitlisted'];
const SHOWN_EVENTS = ['published', 'postponed', 'completed'];
const iso = (v: string) => new Date(v).toISOString();

/** My registrations' events overlapping [from, to). One query. */
export async function myEventsBetween(tx: Db, userId: number, from: string, to: string) {
  return tx
    .select({
      event_id: events.event_id,
      title: events.title,
      summary: events.summary,
      format: events.format,
      venue_name: events.venue_name,
      city: events.city,
      starts_at: events.starts_at,
      ends_at: events.ends_at,
      event_status: events.status,
      status: eventRegistrations.status,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.event_id, eventRegistrations.event_id))
    .where(
      and(
        eq(eventRegistrations.user_id, userId),
        inArray(eventRegistrations.status, SHOWN_REGISTRATIONS),
        inArray(events.status, SHOWN_EVENTS),
        isNull(events.deleted_at),
        lt(events.starts_at, to),
        gt(events.ends_at, from),
      ),
    )
    .orderBy(asc(events.starts_at), asc(events.event_id));
}

type EventRow = Awaited<ReturnType<typeof myEventsBetween>>[number];

/** The calendar item of one of my registrations: "(waitlisted)", "(awaiting approval)", "(postponed)". */
export function eventItem(r: EventRow): TCalendarItem {
  const kind = r.status === 'waitlisted' ? 'event-waitlisted' : r.status === 'pending' ? 'event-pending' : 'event';
  const notes = [
    r.status === 'waitlisted' ? 'waitlisted' : r.status === 'pending' ? 'awaiting approval' : null,
    r.event_status === 'postponed' ? 'postponed' : null,
  ].filter(Boolean);
  const place = r.format === 'online' ? 'Online' : [r.venue_name, r.city].filter(Boolean).join(', ');
  return {
    id: `event:${r.event_id}`,
    source: 'event',
    kind,
    title: notes.length ? `${r.title} (${notes.join(', ')})` : r.title,
    name: r.title,
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
    all_day: false,
    link: `/events/${r.event_id}`,
    location: place || null,
    description: r.summary || null,
    editable: false,
    reminder_minutes: null,
  };
}

export const eventCalendarSource: CalendarItemSource = {
  source: 'event',
  itemsBetween: async (tx, userId, from, to) => (await myEventsBetween(tx, userId, from, to)).map(eventItem),
};

export const outsideCalendarSource: CalendarItemSource = {
  source: 'outside',
  itemsBetween: async (tx, userId, from, to) =>
    (await outsideBetween(tx, userId, iso(from), iso(to))).map((r) => ({
      id: `outside:${r.outside_id}`,
      source: 'outside',
      kind: 'outside-event',
      title: r.title,
      name: r.title,
      starts_at: iso(r.starts_at),
      ends_at: iso(r.ends_at),
      all_day: false,
      link: '/outside-registrations',
      location: r.location || null,
      description: [r.organiser && `Organised by ${r.organiser}`, r.url, r.notes].filter(Boolean).join('\n') || null,
      editable: false,
      reminder_minutes: null,
    })),
};
