import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { auditLog, customRolePrivileges, privileges } from '../../db/schema/access.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, menuIdByName, roleIdByName, signIn, signInAdmin } from '../../test/factories.ts';

/**
 * Saving a role's privilege matrix in one call (role-privileges.ts):
 * PUT user/privileges/setRolePrivileges/{roleId} and PUT user/customRolePrivilege/setRolePrivileges/{roleId}.
 */
describe('access: setRolePrivileges', () => {
  let t: TestApp;
  let db: Db;
  let admin: string;
  let adminId: number;
  const ids = {
    temp: 0,
    admin: 0,
    contentHub: 0,
    dashboard: 0,
    programs: 0,
  };

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${url}`, headers: cookie ? { cookie } : {}, payload: payload as object });
  const ok = async (method: Method, url: string, payload?: unknown, cookie = admin) => {
    const res = await call(method, url, cookie, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const roleId = (name: string) => roleIdByName(db, name);
  const menuId = (name: string) => menuIdByName(db, name);
  const lastAuditId = async () =>
    Number((await db.select({ n: sql<number>`coalesce(max(audit_id), 0)::int` }).from(auditLog))[0]!.n);
  const auditsAfter = (id: number) =>
    db.select().from(auditLog).where(gt(auditLog.audit_id, id)).orderBy(auditLog.audit_id);
  const live = (table: typeof privileges | typeof customRolePrivileges, role: number) =>
    db
      .select()
      .from(table)
      .where(and(eq(table.role_id, role), eq(table.is_deleted, false)))
      .orderBy(table.privilege_menu_id);
  const perms = (rows: { privilege_menu_id: number; privilege_access_type: { permission_name: string }[] }[]) =>
    rows.map((r) => [r.privilege_menu_id, r.privilege_access_type.map((p) => p.permission_name)]);
  const setPrivileges = (role: number, items: unknown, cookie = admin, custom = false) =>
    call(
      'PUT',
      `user/${custom ? 'customRolePrivilege' : 'privileges'}/setRolePrivileges/${role}`,
      cookie,
      items === undefined ? undefined : { items },
    );

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    admin = await signInAdmin(t.app);
    adminId = (await ok('GET', 'auth/profile')).user_id;
    Object.assign(ids, {
      temp: await roleId('temp'),
      admin: await roleId('Administrator'),
      contentHub: await menuId('Content Hub'),
      dashboard: await menuId('Dashboard'),
      programs: await menuId('Programs and Courses'),
    });
  });
  afterAll(() => t.close());

  describe('PUT user/privileges/setRolePrivileges/{roleId}', () => {
    it('refuses signed-out callers and non-administrators', async () => {
      await createUser(db, 'asha', 'Entrepreneur');
      const asha = await signIn(t.app, 'asha');
      const items = [{ privilege_menu_id: ids.contentHub, permissions: ['read'] }];
      expect((await setPrivileges(ids.temp, items, '')).statusCode).toBe(401);
      expect((await setPrivileges(ids.temp, items, asha)).statusCode).toBe(403);
      expect(await live(privileges, ids.temp)).toEqual([]);
    });

    it('is one transaction: one invalid item and nothing is written', async () => {
      const mark = await lastAuditId();
      const res = await setPrivileges(ids.temp, [
        { privilege_menu_id: ids.contentHub, permissions: ['read'] },
        { privilege_menu_id: 999_999, permissions: ['read'] },
      ]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe('Invalid body.privilege_menu_id: no menu 999999');
      expect(await live(privileges, ids.temp)).toEqual([]);
      expect(await auditsAfter(mark)).toEqual([]);
    });

    it('creates rows with normalised permission names and one audit row each', async () => {
      const mark = await lastAuditId();
      const res = await setPrivileges(ids.temp, [
        { privilege_menu_id: ids.contentHub, permissions: [' Read ', 'READ', 'create'] },
        { privilege_menu_id: ids.dashboard, permissions: ['read'] },
        { privilege_menu_id: ids.programs, permissions: [] },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const rows = await live(privileges, ids.temp);
      expect(perms(rows)).toEqual(
        [
          [ids.contentHub, ['create', 'read']],
          [ids.dashboard, ['read']],
        ].sort((a, b) => (a[0] as number) - (b[0] as number)),
      );
      expect(perms(res.json().data)).toEqual(perms(rows));
      const audits = await auditsAfter(mark);
      expect(audits.map((a) => [a.table_name, a.action, a.actor_id])).toEqual([
        ['privileges', 'create', adminId],
        ['privileges', 'create', adminId],
      ]);
      const hub = rows.find((r) => r.privilege_menu_id === ids.contentHub)!;
      expect(audits.find((a) => a.record_id === hub.privilege_id)?.changes).toEqual({
        role_id: { to: ids.temp },
        privilege_menu_id: { to: ids.contentHub },
        privilege_access_type: { to: [{ permission_name: 'create' }, { permission_name: 'read' }] },
      });
      expect(hub.created_by).toBe(adminId);
    });

    it('unchanged items write nothing and no audit row', async () => {
      const before = await live(privileges, ids.temp);
      const mark = await lastAuditId();
      const res = await setPrivileges(ids.temp, [
        { privilege_menu_id: ids.contentHub, permissions: ['read', 'CREATE'] },
        { privilege_menu_id: ids.dashboard, permissions: ['read'] },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(await live(privileges, ids.temp)).toEqual(before);
      expect(await auditsAfter(mark)).toEqual([]);
    });

    it('a changed item is updated and audited from → to; menus not listed are left as they are', async () => {
      const mark = await lastAuditId();
      const res = await setPrivileges(ids.temp, [{ privilege_menu_id: ids.contentHub, permissions: ['read'] }]);
      expect(res.statusCode, res.body).toBe(200);
      const rows = await live(privileges, ids.temp);
      expect(perms(rows).find(([m]) => m === ids.contentHub)).toEqual([ids.contentHub, ['read']]);
      expect(perms(rows).find(([m]) => m === ids.dashboard)).toEqual([ids.dashboard, ['read']]);
      const [audit, ...more] = await auditsAfter(mark);
      expect(more).toEqual([]);
      expect(audit).toMatchObject({
        table_name: 'privileges',
        action: 'update',
        actor_id: adminId,
        changes: {
          privilege_access_type: {
            from: [{ permission_name: 'create' }, { permission_name: 'read' }],
            to: [{ permission_name: 'read' }],
          },
        },
      });
      expect(rows.find((r) => r.privilege_menu_id === ids.contentHub)?.modified_by).toBe(adminId);
    });

    it('an empty list removes the privilege (soft delete, audited)', async () => {
      const row = (await live(privileges, ids.temp)).find((r) => r.privilege_menu_id === ids.dashboard)!;
      const mark = await lastAuditId();
      const res = await setPrivileges(ids.temp, [{ privilege_menu_id: ids.dashboard, permissions: [] }]);
      expect(res.statusCode, res.body).toBe(200);
      expect(perms(res.json().data)).toEqual([[ids.contentHub, ['read']]]);
      const [gone] = await db.select().from(privileges).where(eq(privileges.privilege_id, row.privilege_id));
      expect(gone).toMatchObject({ is_deleted: true, deleted_by: adminId });
      expect((await auditsAfter(mark)).map((a) => [a.record_id, a.action, a.changes])).toEqual([
        [row.privilege_id, 'delete', {}],
      ]);
    });

    it('duplicate menu ids, an unknown role or a malformed body: 400, nothing written', async () => {
      const before = await live(privileges, ids.temp);
      const mark = await lastAuditId();
      const dup = await setPrivileges(ids.temp, [
        { privilege_menu_id: ids.dashboard, permissions: ['read'] },
        { privilege_menu_id: ids.dashboard, permissions: [] },
      ]);
      expect(dup.statusCode).toBe(400);
      expect(dup.json().message).toBe('Invalid body.items: each privilege_menu_id may appear once');
      const unknown = await setPrivileges(999_999, [{ privilege_menu_id: ids.dashboard, permissions: ['read'] }]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toMatch(/no role 999999/);
      for (const items of [
        [],
        [{ privilege_menu_id: ids.dashboard }],
        [{ privilege_menu_id: ids.dashboard, permissions: [''] }],
      ]) {
        expect((await setPrivileges(ids.temp, items)).statusCode, JSON.stringify(items)).toBe(400);
      }
      const extra = await call('PUT', `user/privileges/setRolePrivileges/${ids.temp}`, admin, {
        items: [{ privilege_menu_id: ids.dashboard, permissions: ['read'] }],
        role_id: ids.admin,
      });
      expect(extra.statusCode).toBe(400);
      expect(await live(privileges, ids.temp)).toEqual(before);
      expect(await auditsAfter(mark)).toEqual([]);
    });

    it('custom roles go through user/customRolePrivilege/…: custom_role_privileges, audited as such', async () => {
      const crew = (await ok('POST', 'user/customRole/create', { role_name: 'Crew', parent_user_id: adminId })).role_id;
      // a system role id is not a custom role, and a custom role id is not a system role
      const wrongTable = await setPrivileges(
        ids.temp,
        [{ privilege_menu_id: ids.dashboard, permissions: ['read'] }],
        admin,
        true,
      );
      expect(wrongTable.statusCode).toBe(400);
      expect(wrongTable.json().message).toMatch(/no custom role/);
      expect(
        (await setPrivileges(crew, [{ privilege_menu_id: ids.dashboard, permissions: ['read'] }])).statusCode,
      ).toBe(400);

      const mark = await lastAuditId();
      const res = await setPrivileges(crew, [{ privilege_menu_id: ids.dashboard, permissions: ['read'] }], admin, true);
      expect(res.statusCode, res.body).toBe(200);
      expect(perms(await live(customRolePrivileges, crew))).toEqual([[ids.dashboard, ['read']]]);
      expect(await live(privileges, crew)).toEqual([]);
      expect((await auditsAfter(mark)).map((a) => [a.table_name, a.action])).toEqual([
        ['custom_role_privileges', 'create'],
      ]);
    });
  });
});
