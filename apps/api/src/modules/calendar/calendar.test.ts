import { CALENDAR_ERRORS, type TCalendarItem } from '@ankur/shared/schemas/calendar';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courses,
  learningPlans,
  modules,
  planItems,
  programEnrollments,
  programs,
  units,
} from '../../db/schema/programs.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSessionToken, createUser, inTenant } from '../../test/factories.ts';

/**
 * The calendar (issue 9): personal entries (own only, in the session's tenant), the dates of
 * enrolled programs and the weeks of learning plans in one list, and a .ics file per entry.
 */
describe('calendar', () => {
  let t: TestApp;
  let asha: { id: number; auth: string };
  let ravi: { id: number; auth: string };
  let ashaElsewhere: string;
  const OTHER = 'CALTESTORG';
  let programId: number;
  let planId: number;
  let itemId: number;

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, auth?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: auth ? { authorization: auth } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const person = async (name: string) => {
    const id = await createUser(t.database.db, name);
    return { id, auth: `Bearer ${await createSessionToken(t.database.db, id)}` };
  };
  const items = async (auth: string, from = '2026-11-30T00:00:00Z', to = '2027-01-04T00:00:00Z') => {
    const res = await call('GET', `calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as TCalendarItem[];
  };
  const meeting = {
    title: 'Mentor call',
    starts_at: '2026-12-10T09:30:00+05:30',
    ends_at: '2026-12-10T10:30:00+05:30',
    location: 'Room 4',
    description: 'Bring the pitch deck',
    reminder_minutes: 15,
  };

  beforeAll(async () => {
    t = await createTestApp();
    asha = await person('cal_asha');
    ravi = await person('cal_ravi');
    await t.database.db
      .insert(tenants)
      .values({ tenant_id: OTHER, tenant_type: 'organisation', tenant_name: 'cal-test', display_name: 'C' });
    ashaElsewhere = `Bearer ${await createSessionToken(t.database.db, asha.id, { tenantId: OTHER })}`;
    // a program running 1 Dec 2026 → 31 Jan 2027 with one unit, asha enrolled, and her plan
    await inTenant(t.database.db, async (tx) => {
      const [p] = await tx
        .insert(programs)
        .values({ program_name: 'Founders Lab', start_date: '2026-12-01', end_date: '2027-01-31', status: 'published' })
        .returning();
      programId = p!.program_id;
      const [c] = await tx.insert(courses).values({ program_id: programId, course_name: 'C1' }).returning();
      const [m] = await tx.insert(modules).values({ course_id: c!.course_id, module_name: 'M1' }).returning();
      const [u] = await tx
        .insert(units)
        .values({ module_id: m!.module_id, unit_name: 'Pitch deck basics' })
        .returning();
      await tx
        .insert(programEnrollments)
        .values({ user_id: asha.id, program_id: programId, enrollment_status: 'enrolled' });
      await tx
        .insert(programEnrollments)
        .values({ user_id: ravi.id, program_id: programId, enrollment_status: 'pending' });
      const [plan] = await tx
        .insert(learningPlans)
        .values({
          user_id: asha.id,
          program_id: programId,
          plan_name: 'Winter',
          start_date: '2026-11-30',
          iterations: 4,
        })
        .returning();
      planId = plan!.plan_id;
      const [item] = await tx
        .insert(planItems)
        .values({ plan_id: planId, unit_id: u!.unit_id, iteration: 2, target_date: '2026-12-13' })
        .returning();
      itemId = item!.item_id;
    });
  });
  afterAll(() => t.close());

  it('answers 401 to every call without a session', async () => {
    for (const [method, url] of [
      ['GET', 'calendar?from=2026-12-01T00:00:00Z&to=2026-12-31T00:00:00Z'],
      ['POST', 'calendar/entries'],
      ['PATCH', 'calendar/entries/1'],
      ['DELETE', 'calendar/entries/1'],
      ['GET', 'calendar/entries/1.ics'],
    ] as const) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates an entry and lists it with the program dates and plan week, in order', async () => {
    const res = await call('POST', 'calendar/entries', asha.auth, meeting);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.stringMatching(/^entry:\d+$/),
      source: 'personal',
      kind: 'entry',
      title: 'Mentor call',
      name: 'Mentor call',
      starts_at: '2026-12-10T04:00:00.000Z',
      ends_at: '2026-12-10T05:00:00.000Z',
      all_day: false,
      link: '/calendar?date=2026-12-10',
      location: 'Room 4',
      description: 'Bring the pitch deck',
      editable: true,
      reminder_minutes: 15,
    });
    const list = await items(asha.auth);
    expect(list.map((i) => [i.id, i.starts_at, i.ends_at])).toEqual([
      [`program:${programId}:start`, '2026-12-01', '2026-12-02'],
      [`plan-item:${itemId}`, '2026-12-07', '2026-12-14'],
      [created.id, '2026-12-10T04:00:00.000Z', '2026-12-10T05:00:00.000Z'],
    ]);
    expect(list[0]).toMatchObject({
      source: 'program',
      kind: 'program-start',
      title: 'Founders Lab starts',
      all_day: true,
      editable: false,
      link: `/programs/overview/${programId}`,
    });
    expect(list[1]).toMatchObject({
      source: 'plan',
      title: 'Plan: Pitch deck basics',
      name: 'Pitch deck basics',
      link: `/my-plan/${planId}`,
      all_day: true,
      editable: false,
    });
    // the program's end shows in its own month; a range before everything is empty
    const january = await items(asha.auth, '2027-01-01T00:00:00Z', '2027-02-01T00:00:00Z');
    expect(january.map((i) => i.id)).toEqual([`program:${programId}:end`]);
    expect(await items(asha.auth, '2026-06-01T00:00:00Z', '2026-07-01T00:00:00Z')).toEqual([]);
  });

  it('shows program dates only to enrolled learners, and nobody sees another user’s entries or plans', async () => {
    expect(await items(ravi.auth)).toEqual([]);
    // another tenant: asha's entries and enrolments of this tenant are not there
    expect(await items(ashaElsewhere)).toEqual([]);
  });

  it('all-day entries take dates with an exclusive end', async () => {
    const res = await call('POST', 'calendar/entries', asha.auth, {
      title: 'Demo day',
      all_day: true,
      starts_at: '2026-12-18',
      ends_at: '2026-12-20',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ starts_at: '2026-12-18', ends_at: '2026-12-20', all_day: true, location: null });
    const list = await items(asha.auth, '2026-12-19T00:00:00Z', '2026-12-20T00:00:00Z');
    expect(list.map((i) => i.title)).toEqual(['Demo day']);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ ...meeting, title: '' }, 'body.title'],
      [{ ...meeting, title: 'x'.repeat(201) }, 'body.title'],
      [{ ...meeting, description: 'x'.repeat(5001) }, 'body.description'],
      [{ ...meeting, location: 'x'.repeat(301) }, 'body.location'],
      [{ ...meeting, ends_at: meeting.starts_at }, `body.ends_at: ${CALENDAR_ERRORS.endBeforeStart}`],
      [{ ...meeting, ends_at: '2026-12-10T08:00:00+05:30' }, `body.ends_at: ${CALENDAR_ERRORS.endBeforeStart}`],
      [{ ...meeting, reminder_minutes: 7 }, 'body.reminder_minutes'],
      [{ ...meeting, starts_at: '2026-12-10' }, 'body.starts_at'],
      [{ ...meeting, starts_at: 'tomorrow' }, 'body.starts_at'],
      [{ ...meeting, all_day: true }, 'body.starts_at'],
      [{ ...meeting, owner: 5 }, 'body'],
    ];
    for (const [payload, where] of bad) {
      const res = await call('POST', 'calendar/entries', asha.auth, payload);
      expect(res.statusCode, where).toBe(400);
      expect(res.json().message, where).toContain(where);
    }
    for (const q of [
      'from=2026-12-01T00:00:00Z',
      'from=yesterday&to=2026-12-31T00:00:00Z',
      'from=2026-12-01T00:00:00Z&to=2026-11-01T00:00:00Z',
      'from=2026-01-01T00:00:00Z&to=2027-03-01T00:00:00Z',
    ]) {
      const res = await call('GET', `calendar?${q}`, asha.auth);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toMatch(/querystring\.(from|to)/);
    }
    const long = await call('GET', 'calendar?from=2026-01-01T00:00:00Z&to=2027-03-01T00:00:00Z', asha.auth);
    expect(long.json().message).toBe(`Invalid querystring.to: ${CALENDAR_ERRORS.rangeTooLong}`);
  });

  it('changes an own entry (checked against its stored times) and deletes it; another user’s is 404', async () => {
    const created = (await call('POST', 'calendar/entries', asha.auth, { ...meeting, title: 'Movable' })).json();
    const id = created.id.slice('entry:'.length);
    const moved = await call('PATCH', `calendar/entries/${id}`, asha.auth, {
      starts_at: '2026-12-11T04:00:00Z',
      ends_at: '2026-12-11T05:30:00Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ title: 'Movable', starts_at: '2026-12-11T04:00:00.000Z', location: 'Room 4' });
    // only the start, after the stored end: refused, naming ends_at
    const late = await call('PATCH', `calendar/entries/${id}`, asha.auth, { starts_at: '2026-12-12T04:00:00Z' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(`Invalid body.ends_at: ${CALENDAR_ERRORS.endBeforeStart}`);
    expect((await call('PATCH', `calendar/entries/${id}`, asha.auth, {})).statusCode).toBe(400);
    const cleared = await call('PATCH', `calendar/entries/${id}`, asha.auth, {
      location: null,
      reminder_minutes: null,
    });
    expect(cleared.json()).toMatchObject({ location: null, reminder_minutes: null });

    for (const [method, payload] of [
      ['PATCH', { title: 'Hijacked' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `calendar/entries/${id}`, ravi.auth, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CALENDAR_ERRORS.noEntry);
    }
    expect((await call('GET', `calendar/entries/${id}.ics`, ravi.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `calendar/entries/${id}`, ashaElsewhere)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1']) {
      expect((await call('DELETE', `calendar/entries/${bad}`, asha.auth)).statusCode, bad).toBe(400);
    }

    expect((await call('DELETE', `calendar/entries/${id}`, asha.auth)).statusCode).toBe(204);
    expect((await call('DELETE', `calendar/entries/${id}`, asha.auth)).statusCode).toBe(404);
    expect((await items(asha.auth)).some((i) => i.id === created.id)).toBe(false);
  });

  it('exports an entry as a .ics file that parses, with its UID, times and alarm', async () => {
    const created = (
      await call('POST', 'calendar/entries', asha.auth, { ...meeting, title: 'Pitch practice!' })
    ).json();
    const id = created.id.slice('entry:'.length);
    const res = await call('GET', `calendar/entries/${id}.ics`, asha.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="pitch-practice.ics"');
    const cal = new ICAL.Component(ICAL.parse(res.body));
    const [vevent] = cal.getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe('Pitch practice!');
    expect(event.location).toBe('Room 4');
    expect(event.description).toBe('Bring the pitch deck');
    expect(event.uid).toMatch(/^entry-[0-9a-f-]{36}@localhost(:\d+)?$/);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-10T04:00:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-10T05:00:00.000Z');
    expect(String(vevent!.getFirstPropertyValue('url'))).toMatch(/\/calendar\?date=2026-12-10$/);
    const alarm = vevent!.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('trigger')!.toString()).toBe('-PT15M');

    // all-day: DATE values
    const day = (
      await call('POST', 'calendar/entries', asha.auth, {
        title: 'कार्यशाला',
        all_day: true,
        starts_at: '2026-12-24',
        ends_at: '2026-12-25',
      })
    ).json();
    const dayIcs = await call('GET', `calendar/entries/${day.id.slice(6)}.ics`, asha.auth);
    expect(dayIcs.headers['content-disposition']).toBe('attachment; filename="calendar-entry.ics"');
    expect(dayIcs.body).toContain('DTSTART;VALUE=DATE:20261224');
    const dayEvent = new ICAL.Event(new ICAL.Component(ICAL.parse(dayIcs.body)).getFirstSubcomponent('vevent')!);
    expect(dayEvent.startDate.isDate).toBe(true);
    expect(dayEvent.summary).toBe('कार्यशाला');
  });
});
