import { EVENT_ERRORS } from '@ankur/shared/schemas/events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, inTenant, signIn } from '../../test/factories.ts';

/** Events (issue 23): lifecycle, who may do what, validation naming the field, visibility, the finder. */
describe('events: organising and finding', () => {
  let t: TestApp;
  let organiser: string; // Cohort Manager: Event create and update
  let meera: string; // Entrepreneur, a circle member and enrolled in the cohort's program
  let arjun: string; // Entrepreneur, neither
  let meeraId: number;
  let arjunId: number;
  let eventId: number;
  const tag = `t${Date.now().toString(36)}`;
  const day = 864e5;
  const at = (days: number, hours = 10) =>
    new Date(Math.floor(Date.now() / day) * day + days * day + hours * 36e5).toISOString();

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, cookie: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const event = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    summary: `Founders of Pune meet seed investors (${tag})`,
    description_html: '<p>Bring your deck.</p><script>alert(1)</script>',
    format: 'in_person',
    venue_name: 'SINE, IIT Bombay',
    venue_address: 'Powai, Mumbai',
    city: 'Mumbai',
    state: 'Maharashtra',
    starts_at: at(10),
    ends_at: at(10, 14),
    topics: [tag, 'seed-funding'],
    capacity: 50,
    ticket_types: [
      { name: 'Founder', price_paise: 0 },
      { name: 'Student', price_paise: 0, capacity: 10 },
    ],
    ...extra,
  });
  const move = (id: number, action: string, note?: string) =>
    call('POST', `events/${id}/transition`, organiser, { action, ...(note ? { note } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.database.db, 'evorg', 'Cohort Manager');
    meeraId = await createUser(t.database.db, 'evmeera', 'Entrepreneur');
    arjunId = await createUser(t.database.db, 'evarjun', 'Entrepreneur');
    organiser = await signIn(t.app, 'evorg');
    meera = await signIn(t.app, 'evmeera');
    arjun = await signIn(t.app, 'evarjun');
  });
  afterAll(() => t.close());

  it('an organiser starts a draft (sanitised, organiser = actor); readers may not (403); bad input names the field', async () => {
    expect((await call('POST', 'events', meera, event('Seed investors meet-up'))).statusCode).toBe(403);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'x' }, 'title', ''],
      [{ ends_at: at(9) }, 'body.ends_at', EVENT_ERRORS.endBeforeStart],
      [{ venue_name: '' }, 'body.venue_name', EVENT_ERRORS.venueNeeded],
      [{ format: 'online', online_url: null }, 'body.online_url', EVENT_ERRORS.linkNeeded],
      [{ visibility: 'circle' }, 'body.circle_id', EVENT_ERRORS.circleNeeded],
      [{ visibility: 'cohort' }, 'body.program_id', EVENT_ERRORS.programNeeded],
      [
        { questions: [{ key: 'stage', label: 'Your stage', kind: 'choice', options: ['idea'] }] },
        'body.questions.0.options',
        '',
      ],
      [{ ticket_types: [] }, 'ticket_types', ''],
    ];
    for (const [extra, path, message] of cases) {
      const res = await call('POST', 'events', organiser, event('Seed investors meet-up', extra));
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toContain(path);
      if (message) expect(res.json().message).toContain(message);
    }
    const res = await call('POST', 'events', organiser, event('Seed investors meet-up, Mumbai'));
    expect(res.statusCode).toBe(201);
    const e = res.json();
    eventId = e.event_id;
    expect(e.status).toBe('draft');
    expect(e.description_html).not.toContain('script');
    expect(e.can_manage).toBe(true);
    expect(e.organiser.name).toContain('evorg');
    expect(e.ticket_types.map((x: { name: string }) => x.name)).toEqual(['Founder', 'Student']);
  });

  it('drafts are seen only by their organiser and managers: 404 and unlisted for readers', async () => {
    expect((await call('GET', `events/${eventId}`, meera)).statusCode).toBe(404);
    expect((await call('GET', `events?topic=${tag}`, meera)).json().meta.total).toBe(0);
    const mine = (await call('GET', 'events?mine=organising', organiser)).json();
    expect(mine.data.map((c: { event_id: number }) => c.event_id)).toContain(eventId);
    // a reader cannot edit or move it even knowing its id
    expect((await call('PATCH', `events/${eventId}`, meera, { title: 'Hijacked' })).statusCode).toBe(404);
  });

  it('lifecycle: publish, edit (ticket types by id; a removed type is deleted), postpone, publish again, complete; wrong moves are 409', async () => {
    expect((await move(eventId, 'complete')).statusCode).toBe(409);
    expect((await call('POST', `events/${eventId}/transition`, organiser, { action: 'fly' })).json().message).toContain(
      'action',
    );
    const published = (await move(eventId, 'publish')).json();
    expect(published.status).toBe('published');
    expect(published.published_at).not.toBeNull();
    expect((await call('GET', `events/${eventId}`, meera)).statusCode).toBe(200);
    expect((await call('PATCH', `events/${eventId}`, meera, { title: 'Hijacked' })).statusCode).toBe(403);
    expect((await call('PATCH', `events/${eventId}`, organiser, {})).statusCode).toBe(400);
    const [founder, student] = published.ticket_types;
    const edited = await call('PATCH', `events/${eventId}`, organiser, {
      ticket_types: [
        { ticket_type_id: founder.ticket_type_id, name: 'Founder pass', price_paise: 0, capacity: null },
        { name: 'Investor', price_paise: 0, capacity: 5 },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const types = edited.json().ticket_types;
    expect(types.map((x: { name: string }) => x.name)).toEqual(['Founder pass', 'Investor']);
    expect(types[0].ticket_type_id).toBe(founder.ticket_type_id);
    expect(types.map((x: { ticket_type_id: number }) => x.ticket_type_id)).not.toContain(student.ticket_type_id);
    const foreign = await call('PATCH', `events/${eventId}`, organiser, {
      ticket_types: [{ ticket_type_id: 999999, name: 'Ghost', price_paise: 0, capacity: null }],
    });
    expect(foreign.json().message).toContain('body.ticket_types.0.ticket_type_id');

    // a registrant is told of a postponement, with the note
    expect(
      (await call('POST', `events/${eventId}/registrations`, arjun, { ticket_type_id: founder.ticket_type_id }))
        .statusCode,
    ).toBe(201);
    const postponed = (await move(eventId, 'postpone', 'The venue floods in the monsoon; new dates soon')).json();
    expect(postponed.status).toBe('postponed');
    expect(postponed.status_note).toContain('monsoon');
    const notes = (await call('GET', 'notifications', arjun)).json();
    expect(notes.data.map((n: { title: string }) => n.title).join('|')).toContain('is postponed');
    await vi.waitFor(() =>
      expect(t.mail.sent.some((m) => m.to === 'evarjun@example.org' && m.subject.includes('postponed'))).toBe(true),
    );
    expect((await move(eventId, 'publish')).json().status).toBe('published');
    // new dates tell the registrant (in the event's time zone); a new summary tells no one
    const later = (at: string) => new Date(new Date(at).getTime() + 7 * 86_400_000).toISOString();
    const count = async () => (await call('GET', 'notifications', arjun)).json().data.length as number;
    const before = await count();
    expect((await call('PATCH', `events/${eventId}`, organiser, { summary: 'Now with a demo table' })).statusCode).toBe(
      200,
    );
    expect(await count()).toBe(before);
    const moved = await call('PATCH', `events/${eventId}`, organiser, {
      starts_at: later(postponed.starts_at),
      ends_at: later(postponed.ends_at),
    });
    expect(moved.statusCode).toBe(200);
    const told = (await call('GET', 'notifications', arjun)).json().data as { title: string; body: string }[];
    expect(told.length).toBe(before + 1);
    const notice = told.find((n) => n.title.includes('has changed'));
    expect(notice?.body).toContain('New time:');
    expect(notice?.body).toContain('(Asia/Kolkata)');
    expect((await move(eventId, 'complete')).json().status).toBe('completed');
    expect((await move(eventId, 'cancel')).statusCode).toBe(409);
  });

  it('cancelling cancels every active registration and tells each person (notification and e-mail)', async () => {
    const e = (await call('POST', 'events', organiser, event('Agritech founders circle, Nashik'))).json();
    await move(e.event_id, 'publish');
    const tt = e.ticket_types[0].ticket_type_id;
    expect(
      (await call('POST', `events/${e.event_id}/registrations`, meera, { ticket_type_id: tt })).json().status,
    ).toBe('confirmed');
    const cancelled = (await move(e.event_id, 'cancel', 'The speaker fell ill')).json();
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.confirmed_count).toBe(0);
    const mine = (await call('GET', `events/${e.event_id}`, meera)).json();
    expect(mine.my_registration.status).toBe('cancelled');
    const notes = (await call('GET', 'notifications', meera)).json();
    expect(
      notes.data.some(
        (n: { title: string; body: string }) => n.title.includes('cancelled') && n.body === 'The speaker fell ill',
      ),
    ).toBe(true);
    await vi.waitFor(() =>
      expect(t.mail.sent.some((m) => m.to === 'evmeera@example.org' && m.subject.includes('is cancelled'))).toBe(true),
    );
  });

  it('circle events are seen by the circle’s members only; cohort events by the program’s enrolled learners', async () => {
    const circle = await call('POST', 'community/circles', organiser, { name: `Pune hardware founders ${tag}` });
    expect(circle.statusCode).toBe(201);
    const circleId = circle.json().circle_id;
    expect((await call('POST', `community/circles/${circleId}/join`, meera, {})).statusCode).toBeLessThan(300);
    const programId = await inTenant(t.database.db, async (tx) => {
      const r = (await tx.execute(
        sql`select program_id from programs where is_deleted = false order by program_id limit 1`,
      )) as unknown as {
        rows: { program_id: number }[];
      };
      const id = r.rows[0]!.program_id;
      await tx.execute(
        sql`insert into program_enrollments (user_id, program_id, enrollment_status) values (${meeraId}, ${id}, 'enrolled')`,
      );
      return id;
    });
    const circleEvent = (
      await call(
        'POST',
        'events',
        organiser,
        event('Circle demo evening', { visibility: 'circle', circle_id: circleId }),
      )
    ).json();
    const cohortEvent = (
      await call(
        'POST',
        'events',
        organiser,
        event('Cohort office hours', { visibility: 'cohort', program_id: programId }),
      )
    ).json();
    await move(circleEvent.event_id, 'publish');
    await move(cohortEvent.event_id, 'publish');
    for (const id of [circleEvent.event_id, cohortEvent.event_id]) {
      expect((await call('GET', `events/${id}`, meera)).statusCode).toBe(200);
      expect((await call('GET', `events/${id}`, arjun)).statusCode).toBe(404);
      expect((await call('POST', `events/${id}/registrations`, arjun, { ticket_type_id: 1 })).statusCode).toBe(404);
    }
    const ids = (cookie: string) =>
      call('GET', `events?topic=${tag}`, cookie).then((r) =>
        r.json().data.map((c: { event_id: number }) => c.event_id),
      );
    expect(await ids(meera)).toEqual(expect.arrayContaining([circleEvent.event_id, cohortEvent.event_id]));
    const arjuns = await ids(arjun);
    expect(arjuns).not.toContain(circleEvent.event_id);
    expect(arjuns).not.toContain(cohortEvent.event_id);
    expect(arjunId).toBeGreaterThan(0);
  });

  it('the finder filters (format, city, topic, on a day, past) with facet counts; one page is a constant number of queries', async () => {
    const online = (
      await call(
        'POST',
        'events',
        organiser,
        event('Online: GST for first-time founders', {
          format: 'online',
          online_url: 'https://meet.example.org/gst',
          venue_name: '',
          city: '',
          starts_at: at(3),
          ends_at: at(3, 12),
        }),
      )
    ).json();
    await move(online.event_id, 'publish');
    const page = (await call('GET', `events?topic=${tag}`, arjun)).json();
    expect(page.facets.format.online).toBe(1);
    expect(page.facets.topic[tag]).toBeGreaterThanOrEqual(1);
    // soonest first: the online event (in 3 days) before the later ones
    expect(page.data[0].event_id).toBe(online.event_id);
    const onlineOnly = (await call('GET', `events?topic=${tag}&format=online`, arjun)).json();
    expect(onlineOnly.data.map((c: { event_id: number }) => c.event_id)).toEqual([online.event_id]);
    // the format facet still counts the other formats under the other filters
    expect(onlineOnly.facets.format.in_person).toBeGreaterThanOrEqual(1);
    const onDay = (await call('GET', `events?topic=${tag}&on=${at(3).slice(0, 10)}`, arjun)).json();
    expect(onDay.data.map((c: { event_id: number }) => c.event_id)).toEqual([online.event_id]);
    expect((await call('GET', `events?topic=${tag}&when=past`, arjun)).json().meta.total).toBe(0);
    expect((await call('GET', 'events?when=someday', arjun)).json().message).toContain('when');
    // online_url: only for confirmed registrants and managers
    expect((await call('GET', `events/${online.event_id}`, arjun)).json().online_url).toBeNull();
    expect((await call('GET', `events/${online.event_id}`, organiser)).json().online_url).toContain('meet.example.org');

    if (!t.database.pglite) return;
    const pg = t.database.pglite;
    type Exclusive = { _runExclusiveQuery: (fn: () => Promise<unknown>) => Promise<unknown> };
    const queriesOf = async (url: string) => {
      const target = pg as unknown as Exclusive;
      const original = target._runExclusiveQuery.bind(pg);
      let n = 0;
      const spy = vi.spyOn(target, '_runExclusiveQuery').mockImplementation((fn) => {
        n += 1;
        return original(fn);
      });
      const res = await call('GET', url, meera);
      spy.mockRestore();
      return { n, items: res.json().data.length as number };
    };
    const fewest = async (url: string) => {
      const runs = [await queriesOf(url), await queriesOf(url), await queriesOf(url)];
      return { n: Math.min(...runs.map((r) => r.n)), items: runs[0]!.items };
    };
    const small = await fewest(`events?topic=${tag}&limit=1`);
    const large = await fewest(`events?topic=${tag}&limit=48`);
    expect(large.items).toBeGreaterThan(small.items + 1);
    expect(large.n).toBe(small.n);
  });

  it('deleting: a draft by its organiser; a published event is cancelled instead (409); others 403/404', async () => {
    const draft = (await call('POST', 'events', organiser, event('A draft to delete'))).json().event_id;
    expect((await call('DELETE', `events/${draft}`, meera)).statusCode).toBe(404);
    expect((await call('DELETE', `events/${draft}`, organiser)).statusCode).toBe(204);
    expect((await call('GET', `events/${draft}`, organiser)).statusCode).toBe(404);
    const live = (await call('POST', 'events', organiser, event('Published, not deletable'))).json().event_id;
    await move(live, 'publish');
    const res = await call('DELETE', `events/${live}`, organiser);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EVENT_ERRORS.onlyDrafts);
    expect((await call('DELETE', `events/${live}`, meera)).statusCode).toBe(403);
  });
});
