import { DEFAULT_NOTIFICATION_PREFERENCES, type TNotificationPreferences } from '@ankur/shared/schemas/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSessionToken, createUser, inTenant } from '../../test/factories.ts';
import { type NotifyInput, notify } from './notifications.service.ts';

/**
 * Notifications (issue 9): the signed-in user's own list, read state and preferences, in the
 * session's tenant only; notify() honours the preferences.
 */
describe('notifications', () => {
  let t: TestApp;
  let asha: { id: number; auth: string };
  let ravi: { id: number; auth: string };
  /** asha's session inside another tenant */
  let ashaElsewhere: string;
  const OTHER = 'NOTIFYTESTORG';

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, auth?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: auth ? { authorization: auth } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const raise = (input: Partial<NotifyInput> & { userIds: number[] }, tenantId?: string) =>
    inTenant(t.database.db, (tx) => notify(tx, { type: 'announcement', title: 'Hello', ...input }), tenantId);
  const person = async (name: string) => {
    const id = await createUser(t.database.db, name);
    return { id, auth: `Bearer ${await createSessionToken(t.database.db, id)}` };
  };

  beforeAll(async () => {
    t = await createTestApp();
    asha = await person('n_asha');
    ravi = await person('n_ravi');
    await t.database.db
      .insert(tenants)
      .values({ tenant_id: OTHER, tenant_type: 'organisation', tenant_name: 'notify-test', display_name: 'N' });
    ashaElsewhere = `Bearer ${await createSessionToken(t.database.db, asha.id, { tenantId: OTHER })}`;
  });
  afterAll(() => t.close());

  it('answers 401 to every call without a session', async () => {
    for (const [method, url] of [
      ['GET', 'notifications'],
      ['GET', 'notifications/unread-count'],
      ['POST', 'notifications/1/read'],
      ['POST', 'notifications/read-all'],
      ['GET', 'notifications/preferences'],
      ['PUT', 'notifications/preferences'],
    ] as const) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists the own notifications newest first, paged, with the unread count', async () => {
    for (let i = 1; i <= 25; i++) await raise({ userIds: [asha.id], title: `Note ${i}`, link: `/x/${i}` });
    await raise({ userIds: [ravi.id], title: "Ravi's" });
    const page2 = await call('GET', 'notifications?page=2&limit=10', asha.auth);
    expect(page2.statusCode, page2.body).toBe(200);
    const body = page2.json();
    expect(body.meta).toEqual({ page: 2, limit: 10, total: 25, totalPages: 3, unread: 25 });
    expect(body.data.map((n: { title: string }) => n.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Note ${15 - i}`),
    );
    expect(body.data[0]).toEqual({
      notification_id: expect.any(Number),
      type: 'announcement',
      title: 'Note 15',
      body: null,
      link: '/x/15',
      read_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // the default page is 20, and nobody sees another user's
    const first = (await call('GET', 'notifications', asha.auth)).json();
    expect(first.data).toHaveLength(20);
    expect(first.data.some((n: { title: string }) => n.title === "Ravi's")).toBe(false);
    expect((await call('GET', 'notifications/unread-count', ravi.auth)).json()).toEqual({ unread: 1 });
  });

  it('refuses a bad query with 400 naming the parameter', async () => {
    for (const q of ['limit=0', 'limit=101', 'page=0', 'page=abc', 'unread=maybe']) {
      const res = await call('GET', `notifications?${q}`, asha.auth);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toContain(q.split('=')[0]);
    }
  });

  it('marks one read (once), answers the unread count, and filters unread', async () => {
    const [newest] = (await call('GET', 'notifications?limit=1', asha.auth)).json().data;
    const read = await call('POST', `notifications/${newest.notification_id}/read`, asha.auth);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread: 24 });
    const [after] = (await call('GET', 'notifications?limit=1', asha.auth)).json().data;
    expect(after.read_at).toEqual(expect.any(String));
    // reading again changes nothing, not even the time it was read
    expect((await call('POST', `notifications/${newest.notification_id}/read`, asha.auth)).json()).toEqual({
      unread: 24,
    });
    expect((await call('GET', 'notifications?limit=1', asha.auth)).json().data[0].read_at).toBe(after.read_at);
    const unread = (await call('GET', 'notifications?unread=true&limit=100', asha.auth)).json();
    expect(unread.meta).toMatchObject({ total: 24, unread: 24 });
    expect(unread.data.every((n: { read_at: string | null }) => n.read_at === null)).toBe(true);
  });

  it("answers 404 for another user's notification and leaves it unread; 400 for a bad id", async () => {
    const [ravis] = (await call('GET', 'notifications', ravi.auth)).json().data;
    const res = await call('POST', `notifications/${ravis.notification_id}/read`, asha.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No such notification');
    expect((await call('POST', 'notifications/999999/read', asha.auth)).statusCode).toBe(404);
    expect((await call('GET', 'notifications/unread-count', ravi.auth)).json()).toEqual({ unread: 1 });
    for (const id of ['abc', '0', '-1', '1.5']) {
      expect((await call('POST', `notifications/${id}/read`, asha.auth)).statusCode, id).toBe(400);
    }
  });

  it('marks all read', async () => {
    const res = await call('POST', 'notifications/read-all', asha.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unread: 0 });
    expect((await call('GET', 'notifications?unread=true', asha.auth)).json().meta.total).toBe(0);
    expect((await call('GET', 'notifications/unread-count', ravi.auth)).json()).toEqual({ unread: 1 });
  });

  it('answers the default preferences until the user chooses', async () => {
    const res = await call('GET', 'notifications/preferences', ravi.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('refuses invalid preferences with 400 and keeps the stored ones', async () => {
    const all = (channel: string) =>
      Object.fromEntries(Object.keys(DEFAULT_NOTIFICATION_PREFERENCES.channels).map((k) => [k, channel]));
    const bad: [string, unknown][] = [
      ['unknown channel', { channels: { ...all('in_app'), enrolment: 'sms' }, email_digest: 'off' }],
      ['unknown type', { channels: { ...all('in_app'), weather: 'none' }, email_digest: 'off' }],
      ['missing type', { channels: { enrolment: 'none' }, email_digest: 'off' }],
      ['bad digest', { channels: all('in_app'), email_digest: 'weekly' }],
      ['extra field', { channels: all('in_app'), email_digest: 'off', user_id: ravi.id }],
      ['empty body', {}],
    ];
    for (const [why, payload] of bad) {
      const res = await call('PUT', 'notifications/preferences', asha.auth, payload);
      expect(res.statusCode, `${why}: ${res.body}`).toBe(400);
      expect(res.json().message, why).toMatch(/^Invalid body/);
    }
    expect((await call('GET', 'notifications/preferences', asha.auth)).json()).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
  });

  it("honours the preferences: 'none' suppresses, 'email' also e-mails unless a daily digest is chosen", async () => {
    const prefs: TNotificationPreferences = {
      channels: { ...DEFAULT_NOTIFICATION_PREFERENCES.channels, announcement: 'none', enrolment: 'email' },
      email_digest: 'off',
    };
    const saved = await call('PUT', 'notifications/preferences', asha.auth, prefs);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(prefs);
    expect((await call('GET', 'notifications/preferences', asha.auth)).json()).toEqual(prefs);

    const before = (await call('GET', 'notifications', asha.auth)).json().meta.total;
    expect(await raise({ userIds: [asha.id, ravi.id], title: 'Town hall' })).toEqual([
      expect.objectContaining({ user_id: ravi.id }),
    ]);
    expect((await call('GET', 'notifications', asha.auth)).json().meta.total).toBe(before);

    const mailsBefore = t.mail.sent.length;
    const [raised] = await raise({
      userIds: [asha.id],
      type: 'enrolment',
      title: 'You are in',
      link: '/programs/overview/2',
    });
    expect(raised).toMatchObject({ user_id: asha.id, email: 'n_asha@example.org', unread: 1 });
    // the e-mail follows the commit without being awaited: wait for it, not for a time
    await vi.waitFor(() => expect(t.mail.sent.length).toBeGreaterThan(mailsBefore), { timeout: 5_000 });
    const mails = t.mail.sent.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'n_asha@example.org', subject: 'You are in — Ankur' });
    expect(mails[0]!.text).toContain('http://localhost:3000/programs/overview/2');

    await call('PUT', 'notifications/preferences', asha.auth, { ...prefs, email_digest: 'daily' });
    const [digested] = await raise({ userIds: [asha.id], type: 'enrolment', title: 'Again' });
    expect(digested).toMatchObject({ email: null });
    expect((await call('GET', 'notifications?limit=1', asha.auth)).json().data[0].title).toBe('Again');
    // no e-mail for 'Again': one raised after it, e-mailed again, is the next message sent
    await call('PUT', 'notifications/preferences', asha.auth, prefs);
    await raise({ userIds: [asha.id], type: 'enrolment', title: 'After' });
    await vi.waitFor(() => expect(t.mail.sent.length).toBeGreaterThan(mailsBefore + 1), { timeout: 5_000 });
    expect(t.mail.sent.slice(mailsBefore + 1).map((m) => m.subject)).toEqual(['After — Ankur']);
  });

  it("keeps each tenant's notifications and preferences to that tenant", async () => {
    await raise({ userIds: [asha.id], title: 'Inside the other tenant' }, OTHER);
    const there = (await call('GET', 'notifications', ashaElsewhere)).json();
    expect(there.data.map((n: { title: string }) => n.title)).toEqual(['Inside the other tenant']);
    expect(there.meta).toMatchObject({ total: 1, unread: 1 });
    const here = (await call('GET', 'notifications?limit=100', asha.auth)).json();
    expect(here.data.some((n: { title: string }) => n.title === 'Inside the other tenant')).toBe(false);
    // the main platform's notification is not found from the other tenant's session, and vice versa
    const [platformOne] = here.data;
    expect((await call('POST', `notifications/${platformOne.notification_id}/read`, ashaElsewhere)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `notifications/${there.data[0].notification_id}/read`, asha.auth)).statusCode).toBe(404);
    // asha's choices on the main platform do not follow her into the other tenant
    expect((await call('GET', 'notifications/preferences', ashaElsewhere)).json()).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
    // read-all in one tenant leaves the other's unread
    await call('POST', 'notifications/read-all', asha.auth);
    expect((await call('GET', 'notifications/unread-count', ashaElsewhere)).json()).toEqual({ unread: 1 });
    // and the rows are where they belong
    const rows = await inTenant(
      t.database.db,
      (tx) => tx.select().from(notifications).where(eq(notifications.user_id, asha.id)),
      OTHER,
    );
    expect(rows.map((r) => r.tenant_id)).toEqual([OTHER]);
  });
});
