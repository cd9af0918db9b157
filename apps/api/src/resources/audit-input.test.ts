import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createUser, signIn, signInAdmin } from '../test/factories.ts';

/**
 * SPEC §7: "Create adds created_by. Update adds modified_by." and deleteMany sends deleted_by. The
 * SPEC's own client sends them; every write accepts them and records the session's user instead.
 */
describe('audit fields a client sends', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let raviId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t.app);
    adminId = (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie: admin } })).json()
      .user_id;
    raviId = await createUser(t.database.db, 'ravi');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, cookie = admin) =>
    t.app.inject({ method, url: `/api/${url}`, payload: payload as object, headers: { cookie } });

  it('accepts created_by on create and modified_by on update, and records the signed-in user', async () => {
    const created = await call('POST', 'user/roles/createRole', {
      role_name: 'Mentor coordinators',
      display_name: 'Mentor coordinators',
      created_by: raviId,
    });
    expect(created.statusCode).toBe(201);
    const role = created.json();
    expect(role.created_by).toBe(adminId);
    const updated = await call('PUT', `user/roles/updateRole/${role.role_id}`, {
      display_name: 'Mentor desk',
      modified_by: raviId,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ display_name: 'Mentor desk', modified_by: adminId, created_by: adminId });
  });

  it('accepts them in every item of createMany and updateMany', async () => {
    const many = await call('POST', 'user/roles/createMany', [
      { role_name: 'Jury', display_name: 'Jury', created_by: raviId },
      { role_name: 'Scouts', display_name: 'Scouts', created_by: 'ravi' },
    ]);
    expect(many.statusCode).toBe(201);
    const rows = many.json().data as Array<{ role_id: number; created_by: number }>;
    expect(rows.map((r) => r.created_by)).toEqual([adminId, adminId]);
    const changed = await call(
      'POST',
      'user/roles/updateMany',
      rows.map((r) => ({ role_id: r.role_id, display_name: `Panel ${r.role_id}`, modified_by: raviId })),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.map((r: { modified_by: number }) => r.modified_by)).toEqual([adminId, adminId]);
  });

  it('does not count an audit field as a change: an update holding only modified_by is refused', async () => {
    const role = (await call('POST', 'user/roles/createRole', { role_name: 'Alumni', display_name: 'Alumni' })).json();
    const res = await call('PUT', `user/roles/updateRole/${role.role_id}`, { modified_by: adminId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid body: nothing to update');
  });

  it('still refuses any other unknown key (400 naming it)', async () => {
    const res = await call('POST', 'user/roles/createRole', { role_name: 'X', display_name: 'X', owner: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('owner');
  });

  it('accepts them on the user calls too, recording the signed-in user', async () => {
    const cookie = await signIn(t.app, 'ravi');
    const own = await call(
      'PUT',
      'global-user/profile/update',
      { firstName: 'Ravi', modified_by: 1, created_by: 1 },
      cookie,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().firstName).toBe('Ravi');
    const sync = await call('PUT', `auth/updateAuthUser/${raviId}`, { lastName: 'Kumar', modified_by: 999 }, cookie);
    expect(sync.statusCode).toBe(200);
    const made = await call('POST', 'auth/createMany', [
      { firstName: 'Meera', lastName: 'Iyer', username: 'meera', email: 'meera@example.org', created_by: raviId },
    ]);
    expect(made.statusCode).toBe(201);
    const users = await call(
      'GET',
      `global-user/users/getAll?filterFields={"user_id":[${raviId},${made.json().data[0].user_id}]}&fields=user_id,created_by,modified_by`,
    );
    const byId = new Map(users.json().data.map((u: { user_id: number }) => [u.user_id, u]));
    expect(byId.get(raviId)).toMatchObject({ modified_by: raviId });
    expect(byId.get(made.json().data[0].user_id)).toMatchObject({ created_by: adminId });
  });
});
