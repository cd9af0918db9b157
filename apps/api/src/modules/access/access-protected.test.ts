import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { auditLog, groupUsers, menus, privileges, roles } from '../../db/schema/access.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, menuIdByName, roleIdByName, signIn, signInAdmin } from '../../test/factories.ts';

/**
 * What role administration protects (guards.ts): the temp role, the menus the API's own rules
 * name, new menus administrable at once, and a group membership's role owned by the group's owner.
 */
describe('access: protected roles, menus and groups', () => {
  let t: TestApp;
  let db: Db;
  let admin: string;
  let editor: string;
  const ids = {
    admin: 0,
    editorRole: 0,
    volunteer: 0,
    temp: 0,
    entrepreneur: 0,
    programs: 0,
    cohort: 0,
    contentHub: 0,
    dashboard: 0,
    adminCenter: 0,
  };

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, cookie: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${url}`, headers: { cookie }, payload: payload as object });
  const ok = async (method: Method, url: string, payload?: unknown, cookie = admin) => {
    const res = await call(method, url, cookie, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const roleId = (name: string) => roleIdByName(db, name);
  const menuId = (name: string) => menuIdByName(db, name);
  const auditCount = async () => Number((await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n);
  const roleRow = async (id: number) => (await db.select().from(roles).where(eq(roles.role_id, id)))[0]!;
  const menuRow = async (id: number) => (await db.select().from(menus).where(eq(menus.menu_id, id)))[0]!;

  type Reply = { statusCode: number; body: string; json: () => { message: string } };
  /** `act` is refused with `status` and `message`, and neither what `snapshot` reads nor audit_log changes */
  const refusedWithoutWrite = async (
    act: () => Promise<Reply>,
    status: number,
    message: string | RegExp,
    snapshot: () => Promise<unknown>,
  ) => {
    const before = await snapshot();
    const audits = await auditCount();
    const r = await act();
    expect(r.statusCode, r.body).toBe(status);
    if (typeof message === 'string') expect(r.json().message).toBe(message);
    else expect(r.json().message).toMatch(message);
    expect(await snapshot()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    admin = await signInAdmin(t.app);
    Object.assign(ids, {
      admin: await roleId('Administrator'),
      volunteer: await roleId('Volunteer'),
      temp: await roleId('temp'),
      entrepreneur: await roleId('Entrepreneur'),
      programs: await menuId('Programs and Courses'),
      cohort: await menuId('Program Cohort'),
      contentHub: await menuId('Content Hub'),
      dashboard: await menuId('Dashboard'),
      adminCenter: await menuId('Admin Center'),
    });
    // a system role that administers users and roles but holds only read on 'Programs and Courses'
    ids.editorRole = (await ok('POST', 'user/roles/createRole', { role_name: 'Role Editor' })).role_id;
    await ok('PUT', `user/privileges/setRolePrivileges/${ids.editorRole}`, {
      items: [
        { privilege_menu_id: ids.adminCenter, permissions: ['read', 'create', 'update', 'delete'] },
        { privilege_menu_id: ids.programs, permissions: ['read'] },
        { privilege_menu_id: ids.contentHub, permissions: ['read'] },
      ],
    });
    await createUser(db, 'editor', 'Role Editor');
    editor = await signIn(t.app, 'editor');
  });
  afterAll(() => t.close());

  describe('the temp role', () => {
    it('cannot be deleted (single or bulk) or renamed: 409, nothing written', async () => {
      const temp = () => roleRow(ids.temp);
      await refusedWithoutWrite(
        () => call('DELETE', `user/roles/deleteRole/${ids.temp}/1`, admin),
        409,
        'The temp role cannot be deleted: every new account starts with it.',
        temp,
      );
      await refusedWithoutWrite(
        () => call('PUT', 'user/roles/deleteMany', admin, { role_ids: [ids.temp] }),
        409,
        'The temp role cannot be deleted: every new account starts with it.',
        temp,
      );
      await refusedWithoutWrite(
        () => call('PUT', `user/roles/updateRole/${ids.temp}`, admin, { role_name: 'Newcomer' }),
        409,
        'The temp role cannot be renamed: every new account starts with it.',
        temp,
      );
    });

    it('may still be relabelled (display_name)', async () => {
      const res = await call('PUT', `user/roles/updateRole/${ids.temp}`, admin, { display_name: 'Guest' });
      expect(res.statusCode, res.body).toBe(200);
      await ok('PUT', `user/roles/updateRole/${ids.temp}`, { display_name: 'Temp' });
    });
  });

  describe('protected menus', () => {
    it("renaming or deleting 'Admin Center' (or 'Programs and Courses'): 409, nothing written", async () => {
      for (const id of [ids.adminCenter, ids.programs]) {
        const name = (await menuRow(id)).menu_name;
        const msg = `The menu '${name}' guards API routes; it cannot be renamed or deleted.`;
        await refusedWithoutWrite(
          () => call('PUT', `system/customMenus/updateMenu/${id}`, admin, { menu_name: `${name} 2` }),
          409,
          msg,
          () => menuRow(id),
        );
        await refusedWithoutWrite(
          () => call('DELETE', `system/customMenus/deleteMenu/${id}/1`, admin),
          409,
          msg,
          () => menuRow(id),
        );
        await refusedWithoutWrite(
          () => call('PUT', 'system/customMenus/deleteMany', admin, { menu_ids: [id] }),
          409,
          msg,
          () => menuRow(id),
        );
      }
    });

    it('a new menu is granted to the Administrator role with every permission at once', async () => {
      const created = await ok('POST', 'system/customMenus/createMenu', { menu_name: 'Robotics Lab' }, editor);
      const many = await ok('POST', 'system/customMenus/createMany', [
        { menu_name: 'Drone Lab' },
        { menu_name: 'Bio Lab' },
      ]);
      for (const id of [created.menu_id, ...many.data.map((m: { menu_id: number }) => m.menu_id)]) {
        const rows = await db
          .select()
          .from(privileges)
          .where(and(eq(privileges.privilege_menu_id, id), eq(privileges.is_deleted, false)));
        expect(rows.map((r) => [r.role_id, r.privilege_access_type.map((p) => p.permission_name).sort()])).toEqual([
          [ids.admin, ['create', 'delete', 'read', 'update']],
        ]);
      }
      const mine = (await ok('GET', 'auth/privileges')).privileges.find(
        (p: { menu_name: string }) => p.menu_name === 'Robotics Lab',
      );
      expect([...mine.permissions].sort()).toEqual(['create', 'delete', 'read', 'update']);
    });
  });

  describe('group users', () => {
    let owner: number;
    let other: number;
    let member: number;
    let crew: number;
    beforeAll(async () => {
      owner = await createUser(db, 'gowner', 'Organisation');
      other = await createUser(db, 'gother', 'Organisation');
      member = await createUser(db, 'gmember', 'Entrepreneur');
      crew = (await ok('POST', 'user/customRole/create', { role_name: 'Owner Crew', parent_user_id: owner })).role_id;
    });
    const groupRows = () => db.select().from(groupUsers).where(eq(groupUsers.user_id, member));

    it('role_id must be a custom role owned by parent_user_id: 400 naming body.role_id', async () => {
      await refusedWithoutWrite(
        () =>
          call('POST', 'user/groupUsers/createGroupUser', admin, {
            user_id: member,
            parent_user_id: other,
            role_id: crew,
          }),
        400,
        `Invalid body.role_id: role ${crew} is not a custom role of user ${other}`,
        groupRows,
      );
      const bad = await call('POST', 'user/groupUsers/createGroupUser', admin, {
        user_id: member,
        parent_user_id: other,
        role_id: crew,
      });
      expect(bad.json().details).toEqual([{ path: 'body.role_id', message: `not a custom role of user ${other}` }]);
      // a system role is not a custom role
      await refusedWithoutWrite(
        () =>
          call('POST', 'user/groupUsers/createGroupUser', admin, {
            user_id: member,
            parent_user_id: owner,
            role_id: ids.entrepreneur,
          }),
        400,
        /^Invalid body\.role_id: no custom role/,
        groupRows,
      );
    });

    it("the owner's own custom role is accepted; moving the row to another owner is 400", async () => {
      const created = await call('POST', 'user/groupUsers/createGroupUser', admin, {
        user_id: member,
        parent_user_id: owner,
        role_id: crew,
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().table_id;
      await refusedWithoutWrite(
        () => call('PUT', `user/groupUsers/updateGroupUser/${id}`, admin, { parent_user_id: other }),
        400,
        `Invalid body.role_id: role ${crew} is not a custom role of user ${other}`,
        groupRows,
      );
      const noRole = await call('POST', 'user/groupUsers/createGroupUser', admin, {
        user_id: member,
        parent_user_id: other,
      });
      expect(noRole.statusCode, noRole.body).toBe(201);
    });
  });
});
