import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/access.ts';
import { tenantMemberships, tenants } from '../../db/schema/tenants.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, enterTenant, roleIdByName, signIn, signInAdmin } from '../../test/factories.ts';
import { LAST_TENANT_ADMIN } from './members.service.ts';
import { ENTER_TENANT_FIRST } from './tenants.service.ts';

/**
 * Tenant administration (GET tenant/current, PUT tenant/branding, GET tenant/roles,
 * GET/PUT/DELETE tenant/members): a tenant's creator is its Tenant Administrator and administers
 * it only inside it (a session that entered it with POST auth/refresh {tenant_id}), only it, and
 * never a tenant named in the request.
 */
describe('tenant administration', () => {
  let t: TestApp;
  let db: Db;
  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, cookie: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const enter = (cookie: string, tenantId: string | null) => enterTenant(t.app, cookie, tenantId);
  const roleId = (name: string) => roleIdByName(db, name);
  const createTenant = async (cookie: string, tenant_name: string, display_name: string) => {
    const res = await call('POST', 'user/tenants/createTenantIfNotExists', cookie, {
      tenant_type: 'incubator',
      tenant_name,
      display_name,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().tenant_id as string;
  };
  const addMember = async (tenantId: string, userId: number, role: string, status = 'active') =>
    db.insert(tenantMemberships).values({ tenant_id: tenantId, user_id: userId, role_id: await roleId(role), status });

  let tenantA: string;
  let tenantB: string;
  let priyaId: number;
  let meeraId: number;
  let raviId: number;
  let kabirId: number;
  /** priya: created tenant A (its Tenant Administrator); on the main platform / inside A */
  let priya: string;
  let priyaInA: string;
  /** ravi: created tenant B */
  let raviInB: string;
  /** meera: an Entrepreneur member of A */
  let meeraInA: string;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    priyaId = await createUser(db, 'priya', 'Organisation');
    raviId = await createUser(db, 'ravi', 'Organisation');
    meeraId = await createUser(db, 'meera', 'Entrepreneur');
    kabirId = await createUser(db, 'kabir', 'Student');
    priya = await signIn(t.app, 'priya');
    tenantA = await createTenant(priya, 'iit-incubator', 'IIT Incubation Cell');
    tenantB = await createTenant(await signIn(t.app, 'ravi'), 'nid-design', 'NID Design Lab');
    await addMember(tenantA, meeraId, 'Entrepreneur');
    await addMember(tenantA, kabirId, 'Student', 'suspended');
    await addMember(tenantB, meeraId, 'Student');
    priyaInA = await enter(priya, tenantA);
    priya = await signIn(t.app, 'priya');
    raviInB = await enter(await signIn(t.app, 'ravi'), tenantB);
    meeraInA = await enter(await signIn(t.app, 'meera'), tenantA);
  });
  afterAll(() => t.close());

  const lastAudit = async (table: string, recordId: number) =>
    (
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.table_name, table), eq(auditLog.record_id, recordId)))
        .orderBy(desc(auditLog.audit_id))
        .limit(1)
    )[0];

  it('the creator is the tenant’s Tenant Administrator, shown by tenant/current inside the tenant only', async () => {
    const mine = await call('GET', `user/tenants/getUserTenants/${priyaId}`, priya);
    expect(mine.json().data).toEqual([
      expect.objectContaining({ tenant_id: tenantA, role_name: 'Tenant Administrator', status: 'active' }),
    ]);
    const outside = await call('GET', 'tenant/current', priya);
    expect(outside.statusCode).toBe(200);
    expect(outside.json()).toEqual({ tenant: null, role: null });
    const inside = await call('GET', 'tenant/current', priyaInA);
    expect(inside.json()).toEqual({
      tenant: expect.objectContaining({ tenant_id: tenantA, display_name: 'IIT Incubation Cell' }),
      role: expect.objectContaining({ role_name: 'Tenant Administrator', role_view: 'admin' }),
    });
    expect((await call('GET', 'tenant/current', null)).statusCode).toBe(401);
  });

  it('administers only inside the tenant: on the main platform a 403 (no privilege) or 409 (platform admin)', async () => {
    // on the main platform priya acts as an Organisation, which holds nothing on 'Tenant Admin Center'
    expect((await call('GET', 'tenant/members', priya)).statusCode).toBe(403);
    expect((await call('PUT', 'tenant/branding', priya, { display_name: 'Hijack' })).statusCode).toBe(403);
    const admin = await signInAdmin(t.app);
    const res = await call('GET', 'tenant/members', admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ENTER_TENANT_FIRST);
    // inside the tenant: her membership role is the one she acts in
    const members = await call('GET', 'tenant/members', priyaInA);
    expect(members.statusCode, members.body).toBe(200);
    expect(members.json().data.map((m: { username: string }) => m.username)).toEqual(['priya', 'meera', 'kabir']);
  });

  it('a plain member (Entrepreneur membership) gets 403 on every tenant administration call', async () => {
    for (const [method, url, body] of [
      ['GET', 'tenant/members'],
      ['GET', 'tenant/roles'],
      ['PUT', 'tenant/branding', { display_name: 'Mine now' }],
      ['PUT', `tenant/members/${meeraId}`, { role_id: await roleId('Tenant Administrator') }],
      ['DELETE', `tenant/members/${priyaId}`],
      ['POST', 'tenant/invitations', { email: 'x@example.org', role_id: await roleId('Entrepreneur') }],
      ['GET', 'tenant/invitations'],
    ] as const) {
      const res = await call(method, url, meeraInA, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
    }
    // she still sees her own tenant and role
    expect((await call('GET', 'tenant/current', meeraInA)).json().role).toMatchObject({ role_name: 'Entrepreneur' });
  });

  it('the roles a tenant administrator may give: not temp, not the platform Administrator', async () => {
    const res = await call('GET', 'tenant/roles', priyaInA);
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().data.map((r: { role_name: string }) => r.role_name);
    expect(names).toEqual(expect.arrayContaining(['Tenant Administrator', 'Entrepreneur', 'Cohort Manager']));
    expect(names).not.toContain('temp');
    expect(names).not.toContain('Administrator');
  });

  it('branding: validated, saved for the session’s tenant only, and on record', async () => {
    const bad = await call('PUT', 'tenant/branding', priyaInA, { branding: { primary_color: 'green' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid body\.branding\.primary_color: must be a #rrggbb colour/);
    const badUrl = await call('PUT', 'tenant/branding', priyaInA, { branding: { logo_url: 'not a url' } });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().message).toMatch(/^Invalid body\.branding\.logo_url/);
    const short = await call('PUT', 'tenant/branding', priyaInA, { display_name: ' x ' });
    expect(short.json().message).toMatch(/^Invalid body\.display_name: must be at least 2 characters/);
    // a tenant named in the body is refused, never used
    const other = await call('PUT', 'tenant/branding', priyaInA, { tenant_id: tenantB, display_name: 'Taken over' });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/tenant_id/);

    const ok = await call('PUT', 'tenant/branding', priyaInA, {
      display_name: 'IIT Incubation Centre',
      branding: { logo_url: 'https://example.org/logo.png', primary_color: '#15803d', accent_color: '#FACC15' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      tenant_id: tenantA,
      display_name: 'IIT Incubation Centre',
      branding: { primary_color: '#15803d', accent_color: '#FACC15' },
      modified_by: priyaId,
    });
    expect((await call('GET', 'tenant/current', meeraInA)).json().tenant.display_name).toBe('IIT Incubation Centre');
    const b = (await call('GET', `user/tenants/getUserTenants/${raviId}`, raviInB)).json().data[0];
    expect(b.display_name).toBe('NID Design Lab');
    // the audit row names the tenant by its numeric key (audit_log.record_id is a number)
    const [row] = await db.select({ no: tenants.tenant_no }).from(tenants).where(eq(tenants.tenant_id, tenantA));
    const audit = await lastAudit('tenants', row!.no);
    expect(audit).toMatchObject({
      action: 'update',
      actor_id: priyaId,
      changes: { display_name: { from: 'IIT Incubation Cell', to: 'IIT Incubation Centre' } },
    });
  });

  it('members: search, status filter and paging over this tenant only', async () => {
    const search = await call('GET', 'tenant/members?search=MEER', priyaInA);
    expect(search.json()).toEqual({
      data: [
        expect.objectContaining({
          user_id: meeraId,
          username: 'meera',
          email: 'meera@example.org',
          role_name: 'Entrepreneur',
          status: 'active',
        }),
      ],
      meta: { page: 1, limit: 10, total: 1, totalPages: 1 },
    });
    const byEmail = await call('GET', 'tenant/members?search=kabir@example', priyaInA);
    expect(byEmail.json().data.map((m: { user_id: number }) => m.user_id)).toEqual([kabirId]);
    const suspended = await call('GET', 'tenant/members?status=suspended', priyaInA);
    expect(suspended.json().data.map((m: { user_id: number }) => m.user_id)).toEqual([kabirId]);
    const paged = await call('GET', 'tenant/members?page=2&limit=2', priyaInA);
    expect(paged.json().meta).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(paged.json().data).toHaveLength(1);
    expect((await call('GET', 'tenant/members?limit=0', priyaInA)).json().message).toMatch(
      /^Invalid querystring\.limit/,
    );
    expect((await call('GET', 'tenant/members?status=gone', priyaInA)).json().message).toMatch(
      /^Invalid querystring\.status/,
    );
    // B's members: ravi and meera (as a Student), never A's
    const inB = await call('GET', 'tenant/members', raviInB);
    expect(inB.json().data.map((m: { user_id: number; role_name: string }) => [m.user_id, m.role_name])).toEqual([
      [raviId, 'Tenant Administrator'],
      [meeraId, 'Student'],
    ]);
  });

  it('cannot reach another tenant: its members are 404 and a tenant id in the request is refused', async () => {
    // ravi is a member of B only
    expect((await call('PUT', `tenant/members/${raviId}`, priyaInA, { status: 'suspended' })).statusCode).toBe(404);
    expect((await call('DELETE', `tenant/members/${raviId}`, priyaInA)).statusCode).toBe(404);
    expect((await call('PUT', `tenant/members/${kabirId}`, raviInB, { status: 'active' })).statusCode).toBe(404);
    // meera is in both: B's administrator changes only her membership of B
    const inB = await call('PUT', `tenant/members/${meeraId}`, raviInB, { role_id: await roleId('Volunteer') });
    expect(inB.statusCode, inB.body).toBe(200);
    expect((await call('GET', 'tenant/current', meeraInA)).json().role.role_name).toBe('Entrepreneur');
    const q = await call('GET', `tenant/members?tenant_id=${tenantB}`, priyaInA);
    expect(q.statusCode).toBe(400);
    expect(q.json().message).toMatch(/tenant_id/);
    const body = await call('PUT', `tenant/members/${meeraId}`, priyaInA, { status: 'active', tenant_id: tenantB });
    expect(body.statusCode).toBe(400);
    // and a session cannot enter a tenant its user is not a member of
    expect((await call('POST', 'auth/refresh', priyaInA, { tenant_id: tenantB })).statusCode).toBe(403);
  });

  it('changes a member’s role and status, on record; only roles from tenant/roles', async () => {
    const admin = await roleId('Administrator');
    const bad = await call('PUT', `tenant/members/${meeraId}`, priyaInA, { role_id: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid body\.role_id: no role \d+ that a tenant administrator may give/);
    expect(
      (await call('PUT', `tenant/members/${meeraId}`, priyaInA, { role_id: await roleId('temp') })).statusCode,
    ).toBe(400);
    expect((await call('PUT', `tenant/members/${meeraId}`, priyaInA, {})).statusCode).toBe(400);
    expect((await call('PUT', `tenant/members/${meeraId}`, priyaInA, { status: 'deleted' })).statusCode).toBe(400);

    const cohort = await roleId('Cohort Manager');
    const res = await call('PUT', `tenant/members/${meeraId}`, priyaInA, { role_id: cohort });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user_id: meeraId, role_id: cohort, role_name: 'Cohort Manager' });
    const audit = await lastAudit('tenant_memberships', res.json().membership_id);
    expect(audit).toMatchObject({
      action: 'update',
      actor_id: priyaId,
      changes: { role_id: { from: await roleId('Entrepreneur'), to: cohort } },
    });
    // her session in the tenant acts in the new role at once
    expect((await call('GET', 'tenant/current', meeraInA)).json().role.role_name).toBe('Cohort Manager');
    const back = await call('PUT', `tenant/members/${meeraId}`, priyaInA, {
      role_id: await roleId('Entrepreneur'),
      status: 'active',
    });
    expect(back.json().role_name).toBe('Entrepreneur');
  });

  it('keeps at least one active Tenant Administrator', async () => {
    const tenantAdmin = await roleId('Tenant Administrator');
    for (const [method, body] of [
      ['PUT', { role_id: await roleId('Entrepreneur') }],
      ['PUT', { status: 'suspended' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `tenant/members/${priyaId}`, priyaInA, body);
      expect(res.statusCode, `${method} ${JSON.stringify(body)}`).toBe(409);
      expect(res.json().message).toBe(LAST_TENANT_ADMIN);
    }
    // a suspended second administrator does not count
    expect((await call('PUT', `tenant/members/${kabirId}`, priyaInA, { role_id: tenantAdmin })).json()).toMatchObject({
      role_name: 'Tenant Administrator',
      status: 'suspended',
    });
    expect((await call('DELETE', `tenant/members/${priyaId}`, priyaInA)).statusCode).toBe(409);
    // an active one does: then priya may step down, and kabir may not
    expect((await call('PUT', `tenant/members/${kabirId}`, priyaInA, { status: 'active' })).statusCode).toBe(200);
    const down = await call('PUT', `tenant/members/${priyaId}`, priyaInA, { role_id: await roleId('Expert') });
    expect(down.statusCode, down.body).toBe(200);
    // priya now acts as an Expert inside A: no more administration
    expect((await call('GET', 'tenant/members', priyaInA)).statusCode).toBe(403);
    const kabirInA = await enter(await signIn(t.app, 'kabir'), tenantA);
    expect((await call('DELETE', `tenant/members/${kabirId}`, kabirInA)).json().message).toBe(LAST_TENANT_ADMIN);
    // kabir hands it back
    expect((await call('PUT', `tenant/members/${priyaId}`, kabirInA, { role_id: tenantAdmin })).statusCode).toBe(200);
    expect((await call('GET', 'tenant/members', priyaInA)).statusCode).toBe(200);
  });

  it('removes a member: soft-deleted, on record, and their session in the tenant loses it at once', async () => {
    const kabirInA = await enter(await signIn(t.app, 'kabir'), tenantA);
    expect((await call('GET', 'tenant/members', kabirInA)).statusCode).toBe(200);
    const res = await call('DELETE', `tenant/members/${kabirId}`, priyaInA);
    expect(res.statusCode, res.body).toBe(204);
    const [row] = await db
      .select()
      .from(tenantMemberships)
      .where(and(eq(tenantMemberships.tenant_id, tenantA), eq(tenantMemberships.user_id, kabirId)));
    expect(row).toMatchObject({ is_deleted: true, deleted_by: priyaId });
    expect(await lastAudit('tenant_memberships', row!.membership_id)).toMatchObject({
      action: 'delete',
      actor_id: priyaId,
    });
    expect((await call('GET', 'tenant/members', kabirInA)).statusCode).toBe(403);
    expect((await call('GET', 'tenant/current', kabirInA)).json().role).toBeNull();
    expect((await call('GET', `user/tenants/getUserTenants/${kabirId}`, kabirInA)).json().data).toEqual([]);
    expect((await call('POST', 'auth/refresh', kabirInA, { tenant_id: tenantA })).statusCode).toBe(403);
    expect((await call('DELETE', `tenant/members/${kabirId}`, priyaInA)).statusCode).toBe(404);
    const list = await call('GET', 'tenant/members', priyaInA);
    expect(list.json().data.map((m: { user_id: number }) => m.user_id)).not.toContain(kabirId);
  });

  it('a platform administrator may administer a tenant they entered', async () => {
    const admin = await enter(await signInAdmin(t.app), tenantB);
    const res = await call('GET', 'tenant/members', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((m: { user_id: number }) => m.user_id)).toEqual([raviId, meeraId]);
  });

  it('needs a session: 401 without one', async () => {
    expect((await call('GET', 'tenant/members', null)).statusCode).toBe(401);
    expect((await call('PUT', 'tenant/branding', null, { display_name: 'Anon' })).statusCode).toBe(401);
  });
});
