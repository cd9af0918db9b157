import {
  BUG_REPORT_LIMIT_PER_USER,
  CONTACT_LIMIT_PER_EMAIL,
  CONTACT_LIMIT_PER_IP,
} from '@ankur/shared/schemas/support';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/identity.ts';
import { supportMessages } from '../../db/schema/support.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSessionToken, createUser, PLATFORM_TENANT } from '../../test/factories.ts';

/**
 * Contact Us (public, throttled per address and per e-mail address, with a honeypot) and bug
 * reports (signed in, throttled per user; who filed it comes from the session).
 */
describe('support: contact messages and bug reports', () => {
  let t: TestApp;
  let db: Db;
  const clock = manualClock(new Date('2026-03-01T09:00:00Z'));
  let ashaId: number;
  let asha: string;
  let ashaInTenant: string;

  type Headers = Record<string, string>;
  const post = (url: string, payload: unknown, headers: Headers = {}) =>
    t.app.inject({ method: 'POST', url: `/api/support/${url}`, headers, payload: payload as object });
  const bearer = (token: string, extra: Headers = {}) => ({ authorization: `Bearer ${token}`, ...extra });
  const fromIp = (ip: string, extra: Headers = {}) => ({ 'x-forwarded-for': ip, ...extra });
  const contact = (overrides: Record<string, unknown> = {}) => ({
    name: '  Meera Nair ',
    email: 'Meera@Example.org',
    organisation: 'Kochi Makers',
    topic: 'partnership',
    message: '  We would like to host a programme with you in Kochi.  ',
    ...overrides,
  });
  const bug = (overrides: Record<string, unknown> = {}) => ({
    title: 'Save button does nothing',
    description: 'Pressing Save on my profile shows no message and nothing is saved.',
    steps_to_reproduce: '1. Open profile\n2. Change the phone number\n3. Press Save',
    severity: 'high',
    page_url: '/profile?tab=contact',
    ...overrides,
  });
  const rowsOf = (email: string) => db.select().from(supportMessages).where(eq(supportMessages.email, email));

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    db = t.database.db;
    ashaId = await createUser(db, 'asha_support', 'Entrepreneur');
    asha = await createSessionToken(db, ashaId);
    ashaInTenant = await createSessionToken(db, ashaId, { tenantId: PLATFORM_TENANT });
  });
  afterAll(() => t.close());

  describe('POST /api/support/contact', () => {
    it('stores a trimmed message with a hash of the address, never the address itself', async () => {
      const res = await post('contact', contact(), fromIp('198.51.100.10', { 'user-agent': 'Test browser/1.0' }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ received: true });
      const [row, ...more] = await rowsOf('meera@example.org');
      expect(more).toHaveLength(0);
      expect(row).toMatchObject({
        kind: 'contact',
        status: 'new',
        name: 'Meera Nair',
        email: 'meera@example.org',
        organisation: 'Kochi Makers',
        topic: 'partnership',
        subject: null,
        message: 'We would like to host a programme with you in Kochi.',
        user_id: null,
        tenant_id: null,
        user_agent: 'Test browser/1.0',
        handled_by: null,
      });
      expect(row!.ip_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(row!.ip_hash).not.toContain('198.51.100.10');
      // the throttle's keys are hashes too: neither the IP nor the e-mail address is written there
      const buckets = await db.select().from(rateLimits).where(like(rateLimits.bucket, 'support:%'));
      expect(buckets.length).toBeGreaterThan(0);
      for (const b of buckets) {
        expect(b.bucket).not.toContain('198.51.100.10');
        expect(b.bucket).not.toContain('meera');
      }
    });

    it('records a signed-in sender and the tenant of their session', async () => {
      const res = await post(
        'contact',
        contact({ email: 'asha.contact@example.org', organisation: '  ' }),
        bearer(ashaInTenant, fromIp('198.51.100.11')),
      );
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await rowsOf('asha.contact@example.org');
      expect(row).toMatchObject({ user_id: ashaId, tenant_id: PLATFORM_TENANT, organisation: null });
    });

    it.each([
      [{ name: '   ' }, 'body.name'],
      [{ email: 'not-an-address' }, 'body.email'],
      [{ email: `${'a'.repeat(250)}@x.org` }, 'body.email'],
      [{ topic: 'complaints' }, 'body.topic'],
      [{ message: ' too short ' }, 'body.message'],
      [{ message: 'x'.repeat(5001) }, 'body.message'],
      [{ organisation: 'o'.repeat(151) }, 'body.organisation'],
    ])('400 names the bad field (%o)', async (overrides, field) => {
      const res = await post('contact', contact(overrides), fromIp('198.51.100.12'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.json().message).toMatch(new RegExp(`^Invalid ${field.replace('.', '\\.')}:`));
    });

    it('400 for a field the form does not have (strict body)', async () => {
      const res = await post('contact', contact({ status: 'resolved' }), fromIp('198.51.100.12'));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/status/);
    });

    it('answers a filled honeypot exactly as a success, and keeps nothing', async () => {
      const before = await db.select({ n: sql<number>`count(*)::int` }).from(supportMessages);
      const hitsBefore = await db.select().from(rateLimits).where(like(rateLimits.bucket, 'support:%'));
      const res = await post(
        'contact',
        contact({ email: 'robot@example.org', website: 'https://spam.example' }),
        fromIp('203.0.113.66'),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ received: true });
      const after = await db.select({ n: sql<number>`count(*)::int` }).from(supportMessages);
      expect(after[0]!.n).toBe(before[0]!.n);
      expect(await rowsOf('robot@example.org')).toHaveLength(0);
      const hitsAfter = await db.select().from(rateLimits).where(like(rateLimits.bucket, 'support:%'));
      expect(hitsAfter).toEqual(hitsBefore);
    });

    it(`allows ${CONTACT_LIMIT_PER_IP} messages per address an hour, then 429 with Retry-After`, async () => {
      const ip = '203.0.113.20';
      for (let i = 0; i < CONTACT_LIMIT_PER_IP; i++) {
        const res = await post('contact', contact({ email: `ip-${i}@example.org` }), fromIp(ip));
        expect(res.statusCode, res.body).toBe(201);
        clock.advance(60_000);
      }
      const refused = await post('contact', contact({ email: 'ip-extra@example.org' }), fromIp(ip));
      expect(refused.statusCode).toBe(429);
      // the window started at the first message, 5 minutes ago: 55 minutes left
      expect(refused.headers['retry-after']).toBe(String(55 * 60));
      expect(refused.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many messages have been sent from your network in the last hour. Try again in 55 minutes.',
        details: { retry_after_seconds: 55 * 60 },
      });
      expect(await rowsOf('ip-extra@example.org')).toHaveLength(0);
      // another address is not affected; the same one is again once the hour has passed
      expect(
        (await post('contact', contact({ email: 'other-ip@example.org' }), fromIp('203.0.113.21'))).statusCode,
      ).toBe(201);
      clock.advance(55 * 60_000);
      expect((await post('contact', contact({ email: 'ip-later@example.org' }), fromIp(ip))).statusCode).toBe(201);
    });

    it(`allows ${CONTACT_LIMIT_PER_EMAIL} messages per e-mail address an hour, whatever the address or case`, async () => {
      for (let i = 0; i < CONTACT_LIMIT_PER_EMAIL; i++) {
        const email = i % 2 ? 'Repeat@Example.org' : 'repeat@example.org';
        const res = await post('contact', contact({ email }), fromIp(`192.0.2.${30 + i}`));
        expect(res.statusCode, res.body).toBe(201);
      }
      const refused = await post('contact', contact({ email: 'REPEAT@example.org' }), fromIp('192.0.2.99'));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many messages have been sent from this e-mail address/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await rowsOf('repeat@example.org')).toHaveLength(CONTACT_LIMIT_PER_EMAIL);
    });
  });

  describe('POST /api/support/bugReports', () => {
    it('401 when signed out', async () => {
      const res = await post('bugReports', bug());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    });

    it('files a report as the signed-in user; name and e-mail come from the account', async () => {
      const res = await post(
        'bugReports',
        bug(),
        bearer(ashaInTenant, fromIp('198.51.100.40', { 'user-agent': 'Mozilla/5.0 (Android 14)' })),
      );
      expect(res.statusCode, res.body).toBe(201);
      const { id, created_at } = res.json();
      expect(id).toEqual(expect.any(Number));
      expect(Number.isNaN(Date.parse(created_at))).toBe(false);
      const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, id));
      expect(row).toMatchObject({
        kind: 'bug',
        status: 'new',
        name: 'asha_support Tester',
        email: 'asha_support@example.org',
        subject: 'Save button does nothing',
        message: 'Pressing Save on my profile shows no message and nothing is saved.',
        steps_to_reproduce: '1. Open profile\n2. Change the phone number\n3. Press Save',
        severity: 'high',
        page_url: '/profile?tab=contact',
        topic: null,
        user_id: ashaId,
        tenant_id: PLATFORM_TENANT,
        user_agent: 'Mozilla/5.0 (Android 14)',
      });
    });

    it('never takes the sender from the body', async () => {
      const res = await post('bugReports', bug({ email: 'someone@else.org', user_id: 1 }), bearer(asha));
      expect(res.statusCode).toBe(400);
    });

    it("keeps a full address of this site as its path; refuses another site's", async () => {
      const own = await post(
        'bugReports',
        bug({ page_url: `${t.config.publicUrl ?? `http://localhost:${t.config.port}`}/programs/12?x=1#top` }),
        bearer(asha),
      );
      expect(own.statusCode, own.body).toBe(201);
      const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, own.json().id));
      expect(row!.page_url).toBe('/programs/12?x=1#top');

      const noPage = await post('bugReports', bug({ page_url: '', steps_to_reproduce: ' ' }), bearer(asha));
      expect(noPage.statusCode, noPage.body).toBe(201);
      const [bare] = await db.select().from(supportMessages).where(eq(supportMessages.id, noPage.json().id));
      expect(bare).toMatchObject({ page_url: null, steps_to_reproduce: null });

      for (const page_url of ['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)', '/a b']) {
        const res = await post('bugReports', bug({ page_url }), bearer(asha));
        expect(res.statusCode, page_url).toBe(400);
        expect(res.json().message, page_url).toMatch(/^Invalid body\.page_url:/);
      }
    });

    it.each([
      [{ title: 'Bug' }, 'body.title'],
      [{ title: 't'.repeat(151) }, 'body.title'],
      [{ description: 'Broken' }, 'body.description'],
      [{ steps_to_reproduce: 's'.repeat(5001) }, 'body.steps_to_reproduce'],
      [{ severity: 'urgent' }, 'body.severity'],
      [{ page_url: `/${'p'.repeat(2000)}` }, 'body.page_url'],
    ])('400 names the bad field (%o)', async (overrides, field) => {
      const res = await post('bugReports', bug(overrides), bearer(asha));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^Invalid ${field.replace('.', '\\.')}:`));
    });

    it(`allows ${BUG_REPORT_LIMIT_PER_USER} reports per user an hour, then 429`, async () => {
      const userId = await createUser(db, 'busy_reporter', 'temp');
      const token = await createSessionToken(db, userId);
      for (let i = 0; i < BUG_REPORT_LIMIT_PER_USER; i++) {
        const res = await post('bugReports', bug({ title: `Report number ${i}` }), bearer(token));
        expect(res.statusCode, res.body).toBe(201);
      }
      const refused = await post('bugReports', bug(), bearer(token));
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('3600');
      expect(refused.json()).toMatchObject({
        statusCode: 429,
        message: `You have filed ${BUG_REPORT_LIMIT_PER_USER} bug reports in the last hour. Try again in 60 minutes.`,
        details: { retry_after_seconds: 3600 },
      });
      // another user is not affected
      expect((await post('bugReports', bug(), bearer(asha))).statusCode).toBe(201);
      clock.advance(60 * 60_000);
      expect((await post('bugReports', bug(), bearer(token))).statusCode).toBe(201);
    });
  });
});
