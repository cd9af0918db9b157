import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { auditLog, userRoles } from '../../db/schema/access.ts';
import { users } from '../../db/schema/identity.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, menuIdByName, roleIdByName, signIn, signInAdmin } from '../../test/factories.ts';

/**
 * The auth/ user-administration calls follow the same rules as the resource routes: an editor
 * gives only roles within its reach whose privileges it holds, acts only on users within its
 * reach, and every change is on record.
 */
describe('access: auth/ user administration', () => {
  let t: TestApp;
  let db: Db;
  let admin: string;
  let editor: string;
  let adminId: number;
  let editorRole: number;

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, cookie: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${url}`, headers: { cookie }, payload: payload as object });
  const roleId = (name: string) => roleIdByName(db, name);
  const menuId = (name: string) => menuIdByName(db, name);
  const lastAudit = async (recordId: number) =>
    (
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.table_name, 'users'), eq(auditLog.record_id, recordId)))
        .orderBy(desc(auditLog.audit_id))
        .limit(1)
    )[0];
  const userCount = async () => Number((await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    admin = await signInAdmin(t.app);
    adminId = (await call('GET', 'auth/profile', admin)).json().user_id;
    // administers users, holds only read on 'Programs and Courses'
    editorRole = (await call('POST', 'user/roles/createRole', admin, { role_name: 'User Steward' })).json().role_id;
    const set = await call('PUT', `user/privileges/setRolePrivileges/${editorRole}`, admin, {
      items: [
        { privilege_menu_id: await menuId('Admin Center'), permissions: ['read', 'create', 'update', 'delete'] },
        { privilege_menu_id: await menuId('Programs and Courses'), permissions: ['read'] },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    // a role whose only privilege the editor holds too
    const reader = (await call('POST', 'user/roles/createRole', admin, { role_name: 'Programme Reader' })).json()
      .role_id;
    await call('PUT', `user/privileges/setRolePrivileges/${reader}`, admin, {
      items: [{ privilege_menu_id: await menuId('Programs and Courses'), permissions: ['read'] }],
    });
    await createUser(db, 'steward', 'User Steward');
    editor = await signIn(t.app, 'steward');
  });
  afterAll(() => t.close());

  const newUser = (username: string, roleIds: number[]) => [
    { firstName: 'Ira', lastName: 'Sen', username, email: `${username}@example.in`, roles: roleIds },
  ];

  it('createMany: no account with a role above the editor or with privileges it lacks; nothing written', async () => {
    const before = await userCount();
    const above = await call('POST', 'auth/createMany', editor, newUser('ira1', [await roleId('Administrator')]));
    expect(above.statusCode, above.body).toBe(403);
    expect(above.json().message).toBe("You cannot give the role 'Administrator': it is above your own role.");
    const richer = await call('POST', 'auth/createMany', editor, newUser('ira2', [await roleId('Cohort Manager')]));
    expect(richer.statusCode, richer.body).toBe(403);
    expect(richer.json().message).toMatch(
      /^You cannot give the role 'Cohort Manager': it grants .* which you do not hold\.$/,
    );
    expect(await userCount()).toBe(before);
  });

  it('createMany within reach is recorded as a creation by the editor', async () => {
    const res = await call('POST', 'auth/createMany', editor, newUser('ira3', [await roleId('Programme Reader')]));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data[0].user_id;
    expect(await lastAudit(id)).toMatchObject({
      action: 'create',
      actor_id: (await call('GET', 'auth/profile', editor)).json().user_id,
      changes: { username: { to: 'ira3' }, email: { to: 'ira3@example.in' } },
    });
    const held = await db
      .select({ role_id: userRoles.role_id })
      .from(userRoles)
      .where(and(eq(userRoles.user_id, id), eq(userRoles.is_deleted, false)));
    expect(held).toEqual([{ role_id: await roleId('Programme Reader') }]);
  });

  it('updateAuthUser records the fields it changed, from → to', async () => {
    const id = await createUser(db, 'kiran');
    const res = await call('PUT', `auth/updateAuthUser/${id}`, admin, { firstName: 'Kiranmayi', enabled: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastAudit(id)).toMatchObject({
      action: 'update',
      actor_id: adminId,
      changes: { firstName: { from: 'kiran', to: 'Kiranmayi' }, enabled: { from: true, to: false } },
    });
  });

  it('deleteMany: not a user above the editor; a deletion within reach is recorded', async () => {
    const refused = await call('PUT', 'auth/deleteMany', editor, { user_ids: [adminId] });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toBe(`You cannot delete user ${adminId}: they hold a role above your own.`);
    const [still] = await db.select().from(users).where(eq(users.user_id, adminId));
    expect(still?.is_deleted).toBe(false);

    const id = await createUser(db, 'tanvi');
    const done = await call('PUT', 'auth/deleteMany', editor, { user_ids: [id] });
    expect(done.statusCode, done.body).toBe(200);
    expect(await lastAudit(id)).toMatchObject({ action: 'delete', changes: {} });
  });
});
