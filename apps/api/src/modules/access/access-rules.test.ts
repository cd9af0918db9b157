import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { auditLog, customRoles, privileges, roles, userRoles } from '../../db/schema/access.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, menuIdByName, roleIdByName, signIn, signInAdmin } from '../../test/factories.ts';

/**
 * The rules of role administration (rules.ts, guards.ts): an editor grants only what it holds,
 * never touches a role above its own, and nobody changes the privileges of the role they act as.
 * The temp role, protected menus and group users: access-protected.test.ts.
 */
describe('access: editor rules', () => {
  let t: TestApp;
  let db: Db;
  let admin: string;
  let editor: string;
  let adminId: number;
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
  const privilegeRows = (roleIdOf: number) =>
    db
      .select()
      .from(privileges)
      .where(and(eq(privileges.role_id, roleIdOf), eq(privileges.is_deleted, false)))
      .orderBy(privileges.privilege_menu_id);
  const roleRow = async (id: number) => (await db.select().from(roles).where(eq(roles.role_id, id)))[0]!;

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
    adminId = (await ok('GET', 'auth/profile')).user_id;
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

  describe('an editor cannot grant a permission it does not hold', () => {
    it('setRolePrivileges: 403 naming the permission and menu; the whole matrix is left as it was', async () => {
      await refusedWithoutWrite(
        () =>
          call('PUT', `user/privileges/setRolePrivileges/${ids.volunteer}`, editor, {
            items: [
              { privilege_menu_id: ids.dashboard, permissions: [] },
              { privilege_menu_id: ids.programs, permissions: ['read', 'enrol', 'Delete'] },
            ],
          }),
        403,
        "You cannot grant 'delete' on 'Programs and Courses': you do not hold it yourself.",
        () => privilegeRows(ids.volunteer),
      );
    });

    it('user/privileges/create and update: 403, no row, no audit', async () => {
      await refusedWithoutWrite(
        () =>
          call('POST', 'user/privileges/create', editor, {
            role_id: ids.volunteer,
            privilege_menu_id: ids.cohort,
            privilege_access_type: [{ permission_name: 'read' }],
          }),
        403,
        "You cannot grant 'read' on 'Program Cohort': you do not hold it yourself.",
        () => privilegeRows(ids.volunteer),
      );
      const row = (await privilegeRows(ids.volunteer)).find((p) => p.privilege_menu_id === ids.programs)!;
      await refusedWithoutWrite(
        () =>
          call('PUT', `user/privileges/update/${row.privilege_id}`, editor, {
            privilege_access_type: [{ permission_name: 'read' }, { permission_name: 'create' }],
          }),
        403,
        "You cannot grant 'create' on 'Programs and Courses': you do not hold it yourself.",
        () => privilegeRows(ids.volunteer),
      );
    });

    it('a custom role cannot be given more than the editor holds either', async () => {
      const owner = await createUser(db, 'owner1', 'Organisation');
      const role = await ok('POST', 'user/customRole/create', { role_name: 'Crew', parent_user_id: owner }, editor);
      const snapshot = () =>
        db
          .select()
          .from(customRoles)
          .where(eq(customRoles.role_id, role.role_id))
          .then((r) => r[0]);
      await refusedWithoutWrite(
        () =>
          call('PUT', `user/customRolePrivilege/setRolePrivileges/${role.role_id}`, editor, {
            items: [{ privilege_menu_id: ids.programs, permissions: ['read', 'update'] }],
          }),
        403,
        "You cannot grant 'update' on 'Programs and Courses': you do not hold it yourself.",
        snapshot,
      );
    });

    it('nor through a role: giving itself (or anyone) a role holding permissions it lacks is 403', async () => {
      const editorId = (await ok('GET', 'auth/profile', undefined, editor)).user_id;
      const cohortManager = await roleId('Cohort Manager');
      // Cohort Manager holds create/update/delete on 'Programs and Courses'; the editor holds only read there
      try {
        await refusedWithoutWrite(
          () => call('PUT', `auth/userRoles/${editorId}`, editor, { role_ids: [ids.editorRole, cohortManager] }),
          403,
          /Cohort Manager|Programs and Courses/,
          () => db.select().from(userRoles).where(eq(userRoles.user_id, editorId)),
        );
      } finally {
        await ok('PUT', `auth/userRoles/${editorId}`, { role_ids: [ids.editorRole] });
      }
    });

    it('what it holds it may grant (in any case), and it may keep or remove what it does not hold', async () => {
      const granted = await call('PUT', `user/privileges/setRolePrivileges/${ids.temp}`, editor, {
        items: [{ privilege_menu_id: ids.contentHub, permissions: ['READ'] }],
      });
      expect(granted.statusCode, granted.body).toBe(200);
      expect(granted.json().data).toMatchObject([
        { privilege_menu_id: ids.contentHub, privilege_access_type: [{ permission_name: 'read' }] },
      ]);
      // Volunteer holds read+enrol on Programs; the editor holds only read: keeping enrol is allowed
      const kept = await call('PUT', `user/privileges/setRolePrivileges/${ids.volunteer}`, editor, {
        items: [{ privilege_menu_id: ids.programs, permissions: ['enrol', 'read'] }],
      });
      expect(kept.statusCode, kept.body).toBe(200);
      const removed = await call('PUT', `user/privileges/setRolePrivileges/${ids.volunteer}`, editor, {
        items: [{ privilege_menu_id: ids.programs, permissions: ['read'] }],
      });
      expect(removed.statusCode, removed.body).toBe(200);
      // and once removed, putting it back is granting
      const regrant = await call('PUT', `user/privileges/setRolePrivileges/${ids.volunteer}`, editor, {
        items: [{ privilege_menu_id: ids.programs, permissions: ['read', 'enrol'] }],
      });
      expect(regrant.statusCode).toBe(403);
      expect(regrant.json().message).toBe(
        "You cannot grant 'enrol' on 'Programs and Courses': you do not hold it yourself.",
      );
      await ok('PUT', `user/privileges/setRolePrivileges/${ids.volunteer}`, {
        items: [{ privilege_menu_id: ids.programs, permissions: ['read', 'enrol'] }],
      });
    });
  });

  describe('an editor cannot touch a role above its own', () => {
    it('editing, deleting or re-viewing an admin-view role: 403, nothing written', async () => {
      const adminRole = () => roleRow(ids.admin);
      await refusedWithoutWrite(
        () => call('PUT', `user/roles/updateRole/${ids.admin}`, editor, { display_name: 'Boss' }),
        403,
        "You cannot edit the role 'Administrator': it is above your own role.",
        adminRole,
      );
      await refusedWithoutWrite(
        () => call('DELETE', `user/roles/deleteRole/${ids.admin}/1`, editor),
        403,
        "You cannot delete the role 'Administrator': it is above your own role.",
        adminRole,
      );
      await refusedWithoutWrite(
        () => call('PUT', 'user/roles/deleteMany', editor, { role_ids: [ids.admin] }),
        403,
        "You cannot delete the role 'Administrator': it is above your own role.",
        adminRole,
      );
      await refusedWithoutWrite(
        () => call('PUT', `user/roles/updateRole/${ids.volunteer}`, editor, { role_view: 'admin' }),
        403,
        "You cannot edit the role 'Volunteer': it is above your own role.",
        () => roleRow(ids.volunteer),
      );
      await refusedWithoutWrite(
        () => call('POST', 'user/roles/createRole', editor, { role_name: 'Shadow Admin', role_view: 'admin' }),
        403,
        "You cannot create the role 'Shadow Admin': it is above your own role.",
        () => db.select().from(roles).where(eq(roles.role_name, 'Shadow Admin')),
      );
      await refusedWithoutWrite(
        () =>
          call('POST', 'user/customRole/create', editor, {
            role_name: 'Shadow Crew',
            role_view: 'admin',
            parent_user_id: adminId,
          }),
        403,
        "You cannot create the role 'Shadow Crew': it is above your own role.",
        () => db.select().from(customRoles).where(eq(customRoles.role_name, 'Shadow Crew')),
      );
      await refusedWithoutWrite(
        () =>
          call('PUT', `user/privileges/setRolePrivileges/${ids.admin}`, editor, {
            items: [{ privilege_menu_id: ids.contentHub, permissions: [] }],
          }),
        403,
        "You cannot change the privileges of the role 'Administrator': it is above your own role.",
        () => privilegeRows(ids.admin),
      );
    });

    it('giving or taking an admin-view role: 403, nothing written', async () => {
      const userId = await createUser(db, 'hopeful', 'Entrepreneur');
      const held = (id: number) =>
        db.select().from(userRoles).where(eq(userRoles.user_id, id)).orderBy(userRoles.user_role_id);
      await refusedWithoutWrite(
        () => call('PUT', `auth/userRoles/${userId}`, editor, { role_ids: [ids.entrepreneur, ids.admin] }),
        403,
        "You cannot give the role 'Administrator': it is above your own role.",
        () => held(userId),
      );
      await refusedWithoutWrite(
        () => call('PUT', `auth/userRoles/${adminId}`, editor, { role_ids: [ids.entrepreneur] }),
        403,
        // the administrator holds a role above the editor's: their roles are out of reach altogether
        `You cannot change the roles of user ${adminId}: they hold a role above your own.`,
        () => held(adminId),
      );
    });

    it('a role at its own level it may edit', async () => {
      const res = await call('PUT', `user/roles/updateRole/${ids.volunteer}`, editor, { display_name: 'Volunteers' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ display_name: 'Volunteers', modified_by: expect.any(Number) });
    });
  });

  describe('nobody changes the privileges of the role they are acting as', () => {
    const OWN = 'You cannot change the privileges of the role you are acting as.';
    it('the editor on its own role (even removing): 403', async () => {
      await refusedWithoutWrite(
        () =>
          call('PUT', `user/privileges/setRolePrivileges/${ids.editorRole}`, editor, {
            items: [{ privilege_menu_id: ids.contentHub, permissions: [] }],
          }),
        403,
        OWN,
        () => privilegeRows(ids.editorRole),
      );
      const row = (await privilegeRows(ids.editorRole)).find((p) => p.privilege_menu_id === ids.contentHub)!;
      await refusedWithoutWrite(
        () => call('DELETE', `user/privileges/delete/${row.privilege_id}/1`, editor),
        403,
        OWN,
        () => privilegeRows(ids.editorRole),
      );
    });

    it('an administrator on the Administrator role: 403', async () => {
      await refusedWithoutWrite(
        () =>
          call('PUT', `user/privileges/setRolePrivileges/${ids.admin}`, admin, {
            items: [{ privilege_menu_id: ids.contentHub, permissions: ['read'] }],
          }),
        403,
        OWN,
        () => privilegeRows(ids.admin),
      );
      await refusedWithoutWrite(
        () =>
          call('POST', 'user/privileges/create', admin, {
            role_id: ids.admin,
            privilege_menu_id: ids.contentHub,
            privilege_access_type: [{ permission_name: 'share' }],
          }),
        403,
        OWN,
        () => privilegeRows(ids.admin),
      );
    });
  });
});
