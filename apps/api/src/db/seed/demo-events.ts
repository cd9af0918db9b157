import { randomBytes } from 'node:crypto';
import { isoDateIn } from '@ankur/shared/plan-schedule';
import { EVENT_DEFAULT_TIME_ZONE } from '@ankur/shared/schemas/events';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { eventFeedback, eventRegistrations, events, eventTicketTypes, outsideRegistrations } from '../schema/events.ts';
import { users } from '../schema/identity.ts';
import { DEMO_EVENTS, DEMO_OUTSIDE, type DemoEvent } from './demo-events-data.ts';

/**
 * The events' demo (issue 23, SEED_DEMO): the events of demo-events-data.ts — upcoming, full with a
 * waitlist, awaiting approval, past with attendance and feedback, a draft and a cancelled one —
 * with ticket types, registrations and ticket codes for the demo people and the administrator, and
 * the administrator's two outside registrations. Dates are relative to the seeding day, in India's
 * time. One insert per table; the seat ledger (confirmed, waitlisted, checked-in counts) is written
 * to match the registrations. Runs once (nothing is added when there are events). The search index
 * is built from the module's source when the server starts.
 */

const DAY_MS = 86_400_000;

/** The instant of an IST wall-clock time `days` from the seeding day. */
export function istAt(now: Date, days: number, time: string): string {
  const today = isoDateIn(now, EVENT_DEFAULT_TIME_ZONE);
  return new Date(Date.parse(`${today}T${time}:00+05:30`) + days * DAY_MS).toISOString();
}

const ticketCode = () => randomBytes(18).toString('base64url');

