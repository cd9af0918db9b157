import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, signIn, signInAdmin } from '../../test/factories.ts';

/**
 * The audit log: every write through a resource route records who (actor_id, actor_name), what
 * (the changed fields, from → to) and when, in the write's transaction; GET system/audit/getAll
 * lists it with the list conventions, for administrators only.
 */
describe('access: audit log', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let ashaId: number;
  let asha: string;
  let roleId: number;
  let t0: number;

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${url}`, headers: cookie ? { cookie } : {}, payload: payload as object });
  const audit = async (query: Record<string, unknown>, cookie = admin) => {
    const qs = Object.entries(query)
      .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
      .join('&');
    const res = await call('GET', `system/audit/getAll?${qs}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const ofRole = (extra: Record<string, unknown> = {}) =>
    audit({ filterFields: { table_name: 'roles', record_id: roleId }, ...extra });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t.app);
    adminId = (await call('GET', 'auth/profile', admin)).json().user_id;
    ashaId = await createUser(t.database.db, 'asha', 'Entrepreneur');
    asha = await signIn(t.app, 'asha');
    t0 = Date.now();
  });
  afterAll(() => t.close());

  it('create records who, when, and every field given (to)', async () => {
    const res = await call('POST', 'user/roles/createRole', admin, {
      role_name: 'Auditors',
      display_name: 'Audit team',
    });
    expect(res.statusCode, res.body).toBe(201);
    roleId = res.json().role_id;
    const { data, meta } = await ofRole();
    expect(meta).toMatchObject({ total: 1 });
    expect(data).toEqual([
      {
        audit_id: expect.any(Number),
        table_name: 'roles',
        record_id: roleId,
        action: 'create',
        changes: { role_name: { to: 'Auditors' }, display_name: { to: 'Audit team' } },
        actor_id: adminId,
        actor_name: 'Platform Administrator',
        created_at: expect.any(String),
      },
    ]);
    const at = Date.parse(data[0].created_at);
    expect(at).toBeGreaterThanOrEqual(t0 - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('update records only the fields that changed, from → to; an update changing nothing records nothing', async () => {
    const res = await call('PUT', `user/roles/updateRole/${roleId}`, admin, {
      role_name: 'Auditors',
      display_name: 'Auditing',
      description: 'Reads the log',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = await ofRole();
    expect(data[0]).toMatchObject({
      action: 'update',
      actor_id: adminId,
      changes: {
        display_name: { from: 'Audit team', to: 'Auditing' },
        description: { from: null, to: 'Reads the log' },
      },
    });
    expect(Object.keys(data[0].changes).sort()).toEqual(['description', 'display_name']);
    expect((await call('PUT', `user/roles/updateRole/${roleId}`, admin, { display_name: 'Auditing' })).statusCode).toBe(
      200,
    );
    expect((await ofRole()).meta.total).toBe(2);
  });

  it('delete records the signed-in user, whatever the path says', async () => {
    expect((await call('DELETE', `user/roles/deleteRole/${roleId}/424242`, admin)).statusCode).toBe(200);
    const { data } = await ofRole();
    expect(data[0]).toMatchObject({
      action: 'delete',
      changes: {},
      actor_id: adminId,
      actor_name: 'Platform Administrator',
    });
  });

  it("a member's own write is recorded under the member", async () => {
    const res = await call('POST', 'programs-enrolled/createProgramEnrolled', asha, { user_id: ashaId, program_id: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = await audit({
      filterFields: { table_name: 'program_enrollments', record_id: res.json().enrollment_id },
    });
    expect(data).toMatchObject([
      {
        action: 'create',
        actor_id: ashaId,
        actor_name: 'asha Tester',
        changes: { user_id: { to: ashaId }, program_id: { to: 2 } },
      },
    ]);
  });

  it('a refused write records nothing', async () => {
    const before = (await audit({ metadataOnly: 'true' })).meta.total;
    const temp = (await call('GET', 'user/roles/getAll?filterFields={"role_name":"temp"}', admin)).json().data[0];
    expect((await call('DELETE', `user/roles/deleteRole/${temp.role_id}/1`, admin)).statusCode).toBe(409);
    expect((await call('PUT', 'user/roles/deleteMany', admin, { role_ids: [roleId, 2147480000] })).statusCode).toBe(
      404,
    );
    expect((await audit({ metadataOnly: 'true' })).meta.total).toBe(before);
  });

  it('getAll pages, sorts (newest first by default) and filters', async () => {
    const all = await ofRole();
    expect(all.data.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
    const page2 = await ofRole({ limit: '1', page: '2' });
    expect(page2.meta).toEqual({ page: 2, limit: 1, total: 3, totalPages: 3 });
    expect(page2.data.map((e: { action: string }) => e.action)).toEqual(['update']);
    const asc = await ofRole({ sortField: 'audit_id', sortOrder: 'asc' });
    expect(asc.data.map((e: { action: string }) => e.action)).toEqual(['create', 'update', 'delete']);
    const byTime = await ofRole({ sortField: 'created_at', sortOrder: 'asc' });
    expect(byTime.data.map((e: { action: string }) => e.action)).toEqual(['create', 'update', 'delete']);
    const deletes = await audit({ filterFields: { table_name: 'roles', action: 'delete' } });
    expect(deletes.data.map((e: { record_id: number }) => e.record_id)).toEqual([roleId]);
    const mine = await audit({ filterFields: { actor_id: ashaId } });
    expect(mine.meta.total).toBe(1);
    expect(await ofRole({ metadataOnly: 'true' })).toEqual({ meta: { page: 1, limit: 10, total: 3, totalPages: 1 } });
    expect((await call('GET', 'system/audit/getAll?filterFields={"changes":{}}', admin)).statusCode).toBe(400);
  });

  it('is for administrators: non-admins 403, signed-out 401', async () => {
    expect((await call('GET', 'system/audit/getAll', asha)).statusCode).toBe(403);
    expect((await call('GET', 'system/audit/getAll')).statusCode).toBe(401);
  });
});
