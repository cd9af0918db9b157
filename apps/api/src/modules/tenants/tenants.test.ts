import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, signIn, signInAdmin } from '../../test/factories.ts';

describe('tenant calls (SPEC §7)', () => {
  let t: TestApp;
  let priya: string;
  let priyaId: number;
  let arjun: string;
  let arjunId: number;
  beforeAll(async () => {
    t = await createTestApp();
    priyaId = await createUser(t.database.db, 'priya', 'Organisation');
    arjunId = await createUser(t.database.db, 'arjun');
    priya = await signIn(t.app, 'priya');
    arjun = await signIn(t.app, 'arjun');
  });
  afterAll(() => t.close());

  const onboarding = {
    tenant_type: 'incubator',
    tenant_name: 'iit-incubator',
    display_name: 'IIT Incubation Cell',
    created_by: 999,
  };
  const create = (cookie: string, body: object = onboarding) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/tenants/createTenantIfNotExists',
      payload: body,
      headers: { cookie },
    });
  const tenantsOf = (id: number, cookie: string) =>
    t.app.inject({ method: 'GET', url: `/api/user/tenants/getUserTenants/${id}`, headers: { cookie } });

  it('creates a tenant, records the creator from the session, and makes them its Tenant Administrator', async () => {
    const res = await create(priya);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      tenant_id: 'IITINCUBATOR',
      tenant_type: 'incubator',
      tenant_name: 'iit-incubator',
      created_by: priyaId,
    });
    const mine = await tenantsOf(priyaId, priya);
    expect(mine.json().data).toEqual([
      expect.objectContaining({
        tenant_id: 'IITINCUBATOR',
        // the tenant's own administrator role, never the platform's Administrator
        role_name: 'Tenant Administrator',
        role_view: 'admin',
        status: 'active',
      }),
    ]);
  });

  it('is idempotent on tenant_type + tenant_name for its members, and a 409 for anyone else', async () => {
    const again = await create(priya);
    expect(again.statusCode).toBe(200);
    expect(again.json().tenant_id).toBe('IITINCUBATOR');
    expect((await tenantsOf(priyaId, priya)).json().data).toHaveLength(1);
    const other = await create(arjun);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/already taken/);
    const sameNameOtherType = await create(arjun, { ...onboarding, tenant_type: 'event' });
    expect(sameNameOtherType.statusCode).toBe(201);
    expect(sameNameOtherType.json().tenant_id).toBe('IITINCUBATOR_EVENT');
  });

  it('lists only your own tenants unless you are an administrator', async () => {
    expect((await tenantsOf(priyaId, arjun)).statusCode).toBe(403);
    expect((await tenantsOf(arjunId, arjun)).json().data.map((x: { tenant_id: string }) => x.tenant_id)).toEqual([
      'IITINCUBATOR_EVENT',
    ]);
    const admin = await signInAdmin(t.app);
    expect((await tenantsOf(priyaId, admin)).json().data).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/tenants/getUserTenants/${priyaId}` })).statusCode).toBe(
      401,
    );
  });

  it('rejects bad onboarding data with a 400 naming the field', async () => {
    const res = await create(priya, { ...onboarding, tenant_name: 'Not URL Safe!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid body\.tenant_name/);
    expect((await create(priya, { ...onboarding, tenant_type: 'castle' })).statusCode).toBe(400);
    expect((await create(priya, { ...onboarding, tenant_id: 'HIJACK' })).statusCode).toBe(400);
    // a logo the browser loads: http(s) only, never a script or data URL
    for (const logo_url of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>']) {
      const bad = await create(priya, { ...onboarding, tenant_name: 'logo-check', branding: { logo_url } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^Invalid body\.branding\.logo_url/);
    }
  });
});