export async function seedDemoEvents(db: Db, adminEmail: string, now = new Date()): Promise<void> {
  const [known] = await db.select({ n: sql<number>`count(*)::int` }).from(events);
  if ((known?.n ?? 0) > 0) return;
  const names = [...new Set(DEMO_EVENTS.flatMap((e) => [e.organiser, ...e.registrations.map((r) => r.who)]))];
  const people = await db
    .select({ id: users.user_id, username: users.username })
    .from(users)
    .where(inArray(users.username, names));
  const [admin] = await db.select({ id: users.user_id }).from(users).where(eq(users.email, adminEmail));
  if (!admin) return;
  const idOf = new Map(people.map((p) => [p.username, p.id]));
  idOf.set('admin', admin.id);
  const who = (name: string) => idOf.get(name);
  // an event whose organiser is missing (a trimmed demo) is left out; so are registrations of missing people
  const chosen = DEMO_EVENTS.filter((e) => who(e.organiser));
  const regsOf = (e: DemoEvent) => e.registrations.filter((r) => who(r.who));
  const startOf = (e: DemoEvent) => istAt(now, e.day, e.times[0]);
  const endOf = (e: DemoEvent) => istAt(now, e.endDay ?? e.day, e.times[1]);
  const at = (e: DemoEvent, s: [string, string]) => [istAt(now, e.day, s[0]), istAt(now, e.day, s[1])] as const;
  const count = (e: DemoEvent, test: (r: DemoEvent['registrations'][number]) => boolean) =>
    regsOf(e).filter(test).length;

  const eventRows = await db
    .insert(events)
    .values(
      chosen.map((e) => ({
        title: e.title,
        summary: e.summary,
        description_html: e.body,
        description_text: e.body
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
        format: e.format,
        venue_name: e.venue?.[0] ?? '',
        venue_address: e.venue?.[1] ?? '',
        city: e.city ?? '',
        state: e.state ?? '',
        online_url: e.online_url ?? null,
        starts_at: startOf(e),
        ends_at: endOf(e),
        time_zone: EVENT_DEFAULT_TIME_ZONE,
        capacity: e.capacity ?? null,
        approval_required: e.approval ?? false,
        visibility: e.visibility ?? 'members',
        community: e.community ?? false,
        topics: e.topics,
        hubs: e.hubs,
        speakers: e.speakers ?? [],
        sessions: (e.sessions ?? []).map((s) => {
          const [starts, ends] = at(e, s.at);
          return {
            title: s.title,
            description: s.description ?? '',
            starts_at: starts,
            ends_at: ends,
            location: s.location ?? '',
            speaker_indexes: s.speakers ?? [],
          };
        }),
        questions: e.questions ?? [],
        status: e.status,
        status_note: e.status_note ?? null,
        confirmed_count: count(e, (r) => r.status === 'confirmed'),
        waitlist_count: count(e, (r) => r.status === 'waitlisted'),
        checked_in_count: count(e, (r) => r.status === 'confirmed' && Boolean(r.checkedIn)),
        organiser_id: who(e.organiser)!,
        published_at: e.status === 'draft' ? null : new Date(Date.parse(startOf(e)) - 30 * DAY_MS).toISOString(),
      })),
    )
    .returning({ id: events.event_id });

  const ticketRows = await db
    .insert(eventTicketTypes)
    .values(
      chosen.flatMap((e, i) =>
        e.tickets.map((t, order) => ({
          event_id: eventRows[i]!.id,
          name: t.name,
          description: t.description ?? '',
          price_paise: t.price_paise ?? 0,
          capacity: t.capacity ?? null,
          confirmed_count: count(e, (r) => r.status === 'confirmed' && (r.ticket ?? 0) === order),
          sort_order: order,
        })),
      ),
    )
    .returning({ id: eventTicketTypes.ticket_type_id, event_id: eventTicketTypes.event_id });
  const ticketOf = (eventId: number, order: number) => ticketRows.filter((t) => t.event_id === eventId)[order]!.id;

  const registrations = chosen.flatMap((e, i) =>
    regsOf(e).map((r) => {
      const eventId = eventRows[i]!.id;
      const created = new Date(now.getTime() - (r.daysAgo ?? 1) * DAY_MS - 3_600_000).toISOString();
      const paid = (e.tickets[r.ticket ?? 0]?.price_paise ?? 0) > 0;
      return {
        event_id: eventId,
        user_id: who(r.who)!,
        ticket_type_id: ticketOf(eventId, r.ticket ?? 0),
        status: r.status,
        answers: r.answers ?? {},
        ticket_code: ticketCode(),
        waitlist_seq: r.status === 'waitlisted' ? sql`nextval('event_waitlist_seq')` : null,
        payment_status: paid ? (r.status === 'confirmed' ? 'paid' : 'pending') : 'none',
        payment_ref:
          paid && r.status === 'confirmed' ? `UTR${String(4_810_000_000 + i * 97 + (r.daysAgo ?? 0))}` : null,
        checked_in_at: r.checkedIn ? istAt(now, e.day, e.times[0]) : null,
        checked_in_by: r.checkedIn ? who(e.organiser)! : null,
        cancelled_at: r.status === 'cancelled' ? created : null,
        created_at: created,
        updated_at: created,
      };
    }),
  );
  if (registrations.length) await db.insert(eventRegistrations).values(registrations);

  const feedback = chosen.flatMap((e, i) =>
    (e.feedback ?? [])
      .filter((f) => who(f.who))
      .map((f, n) => ({
        event_id: eventRows[i]!.id,
        user_id: who(f.who)!,
        rating: f.rating,
        comment: f.comment,
        recommend: f.recommend,
        created_at: new Date(Date.parse(endOf(e)) + (n + 1) * 5 * 3_600_000).toISOString(),
      })),
  );
  if (feedback.length) await db.insert(eventFeedback).values(feedback);

  await db.insert(outsideRegistrations).values(
    DEMO_OUTSIDE.map((o) => ({
      user_id: admin.id,
      title: o.title,
      url: o.url,
      starts_at: istAt(now, o.day, o.times[0]),
      ends_at: istAt(now, o.day, o.times[1]),
      location: o.location,
      organiser: o.organiser,
      notes: o.notes,
    })),
  );
}
