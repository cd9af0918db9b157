import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, signIn, signInAdmin } from '../../../test/factories.ts';

const at = (days: number, hours = 9) =>
  new Date(Date.UTC(2030, 0, 1 + days, hours - 5, 30)).toISOString().replace('.000Z', '+00:00');

/**
 * An event's page and a competition's page are report targets (issue 23, FEATURES "anything one
 * person writes that others see"): a member reports one, a moderator hides it — gone from the
 * finder, the page and the search for the member, still there for its organiser — and restores it.
 */
describe('events and competitions as moderation targets', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: { cookie },
      ...(payload ? { payload: payload as object } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.database.db, 'ptmember', 'Entrepreneur');
    member = await signIn(t.app, 'ptmember');
    admin = await signInAdmin(t.app);
  });
  afterAll(() => t?.close());

  async function reportHideRestore(kind: 'event' | 'competition', id: number, page: string, list: string) {
    const ids = async () =>
      ((await call('GET', list, member)).json().data as Record<string, number>[]).map((x) => x[`${kind}_id`]);
    expect(await ids()).toContain(id);
    const report = await call('POST', 'community/reports', member, {
      target_kind: kind,
      target_id: id,
      reason: 'spam',
    });
    expect(report.statusCode).toBe(201);
    const queue = (await call('GET', `community/moderation/reports?kind=${kind}`, admin)).json().items;
    expect(queue[0]).toMatchObject({ target_kind: kind, target_id: id });
    const act = (action: string) =>
      call('POST', 'community/moderation/actions', admin, {
        target_kind: kind,
        target_id: id,
        action,
        reason: 'Checked',
      });
    expect((await act('hide')).statusCode).toBe(201);
    expect((await call('GET', page, member)).statusCode).toBe(404);
    expect(await ids()).not.toContain(id);
    expect((await call('GET', page, admin)).statusCode).toBe(200);
    const found = (await call('GET', `search?q=${encodeURIComponent('Kisan Drone')}`, member)).json();
    expect(JSON.stringify(found)).not.toContain(`"ref_id":${id},`);
    expect((await act('restore')).statusCode).toBe(201);
    expect((await call('GET', page, member)).statusCode).toBe(200);
    expect(await ids()).toContain(id);
  }

  it('an event: reported, hidden from members, restored', async () => {
    const created = await call('POST', 'events', admin, {
      title: 'Kisan Drone Demo Day',
      format: 'online',
      online_url: 'https://meet.example.in/kisan',
      starts_at: at(10),
      ends_at: at(10, 12),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().event_id as number;
    expect((await call('POST', `events/${id}/transition`, admin, { action: 'publish' })).statusCode).toBe(200);
    await reportHideRestore('event', id, `events/${id}`, 'events?limit=48');
  });

  it('a competition: reported, hidden from members, restored', async () => {
    const created = await call('POST', 'competitions', admin, {
      title: 'Kisan Drone Challenge',
      opens_at: new Date(Date.now() - 864e5).toISOString(),
      closes_at: new Date(Date.now() + 30 * 864e5).toISOString(),
      rounds: [{ name: 'Screening', rubric: [{ key: 'impact', name: 'Impact', weight: 1 }] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().competition_id as number;
    expect((await call('POST', `competitions/${id}/transition`, admin, { action: 'open' })).statusCode).toBe(200);
    await reportHideRestore('competition', id, `competitions/${id}`, 'competitions?limit=48');
  });
});
