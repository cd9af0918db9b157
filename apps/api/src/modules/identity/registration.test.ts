import { OTP_SEND_ERROR } from '@ankur/shared/schemas/identity';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { TestBrowser } from '../../test/oidc-browser.ts';

const signup = (name: string, extra: Record<string, unknown> = {}) => ({
  firstName: name,
  lastName: 'Sharma',
  username: name.toLowerCase(),
  email: `${name.toLowerCase()}@example.in`,
  password: 'monsoon-over-pune-42',
  phone_number: '+91 98765 43210',
  tnc_accepted: true,
  ...extra,
});

describe('registering through the provider screens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('register → code by e-mail → verify → signed in with the temp role → pick Entrepreneur', async () => {
    const browser = new TestBrowser(t.app);
    const uid = await browser.startSignIn('?redirect_uri=%2Fselect-role&action=register');
    const details = (await browser.request('GET', `/api/auth/interaction/${uid}`)).json();
    expect(details).toMatchObject({ prompt: 'create', action: 'register' });

    const reg = await browser.request('POST', `/api/auth/interaction/${uid}/register`, signup('Asha'));
    expect(reg.statusCode, reg.body).toBe(201);
    expect(reg.json()).toMatchObject({ email: 'asha@example.in', next: 'verify-email' });
    const code = t.mail.lastCode('asha@example.in');
    expect(t.mail.sent.at(-1)!.text).toContain('सत्यापन कोड');

    // not signed in yet, and the account cannot be used before the code
    expect((await browser.request('GET', '/api/auth/profile')).statusCode).toBe(401);
    const wrong = await browser.request('POST', `/api/auth/interaction/${uid}/verify`, {
      email: 'asha@example.in',
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid or expired code.');

    const { res, landed } = await browser.interact(uid, 'verify', { email: 'asha@example.in', otp: code });
    expect(res.statusCode, res.body).toBe(200);
    expect(landed?.url).toBe('http://localhost:3000/select-role');
    const profile = (await browser.request('GET', '/api/auth/profile')).json();
    expect(profile).toMatchObject({ username: 'asha', firstName: 'Asha', enabled: true, otpVerified: true });
    expect(profile.roles).toEqual([expect.objectContaining({ role_name: 'temp', display_name: 'Temp' })]);

    const roles = (await browser.request('GET', '/api/auth/roles/self-service')).json() as {
      role_id: number;
      role_name: string;
    }[];
    expect(roles.map((r) => r.role_name)).toContain('Entrepreneur');
    expect(roles.map((r) => r.role_name)).not.toContain('Administrator');
    const entrepreneur = roles.find((r) => r.role_name === 'Entrepreneur')!;
    const picked = await browser.request('POST', '/api/auth/selectRole', { role_id: entrepreneur.role_id });
    expect(picked.statusCode).toBe(200);
    expect(picked.json().active_role).toBe(entrepreneur.role_id);
    expect(picked.json().roles.map((r: { role_name: string }) => r.role_name)).toEqual(['Entrepreneur']);

    const admin = (await t.database.db.execute(
      sql`select role_id from roles where role_name = 'Administrator'`,
    )) as unknown as {
      rows: { role_id: number }[];
    };
    const refused = await browser.request('POST', '/api/auth/selectRole', { role_id: admin.rows[0]!.role_id });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a taken e-mail or username (409 naming the field) and a common password (400)', async () => {
    const browser = new TestBrowser(t.app);
    const uid = await browser.startSignIn('?action=register');
    const taken = await browser.request(
      'POST',
      `/api/auth/interaction/${uid}/register`,
      signup('Asha', { username: 'asha2' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual([{ path: 'body.email', message: 'is already registered' }]);
    const common = await browser.request(
      'POST',
      `/api/auth/interaction/${uid}/register`,
      signup('Ravi', { password: 'password123' }),
    );
    expect(common.statusCode).toBe(400);
    expect(common.json().details[0].path).toBe('body.password');
    const terms = await browser.request(
      'POST',
      `/api/auth/interaction/${uid}/register`,
      signup('Ravi', { tnc_accepted: false }),
    );
    expect(terms.statusCode).toBe(400);
    expect(terms.json().message).toMatch(/tnc_accepted/);
  });

  it('answers the SPEC toast text when the code cannot be sent, and leaves no account behind', async () => {
    const browser = new TestBrowser(t.app);
    const uid = await browser.startSignIn('?action=register');
    t.mail.failing = true;
    const res = await browser.request('POST', `/api/auth/interaction/${uid}/register`, signup('Meena'));
    t.mail.failing = false;
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(OTP_SEND_ERROR);
    const again = await browser.request('POST', `/api/auth/interaction/${uid}/register`, signup('Meena'));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('keeps a minor disabled until the parent approves through the e-mailed link', async () => {
    const browser = new TestBrowser(t.app);
    const uid = await browser.startSignIn('?action=register');
    const minor = signup('Dev', { is_underage: true, parent_name: 'Sunita Sharma', parent_email: 'sunita@example.in' });
    const missing = await browser.request('POST', `/api/auth/interaction/${uid}/register`, {
      ...minor,
      parent_email: null,
    });
    expect(missing.statusCode).toBe(400);
    expect((await browser.request('POST', `/api/auth/interaction/${uid}/register`, minor)).statusCode).toBe(201);
    const verified = await browser.request('POST', `/api/auth/interaction/${uid}/verify`, {
      email: 'dev@example.in',
      otp: t.mail.lastCode('dev@example.in'),
    });
    expect(verified.json()).toEqual({ pending: 'parental-consent', parent_email: 'sunita@example.in' });
    expect((await browser.request('GET', '/api/auth/profile')).statusCode).toBe(401);

    const login = await browser.request('POST', `/api/auth/interaction/${uid}/login`, {
      username: 'dev',
      password: minor.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().details).toMatchObject({ code: 'parental_consent_pending' });

    const link = t.mail.lastLink('sunita@example.in');
    const token = new URL(link).pathname.split('/').at(-1)!;
    expect(link).toBe(`http://localhost:3000/parental-consent/${token}`);
    const consent = await t.app.inject({ method: 'GET', url: `/api/auth/parental-consent/${token}` });
    expect(consent.json()).toMatchObject({
      child_name: 'Dev Sharma',
      child_email: 'dev@example.in',
      status: 'pending',
    });
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/auth/parental-consent/${token}`,
      payload: { decision: 'approve' },
    });
    expect(approve.json().status).toBe('approved');
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/auth/parental-consent/${token}`,
      payload: { decision: 'decline' },
    });
    expect(twice.statusCode).toBe(409);

    const { res, landed } = await browser.interact(uid, 'login', { username: 'dev', password: minor.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(landed?.url).toBe('http://localhost:3000/');
    expect((await browser.request('GET', '/api/auth/profile')).json().username).toBe('dev');
  });

  it('signs in through POST /auth/signup + verifyOtp + signin for API clients', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signup('Irfan') });
    expect(created.statusCode).toBe(201);
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: 'irfan', password: 'monsoon-over-pune-42' },
    });
    expect(before.statusCode).toBe(403);
    expect(before.json().details.code).toBe('email_not_verified');
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/generateOtp',
      payload: { email: 'irfan@example.in', type: 'signup' },
    });
    expect(resend.statusCode).toBe(429);
    expect(resend.headers['retry-after']).toBeDefined();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verifyOtp',
      payload: { email: 'irfan@example.in', otp: t.mail.lastCode('irfan@example.in') },
    });
    expect(ok.json()).toEqual({ verified: true, next: 'sign-in' });
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: 'IRFAN@example.in', password: 'monsoon-over-pune-42' },
    });
    expect(signin.statusCode).toBe(200);
    expect(signin.json()).toMatchObject({ username: 'irfan', otpVerified: true, enabled: true });
  });
});
