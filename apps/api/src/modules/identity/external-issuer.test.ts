import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { TestBrowser } from '../../test/oidc-browser.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });

/**
 * The OIDC_ISSUER path: the platform signs people in at an OpenID provider it did not embed.
 * The test starts a second, independent instance (its own database and keys) listening on a real
 * port as that provider, registers the platform as a client there, and walks the sign-in.
 */
describe('an external OpenID issuer', () => {
  let idp: TestApp;
  let platform: TestApp;
  let issuerOrigin: string;

  beforeAll(async () => {
    const port = await freePort();
    issuerOrigin = `http://127.0.0.1:${port}`;
    idp = await createTestApp({
      PUBLIC_URL: issuerOrigin,
      SESSION_SECRET: 'another-secret-for-the-other-provider-0123',
    });
    await idp.app.listen({ port, host: '127.0.0.1' });
    await createUser(idp.database.db, 'neha');
    // the platform is a confidential client of that provider, as it would be in Keycloak
    const client = {
      client_id: 'ankur-platform',
      client_secret: 'platform-client-secret',
      redirect_uris: ['http://localhost:3000/api/auth/callback'],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    };
    await idp.database.db.execute(
      sql`insert into oidc_payloads (id, type, payload) values (${client.client_id}, 'Client', ${JSON.stringify(client)}::jsonb)`,
    );
    platform = await createTestApp({
      OIDC_ISSUER: `${issuerOrigin}/oidc`,
      OIDC_CLIENT_ID: client.client_id,
      OIDC_CLIENT_SECRET: client.client_secret,
    });
  });
  afterAll(async () => {
    await platform?.close();
    await idp?.close();
  });

  it('embeds no provider of its own', async () => {
    expect(platform.app.identity.provider).toBeNull();
    const res = await platform.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(res.statusCode).not.toBe(200);
  });

  it('signs a person in at the issuer and creates their platform user with the temp role', async () => {
    const atPlatform = new TestBrowser(platform.app);
    const atIssuer = new TestBrowser(idp.app, issuerOrigin);
    const start = await atPlatform.navigate('/api/auth/redirect?redirect_uri=%2Fselect-role&action=register');
    expect(start.url.startsWith(`${issuerOrigin}/oidc/auth?`), `${start.url} ${start.res.body}`).toBe(true);
    expect(new URL(start.url).searchParams.get('prompt')).toBe('create');

    const screen = await atIssuer.navigate(start.url);
    const uid = /\/sign-in\/([^/?#]+)/.exec(screen.url)![1]!;
    // someone who already has an account at the issuer simply signs in on its register screen
    const login = await atIssuer.request('POST', `/api/auth/interaction/${uid}/login`, {
      username: 'neha',
      password: TEST_PASSWORD,
    });
    expect(login.statusCode, login.body).toBe(200);
    const back = await atIssuer.navigate(login.json().redirectTo);
    expect(
      back.url.startsWith('http://localhost:3000/api/auth/callback?code='),
      `${back.url} ${back.res.body.slice(0, 600)}`,
    ).toBe(true);

    const home = await atPlatform.navigate(back.url);
    expect(home.url).toBe('http://localhost:3000/select-role');
    const profile = (await atPlatform.request('GET', '/api/auth/profile')).json();
    expect(profile).toMatchObject({ username: 'neha', email: 'neha@example.org', firstName: 'neha', enabled: true });
    expect(profile.roles).toEqual([expect.objectContaining({ role_name: 'temp', display_name: 'Temp' })]);

    const linked = (await platform.database.db.execute(
      sql`select issuer, sub, password_hash from auth_users where user_id = ${profile.user_id}`,
    )) as unknown as { rows: { issuer: string; sub: string; password_hash: string | null }[] };
    expect(linked.rows).toEqual([{ issuer: `${issuerOrigin}/oidc`, sub: expect.any(String), password_hash: null }]);
  });

  it('links a second sign-in to the same platform user', async () => {
    const atPlatform = new TestBrowser(platform.app);
    const atIssuer = new TestBrowser(idp.app, issuerOrigin);
    const start = await atPlatform.navigate('/api/auth/redirect');
    const screen = await atIssuer.navigate(start.url);
    const uid = /\/sign-in\/([^/?#]+)/.exec(screen.url)![1]!;
    const login = await atIssuer.request('POST', `/api/auth/interaction/${uid}/login`, {
      username: 'neha@example.org',
      password: TEST_PASSWORD,
    });
    const back = await atIssuer.navigate(login.json().redirectTo);
    await atPlatform.navigate(back.url);
    const users = (await platform.database.db.execute(
      sql`select count(*)::int as n from users where email = 'neha@example.org'`,
    )) as unknown as { rows: { n: number }[] };
    expect(users.rows[0]!.n).toBe(1);
    expect((await atPlatform.request('GET', '/api/auth/profile')).statusCode).toBe(200);
  });
});
