import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTenant, createUser, PLATFORM_TENANT, signIn, TEST_PASSWORD } from '../../test/factories.ts';
import { TestBrowser } from '../../test/oidc-browser.ts';

const clock = manualClock(new Date());

describe('brute force, CSRF, password changes and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    for (const name of ['lata', 'omar', 'pia', 'ritu', 'sara', 'tara', 'vera']) await createUser(t.database.db, name);
  });
  afterAll(() => t.close());

  const signin = (username: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username, password },
      remoteAddress: ip,
    });

  it('locks an account progressively after 5 failures (60 s, then 120 s) with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await signin('lata', 'wrong-password', '10.0.1.1')).statusCode).toBe(401);
    const locked = await signin('lata', TEST_PASSWORD, '10.0.1.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    clock.advance(61_000);
    expect((await signin('lata', 'wrong-again', '10.0.1.3')).statusCode).toBe(401);
    const longer = await signin('lata', TEST_PASSWORD, '10.0.1.4');
    expect(longer.headers['retry-after']).toBe('120');
    clock.advance(121_000);
    expect((await signin('lata', TEST_PASSWORD, '10.0.1.5')).statusCode).toBe(200);
  });

  it('treats unknown usernames like accounts: 5 tries, then 429', async () => {
    for (let i = 0; i < 5; i++) expect((await signin('nobody-here', 'x-password', '10.0.2.1')).statusCode).toBe(401);
    expect((await signin('nobody-here', 'x-password', '10.0.2.2')).statusCode).toBe(429);
  });

  it('locks known and unknown names alike: same status, body and headers at every step', async () => {
    let ip = 0;
    const attempt = async (username: string) => {
      const res = await signin(username, 'wrong-password', `10.0.8.${ip++}`);
      const { date: _d, 'x-request-id': _r, ...headers } = res.headers;
      return { status: res.statusCode, body: res.body, headers };
    };
    const both = async () => [await attempt('vera'), await attempt('nobody-vera')] as const;
    for (let i = 0; i < 5; i++) {
      const [known, unknown] = await both();
      expect(known.status).toBe(401);
      expect(unknown).toEqual(known);
    }
    const [locked, unknownLocked] = await both();
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    expect(unknownLocked).toEqual(locked);
    clock.advance(61_000);
    for (const _ of [1, 2]) {
      const [known, unknown] = await both();
      expect(unknown).toEqual(known);
    }
    const [longer, unknownLonger] = await both();
    expect(longer.headers['retry-after']).toBe('120');
    expect(unknownLonger).toEqual(longer);
  });

  it('limits sign-in attempts per address to 20 in 5 minutes', async () => {
    for (let i = 0; i < 20; i++) await signin(`guess${i}`, 'x-password', '10.0.3.1');
    const limited = await signin('omar', TEST_PASSWORD, '10.0.3.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signin('omar', TEST_PASSWORD, '10.0.3.2')).statusCode).toBe(200);
    clock.advance(5 * 60_000 + 1000);
    expect((await signin('omar', TEST_PASSWORD, '10.0.3.1')).statusCode).toBe(200);
  });

  it('counts sign-ins per connection address: a forged X-Forwarded-For does not open a new allowance', async () => {
    const forged = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: `forger${n}`, password: 'x-password' },
        remoteAddress: '10.0.6.1',
        headers: { 'x-forwarded-for': `198.51.100.${n}` },
      });
    for (let i = 0; i < 20; i++) expect((await forged(i)).statusCode).toBe(401);
    expect((await forged(99)).statusCode).toBe(429);
  });

  it('refuses state-changing calls from another origin (CSRF), allows same-origin and bearer calls', async () => {
    const cookie = await signIn(t.app, 'pia');
    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {}, headers: { cookie, ...headers } });
    const evil = await post({ origin: 'https://evil.example.com' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBe('Cross-site request refused.');
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'text/plain' },
      payload: '{"username":"pia","password":"x"}',
    });
    expect(form.statusCode).toBe(415);
    const ok = await post({ origin: 'http://localhost:3000' });
    expect(ok.statusCode).toBe(200);
    const rotated = ok.cookies.find((c) => c.name === 'ankur_session')!.value;
    // the old session id stops working at once; the new one works, also as a bearer token
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie } })).statusCode).toBe(401);
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${rotated}` },
    });
    expect(bearer.json().username).toBe('pia');
  });

  it('checks the origin of cookie-authenticated calls even when they also carry a bearer header', async () => {
    const cookie = await signIn(t.app, 'vera');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: {},
      headers: { cookie, origin: 'http://evil.example', authorization: 'Bearer junk' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cross-site request refused.');
  });

  it('sends a Permissions-Policy and lets scripts connect only to the platform itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(res.headers['permissions-policy']).toMatch(/camera=\(self\), microphone=\(\), geolocation=\(\)/);
    const connect = /connect-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(connect?.split(' ')).toEqual(["'self'", 'ws://localhost:3000']);
  });

  it('sends at most 5 password-reset codes per account and day', async () => {
    const codes = () => t.mail.sent.filter((m) => m.to === 'omar@example.org').length;
    const before = codes();
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgotPassword',
        payload: { email: 'omar@example.org' },
      });
      expect(res.statusCode).toBe(202);
      clock.advance(61_000);
    }
    expect(codes() - before).toBe(5);
    clock.advance(24 * 60 * 60_000);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email: 'omar@example.org' } });
    expect(codes() - before).toBe(6);
  });

  it('answers requests for codes alike for known and unknown addresses, also when refusing', async () => {
    const ask = async (email: string, type: 'signup' | 'reset_password') => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/generateOtp', payload: { email, type } });
      return { status: res.statusCode, body: res.body, retryAfter: res.headers['retry-after'] };
    };
    for (const type of ['reset_password', 'signup'] as const) {
      const first = await ask('sara@example.org', type);
      expect(await ask(`ghost-${type}@example.org`, type)).toEqual(first);
      clock.advance(10_000);
      const second = await ask('sara@example.org', type);
      expect(await ask(`ghost-${type}@example.org`, type)).toEqual(second);
    }
    clock.advance(61_000);
    for (let i = 0; i < 6; i++) {
      const known = await ask('lata@example.org', 'reset_password');
      expect(await ask('ghost-daily@example.org', 'reset_password')).toEqual(known);
      expect(known.status).toBe(i < 5 ? 202 : 429);
      clock.advance(61_000);
    }
  });

  it('a reset request answers alike for known and unknown addresses even when the mail server fails', async () => {
    clock.advance(61_000);
    const ask = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, payload });
      return { status: res.statusCode, body: res.body };
    };
    t.mail.failing = true;
    try {
      const known = await ask('/api/auth/forgotPassword', { email: 'sara@example.org' });
      expect(known).toEqual({ status: 202, body: JSON.stringify({ accepted: true }) });
      expect(await ask('/api/auth/forgotPassword', { email: 'ghost-mailfail@example.org' })).toEqual(known);
      clock.advance(61_000);
      const viaOtp = await ask('/api/auth/generateOtp', { email: 'sara@example.org', type: 'reset_password' });
      expect(viaOtp.status).toBe(202);
      expect(
        await ask('/api/auth/generateOtp', { email: 'ghost-mailfail@example.org', type: 'reset_password' }),
      ).toEqual(viaOtp);
    } finally {
      t.mail.failing = false;
    }
  });

  it('refreshes into the main platform with the default tenant or none, and refuses a tenant the user is not in (403)', async () => {
    const cookie = await signIn(t.app, 'sara');
    const refresh = (cookieHeader: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: payload as object,
        headers: { cookie: cookieHeader },
      });
    // the SPEC §7 client sends the default tenant: every signed-in user gets the main platform (no sign-out)
    const main = await refresh(cookie, { tenant_id: PLATFORM_TENANT });
    expect(main.statusCode).toBe(200);
    expect(main.json().username).toBe('sara');
    const rotated = `ankur_session=${main.cookies.find((c) => c.name === 'ankur_session')!.value}`;
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie: rotated } });
    expect(session.statusCode).toBe(200);
    const none = await refresh(rotated, {});
    expect(none.statusCode).toBe(200);
    const again = `ankur_session=${none.cookies.find((c) => c.name === 'ankur_session')!.value}`;
    const last = await refresh(again, { tenant_id: null });
    expect(last.statusCode).toBe(200);
    const latest = `ankur_session=${last.cookies.find((c) => c.name === 'ankur_session')!.value}`;
    // an organisation the user is not a member of stays closed
    const owner = await signIn(t.app, 'tara');
    const other = await createTenant(t.app, owner, 'kochi-makers');
    const refused = await refresh(latest, { tenant_id: other });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You are not a member of this tenant.');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {} })).statusCode).toBe(401);
  });

  it('resets a forgotten password with an e-mailed code and ends every session', async () => {
    const cookie = await signIn(t.app, 'ritu');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotPassword',
      payload: { email: 'ghost@example.org' },
    });
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotPassword',
      payload: { email: 'ritu@example.org' },
    });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    const code = t.mail.lastCode('ritu@example.org');
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { email: 'ritu@example.org', otp: code, new_password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { email: 'ritu@example.org', otp: code, new_password: 'a-brand-new-passphrase' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie } })).statusCode).toBe(401);
    expect((await signin('ritu', TEST_PASSWORD, '10.0.4.1')).statusCode).toBe(401);
    expect((await signin('ritu', 'a-brand-new-passphrase', '10.0.4.1')).statusCode).toBe(200);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { email: 'ritu@example.org', otp: code, new_password: 'another-new-passphrase' },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('changes the password through the provider (update-password), and sign-out ends single sign-on', async () => {
    const browser = new TestBrowser(t.app);
    const uid = await browser.startSignIn();
    await browser.interact(uid, 'login', { username: 'tara', password: TEST_PASSWORD });
    // signed in at the provider too: update-password goes straight to its screen
    const update = await browser.startSignIn('?action=update-password&redirect_uri=%2Fsettings');
    expect((await browser.request('GET', `/api/auth/interaction/${update}`)).json()).toMatchObject({
      prompt: 'kc_action',
      action: 'update-password',
      account: { username: 'tara', email: 'tara@example.org' },
    });
    const wrong = await browser.request('POST', `/api/auth/interaction/${update}/password`, {
      old_password: 'not-it',
      new_password: 'moonlit-new-passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is incorrect.');
    const { res, landed } = await browser.interact(update, 'password', {
      old_password: TEST_PASSWORD,
      new_password: 'moonlit-new-passphrase',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(landed?.url).toBe('http://localhost:3000/settings');
    expect((await browser.request('GET', '/api/auth/profile')).statusCode).toBe(200);

    expect((await browser.request('POST', '/api/auth/logout')).statusCode).toBe(204);
    expect((await browser.request('GET', '/api/auth/profile')).statusCode).toBe(401);
    const again = await browser.startSignIn();
    expect((await browser.request('GET', `/api/auth/interaction/${again}`)).json().prompt).toBe('login');
    const cancelled = await browser.interact(again, 'abort');
    expect(cancelled.landed?.url).toBe('http://localhost:3000/');
    expect((await browser.request('GET', '/api/auth/profile')).statusCode).toBe(401);
  });

  it('answers a readable page for a callback without its flow cookie, and 404 for an unknown interaction', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/callback?code=x&state=y' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('This sign-in has expired');
    const gone = await t.app.inject({
      method: 'GET',
      url: '/api/auth/interaction/abcdefghijklmnop',
      headers: { accept: 'application/json' },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This sign-in page has expired. Start again.');
  });
});

describe('behind a configured proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.7.1' }, { clock });
  });
  afterAll(() => t.close());

  it('counts sign-ins per forwarded client address only when the proxy sent them', async () => {
    let n = 0;
    const signin = (remoteAddress: string, client: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: `nobody-${n++}`, password: 'x-password' },
        remoteAddress,
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < 20; i++) await signin('10.0.7.1', '203.0.113.1');
    expect((await signin('10.0.7.1', '203.0.113.1')).statusCode).toBe(429);
    expect((await signin('10.0.7.1', '203.0.113.2')).statusCode).not.toBe(429);
    for (let i = 0; i < 20; i++) await signin('10.0.7.9', `198.51.100.${i}`);
    expect((await signin('10.0.7.9', '198.51.100.77')).statusCode).toBe(429);
  });
});
