import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, signIn, signInAdmin, TEST_PASSWORD } from '../../test/factories.ts';

describe('sign-in sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.database.db, 'meera');
  });
  afterAll(() => t.close());

  it('signs in by username or e-mail and returns the SPEC §3 user with roles', async () => {
    for (const login of ['meera', 'MEERA@example.org']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: login, password: TEST_PASSWORD },
      });
      expect(res.statusCode, login).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ username: 'meera', email: 'meera@example.org', enabled: true, otpVerified: true });
      expect(body.roles).toEqual([
        expect.objectContaining({ role_name: 'Entrepreneur', display_name: 'Entrepreneur', role_type: 'System Role' }),
      ]);
      expect(body).not.toHaveProperty('password_hash');
      const cookie = res.cookies.find((c) => c.name === 'ankur_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    }
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: 'meera', password: 'nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: 'nobody', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('rejects a malformed body with a 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'meera' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid body\.password/);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: 'a', password: 'b', admin: true },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('serves the profile only with a live session, and logout ends it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
    const cookie = await signIn(t.app, 'meera');
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().username).toBe('meera');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie } })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie: 'ankur_session=forged' } }))
        .statusCode,
    ).toBe(401);
  });

  it('gives the administrator an admin-view active role', async () => {
    const cookie = await signInAdmin(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie } });
    const body = res.json();
    expect(body.roles.find((r: { role_id: number }) => r.role_id === body.active_role)).toMatchObject({
      role_view: 'admin',
    });
  });
});

describe('GET /api/auth/redirect', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://ankur.example.in' });
  });
  afterAll(() => t.close());
  const go = (qs: string) => t.app.inject({ method: 'GET', url: `/api/auth/redirect${qs}` });

  it('sends the browser to the OpenID provider, with the action as prompt=create or kc_action', async () => {
    const provider = async (qs: string) => {
      const res = await go(qs);
      expect(res.statusCode).toBe(302);
      const to = new URL(String(res.headers.location));
      expect(to.origin + to.pathname).toBe('https://ankur.example.in/oidc/auth');
      expect(to.searchParams.get('redirect_uri')).toBe('https://ankur.example.in/api/auth/callback');
      const flow = res.cookies.find((c) => c.name === 'ankur_oidc');
      expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/callback', secure: true });
      return to.searchParams;
    };
    expect(
      (await provider('?redirect_uri=https%3A%2F%2Fankur.example.in%2Fselect-role&action=register')).get('prompt'),
    ).toBe('create');
    expect((await provider('?action=update-password')).get('kc_action')).toBe('UPDATE_PASSWORD');
    expect((await provider('?action=update-profile')).get('kc_action')).toBe('UPDATE_PROFILE');
    const plain = await provider('');
    expect(plain.get('prompt')).toBeNull();
    expect(plain.get('kc_action')).toBeNull();
  });

  it.each(['https://evil.example.com/', '//evil.example.com/x', '/\\evil.example.com', 'javascript:alert(1)'])(
    'refuses %s as a return address (no open redirect)',
    async (target) => {
      const res = await go(`?redirect_uri=${encodeURIComponent(target)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid redirect_uri: must be a URL of this site');
    },
  );

  it('refuses an unknown action', async () => {
    expect((await go('?action=delete-everything')).statusCode).toBe(400);
  });
});
