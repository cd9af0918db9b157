import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/access.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  createSessionToken,
  createTenant,
  createUser,
  enterTenant,
  inTenant,
  signIn,
  signInAdmin,
  userIdByEmail,
} from '../../test/factories.ts';

type Method = 'GET' | 'POST' | 'PUT';

const REGISTRATION = {
  investor_type: 'angel',
  organisation: 'Deccan Angels',
  ticket_min_inr: 500_000,
  ticket_max_inr: 5_000_000,
  stages: ['pre_seed', 'seed'],
  sectors: ['agritech', 'fintech'],
  portfolio_links: ['https://example.in/krishi-mitra', 'http://example.in/paisa-setu'],
  accreditation: true,
};

describe('/api/investors', () => {
  let t: TestApp;
  const bearer: Record<string, string> = {};
  const id: Record<string, number> = {};

  const call = (method: Method, url: string, who?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: who ? { authorization: `Bearer ${bearer[who]}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const canReadWorkspace = async (who: string) =>
    (await call('GET', 'auth/privileges', who))
      .json()
      .privileges.some(
        (p: { menu_name: string; permissions: string[] }) =>
          p.menu_name === 'Investor Workspace' && p.permissions.includes('read'),
      );
  const checkWorkspace = async (who: string) =>
    (await call('GET', `auth/checkAccess?menu=${encodeURIComponent('Investor Workspace')}&permission=read`, who))
      .statusCode;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    for (const name of ['vikram', 'sunita', 'neha']) {
      id[name] = await createUser(db, name, 'Entrepreneur');
      bearer[name] = await createSessionToken(db, id[name]!);
    }
    id.admin = await userIdByEmail(db, 'admin@ankur.test');
    bearer.admin = await createSessionToken(db, id.admin);
  });
  afterAll(() => t.close());

  it('answers 401 signed out and 403 to members on the review calls', async () => {
    for (const [method, url] of [
      ['GET', 'investors/me'],
      ['PUT', 'investors/me'],
      ['GET', `investors/1/badge`],
      ['GET', 'investors/admin/profiles'],
      ['POST', 'investors/admin/profiles/1/decide'],
    ] as const) {
      expect((await call(method, url, undefined, method === 'GET' ? undefined : {})).statusCode, url).toBe(401);
    }
    expect((await call('GET', 'investors/admin/profiles', 'vikram')).statusCode).toBe(403);
    expect((await call('POST', 'investors/admin/profiles/1/decide', 'vikram', { decision: 'verify' })).statusCode).toBe(
      403,
    );
  });

  it('400 names the bad field: type, tickets, links, the declaration', async () => {
    const cases: [object, RegExp][] = [
      [{ investor_type: 'bank' }, /^Invalid body\.investor_type: /],
      [{ ticket_max_inr: 100 }, /^Invalid body\.ticket_max_inr: must not be below the minimum ticket/],
      [{ portfolio_links: ['javascript:alert(1)'] }, /^Invalid body\.portfolio_links\[0\]: must be an http\(s\) link/],
      [
        { portfolio_links: Array.from({ length: 6 }, (_, i) => `https://example.in/${i}`) },
        /^Invalid body\.portfolio_links: /,
      ],
      [{ accreditation: false }, /^Invalid body\.accreditation: /],
      [{ stages: [] }, /^Invalid body\.stages: /],
    ];
    for (const [change, message] of cases) {
      const res = await call('PUT', 'investors/me', 'vikram', { ...REGISTRATION, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await call('GET', 'investors/me', 'vikram')).json()).toEqual({ profile: null });
  });

  it('registers, waits; the administrator verifies: the investor is told, reads the Investor Workspace and shows the badge', async () => {
    expect(await canReadWorkspace('vikram')).toBe(false);
    expect(await checkWorkspace('vikram')).toBe(403);
    const res = await call('PUT', 'investors/me', 'vikram', REGISTRATION);
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json().profile;
    expect(profile).toMatchObject({ status: 'pending', investor_type: 'angel', ticket_max_inr: 5_000_000 });
    const waiting = await inTenant(t.database.db, (tx) =>
      tx
        .select({ title: notifications.title })
        .from(notifications)
        .where(and(eq(notifications.user_id, id.admin!), eq(notifications.type, 'investor'))),
    );
    expect(waiting).toContainEqual({ title: 'vikram Tester registered as an investor' });

    const list = (await call('GET', 'investors/admin/profiles', 'admin')).json();
    expect(list.data.map((p: { profile_id: number }) => p.profile_id)).toContain(profile.profile_id);
    expect(list.data[0]).toMatchObject({ investor_name: 'vikram Tester' });
    const url = `investors/admin/profiles/${profile.profile_id}/decide`;
    expect((await call('POST', url, 'admin', { decision: 'decline' })).json().message).toMatch(
      /^Invalid body\.reason: /,
    );
    const verified = await call('POST', url, 'admin', { decision: 'verify' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().status).toBe('verified');
    expect((await call('POST', url, 'admin', { decision: 'verify' })).statusCode).toBe(409);
    expect(
      (await call('POST', 'investors/admin/profiles/999999/decide', 'admin', { decision: 'verify' })).statusCode,
    ).toBe(404);

    expect(await canReadWorkspace('vikram')).toBe(true);
    expect(await checkWorkspace('vikram')).toBe(200);
    const badge = (await call('GET', `investors/${id.vikram}/badge`, 'sunita')).json();
    expect(badge).toMatchObject({ user_id: id.vikram, verified: true, investor_type: 'angel' });
    expect((await call('GET', `investors/${id.sunita}/badge`, 'vikram')).json()).toMatchObject({
      verified: false,
      investor_type: null,
    });
    const told = await inTenant(t.database.db, (tx) =>
      tx
        .select({ title: notifications.title })
        .from(notifications)
        .where(and(eq(notifications.user_id, id.vikram!), eq(notifications.type, 'investor'))),
    );
    expect(told).toEqual([{ title: 'You are a verified investor' }]);
    const audited = await t.database.db
      .select({ changes: auditLog.changes, actor: auditLog.actor_id })
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'investor_profiles'), eq(auditLog.record_id, profile.profile_id)));
    expect(audited).toEqual([{ changes: { status: { from: 'pending', to: 'verified' } }, actor: id.admin }]);

    // changing the registration asks for verification again: the workspace closes meanwhile
    const changed = await call('PUT', 'investors/me', 'vikram', { ...REGISTRATION, ticket_max_inr: 7_500_000 });
    expect(changed.json().profile).toMatchObject({ status: 'pending', ticket_max_inr: 7_500_000 });
    expect(await canReadWorkspace('vikram')).toBe(false);
  });

  it('a declined registration carries the reason to the investor', async () => {
    const profile = (
      await call('PUT', 'investors/me', 'sunita', { ...REGISTRATION, investor_type: 'family_office' })
    ).json().profile;
    const declined = await call('POST', `investors/admin/profiles/${profile.profile_id}/decide`, 'admin', {
      decision: 'decline',
      reason: 'Please add a portfolio link we can check.',
    });
    expect(declined.json()).toMatchObject({ status: 'declined', reason: 'Please add a portfolio link we can check.' });
    expect((await call('GET', 'investors/me', 'sunita')).json().profile).toMatchObject({
      status: 'declined',
      reason: 'Please add a portfolio link we can check.',
    });
    expect(await canReadWorkspace('sunita')).toBe(false);
  });

  it('another tenant sees none of these registrations, and its verification is its own', async () => {
    const db = t.database.db;
    await createUser(db, 'jaipurfounder', 'Organisation');
    const tenantId = await createTenant(t.app, await signIn(t.app, 'jaipurfounder'), 'jaipur-angels');
    const admin = await enterTenant(t.app, await signInAdmin(t.app), tenantId);
    const as = (method: Method, url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url: `/api/${url}`,
        headers: { cookie: admin },
        ...(payload ? { payload: payload as object } : {}),
      });
    expect((await as('GET', 'investors/admin/profiles?status=verified')).json().data).toEqual([]);
    expect((await as('GET', 'investors/admin/profiles?status=declined')).json().data).toEqual([]);
    const sunita = (await call('GET', 'investors/me', 'sunita')).json().profile;
    expect(
      (await as('POST', `investors/admin/profiles/${sunita.profile_id}/decide`, { decision: 'verify' })).statusCode,
    ).toBe(404);
    // the platform's verified investor is no verified investor inside the other tenant
    expect((await as('GET', `investors/${id.vikram}/badge`)).json().verified).toBe(false);
  });
});
