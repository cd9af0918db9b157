import { OTP_TTL_MS } from '@ankur/shared/schemas/identity';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, userSettings, users } from '../../db/schema/identity.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, signIn, TEST_PASSWORD } from '../../test/factories.ts';
import { landingPageAfterSignIn } from './account.service.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('/api/account', () => {
  let t: TestApp;
  const clock = manualClock(new Date());
  let asha: string;
  let ashaId: number;
  let ravi: string;
  let raviId: number;

  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    ashaId = await createUser(t.database.db, 'asha');
    raviId = await createUser(t.database.db, 'ravi');
    asha = await signIn(t.app, 'asha');
    ravi = await signIn(t.app, 'ravi');
  });
  afterAll(() => t.close());

  it('answers 401 to every call signed out', async () => {
    for (const [method, url] of [
      ['GET', 'account'],
      ['GET', 'account/settings'],
      ['PUT', 'account/settings'],
      ['GET', 'account/sessions'],
      ['POST', 'account/email'],
      ['POST', 'account/sessions/signOutOthers'],
    ] as const) {
      expect((await call(method, url, undefined, method === 'GET' ? undefined : {})).statusCode).toBe(401);
    }
  });

  it('shows the own account with its sign-in method', async () => {
    const res = await call('GET', 'account', asha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user_id: ashaId,
      username: 'asha',
      firstName: 'asha',
      lastName: 'Tester',
      email: 'asha@example.org',
      phone_number: null,
      sign_in: { provider: 'embedded', issuer: null, has_password: true },
      pending_email: null,
    });
  });

  describe('e-mail change', () => {
    it('changes the address only after the code sent to the new address, and tells the old one', async () => {
      const start = await call('POST', 'account/email', asha, {
        email: 'Asha.New@Example.org',
        password: TEST_PASSWORD,
      });
      expect(start.statusCode).toBe(202);
      expect(start.json()).toEqual({ pending_email: 'asha.new@example.org' });
      // nothing has changed yet
      const waiting = (await call('GET', 'account', asha)).json();
      expect(waiting.email).toBe('asha@example.org');
      expect(waiting.pending_email).toBe('asha.new@example.org');

      const code = t.mail.lastCode('asha.new@example.org');
      const wrong = code === '000000' ? '111111' : '000000';
      const bad = await call('POST', 'account/email/confirm', asha, { otp: wrong });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Invalid or expired code.');
      expect((await call('GET', 'account', asha)).json().email).toBe('asha@example.org');

      const ok = await call('POST', 'account/email/confirm', asha, { otp: code });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ email: 'asha.new@example.org', pending_email: null });
      const [login] = await t.database.db
        .select({ email: authUsers.email })
        .from(authUsers)
        .where(eq(authUsers.user_id, ashaId));
      expect(login!.email).toBe('asha.new@example.org');
      const profile = await call('GET', 'auth/profile', asha);
      expect(profile.json().email).toBe('asha.new@example.org');
      // the old address is told (sent in the background)
      await new Promise((r) => setTimeout(r, 20));
      const notice = t.mail.sent.filter((m) => m.to === 'asha@example.org').at(-1);
      expect(notice?.subject).toMatch(/e-mail address was changed/);
      expect(notice?.text).toContain('asha.new@example.org');
      // the code is single use
      expect((await call('POST', 'account/email/confirm', asha, { otp: code })).statusCode).toBe(400);
      // the new address signs in
      expect((await signIn(t.app, 'asha.new@example.org')).startsWith('ankur_session=')).toBe(true);
    });

    it('refuses an address another account holds with the 409 registration gives, and sends nothing', async () => {
      const before = t.mail.sent.length;
      const res = await call('POST', 'account/email', ravi, { email: 'ASHA.new@example.org', password: TEST_PASSWORD });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('That e-mail address is already registered.');
      expect(res.json().details).toEqual([{ path: 'body.email', message: 'is already registered' }]);
      expect(t.mail.sent.length).toBe(before);
    });

    it('refuses when the address was taken while the code was on its way', async () => {
      expect(
        (await call('POST', 'account/email', ravi, { email: 'late@example.org', password: TEST_PASSWORD })).statusCode,
      ).toBe(202);
      const code = t.mail.lastCode('late@example.org');
      await createUser(t.database.db, 'late');
      const res = await call('POST', 'account/email/confirm', ravi, { otp: code });
      expect(res.statusCode).toBe(409);
      const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.user_id, raviId));
      expect(row!.email).toBe('ravi@example.org');
    });

    it('needs the current password, a real address and not the own one (400 naming the field)', async () => {
      const missing = await call('POST', 'account/email', ravi, { email: 'ravi2@example.org' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Invalid body.password: is required');
      const wrong = await call('POST', 'account/email', ravi, {
        email: 'ravi2@example.org',
        password: 'not it at all',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().details).toEqual([{ path: 'body.password', message: 'is incorrect' }]);
      const notEmail = await call('POST', 'account/email', ravi, { email: 'ravi', password: TEST_PASSWORD });
      expect(notEmail.statusCode).toBe(400);
      expect(notEmail.json().message).toMatch(/^Invalid body\.email/);
      const same = await call('POST', 'account/email', ravi, { email: 'Ravi@example.org', password: TEST_PASSWORD });
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe('Invalid body.email: is already your e-mail address');
      const noOtp = await call('POST', 'account/email/confirm', ravi, { otp: '12' });
      expect(noOtp.json().message).toMatch(/^Invalid body\.otp/);
    });

    it('lets a code expire after 10 minutes', async () => {
      clock.advance(61_000);
      expect(
        (await call('POST', 'account/email', ravi, { email: 'ravi.k@example.org', password: TEST_PASSWORD }))
          .statusCode,
      ).toBe(202);
      const code = t.mail.lastCode('ravi.k@example.org');
      clock.advance(OTP_TTL_MS + 1000);
      const res = await call('POST', 'account/email/confirm', ravi, { otp: code });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid or expired code.');
      expect((await call('GET', 'account', ravi)).json()).toMatchObject({
        email: 'ravi@example.org',
        pending_email: null,
      });
    });

    it("does not take another user's code for the caller's change", async () => {
      clock.advance(61_000);
      await call('POST', 'account/email', ravi, { email: 'ravi.r@example.org', password: TEST_PASSWORD });
      const code = t.mail.lastCode('ravi.r@example.org');
      // Asha has nothing pending: Ravi's code means nothing to her
      const res = await call('POST', 'account/email/confirm', asha, { otp: code });
      expect(res.statusCode).toBe(400);
      expect((await call('GET', 'account', ravi)).json().pending_email).toBe('ravi.r@example.org');
    });
  });

  describe('settings', () => {
    it('starts from the defaults and stores language and preferences on the user-settings record', async () => {
      expect((await call('GET', 'account/settings', ravi)).json()).toEqual({
        language: 'en',
        profile_visibility: 'members',
        landing_page: null,
      });
      const saved = await call('PUT', 'account/settings', ravi, { language: 'hi', profile_visibility: 'connections' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ language: 'hi', profile_visibility: 'connections', landing_page: null });
      const [row] = await t.database.db
        .select()
        .from(userSettings)
        .where(and(eq(userSettings.user_id, raviId), eq(userSettings.is_deleted, false)));
      expect(row).toMatchObject({ language: 'hi', preferences: { profile_visibility: 'connections' } });
      // a partial update keeps the rest
      const landing = await call('PUT', 'account/settings', ravi, { landing_page: '/my-planner' });
      expect(landing.json()).toEqual({
        language: 'hi',
        profile_visibility: 'connections',
        landing_page: '/my-planner',
      });
      // another user's settings are untouched
      expect((await call('GET', 'account/settings', asha)).json().language).toBe('en');
    });

    it('creates the settings record of an account that has none', async () => {
      const id = await createUser(t.database.db, 'nosettings');
      const cookie = await signIn(t.app, 'nosettings');
      expect((await call('PUT', 'account/settings', cookie, { language: 'hi' })).json().language).toBe('hi');
      const rows = await t.database.db.select().from(userSettings).where(eq(userSettings.user_id, id));
      expect(rows).toHaveLength(1);
    });

    it('answers 400 naming the field for a bad value, an unknown field or nothing to change', async () => {
      const cases: Array<[unknown, RegExp]> = [
        [{ language: 'fr' }, /^Invalid body\.language/],
        [{ profile_visibility: 'everyone' }, /^Invalid body\.profile_visibility/],
        [{ landing_page: 'https://evil.example/' }, /^Invalid body\.landing_page/],
        [{ theme: 'dark' }, /^Invalid body/],
        [{}, /^Invalid body: nothing to update/],
      ];
      for (const [body, message] of cases) {
        const res = await call('PUT', 'account/settings', ravi, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toMatch(message);
      }
    });

    it('offers as landing page only what the role may open, and applies it after sign-in', async () => {
      const res = await call('PUT', 'account/settings', ravi, { landing_page: '/admin-center' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid body.landing_page: is not a page your role may open');
      await call('PUT', 'account/settings', ravi, { landing_page: '/calendar' });
      const { resolveSession } = await import('../../plugins/session.ts');
      const actor = await resolveSession(t.database.db, ravi.slice('ankur_session='.length));
      expect(await landingPageAfterSignIn(t.database.db, actor)).toBe('/calendar');
      // someone still holding only temp goes on to /select-role
      const tempId = await createUser(t.database.db, 'newbie', 'temp');
      const temp = await signIn(t.app, 'newbie');
      const tempActor = await resolveSession(t.database.db, temp.slice('ankur_session='.length));
      await t.database.db
        .update(userSettings)
        .set({ preferences: { landing_page: '/calendar' } })
        .where(eq(userSettings.user_id, tempId));
      expect(await landingPageAfterSignIn(t.database.db, tempActor)).toBeNull();
    });
  });

  describe('sessions', () => {
    it('lists the own devices, this one first and marked, and signs one out', async () => {
      const phone = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36' },
        payload: { username: 'asha.new@example.org', password: TEST_PASSWORD },
      });
      const phoneCookie = `ankur_session=${phone.cookies.find((c) => c.name === 'ankur_session')!.value}`;
      const list = await call('GET', 'account/sessions', asha);
      expect(list.statusCode).toBe(200);
      const sessions = list.json() as Array<{ id: string; current: boolean; user_agent: string | null }>;
      expect(sessions[0]!.current).toBe(true);
      expect(sessions.filter((s) => s.current)).toHaveLength(1);
      const other = sessions.find((s) => s.user_agent?.includes('Android'));
      expect(other).toBeDefined();
      expect(JSON.stringify(sessions)).not.toContain(phoneCookie.slice('ankur_session='.length));

      // Ravi cannot see or end Asha's sessions: her session id is unknown to him
      const theirs = await call('DELETE', `account/sessions/${other!.id}`, ravi);
      expect(theirs.statusCode).toBe(404);
      expect((await call('GET', 'auth/profile', phoneCookie)).statusCode).toBe(200);
      // this device is not signed out this way
      const self = await call('DELETE', `account/sessions/${sessions[0]!.id}`, asha);
      expect(self.statusCode).toBe(400);
      expect(self.json().message).toMatch(/^Invalid params\.id/);
      expect((await call('DELETE', 'account/sessions/not%20an%20id', asha)).statusCode).toBe(400);

      const gone = await call('DELETE', `account/sessions/${other!.id}`, asha);
      expect(gone.statusCode).toBe(204);
      expect((await call('GET', 'auth/profile', phoneCookie)).statusCode).toBe(401);
      expect((await call('GET', 'auth/profile', asha)).statusCode).toBe(200);
      expect((await call('DELETE', `account/sessions/${other!.id}`, asha)).statusCode).toBe(404);
    });

    it('signs out everywhere else and keeps this device', async () => {
      const second = await signIn(t.app, 'ravi');
      const third = await signIn(t.app, 'ravi');
      const res = await call('POST', 'account/sessions/signOutOthers', ravi);
      expect(res.statusCode).toBe(200);
      expect(res.json().revoked).toBeGreaterThanOrEqual(2);
      expect((await call('GET', 'auth/profile', second)).statusCode).toBe(401);
      expect((await call('GET', 'auth/profile', third)).statusCode).toBe(401);
      expect((await call('GET', 'auth/profile', ravi)).statusCode).toBe(200);
      const left = (await call('GET', 'account/sessions', ravi)).json();
      expect(left).toHaveLength(1);
      // Asha's sessions were not touched
      expect((await call('GET', 'auth/profile', asha)).statusCode).toBe(200);
    });
  });
});
