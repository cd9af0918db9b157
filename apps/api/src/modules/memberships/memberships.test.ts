import { LOCKED_APPS } from '@ankur/shared/menus';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/access.ts';
import { sponsorCodes } from '../../db/schema/memberships.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { DEMO_SPONSOR_CODE } from '../../db/seed/memberships.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  createSessionToken,
  createTenant,
  createUser,
  enterTenant,
  inTenant,
  PLATFORM_TENANT,
  signIn,
  signInAdmin,
  userIdByEmail,
} from '../../test/factories.ts';
import { entitlementGuard, hasEntitlement, PREMIUM_REQUIRED } from './index.ts';

type Method = 'GET' | 'POST' | 'PUT';

describe('/api/memberships', () => {
  let t: TestApp;
  const bearer: Record<string, string> = {};
  const id: Record<string, number> = {};
  let premiumId = 0;
  let freeId = 0;

  const call = (method: Method, url: string, who?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: who ? { authorization: `Bearer ${bearer[who] ?? who}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const notified = (userId: number) =>
    inTenant(t.database.db, (tx) =>
      tx
        .select({ title: notifications.title, link: notifications.link })
        .from(notifications)
        .where(and(eq(notifications.user_id, userId), eq(notifications.type, 'membership'))),
    );

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    for (const name of ['meera', 'arjun', 'kavya', 'rohan']) {
      id[name] = await createUser(db, name, 'Entrepreneur');
      bearer[name] = await createSessionToken(db, id[name]!);
    }
    id.admin = await userIdByEmail(db, 'admin@ankur.test');
    bearer.admin = await createSessionToken(db, id.admin);
    const me = (await call('GET', 'memberships/me', 'meera')).json();
    premiumId = me.plans.find((p: { name: string }) => p.name.endsWith('Premium')).plan_id;
    freeId = me.plans.find((p: { price_paise: number }) => p.price_paise === 0).plan_id;
  });
  afterAll(() => t.close());

  it('answers 401 signed out, and 403 to members on every administrative call', async () => {
    const member: [Method, string][] = [
      ['GET', 'memberships/me'],
      ['POST', 'memberships/request'],
      ['POST', 'memberships/redeem'],
      ['POST', 'memberships/cancel'],
    ];
    const admin: [Method, string][] = [
      ['GET', 'memberships/admin/plans'],
      ['POST', 'memberships/admin/plans'],
      ['PUT', `memberships/admin/plans/${premiumId}`],
      ['GET', 'memberships/admin/requests'],
      ['POST', 'memberships/admin/requests/1/decide'],
      ['GET', 'memberships/admin/codes'],
      ['POST', 'memberships/admin/codes'],
      ['PUT', 'memberships/admin/codes/1'],
    ];
    for (const [method, url] of [...member, ...admin]) {
      expect((await call(method, url, undefined, method === 'GET' ? undefined : {})).statusCode, url).toBe(401);
    }
    for (const [method, url] of admin) {
      expect((await call(method, url, 'meera', method === 'GET' ? undefined : {})).statusCode, url).toBe(403);
    }
  });

  it('shows the plans on offer (the seeded Free and Premium), no membership, no apps', async () => {
    const res = await call('GET', 'memberships/me', 'meera');
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me.membership).toBeNull();
    expect(me.apps).toEqual([]);
    expect(me.plans.find((p: { plan_id: number }) => p.plan_id === premiumId)).toMatchObject({
      price_paise: 499_900,
      period: 'year',
      apps: [...LOCKED_APPS],
    });
    expect(me.bank.ifsc).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
  });

  it('a free plan starts at once and can be cancelled', async () => {
    const joined = await call('POST', 'memberships/request', 'kavya', { plan_id: freeId });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().membership).toMatchObject({ status: 'active', provider: 'free', ends_at: null });
    const again = await call('POST', 'memberships/request', 'kavya', {
      plan_id: premiumId,
      transfer_ref: 'SBIN12345678901',
    });
    expect(again.statusCode).toBe(409);
    const cancelled = await call('POST', 'memberships/cancel', 'kavya');
    expect(cancelled.json().membership.status).toBe('cancelled');
    expect((await call('POST', 'memberships/cancel', 'kavya')).statusCode).toBe(404);
  });

  it('400 names the bad field; 404 for a plan not on offer', async () => {
    const noRef = await call('POST', 'memberships/request', 'meera', { plan_id: premiumId });
    expect(noRef.statusCode).toBe(400);
    expect(noRef.json().message).toMatch(/^Invalid body\.transfer_ref: /);
    const badRef = await call('POST', 'memberships/request', 'meera', { plan_id: premiumId, transfer_ref: '12' });
    expect(badRef.json().message).toMatch(/^Invalid body\.transfer_ref: /);
    const badPlan = await call('POST', 'memberships/request', 'meera', { plan_id: 'premium' });
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json().message).toMatch(/^Invalid body\.plan_id: /);
    expect((await call('POST', 'memberships/request', 'meera', { plan_id: 999_999 })).statusCode).toBe(404);
    const badCode = await call('POST', 'memberships/redeem', 'meera', { code: 'no spaces!' });
    expect(badCode.json().message).toMatch(/^Invalid body\.code: /);
  });

  it('a paid request waits; the administrator is told, declines with a reason or approves; the member is told; audited', async () => {
    const asked = await call('POST', 'memberships/request', 'meera', {
      plan_id: premiumId,
      transfer_ref: 'hdfc00123456789',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const pending = asked.json().membership;
    expect(pending).toMatchObject({ status: 'pending', provider: 'offline', provider_ref: 'HDFC00123456789' });
    expect(asked.json().apps).toEqual([]);
    expect(await notified(id.admin!)).toContainEqual({
      title: 'meera Tester asked for Ankur Premium',
      link: '/admin-center?tab=memberships',
    });

    const list = await call('GET', 'memberships/admin/requests', 'admin');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { membership_id: number }) => r.membership_id)).toContain(pending.membership_id);

    const url = `memberships/admin/requests/${pending.membership_id}/decide`;
    const noReason = await call('POST', url, 'admin', { decision: 'decline' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/^Invalid body\.reason: /);
    const approved = await call('POST', url, 'admin', { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'active', member_name: 'meera Tester' });
    expect((await call('POST', url, 'admin', { decision: 'approve' })).statusCode).toBe(409);
    expect(
      (await call('POST', 'memberships/admin/requests/999999/decide', 'admin', { decision: 'approve' })).statusCode,
    ).toBe(404);

    const me = (await call('GET', 'memberships/me', 'meera')).json();
    expect(me.membership.status).toBe('active');
    expect(new Date(me.membership.ends_at).getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    expect(me.apps).toEqual([...LOCKED_APPS].sort());
    expect(await notified(id.meera!)).toContainEqual({
      title: 'Your Ankur Premium membership is active',
      link: '/membership',
    });
    const audited = await t.database.db
      .select({ changes: auditLog.changes, actor: auditLog.actor_id })
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'memberships'), eq(auditLog.record_id, pending.membership_id)));
    expect(audited).toEqual([{ changes: { status: { from: 'pending', to: 'active' } }, actor: id.admin }]);

    // a second member declined with a reason
    const other = await call('POST', 'memberships/request', 'arjun', {
      plan_id: premiumId,
      transfer_ref: 'ICIC00987654321',
    });
    const declined = await call(
      'POST',
      `memberships/admin/requests/${other.json().membership.membership_id}/decide`,
      'admin',
      {
        decision: 'decline',
        reason: 'No transfer with this UTR reached the account.',
      },
    );
    expect(declined.json()).toMatchObject({
      status: 'declined',
      reason: 'No transfer with this UTR reached the account.',
    });
    expect((await notified(id.arjun!)).map((n) => n.title)).toContain('Your Ankur Premium request was declined');
  });

  it('administrators manage plans (400 naming the field, audited)', async () => {
    const bad = await call('POST', 'memberships/admin/plans', 'admin', {
      name: 'X',
      price_paise: -1,
      period: 'year',
      apps: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid body\.price_paise: /);
    const badApp = await call('POST', 'memberships/admin/plans', 'admin', {
      name: 'Campus',
      price_paise: 0,
      period: 'year',
      apps: ['Chat Hub'],
    });
    expect(badApp.json().message).toMatch(/^Invalid body\.apps\[0\]: /);
    const made = await call('POST', 'memberships/admin/plans', 'admin', {
      name: 'Campus Innovator',
      description: 'For student founders of partner colleges.',
      price_paise: 99_900,
      period: 'year',
      apps: ['Idea Hub'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const planId = made.json().plan_id;
    const withdrawn = await call('PUT', `memberships/admin/plans/${planId}`, 'admin', { active: false });
    expect(withdrawn.json().active).toBe(false);
    expect(
      (await call('GET', 'memberships/me', 'rohan')).json().plans.map((p: { plan_id: number }) => p.plan_id),
    ).not.toContain(planId);
    expect(
      (await call('GET', 'memberships/admin/plans', 'admin')).json().map((p: { plan_id: number }) => p.plan_id),
    ).toContain(planId);
    expect((await call('PUT', 'memberships/admin/plans/999999', 'admin', { active: false })).statusCode).toBe(404);
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'membership_plans'), eq(auditLog.record_id, planId)));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('concurrent redemptions of a code never oversell its seats', async () => {
    const made = await call('POST', 'memberships/admin/codes', 'admin', {
      code: 'pune-cohort-7',
      plan_id: premiumId,
      sponsor_name: 'Pune Angels Network',
      seats: 2,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ code: 'PUNE-COHORT-7', seats: 2, used: 0, active: true });
    const duplicate = { code: 'Pune-Cohort-7', plan_id: premiumId, sponsor_name: 'Someone else', seats: 5 };
    expect((await call('POST', 'memberships/admin/codes', 'admin', duplicate)).statusCode).toBe(409);

    const db = t.database.db;
    const racers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const uid = await createUser(db, `racer${i}`, 'Entrepreneur');
      racers.push(await createSessionToken(db, uid));
    }
    const results = await Promise.all(
      racers.map((b) => call('POST', 'memberships/redeem', b, { code: 'Pune-Cohort-7' })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 404, 404, 404, 404]);
    const [row] = await inTenant(db, (tx) =>
      tx.select({ used: sponsorCodes.used }).from(sponsorCodes).where(eq(sponsorCodes.code, 'PUNE-COHORT-7')),
    );
    expect(row?.used).toBe(2);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect(winner.membership).toMatchObject({ status: 'active', provider: 'sponsor' });
    expect(winner.apps).toHaveLength(4);
  });

  it('a disabled or unknown code opens nothing; a waiting request is replaced by a redeemed code', async () => {
    const codes = (await call('GET', 'memberships/admin/codes', 'admin')).json();
    const demo = codes.find((c: { code: string }) => c.code === DEMO_SPONSOR_CODE);
    expect(demo).toMatchObject({ sponsor_name: 'Nagpur Startup Foundation', seats: 25 });
    await call('PUT', `memberships/admin/codes/${demo.code_id}`, 'admin', { active: false });
    expect((await call('POST', 'memberships/redeem', 'rohan', { code: DEMO_SPONSOR_CODE })).json().message).toBe(
      'This code is not valid, has expired or has no seats left.',
    );
    await call('PUT', `memberships/admin/codes/${demo.code_id}`, 'admin', { active: true });
    await call('POST', 'memberships/request', 'rohan', { plan_id: premiumId, transfer_ref: 'UTIB00011122233' });
    const redeemed = await call('POST', 'memberships/redeem', 'rohan', { code: DEMO_SPONSOR_CODE.toLowerCase() });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json().membership).toMatchObject({
      status: 'active',
      provider_ref: `${DEMO_SPONSOR_CODE} · Nagpur Startup Foundation`,
    });
    // holding an active membership, another code is refused
    expect((await call('POST', 'memberships/redeem', 'rohan', { code: DEMO_SPONSOR_CODE })).statusCode).toBe(409);
  });

  it('rate-limits code attempts so codes cannot be guessed', async () => {
    const db = t.database.db;
    const guesser = await createSessionToken(db, await createUser(db, 'guesser', 'Entrepreneur'));
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      answers.push((await call('POST', 'memberships/redeem', guesser, { code: `GUESS-${1000 + i}` })).statusCode);
    }
    expect(answers.slice(0, 10).every((s) => s === 404)).toBe(true);
    const refused = await call('POST', 'memberships/redeem', guesser, { code: DEMO_SPONSOR_CODE });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('entitlements: hasEntitlement and the route guard follow the membership, and expire with it', async () => {
    const db = t.database.db;
    const scope = (userId: number) => ({ tenantId: PLATFORM_TENANT, platform: true, actor: { userId } });
    expect(await inTenant(db, (tx) => hasEntitlement(tx, scope(id.meera!), 'Product Hub'))).toBe(true);
    expect(await inTenant(db, (tx) => hasEntitlement(tx, scope(id.arjun!), 'Product Hub'))).toBe(false);
    const later = new Date(Date.now() + 2 * 366 * 86_400_000);
    expect(await inTenant(db, (tx) => hasEntitlement(tx, scope(id.meera!), 'Product Hub', later))).toBe(false);

    const guard = entitlementGuard(db, 'Idea Hub');
    const req = (userId: number) => ({ actor: { userId, tenantId: null } }) as unknown as FastifyRequest;
    await expect(guard(req(id.meera!))).resolves.toBeUndefined();
    await expect(guard(req(id.arjun!))).rejects.toMatchObject({ statusCode: 403, message: PREMIUM_REQUIRED });
    expect(() => entitlementGuard(db, 'Chat Hub' as 'Idea Hub')).toThrow();
  });

  it('another tenant sees none of these plans, requests or codes (404, as for what does not exist)', async () => {
    const db = t.database.db;
    await createUser(db, 'kochifounder', 'Organisation');
    const founderCookie = await signIn(t.app, 'kochifounder');
    const tenantId = await createTenant(t.app, founderCookie, 'kochi-makers');
    const founder = await enterTenant(t.app, founderCookie, tenantId);
    const admin = await enterTenant(t.app, await signInAdmin(t.app), tenantId);
    const as = (cookie: string, method: Method, url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url: `/api/${url}`,
        headers: { cookie },
        ...(payload ? { payload: payload as object } : {}),
      });

    expect((await as(founder, 'GET', 'memberships/me')).json()).toMatchObject({ plans: [], membership: null });
    const ask = await as(founder, 'POST', 'memberships/request', {
      plan_id: premiumId,
      transfer_ref: 'SBIN12345678901',
    });
    expect(ask.statusCode).toBe(404);
    expect((await as(founder, 'POST', 'memberships/redeem', { code: DEMO_SPONSOR_CODE })).statusCode).toBe(404);
    // the platform administrator, inside the tenant as support, reaches none of the platform's records
    expect((await as(admin, 'GET', 'memberships/admin/requests?status=active')).json().data).toEqual([]);
    expect((await as(admin, 'GET', 'memberships/admin/codes')).json()).toEqual([]);
    expect((await as(admin, 'PUT', `memberships/admin/plans/${premiumId}`, { active: false })).statusCode).toBe(404);
    const platformPending = (
      await call('POST', 'memberships/request', 'arjun', { plan_id: premiumId, transfer_ref: 'KKBK00011122233' })
    ).json();
    const decide = await as(
      admin,
      'POST',
      `memberships/admin/requests/${platformPending.membership.membership_id}/decide`,
      {
        decision: 'approve',
      },
    );
    expect(decide.statusCode).toBe(404);
    expect((await call('GET', 'memberships/me', 'arjun')).json().membership.status).toBe('pending');
  });
});
