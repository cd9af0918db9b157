import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signInAdmin } from '../test/factories.ts';

const LISTS = [
  'global-user/users/',
  'global-user/profile/',
  'user/roles/',
  'user/userSettings/',
  'user/privileges/',
  'user/customRolePrivilege/',
  'user/customRole/',
  'system/customMenus/',
  'user/groupUsers/',
  'programs-enrolled/',
  'programs/',
  'courses/',
  'modules/',
  'units/',
];

describe('input normalisation: NUL, unpaired surrogates and out-of-range integers answer 400', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t.app);
  });
  afterAll(() => t.close());

  const expect400 = (res: { statusCode: number; json(): { message: string; details?: unknown } }, path: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^Invalid ${path.replace(/[.[\]]/g, '\\$&')}: must not contain`));
    expect(res.json().details).toEqual([{ path, message: expect.stringMatching(/^must not contain/) }]);
  };

  it('a NUL in the sign-in username, without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: 'a\u0000b', password: 'x' },
    });
    expect400(res, 'body.username');
  });

  it('an unpaired surrogate in a body, and a NUL in a key', async () => {
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"a\\ud800","password":"x"}',
    });
    expect400(surrogate, 'body.username');
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"a","password":"x","\\u0000":1}',
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().message).toMatch(/^Invalid body\."\\u0000": keys must not contain NUL/);
  });

  it.each(LISTS)('%s getAll with a NUL in search', async (prefix) => {
    for (const cookie of [undefined, admin]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/${prefix}getAll?search=%00`,
        headers: cookie ? { cookie } : {},
      });
      if (res.statusCode === 401) continue;
      expect400(res, 'querystring.search');
    }
  });

  it('a NUL or unpaired surrogate spelt as a JSON escape inside filterFields and searchFields', async () => {
    const q = (name: string, json: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/global-user/profile/getAll?search=a&${name}=${encodeURIComponent(json)}`,
        headers: { cookie: admin },
      });
    expect400(await q('filterFields', '{"username":"\\u0000"}'), 'filterFields.username');
    expect400(await q('filterFields', '{"username":["a","\\ud800"]}'), 'filterFields.username[1]');
    expect400(await q('searchFields', '["\\u0000"]'), 'searchFields[0]');
  });

  it('a NUL in a path parameter: certificates/verify/%00', async () => {
    expect400(await t.app.inject({ method: 'GET', url: '/api/certificates/verify/%00' }), 'params.code');
  });

  it('profile updates, refresh with a tenant_id', async () => {
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/global-user/profile/update',
      headers: { cookie: admin },
      payload: { firstName: 'x\u0000' },
    });
    expect400(profile, 'body.firstName');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: admin },
      payload: { tenant_id: '\u0000' },
    });
    expect400(refresh, 'body.tenant_id');
  });

  it('the OpenID provider parses its own form posts: a NUL client_id is an unknown client, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=authorization_code&code=%00&client_id=%00&redirect_uri=x',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('invalid_client');
  });

  it('selectRole with a role_id outside int4 answers 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/selectRole',
      headers: { cookie: admin },
      payload: { role_id: 99999999999 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid body\.role_id/);
  });
});
