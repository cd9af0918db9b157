import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { TestBrowser } from '../../test/oidc-browser.ts';

describe('sign-in through the embedded OpenID provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.database.db, 'kavya');
  });
  afterAll(() => t.close());

  it('redirects to the provider with PKCE, state and nonce', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/redirect?redirect_uri=/select-role' });
    expect(res.statusCode, res.body).toBe(302);
    const to = new URL(String(res.headers.location));
    expect(to.origin + to.pathname).toBe('http://localhost:3000/oidc/auth');
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('state')).toBeTruthy();
    expect(to.searchParams.get('nonce')).toBeTruthy();
    expect(to.searchParams.get('client_id')).toBe('ankur-web');
  });

  it('signs in with a password and comes back signed in to redirect_uri', async () => {
    const browser = new TestBrowser(t.app);
    const uid = await browser.startSignIn('?redirect_uri=%2Fselect-role');
    const details = await browser.request('GET', `/api/auth/interaction/${uid}`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ uid, prompt: 'login', action: 'sign-in' });
    const { res, landed } = await browser.interact(uid, 'login', { username: 'kavya', password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(landed?.url).toBe('http://localhost:3000/select-role');
    const profile = await browser.request('GET', '/api/auth/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ username: 'kavya', email: 'kavya@example.org', enabled: true });
  });
});
