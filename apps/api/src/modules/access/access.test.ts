import { hasPermission } from '@ankur/shared/access';
import { ROLE_PRIVILEGE_SEEDS } from '@ankur/shared/role-privileges';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { groupUsers, menus, privileges } from '../../db/schema/access.ts';
import { users } from '../../db/schema/identity.ts';
import { forgetAllSessions, resolveSession, SESSION_CACHE_MS } from '../../plugins/session.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, menuIdByName, roleIdByName, signIn, signInAdmin } from '../../test/factories.ts';

/**
 * The access check (SPEC §5–§6) end to end: where the active role's privileges come from
 * (system roles, custom roles through group membership), the case-insensitive check, the
 * profile and role switching, and revocation that takes effect on the next request.
 */
describe('access: privileges of the active role', () => {
  let t: TestApp;
  let db: Db;
  let admin: string;
  let orgId: number;
  let circleId: number;
  let memberId: number;
  const ids = { entrepreneur: 0, volunteer: 0, programs: 0, contentHub: 0, adminCenter: 0 };

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${url}`, headers: cookie ? { cookie } : {}, payload: payload as object });
  const ok = async (method: Method, url: string, payload?: unknown) => {
    const res = await call(method, url, admin, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const roleId = (name: string) => roleIdByName(db, name);
  const menuId = (name: string) => menuIdByName(db, name);
  /** one session per user for the whole file (sign-ins are rate-limited per address) */
  const sessions = new Map<string, string>();
  const as = async (username: string) => {
    if (!sessions.has(username)) sessions.set(username, await signIn(t.app, username));
    return sessions.get(username)!;
  };
  const myPrivileges = async (cookie: string) => (await call('GET', 'auth/privileges', cookie)).json();
  const profile = async (cookie: string) => (await call('GET', 'auth/profile', cookie)).json();
  const readsPrograms = async (cookie: string) => (await call('GET', 'programs/getAll?limit=1', cookie)).statusCode;
  const readsUsers = async (cookie: string) =>
    (await call('GET', 'global-user/users/getAll?limit=1', cookie)).statusCode;

  /** a custom role of `ownerId` holding `grants` (menu name → permissions), made through the API */
  const customRole = async (name: string, ownerId: number, grants: Record<string, string[]>) => {
    const role = await ok('POST', 'user/customRole/create', { role_name: name, parent_user_id: ownerId });
    const items = [];
    for (const [menu, permissions] of Object.entries(grants)) {
      items.push({ privilege_menu_id: await menuId(menu), permissions });
    }
    await ok('PUT', `user/customRolePrivilege/setRolePrivileges/${role.role_id}`, { items });
    return role.role_id as number;
  };
  const join = (userId: number, parentId: number, role: number, status = 'active') =>
    ok('POST', 'user/groupUsers/createGroupUser', { user_id: userId, parent_user_id: parentId, role_id: role, status });

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    admin = await signInAdmin(t.app);
    ids.entrepreneur = await roleId('Entrepreneur');
    ids.volunteer = await roleId('Volunteer');
    ids.programs = await menuId('Programs and Courses');
    ids.contentHub = await menuId('Content Hub');
    ids.adminCenter = await menuId('Admin Center');
    await createUser(db, 'asha', 'Entrepreneur');
    await createUser(db, 'vikram', 'Volunteer');
    orgId = await createUser(db, 'org', 'Organisation');
    memberId = await createUser(db, 'meera', 'Entrepreneur');
    // the custom role reads the Admin Center and the Content Hub, and nothing on 'Programs and Courses'
    circleId = await customRole('Mentor Circle', orgId, { 'Admin Center': ['read'], 'Content Hub': ['read'] });
    await join(memberId, orgId, circleId);
  });
  afterAll(() => t.close());

  describe('GET auth/privileges', () => {
    it('refuses a signed-out caller', async () => {
      expect((await call('GET', 'auth/privileges')).statusCode).toBe(401);
    });

    it("gives an Entrepreneur exactly its seeded menus, with parents, and nothing on 'Admin Center'", async () => {
      const asha = await as('asha');
      const mine = await myPrivileges(asha);
      expect(mine).toMatchObject({ role_id: ids.entrepreneur, role_type: 'System Role' });
      const byMenu = new Map<string, { permissions: string[]; menu_parent_name: string | null }>(
        mine.privileges.map((p: { menu_name: string }) => [p.menu_name, p]),
      );
      const seeded = ROLE_PRIVILEGE_SEEDS.Entrepreneur!;
      expect([...byMenu.keys()].sort()).toEqual(Object.keys(seeded).sort());
      for (const [menu, permissions] of Object.entries(seeded)) {
        expect([...byMenu.get(menu)!.permissions].sort(), menu).toEqual([...permissions].sort());
      }
      expect(byMenu.get('Content Hub')).toMatchObject({ permissions: ['read'], menu_parent_name: 'Innovation Hubs' });
      expect([...byMenu.get('Programs and Courses')!.permissions].sort()).toEqual(['enrol', 'read']);
      expect(byMenu.get('Programs and Courses')!.menu_parent_name).toBe('Workspace');
      expect(byMenu.has('Admin Center')).toBe(false);
      // and the routes agree
      expect(await readsPrograms(asha)).toBe(200);
      expect(await readsUsers(asha)).toBe(403);
    });

    it('with no active role (a user holding no role at all) lists nothing and every menu rule denies', async () => {
      await createUser(db, 'nobody', 'no such role');
      const nobody = await as('nobody');
      expect(await myPrivileges(nobody)).toEqual({ role_id: null, role_type: null, privileges: [] });
      expect((await call('GET', 'auth/profile', nobody)).statusCode).toBe(200);
      expect(await readsPrograms(nobody)).toBe(403);
      expect((await call('GET', 'system/customMenus/getAll?limit=1', nobody)).statusCode).toBe(200);
    });
  });

  describe('custom roles through group membership', () => {
    it('the profile lists custom roles after system roles: display_name = role name, role_type custom', async () => {
      const meera = await as('meera');
      const p = await profile(meera);
      expect(p.roles).toEqual([
        {
          role_id: ids.entrepreneur,
          role_name: 'Entrepreneur',
          display_name: 'Entrepreneur',
          role_view: 'other',
          role_type: 'System Role',
        },
        {
          role_id: circleId,
          role_name: 'Mentor Circle',
          display_name: 'Mentor Circle',
          role_view: 'other',
          role_type: 'custom',
        },
      ]);
      expect(p.active_role).toBe(ids.entrepreneur);
    });

    it('selectRole to a held custom role: the next request is checked against custom-role privileges', async () => {
      const meera = await as('meera');
      expect(await readsPrograms(meera)).toBe(200);
      expect(await readsUsers(meera)).toBe(403);
      const picked = await call('POST', 'auth/selectRole', meera, { role_id: circleId });
      expect(picked.statusCode, picked.body).toBe(200);
      expect(picked.json().active_role).toBe(circleId);
      const mine = await myPrivileges(meera);
      expect(mine).toMatchObject({ role_id: circleId, role_type: 'custom' });
      expect(
        mine.privileges.map((p: { menu_name: string; permissions: string[] }) => [p.menu_name, p.permissions]),
      ).toEqual([
        ['Content Hub', ['read']],
        ['Admin Center', ['read']],
      ]);
      expect(await readsUsers(meera)).toBe(200);
      expect(await readsPrograms(meera)).toBe(403);
      // and back
      expect((await call('POST', 'auth/selectRole', meera, { role_id: ids.entrepreneur })).statusCode).toBe(200);
      expect(await readsPrograms(meera)).toBe(200);
      expect(await readsUsers(meera)).toBe(403);
    });

    const notHeld = async (username: string, roleIdNotHeld: number) => {
      const cookie = await as(username);
      const p = await profile(cookie);
      expect(
        p.roles.map((r: { role_id: number }) => r.role_id),
        'profile roles',
      ).not.toContain(roleIdNotHeld);
      const pick = await call('POST', 'auth/selectRole', cookie, { role_id: roleIdNotHeld });
      expect([400, 403], pick.body).toContain(pick.statusCode);
      expect((await profile(cookie)).active_role).not.toBe(roleIdNotHeld);
      expect((await myPrivileges(cookie)).role_type).toBe('System Role');
      expect(await readsUsers(cookie)).toBe(403);
      // even recorded as the user's active role (picked while it was still held), it does not act
      await db.update(users).set({ active_role: roleIdNotHeld }).where(eq(users.username, username));
      forgetAllSessions();
      expect((await profile(cookie)).active_role, 'profile active_role').toBe(ids.entrepreneur);
      expect(await myPrivileges(cookie)).toMatchObject({ role_id: ids.entrepreneur, role_type: 'System Role' });
      expect(await readsUsers(cookie)).toBe(403);
    };

    it("a membership whose status is not 'active' gives no role", async () => {
      for (const status of ['invited', 'suspended']) {
        const id = await createUser(db, `m_${status}`, 'Entrepreneur');
        await join(id, orgId, circleId, status);
        await notHeld(`m_${status}`, circleId);
      }
    });

    it('a deleted custom role is not held', async () => {
      const id = await createUser(db, 'leaver', 'Entrepreneur');
      const old = await customRole('Old Circle', orgId, { 'Admin Center': ['read'] });
      await join(id, orgId, old);
      const leaver = await as('leaver');
      expect((await call('POST', 'auth/selectRole', leaver, { role_id: old })).statusCode).toBe(200);
      expect(await readsUsers(leaver)).toBe(200);
      await ok('DELETE', `user/customRole/delete/${old}/1`);
      // the session acting as it falls back to a system role at once
      expect(await myPrivileges(leaver)).toMatchObject({ role_id: ids.entrepreneur, role_type: 'System Role' });
      await notHeld('leaver', old);
    });

    it("a group whose parent_user_id is not the role's owner gives no role", async () => {
      const id = await createUser(db, 'stranger', 'Entrepreneur');
      // the API refuses such a membership (access-rules.test.ts); it can still exist in the table
      await db
        .insert(groupUsers)
        .values({ user_id: id, parent_user_id: memberId, role_id: circleId, status: 'active' });
      forgetAllSessions();
      await notHeld('stranger', circleId);
    });

    it('suspending the membership of a user acting as the custom role takes effect on the next request', async () => {
      const id = await createUser(db, 'suspendee', 'Entrepreneur');
      const g = await join(id, orgId, circleId);
      const cookie = await as('suspendee');
      expect((await call('POST', 'auth/selectRole', cookie, { role_id: circleId })).statusCode).toBe(200);
      expect(await readsUsers(cookie)).toBe(200);
      await ok('PUT', `user/groupUsers/updateGroupUser/${g.table_id}`, { status: 'suspended' });
      expect(await readsUsers(cookie)).toBe(403);
      expect((await myPrivileges(cookie)).role_type).toBe('System Role');
    });
  });

  describe('the check', () => {
    it("is case-insensitive on permission names: 'READ' stored allows read", async () => {
      const [row] = await db
        .select()
        .from(privileges)
        .where(and(eq(privileges.role_id, ids.volunteer), eq(privileges.privilege_menu_id, ids.programs)));
      await db
        .update(privileges)
        .set({ privilege_access_type: [{ permission_name: ' READ ' }, { permission_name: 'Enrol' }] })
        .where(eq(privileges.privilege_id, row!.privilege_id));
      forgetAllSessions();
      const vikram = await as('vikram');
      expect(await readsPrograms(vikram)).toBe(200);
      const listed = (await myPrivileges(vikram)).privileges.find(
        (p: { menu_name: string }) => p.menu_name === 'Programs and Courses',
      );
      expect([...listed.permissions].sort()).toEqual(['enrol', 'read']);
    });

    it('GET auth/checkAccess answers the same check by menu name: case-insensitive, 403 naming the menu, 404 for none', async () => {
      const asha = await as('asha');
      const check = (menu: string, permission?: string) =>
        call(
          'GET',
          `auth/checkAccess?menu=${encodeURIComponent(menu)}${permission ? `&permission=${permission}` : ''}`,
          asha,
        );
      const hub = await check('  content HUB ', 'READ');
      expect(hub.statusCode, hub.body).toBe(200);
      expect(hub.json()).toEqual({
        allowed: true,
        menu_id: ids.contentHub,
        menu_name: 'Content Hub',
        permission: 'READ',
      });
      expect((await check('Programs and Courses')).statusCode, 'permission defaults to read').toBe(200);
      expect((await check('programs and courses', 'Enrol')).statusCode).toBe(200);
      const denied = await check('Programs and Courses', 'delete');
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe("Your role may not delete 'Programs and Courses'.");
      expect((await check('Admin Center')).json().message).toBe("Your role may not read 'Admin Center'.");
      expect((await check('No Such Menu')).statusCode).toBe(404);
      expect((await call('GET', 'auth/checkAccess?menu=Content%20Hub')).statusCode).toBe(401);
      expect((await call('GET', 'auth/checkAccess?menu=Content%20Hub', await as('nobody'))).statusCode).toBe(403);
    });

    it('is case-insensitive on menu names: a route guarded by a renamed-in-case menu still opens', async () => {
      await ok('PUT', `system/customMenus/updateMenu/${ids.programs}`, { menu_name: 'PROGRAMS AND COURSES' });
      try {
        const asha = await as('asha');
        expect(await readsPrograms(asha)).toBe(200);
        expect((await call('GET', 'global-user/users/getAll?limit=1', admin)).statusCode).toBe(200);
      } finally {
        await ok('PUT', `system/customMenus/updateMenu/${ids.programs}`, { menu_name: 'Programs and Courses' });
      }
    });

    it('a privilege on a deleted menu does not count', async () => {
      const lab = await ok('POST', 'system/customMenus/createMenu', { menu_name: 'Lab Bench' });
      await ok('PUT', `user/privileges/setRolePrivileges/${ids.volunteer}`, {
        items: [{ privilege_menu_id: lab.menu_id, permissions: ['read'] }],
      });
      const vikram = await as('vikram');
      const names = async () => (await myPrivileges(vikram)).privileges.map((p: { menu_name: string }) => p.menu_name);
      expect(await names()).toContain('Lab Bench');
      await ok('DELETE', `system/customMenus/deleteMenu/${lab.menu_id}/1`);
      expect(await names()).not.toContain('Lab Bench');

      // a menu a route is guarded by: deleted (behind the API's back), its privileges stop counting
      const asha = await as('asha');
      await db.update(menus).set({ is_deleted: true }).where(eq(menus.menu_id, ids.programs));
      forgetAllSessions();
      try {
        expect(await readsPrograms(asha)).toBe(403);
      } finally {
        await db.update(menus).set({ is_deleted: false }).where(eq(menus.menu_id, ids.programs));
        forgetAllSessions();
      }
      expect(await readsPrograms(asha)).toBe(200);
    });
  });

  describe('revocation', () => {
    it('setRolePrivileges removing read: the next request of a signed-in user of that role is 403', async () => {
      const asha = await as('asha');
      expect(await readsPrograms(asha)).toBe(200);
      await ok('PUT', `user/privileges/setRolePrivileges/${ids.entrepreneur}`, {
        items: [{ privilege_menu_id: ids.programs, permissions: [] }],
      });
      expect(await readsPrograms(asha)).toBe(403);
      await ok('PUT', `user/privileges/setRolePrivileges/${ids.entrepreneur}`, {
        items: [{ privilege_menu_id: ids.programs, permissions: ['read', 'enrol'] }],
      });
      expect(await readsPrograms(asha)).toBe(200);
    });

    it('deleting the privilege through user/privileges/: the next request is 403', async () => {
      const vikram = await as('vikram');
      expect(await readsPrograms(vikram)).toBe(200);
      const [row] = await db
        .select()
        .from(privileges)
        .where(
          and(
            eq(privileges.role_id, ids.volunteer),
            eq(privileges.privilege_menu_id, ids.programs),
            eq(privileges.is_deleted, false),
          ),
        );
      await ok('DELETE', `user/privileges/delete/${row!.privilege_id}/1`);
      expect(await readsPrograms(vikram)).toBe(403);
    });

    it('revoking a custom-role privilege: the next request of a user acting as it is 403', async () => {
      const meera = await as('meera');
      expect((await call('POST', 'auth/selectRole', meera, { role_id: circleId })).statusCode).toBe(200);
      expect(await readsUsers(meera)).toBe(200);
      await ok('PUT', `user/customRolePrivilege/setRolePrivileges/${circleId}`, {
        items: [{ privilege_menu_id: ids.adminCenter, permissions: [] }],
      });
      expect(await readsUsers(meera)).toBe(403);
    });

    it(`a change made behind this process's back is seen within ${SESSION_CACHE_MS} ms (the session cache)`, async () => {
      const asha = await as('asha');
      const token = asha.slice('ankur_session='.length);
      const before = await resolveSession(db, token);
      expect(hasPermission(before!.privileges, 'Content Hub', 'read')).toBe(true);
      // as another API process would: the table changes, this process's cache is not told
      await db.execute(sql`update privileges set is_deleted = true
        where role_id = ${ids.entrepreneur} and privilege_menu_id = ${ids.contentHub}`);
      const cached = await resolveSession(db, token);
      expect(hasPermission(cached!.privileges, 'Content Hub', 'read')).toBe(true);
      const later = await resolveSession(db, token, new Date(Date.now() + SESSION_CACHE_MS + 1));
      expect(hasPermission(later!.privileges, 'Content Hub', 'read')).toBe(false);
      await db.execute(sql`update privileges set is_deleted = false
        where role_id = ${ids.entrepreneur} and privilege_menu_id = ${ids.contentHub}`);
      forgetAllSessions();
    });

    it('concurrent requests of one session share one lookup; a lookup overtaken by a forget is not cached', async () => {
      const token = (await as('asha')).slice('ankur_session='.length);
      forgetAllSessions();
      const lookups = async (work: () => Promise<unknown>) => {
        let n = 0;
        // the session query runs as a prepared statement (db/prepared.ts): count it where it is prepared
        const session = (
          db as unknown as { session: { prepareQuery(q: { sql: string }, ...rest: unknown[]): unknown } }
        ).session;
        const prepare = session.prepareQuery.bind(session);
        const spy = vi.spyOn(session, 'prepareQuery').mockImplementation((q, ...rest) => {
          if (q.sql.includes('from sessions s join users u')) n++;
          return prepare(q, ...rest);
        });
        try {
          await work();
        } finally {
          spy.mockRestore();
        }
        return n;
      };
      const together = await lookups(() => Promise.all(Array.from({ length: 8 }, () => resolveSession(db, token))));
      expect(together).toBe(1);
      // a forget while the lookup runs: that lookup answers, but the next request reads again
      forgetAllSessions();
      const overtaken = await lookups(async () => {
        const pending = resolveSession(db, token);
        forgetAllSessions();
        await pending;
        await resolveSession(db, token);
      });
      expect(overtaken).toBe(2);
      forgetAllSessions();
    });
  });
});
