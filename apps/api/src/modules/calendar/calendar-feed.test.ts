import { CALENDAR_ERRORS } from '@ankur/shared/schemas/calendar';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds } from '../../db/schema/calendar.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSessionToken, createUser } from '../../test/factories.ts';
import { feedHash } from './calendar-feed.service.ts';

/**
 * The private iCal feed (issue 9): made, remade (the old URL stops working) and turned off by
 * its owner; read by calendar apps without a session; only a hash of the token is stored.
 */
describe('calendar feed', () => {
  let t: TestApp;
  let asha: { id: number; auth: string };
  let ravi: { id: number; auth: string };

  type Method = 'GET' | 'POST' | 'DELETE';
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
  /** GET of a feed URL the way a calendar app fetches it: no cookie, no token header */
  const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
  const inDays = (days: number, hour = 9) => {
    const d = new Date(Date.now() + days * 86_400_000);
    d.setUTCHours(hour, 0, 0, 0);
    return d.toISOString();
  };

  beforeAll(async () => {
    t = await createTestApp();
    asha = await person('feed_asha');
    ravi = await person('feed_ravi');
  });
  afterAll(() => t.close());

  it('needs a session to make, read or turn off a feed', async () => {
    expect((await call('POST', 'calendar/feed')).statusCode).toBe(401);
    expect((await call('GET', 'calendar/feed')).statusCode).toBe(401);
    expect((await call('DELETE', 'calendar/feed')).statusCode).toBe(401);
  });

  it('makes a feed whose public URL serves the owner’s entries as a VCALENDAR', async () => {
    expect((await call('GET', 'calendar/feed', asha.auth)).json()).toEqual({ exists: false, created_at: null });
    await call('POST', 'calendar/entries', asha.auth, {
      title: 'Investor meeting',
      starts_at: inDays(3),
      ends_at: inDays(3, 10),
      reminder_minutes: 30,
    });
    await call('POST', 'calendar/entries', asha.auth, {
      title: 'Long ago',
      starts_at: inDays(-90),
      ends_at: inDays(-90, 10),
    });
    await call('POST', 'calendar/entries', ravi.auth, {
      title: 'Ravi only',
      starts_at: inDays(2),
      ends_at: inDays(2, 10),
    });

    const made = await call('POST', 'calendar/feed', asha.auth);
    expect(made.statusCode, made.body).toBe(201);
    const { url } = made.json();
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = url.split('/').at(-1).replace('.ics', '');
    // only the hash is kept
    const [stored] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.user_id, asha.id));
    expect(stored!.token_hash).toBe(feedHash(token));
    expect(stored!.token_hash).not.toContain(token);
    expect((await call('GET', 'calendar/feed', asha.auth)).json()).toEqual({
      exists: true,
      created_at: expect.any(String),
    });

    const res = await fetchFeed(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const cal = new ICAL.Component(ICAL.parse(res.body));
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('Ankur — feed_asha Tester');
    const summaries = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary);
    expect(summaries).toEqual(['Investor meeting']);
    const event = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(inDays(3));
    expect(event.uid).toMatch(/^entry-[0-9a-f-]{36}@/);
  });

  it('remaking the feed stops the old URL; turning it off stops the new one', async () => {
    const first = (await call('POST', 'calendar/feed', ravi.auth)).json().url;
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const second = (await call('POST', 'calendar/feed', ravi.auth)).json().url;
    expect(second).not.toBe(first);
    const old = await fetchFeed(first);
    expect(old.statusCode).toBe(404);
    expect(old.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(old.body).toBe(CALENDAR_ERRORS.noFeed);
    expect((await fetchFeed(second)).statusCode).toBe(200);

    expect((await call('DELETE', 'calendar/feed', ravi.auth)).statusCode).toBe(204);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await call('GET', 'calendar/feed', ravi.auth)).json()).toEqual({ exists: false, created_at: null });
    expect((await call('DELETE', 'calendar/feed', ravi.auth)).statusCode).toBe(204);
  });

  it('answers 404 in plain text for made-up tokens, never a 500', async () => {
    for (const token of ['nope', 'A'.repeat(43), "x'or'1'='1", '%00']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/calendar/feed/${encodeURIComponent(token)}.ics` });
      expect(res.statusCode, token).toBe(404);
    }
  });
});
