import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';

/** Outside registrations (issue 23): my own rows only, validated, paged, in my calendar. */
describe('events: outside registrations', () => {
  let t: TestApp;
  let asha: string;
  let ravi: string;
  const day = 864e5;
  const at = (days: number, hours = 0) => new Date(Date.now() + days * day + hours * 36e5).toISOString();

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, cookie: string | undefined, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const nasscom = {
    title: 'NASSCOM Product Conclave 2026',
    url: 'https://example.org/npc-2026',
    starts_at: at(10),
    ends_at: at(10, 8),
    location: 'Bengaluru International Exhibition Centre',
    organiser: 'NASSCOM',
  };

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.database.db, 'outasha');
    await createUser(t.database.db, 'outravi');
    asha = await signIn(t.app, 'outasha');
    ravi = await signIn(t.app, 'outravi');
  });
  afterAll(() => t.close());

  it('keeps, lists, changes and removes my own rows; others see 404; bad times name body.ends_at', async () => {
    expect((await call('GET', 'events/outside', undefined)).statusCode).toBe(401);
    const backwards = await call('POST', 'events/outside', asha, { ...nasscom, ends_at: at(9) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('body.ends_at');
    const yearZero = await call('POST', 'events/outside', asha, { ...nasscom, starts_at: '0000-01-01T00:00:00Z' });
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json().message).toContain('body.starts_at');
    const badUrl = await call('POST', 'events/outside', asha, { ...nasscom, url: 'javascript:alert(1)' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().message).toContain('url');

    const created = await call('POST', 'events/outside', asha, nasscom);
    expect(created.statusCode).toBe(201);
    const row = created.json();
    expect(row).toMatchObject({ title: nasscom.title, organiser: 'NASSCOM', notes: '' });
    const past = (
      await call('POST', 'events/outside', asha, { title: 'TiE Mumbai meetup', starts_at: at(-5), ends_at: at(-5, 3) })
    ).json();

    const upcoming = (await call('GET', 'events/outside', asha)).json();
    expect(upcoming.data.map((r: { outside_id: number }) => r.outside_id)).toEqual([row.outside_id]);
    expect(upcoming.meta.total).toBe(1);
    const pastPage = (await call('GET', 'events/outside?when=past', asha)).json();
    expect(pastPage.data.map((r: { outside_id: number }) => r.outside_id)).toEqual([past.outside_id]);
    expect((await call('GET', 'events/outside', ravi)).json().meta.total).toBe(0);

    // another person cannot touch it
    expect((await call('PATCH', `events/outside/${row.outside_id}`, ravi, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await call('DELETE', `events/outside/${row.outside_id}`, ravi)).statusCode).toBe(404);
    // a patch is checked against the stored times
    const early = await call('PATCH', `events/outside/${row.outside_id}`, asha, { ends_at: at(9) });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain('body.ends_at');
    const moved = await call('PATCH', `events/outside/${row.outside_id}`, asha, { location: 'KTPO, Whitefield' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ location: 'KTPO, Whitefield', title: nasscom.title, url: nasscom.url });

    // it shows in my calendar (kind 'outside-event'), not in Ravi's
    const range = `from=${encodeURIComponent(at(0))}&to=${encodeURIComponent(at(30))}`;
    const items = (await call('GET', `calendar?${range}`, asha)).json().items;
    expect(items).toContainEqual(
      expect.objectContaining({
        id: `outside:${row.outside_id}`,
        source: 'outside',
        kind: 'outside-event',
        link: '/outside-registrations',
        location: 'KTPO, Whitefield',
      }),
    );
    expect((await call('GET', `calendar?${range}`, ravi)).json().items).toEqual([]);

    expect((await call('DELETE', `events/outside/${row.outside_id}`, asha)).statusCode).toBe(204);
    expect((await call('DELETE', `events/outside/${row.outside_id}`, asha)).statusCode).toBe(404);
  });
});
