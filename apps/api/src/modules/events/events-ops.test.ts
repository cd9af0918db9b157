import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations, events, eventTicketTypes } from '../../db/schema/events.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSessionToken, createUser, inTenant } from '../../test/factories.ts';
import { EVENT_REMINDER_JOB, scheduleEventReminders } from './events.jobs.ts';
import { syncEventSearch } from './events-search.repository.ts';

const TENANT = 'BHARATSTARTUPSUMMIT';

/** Events around the core (issue 23): in my calendar and its feed, reminders, the one search index. */
describe('events: calendar, reminders and search', () => {
  let t: TestApp;
  const clock = manualClock(new Date(Math.floor(Date.now() / 60_000) * 60_000));
  const hours = (h: number) => new Date(clock.now().getTime() + h * 36e5).toISOString();
  const ids: Record<string, number> = {};
  const auth: Record<string, string> = {};
  let summit: number;
  let draft: number;

  const call = (method: 'GET' | 'POST', url: string, who?: string) =>
    t.app.inject({ method, url: `/api/${url}`, headers: who ? { authorization: auth[who]! } : {} });

  const makeEvent = (
    values: { title: string; startsIn: number; status?: string; visibility?: string },
    regs: Array<[string, string]>,
  ): Promise<number> =>
    inTenant(t.database.db, async (tx) => {
      const [e] = await tx
        .insert(events)
        .values({
          title: values.title,
          summary: 'Founders, investors and policy makers at BIEC, Bengaluru',
          description_text: 'Keynotes on deep tech manufacturing and a Startup India seed fund clinic.',
          format: 'in_person',
          venue_name: 'BIEC',
          city: 'Bengaluru',
          starts_at: hours(values.startsIn),
          ends_at: hours(values.startsIn + 8),
          status: values.status ?? 'published',
          visibility: values.visibility ?? 'members',
          organiser_id: ids.organiser!,
          speakers: [{ user_id: null, name: 'Kavya Raghunathan', title: 'Partner', organisation: 'Kalaari', bio: '' }],
        })
        .returning({ id: events.event_id });
      const [tt] = await tx
        .insert(eventTicketTypes)
        .values({ event_id: e!.id, name: 'Delegate' })
        .returning({ id: eventTicketTypes.ticket_type_id });
      if (regs.length) {
        await tx.insert(eventRegistrations).values(
          regs.map(([who, status]) => ({
            event_id: e!.id,
            user_id: ids[who]!,
            ticket_type_id: tt!.id,
            status,
            ticket_code: randomBytes(12).toString('base64url'),
          })),
        );
      }
      return e!.id;
    });

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    for (const name of ['organiser', 'asha', 'kiran', 'ravi', 'meera']) {
      ids[name] = await createUser(t.database.db, `ops${name}`);
      auth[name] = `Bearer ${await createSessionToken(t.database.db, ids[name]!)}`;
    }
    // starts in 25 hours: the day-before reminder is an hour away, the hour-before one a day away
    summit = await makeEvent({ title: 'Bharat Startup Summit 2026', startsIn: 25 }, [
      ['asha', 'confirmed'],
      ['kiran', 'confirmed'],
      ['ravi', 'waitlisted'],
      ['meera', 'cancelled'],
    ]);
    draft = await makeEvent({ title: 'Unannounced draft summit', startsIn: 30, status: 'draft' }, [
      ['asha', 'confirmed'],
    ]);
  });
  afterAll(() => t.close());

  it('my registrations show in my calendar and my private feed, waitlisted ones marked; drafts and cancelled ones do not', async () => {
    const range = `from=${encodeURIComponent(hours(0))}&to=${encodeURIComponent(hours(24 * 7))}`;
    const mine = async (who: string) => (await call('GET', `calendar?${range}`, who)).json().items;
    expect(await mine('asha')).toEqual([
      expect.objectContaining({
        id: `event:${summit}`,
        source: 'event',
        kind: 'event',
        title: 'Bharat Startup Summit 2026',
        link: `/events/${summit}`,
        location: 'BIEC, Bengaluru',
        editable: false,
      }),
    ]);
    expect(await mine('ravi')).toEqual([
      expect.objectContaining({ kind: 'event-waitlisted', title: 'Bharat Startup Summit 2026 (waitlisted)' }),
    ]);
    expect(await mine('meera')).toEqual([]);
    expect(draft).toBeGreaterThan(0);

    const made = await call('POST', 'calendar/feed', 'asha');
    expect(made.statusCode, made.body).toBe(201);
    const ics = await t.app.inject({ method: 'GET', url: new URL(made.json().url).pathname });
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('SUMMARY:Bharat Startup Summit 2026');
    expect(ics.body).toContain(`UID:event-${summit}@`);
    expect(ics.body).not.toContain('Unannounced draft summit');
  });

  it('published events are found by who may see them; drafts and cancelled ones are not', async () => {
    const open = await makeEvent({ title: 'Pitch practice night at T-Hub', startsIn: 48, visibility: 'public' }, []);
    await inTenant(t.database.db, (tx) => syncEventSearch(tx, [summit, draft, open]));
    const found = async (q: string, who?: string) =>
      (
        (await call('GET', `search?q=${encodeURIComponent(q)}`, who)).json().groups as Array<{
          kind: string;
          items: { title: string; url: string }[];
        }>
      )
        .filter((g) => g.kind === 'event')
        .flatMap((g) => g.items.map((i) => i.title));
    expect(await found('Kalaari summit', 'kiran')).toEqual(['Bharat Startup Summit 2026']);
    // members-only: not for a visitor; a public one is
    expect(await found('Bharat Startup Summit')).not.toContain('Bharat Startup Summit 2026');
    expect(await found('pitch practice')).toContain('Pitch practice night at T-Hub');
    expect(await found('unannounced draft', 'asha')).toEqual([]);
    await inTenant(t.database.db, async (tx) => {
      await tx.update(events).set({ status: 'cancelled' }).where(eq(events.event_id, open));
      await syncEventSearch(tx, [open]);
    });
    expect(await found('pitch practice')).not.toContain('Pitch practice night at T-Hub');
  });

  it('reminders a day and an hour before reach confirmed registrants still confirmed, for an event still on', async () => {
    await inTenant(t.database.db, (tx) => scheduleEventReminders(tx, TENANT, summit, clock.now()));
    const jobs = (
      (await t.database.db.execute(
        sql`select key from jobs where kind = ${EVENT_REMINDER_JOB} order by key`,
      )) as unknown as { rows: { key: string }[] }
    ).rows.map((r) => r.key);
    const reg = async (who: string) =>
      (
        await inTenant(t.database.db, (tx) =>
          tx
            .select({ id: eventRegistrations.registration_id })
            .from(eventRegistrations)
            .where(sql`${eventRegistrations.user_id} = ${ids[who]!} and ${eventRegistrations.event_id} = ${summit}`),
        )
      )[0]!.id;
    const asha = await reg('asha');
    const kiran = await reg('kiran');
    expect(jobs).toEqual(
      [
        `registration:${asha}:1440`,
        `registration:${asha}:60`,
        `registration:${kiran}:1440`,
        `registration:${kiran}:60`,
      ].sort(),
    );
    const told = () =>
      inTenant(t.database.db, (tx) =>
        tx
          .select({ user_id: notifications.user_id, title: notifications.title, link: notifications.link })
          .from(notifications)
          .where(sql`${notifications.type} = 'event'`)
          .orderBy(notifications.notification_id),
      );
    clock.advance(61 * 60_000);
    await t.app.jobs.runDue();
    expect(await told()).toEqual([
      expect.objectContaining({ title: 'Tomorrow: Bharat Startup Summit 2026', link: `/events/${summit}` }),
      expect.objectContaining({ title: 'Tomorrow: Bharat Startup Summit 2026' }),
    ]);
    // Kiran cancels; the hour-before reminder reaches Asha alone
    await inTenant(t.database.db, (tx) =>
      tx.update(eventRegistrations).set({ status: 'cancelled' }).where(eq(eventRegistrations.registration_id, kiran)),
    );
    clock.advance(23 * 60 * 60_000);
    await t.app.jobs.runDue();
    const hour = (await told()).filter((n) => n.title.startsWith('In an hour'));
    expect(hour).toEqual([
      expect.objectContaining({ user_id: ids.asha, title: 'In an hour: Bharat Startup Summit 2026' }),
    ]);
    // at the end the ticket holders still holding one are asked for feedback
    clock.advance(9 * 60 * 60_000);
    await t.app.jobs.runDue();
    const asked = (await told()).filter((n) => n.title.startsWith('How was'));
    expect(asked.map((n) => n.user_id)).toEqual([ids.asha]);
  });
});
