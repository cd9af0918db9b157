import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations, events, eventTicketTypes } from '../../db/schema/events.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSessionToken, createUser, inTenant, signInAdmin } from '../../test/factories.ts';
import { askForFeedback } from './events.jobs.ts';

/** After an event (issue 23): feedback from attendees once within 14 days; the organiser's report. */
describe('events: feedback and report', () => {
  let t: TestApp;
  const clock = manualClock(new Date(Math.floor(Date.now() / 60_000) * 60_000));
  const hours = (h: number) => new Date(clock.now().getTime() + h * 36e5).toISOString();
  const ids: Record<string, number> = {};
  const auth: Record<string, string> = {};
  let admin: string;
  let ended: number;
  let longAgo: number;
  let upcoming: number;

  const call = (method: 'GET' | 'POST', url: string, who: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: { [who === 'admin' ? 'cookie' : 'authorization']: who === 'admin' ? admin : auth[who]! },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** An event of the organiser with one ticket type, and registrations (user → status, checked in). */
  const makeEvent = (
    title: string,
    startsIn: number,
    regs: Array<[string, string, boolean?]>,
    status = 'published',
  ): Promise<number> =>
    inTenant(t.database.db, async (tx) => {
      const [e] = await tx
        .insert(events)
        .values({
          title,
          format: 'in_person',
          venue_name: 'T-Hub',
          city: 'Hyderabad',
          starts_at: hours(startsIn),
          ends_at: hours(startsIn + 3),
          status,
          organiser_id: ids.organiser!,
        })
        .returning({ id: events.event_id });
      const [tt] = await tx
        .insert(eventTicketTypes)
        .values({ event_id: e!.id, name: 'General admission' })
        .returning({ id: eventTicketTypes.ticket_type_id });
      if (regs.length) {
        await tx.insert(eventRegistrations).values(
          regs.map(([who, st, inside]) => ({
            event_id: e!.id,
            user_id: ids[who]!,
            ticket_type_id: tt!.id,
            status: st,
            ticket_code: randomBytes(12).toString('base64url'),
            checked_in_at: inside ? hours(startsIn) : null,
          })),
        );
      }
      return e!.id;
    });

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    for (const name of ['organiser', 'asha', 'kiran', 'ravi', 'stranger']) {
      ids[name] = await createUser(t.database.db, `fb${name}`);
      auth[name] = `Bearer ${await createSessionToken(t.database.db, ids[name]!)}`;
    }
    admin = await signInAdmin(t.app);
    ended = await makeEvent('Pitch practice night', -5, [
      ['asha', 'confirmed', true],
      ['kiran', 'confirmed'],
      ['ravi', 'waitlisted'],
    ]);
    longAgo = await makeEvent('Monsoon founders mixer', -24 * 15, [['asha', 'confirmed', true]]);
    upcoming = await makeEvent('Founder office hours', 24, [['asha', 'confirmed']]);
  });
  afterAll(() => t.close());

  it('a confirmed registrant gives feedback once after the end; others are refused with the reason', async () => {
    const good = { rating: 5, comment: 'Sharp feedback from the T-Hub mentors.', recommend: true };
    const bad = await call('POST', `events/${ended}/feedback`, 'asha', { rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('rating');
    // not yet over, over too long ago, only waitlisted, never registered
    expect((await call('POST', `events/${upcoming}/feedback`, 'asha', good)).statusCode).toBe(403);
    const old = await call('POST', `events/${longAgo}/feedback`, 'asha', good);
    expect(old.statusCode).toBe(403);
    expect(old.json().message).toBe('Feedback is open to attendees for 14 days after the event');
    expect((await call('POST', `events/${ended}/feedback`, 'ravi', good)).statusCode).toBe(403);
    expect((await call('POST', `events/${ended}/feedback`, 'stranger', good)).statusCode).toBe(404);

    const given = await call('POST', `events/${ended}/feedback`, 'asha', good);
    expect(given.statusCode).toBe(201);
    expect(given.json()).toMatchObject({ event_id: ended, rating: 5, recommend: true });
    const twice = await call('POST', `events/${ended}/feedback`, 'asha', { rating: 1 });
    expect(twice.statusCode).toBe(409);
    expect((await call('POST', `events/${ended}/feedback`, 'kiran', { rating: 3, recommend: false })).statusCode).toBe(
      201,
    );
  });

  it('the report counts registrations, attendance and feedback for the organiser and Event updaters only', async () => {
    expect((await call('GET', `events/${ended}/report`, 'stranger')).statusCode).toBe(403);
    expect((await call('GET', 'events/999999/report', 'organiser')).statusCode).toBe(404);
    const res = await call('GET', `events/${ended}/report`, 'organiser');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.attendance).toEqual({ event_id: ended, confirmed: 2, checked_in: 1, waitlisted: 1, pending: 0 });
    expect(report.per_ticket_type).toEqual([{ name: 'General admission', confirmed: 2, checked_in: 1 }]);
    expect(report.registrations_by_day.reduce((a: number, d: { count: number }) => a + d.count, 0)).toBe(3);
    expect(report.feedback).toMatchObject({
      count: 2,
      average: 4,
      distribution: [0, 0, 1, 0, 1],
      recommend_percent: 50,
    });
    expect(report.feedback.comments).toEqual([
      expect.objectContaining({ rating: 5, comment: 'Sharp feedback from the T-Hub mentors.' }),
    ]);
    expect((await call('GET', `events/${ended}/report`, 'admin')).statusCode).toBe(200);
  });

  it('the feedback job asks confirmed ticket holders who have not answered, if the event still ends then', async () => {
    const other = await makeEvent('Women in Deep Tech meetup', -4, [
      ['asha', 'confirmed'],
      ['kiran', 'cancelled'],
      ['ravi', 'confirmed'],
    ]);
    const asked = () =>
      inTenant(t.database.db, (tx) =>
        tx
          .select({ user_id: notifications.user_id })
          .from(notifications)
          .where(sql`${notifications.title} = 'How was Women in Deep Tech meetup?'`),
      );
    // planned for another end (the event moved): nothing
    await askForFeedback(t.database.db, 'BHARATSTARTUPSUMMIT', { eventId: other, endsAt: hours(-100) });
    expect(await asked()).toEqual([]);
    await askForFeedback(t.database.db, 'BHARATSTARTUPSUMMIT', {
      eventId: other,
      endsAt: new Date(hours(-1)).toISOString(),
    });
    expect((await asked()).map((r) => r.user_id).sort()).toEqual([ids.asha, ids.ravi].sort());
  });
});
