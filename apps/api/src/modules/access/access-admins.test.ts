import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { auditLog, roles, userRoles } from '../../db/schema/access.ts';
import { users } from '../../db/schema/identity.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, roleIdByName, signIn, signInAdmin } from '../../test/factories.ts';
import { ADMINS_MUST_REMAIN as LAST_ADMIN } from './rules.ts';

/**
 * An administrator must remain (rules.ts assertAdminsRemain): deleting the administrator role,
 * taking it from the only administrator, disabling or deleting that user all answer 409 and
 * change nothing; with a second administrator the same calls succeed.
 */
describe('access: the last administrator', () => {
  let t: TestApp;
  let db: Db;
  let admin: string;
  let adminId: number;
  let adminRole: number;
  let entrepreneurRole: number;

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, cookie: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${url}`, headers: { cookie }, payload: payload as object });
  const roleId = (name: string) => roleIdByName(db, name);
  /** everything these calls could change */
  const state = async () => ({
    roles: await db.select().from(roles).orderBy(roles.role_id),
    userRoles: await db.select().from(userRoles).orderBy(userRoles.user_role_id),
    users: await db
      .select({
        user_id: users.user_id,
        enabled: users.enabled,
        is_deleted: users.is_deleted,
        active_role: users.active_role,
      })
      .from(users)
      .orderBy(users.user_id),
    audits: (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n,
  });

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    admin = await signInAdmin(t.app);
    adminId = (await call('GET', 'auth/profile', admin)).json().user_id;
    adminRole = await roleId('Administrator');
    entrepreneurRole = await roleId('Entrepreneur');
  });
  afterAll(() => t.close());

  describe('with one administrator', () => {
    const attempts = () =>
      [
        ['delete the Administrator role', () => call('DELETE', `user/roles/deleteRole/${adminRole}/1`, admin)],
        [
          'deleteMany the Administrator role',
          () => call('PUT', 'user/roles/deleteMany', admin, { role_ids: [adminRole] }),
        ],
        [
          're-view the Administrator role',
          () => call('PUT', `user/roles/updateRole/${adminRole}`, admin, { role_view: 'other' }),
        ],
        [
          'take Administrator from the only admin',
          () => call('PUT', `auth/userRoles/${adminId}`, admin, { role_ids: [entrepreneurRole] }),
        ],
        [
          'disable the only admin',
          () => call('PUT', `global-user/users/updateUser/${adminId}`, admin, { enabled: false }),
        ],
        [
          'disable the only admin (updateMany)',
          () => call('POST', 'global-user/users/updateMany', admin, [{ user_id: adminId, enabled: false }]),
        ],
        ['delete the only admin', () => call('DELETE', `global-user/users/deleteUser/${adminId}/${adminId}`, admin)],
        [
          'deleteMany the only admin',
          () => call('PUT', 'global-user/users/deleteMany', admin, { user_ids: [adminId] }),
        ],
      ] as const;

    it.each(attempts().map(([name]) => [name]))('%s: 409 and nothing changed', async (name) => {
      const act = attempts().find(([n]) => n === name)![1];
      const before = await state();
      const res = await act();
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(LAST_ADMIN);
      expect(await state()).toEqual(before);
      expect((await call('GET', 'global-user/users/getAll?limit=1', admin)).statusCode, 'still an admin').toBe(200);
    });

    it('a user holding only a custom admin-view role does not count as an administrator', async () => {
      const other = await createUser(db, 'crewboss', 'Entrepreneur');
      const crew = (
        await call('POST', 'user/customRole/create', admin, {
          role_name: 'Board',
          role_view: 'admin',
          parent_user_id: adminId,
        })
      ).json().role_id;
      expect(
        (
          await call('POST', 'user/groupUsers/createGroupUser', admin, {
            user_id: other,
            parent_user_id: adminId,
            role_id: crew,
          })
        ).statusCode,
      ).toBe(201);
      const res = await call('PUT', `global-user/users/updateUser/${adminId}`, admin, { enabled: false });
      expect(res.statusCode).toBe(409);
    });
  });

  describe('with two administrators the same calls succeed', () => {
    let second: string;
    let secondId: number;
    beforeAll(async () => {
      secondId = await createUser(db, 'deputy', 'Administrator');
      second = await signIn(t.app, 'deputy');
    });

    it('taking Administrator from one of two admins: 200, and back', async () => {
      const res = await call('PUT', `auth/userRoles/${adminId}`, second, { role_ids: [entrepreneurRole] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().roles.map((r: { role_name: string }) => r.role_name)).toEqual(['Entrepreneur']);
      expect((await call('GET', 'global-user/users/getAll?limit=1', admin)).statusCode, 'no longer an admin').toBe(403);
      const back = await call('PUT', `auth/userRoles/${adminId}`, second, { role_ids: [adminRole] });
      expect(back.statusCode, back.body).toBe(200);
    });

    it('disabling one of two admins: 200 (its sessions end), and back', async () => {
      const res = await call('PUT', `global-user/users/updateUser/${adminId}`, second, { enabled: false });
      expect(res.statusCode, res.body).toBe(200);
      expect((await call('GET', 'auth/profile', admin)).statusCode).toBe(401);
      expect((await call('PUT', `global-user/users/updateUser/${adminId}`, second, { enabled: true })).statusCode).toBe(
        200,
      );
      admin = await signInAdmin(t.app);
      // and now the second is the one that may not be disabled once the first is gone … but may while both are there
      expect(
        (await call('PUT', `global-user/users/updateUser/${secondId}`, admin, { enabled: false })).statusCode,
      ).toBe(200);
      expect((await call('PUT', `global-user/users/updateUser/${secondId}`, admin, { enabled: true })).statusCode).toBe(
        200,
      );
      second = await signIn(t.app, 'deputy');
    });

    it('deleting the Administrator role while another admin-view role is held: 200; then that one is the last', async () => {
      const deputyRole = (
        await call('POST', 'user/roles/createRole', admin, { role_name: 'Deputy Administrator', role_view: 'admin' })
      ).json().role_id;
      const adminCenter = (
        await call('GET', 'system/customMenus/getAll?filterFields={"menu_name":"Admin Center"}', admin)
      ).json().data[0].menu_id;
      const granted = await call('PUT', `user/privileges/setRolePrivileges/${deputyRole}`, admin, {
        items: [{ privilege_menu_id: adminCenter, permissions: ['read', 'create', 'update', 'delete'] }],
      });
      expect(granted.statusCode, granted.body).toBe(200);
      expect(
        (await call('PUT', `auth/userRoles/${secondId}`, admin, { role_ids: [deputyRole] })).statusCode,
        'the deputy holds the new admin-view role only',
      ).toBe(200);
      second = await signIn(t.app, 'deputy');
      const res = await call('DELETE', `user/roles/deleteRole/${adminRole}/1`, second);
      expect(res.statusCode, res.body).toBe(200);
      const before = await state();
      const last = await call('DELETE', `user/roles/deleteRole/${deputyRole}/1`, second);
      expect(last.statusCode).toBe(409);
      expect(last.json().message).toBe(LAST_ADMIN);
      expect(await state()).toEqual(before);
    });

    it('deleting one of two admins: 200', async () => {
      const other = await createUser(db, 'deputy2', 'Deputy Administrator');
      const res = await call(
        'DELETE',
        `global-user/users/deleteUser/${secondId}/${secondId}`,
        await signIn(t.app, 'deputy2'),
      );
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await db.select().from(users).where(eq(users.user_id, secondId));
      expect(row?.is_deleted).toBe(true);
      const last = await call(
        'DELETE',
        `global-user/users/deleteUser/${other}/${other}`,
        await signIn(t.app, 'deputy2'),
      );
      expect(last.statusCode).toBe(409);
      expect(last.json().message).toBe(LAST_ADMIN);
    });
  });
});
