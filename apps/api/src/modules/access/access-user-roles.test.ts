import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { auditLog, userRoles } from '../../db/schema/access.ts';
import { authUsers, sessions, users } from '../../db/schema/identity.ts';
import { forgetAllSessions } from '../../plugins/session.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, roleIdByName, signIn, signInAdmin } from '../../test/factories.ts';

/**
 * Role assignment and sign-in state (access.routes.ts, user-roles.ts): PUT auth/userRoles/{id}
 * and GET auth/signInState/{id}.
 */
describe('access: user roles and sign-in state', () => {
  let t: TestApp;
  let db: Db;
  let admin: string;
  let adminId: number;
  const ids = { entrepreneur: 0, student: 0, investor: 0, admin: 0 };

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${url}`, headers: cookie ? { cookie } : {}, payload: payload as object });
  const ok = async (method: Method, url: string, payload?: unknown, cookie = admin) => {
    const res = await call(method, url, cookie, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const roleId = (name: string) => roleIdByName(db, name);
  const lastAuditId = async () =>
    Number((await db.select({ n: sql<number>`coalesce(max(audit_id), 0)::int` }).from(auditLog))[0]!.n);
  const auditsAfter = (id: number) =>
    db.select().from(auditLog).where(gt(auditLog.audit_id, id)).orderBy(auditLog.audit_id);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    admin = await signInAdmin(t.app);
    adminId = (await ok('GET', 'auth/profile')).user_id;
    Object.assign(ids, {
      entrepreneur: await roleId('Entrepreneur'),
      student: await roleId('Student'),
      investor: await roleId('Investor'),
      admin: await roleId('Administrator'),
    });
  });
  afterAll(() => t.close());

  describe('PUT auth/userRoles/{id}', () => {
    let kiranId: number;
    let kiran: string;
    const held = async (userId: number) =>
      (
        await db
          .select({ role_id: userRoles.role_id })
          .from(userRoles)
          .where(and(eq(userRoles.user_id, userId), eq(userRoles.is_deleted, false)))
          .orderBy(userRoles.role_id)
      ).map((r) => r.role_id);
    const activeRole = async (userId: number) =>
      (await db.select({ a: users.active_role }).from(users).where(eq(users.user_id, userId)))[0]!.a;

    beforeAll(async () => {
      kiranId = await createUser(db, 'kiran', 'Entrepreneur');
      kiran = await signIn(t.app, 'kiran');
    });

    it('replaces the roles, moves active_role off a removed role, audits on user_roles, and the session follows', async () => {
      expect((await ok('GET', 'auth/privileges', undefined, kiran)).role_id).toBe(ids.entrepreneur);
      const mark = await lastAuditId();
      const res = await call('PUT', `auth/userRoles/${kiranId}`, admin, {
        role_ids: [ids.investor, ids.student, ids.student],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        user_id: kiranId,
        roles: [
          { role_id: ids.student, role_name: 'Student', display_name: 'Student' },
          { role_id: ids.investor, role_name: 'Investor', display_name: 'Investor' },
        ],
      });
      expect(await held(kiranId)).toEqual([ids.student, ids.investor]);
      expect(await activeRole(kiranId)).toBe(ids.student);
      const audits = await auditsAfter(mark);
      expect(audits.map((a) => [a.table_name, a.record_id, a.action, a.actor_id, a.changes])).toEqual([
        ['user_roles', kiranId, 'update', adminId, { roles: { from: ['Entrepreneur'], to: ['Student', 'Investor'] } }],
      ]);
      // no re-login: the next request acts as the new active role
      expect((await ok('GET', 'auth/privileges', undefined, kiran)).role_id).toBe(ids.student);
      expect(
        (await ok('GET', 'auth/profile', undefined, kiran)).roles.map((r: { role_id: number }) => r.role_id),
      ).toEqual([ids.student, ids.investor]);
    });

    it('keeps the active role when it is still held; no change writes no audit row', async () => {
      await ok('POST', 'auth/selectRole', { role_id: ids.investor }, kiran);
      const res = await call('PUT', `auth/userRoles/${kiranId}`, admin, { role_ids: [ids.entrepreneur, ids.investor] });
      expect(res.statusCode, res.body).toBe(200);
      expect(await activeRole(kiranId)).toBe(ids.investor);
      const mark = await lastAuditId();
      expect(
        (await call('PUT', `auth/userRoles/${kiranId}`, admin, { role_ids: [ids.investor, ids.entrepreneur] }))
          .statusCode,
      ).toBe(200);
      expect(await auditsAfter(mark)).toEqual([]);
    });

    it('an unknown role: 400 naming body.role_ids; an unknown user: 404; nothing written', async () => {
      const crew = (await ok('POST', 'user/customRole/create', { role_name: 'Kiran Crew', parent_user_id: adminId }))
        .role_id;
      const before = await held(kiranId);
      const mark = await lastAuditId();
      const bad = await call('PUT', `auth/userRoles/${kiranId}`, admin, { role_ids: [ids.student, 999_999] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        message: 'Invalid body.role_ids: no role 999999',
        details: [{ path: 'body.role_ids', message: 'no role 999999' }],
      });
      // custom roles are not given here (they come with group membership)
      const custom = await call('PUT', `auth/userRoles/${kiranId}`, admin, { role_ids: [crew] });
      expect(custom.statusCode).toBe(400);
      expect(custom.json().message).toMatch(/^Invalid body\.role_ids/);
      const nobody = await call('PUT', 'auth/userRoles/999999', admin, { role_ids: [ids.student] });
      expect(nobody.statusCode).toBe(404);
      expect((await call('PUT', `auth/userRoles/${kiranId}`, admin, { role_ids: [] })).statusCode).toBe(400);
      expect((await call('PUT', `auth/userRoles/${kiranId}`, kiran, { role_ids: [ids.admin] })).statusCode).toBe(403);
      expect(await held(kiranId)).toEqual(before);
      expect(await auditsAfter(mark)).toEqual([]);
    });

    it('a user acting as a custom role keeps it when only their system roles change', async () => {
      const owner = await createUser(db, 'orgowner', 'Organisation');
      const memberId = await createUser(db, 'crewmate', 'Entrepreneur');
      const crew = (await ok('POST', 'user/customRole/create', { role_name: 'Owner Crew', parent_user_id: owner }))
        .role_id;
      await ok('POST', 'user/groupUsers/createGroupUser', { user_id: memberId, parent_user_id: owner, role_id: crew });
      const member = await signIn(t.app, 'crewmate');
      await ok('POST', 'auth/selectRole', { role_id: crew }, member);
      expect(await activeRole(memberId)).toBe(crew);
      const res = await call('PUT', `auth/userRoles/${memberId}`, admin, { role_ids: [ids.entrepreneur, ids.student] });
      expect(res.statusCode, res.body).toBe(200);
      // the custom role was not removed (it is not a system role), so it stays the active one
      expect(await activeRole(memberId)).toBe(crew);
      expect((await ok('GET', 'auth/privileges', undefined, member)).role_type).toBe('custom');
    });
  });

  describe('GET auth/signInState/{id}', () => {
    let raviId: number;
    const state = async (id: number) => {
      const res = await call('GET', `auth/signInState/${id}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    beforeAll(async () => {
      raviId = await createUser(db, 'ravi', 'Entrepreneur');
    });

    it('a user who never signed in', async () => {
      expect(await state(raviId)).toEqual({
        user_id: raviId,
        enabled: true,
        email_verified: true,
        has_password: true,
        failed_login_count: 0,
        locked_until: null,
        last_sign_in_at: null,
        active_sessions: 0,
      });
    });

    it('active_sessions counts live sessions; last_sign_in_at is the latest sign-in', async () => {
      const t0 = Date.now();
      const one = await signIn(t.app, 'ravi');
      await signIn(t.app, 'ravi');
      const s = await state(raviId);
      expect(s.active_sessions).toBe(2);
      expect(Date.parse(s.last_sign_in_at)).toBeGreaterThanOrEqual(t0 - 1000);
      await call('POST', 'auth/signout', one);
      expect((await state(raviId)).active_sessions).toBe(1);
      // an expired session is not live
      await db
        .update(sessions)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(sessions.user_id, raviId));
      expect((await state(raviId)).active_sessions).toBe(0);
    });

    it('last_sign_in_at is the last sign-in: rotating the session (POST auth/refresh) is not a sign-in', async () => {
      const id = await createUser(db, 'rotor', 'Entrepreneur');
      const cookie = await signIn(t.app, 'rotor');
      // as if the sign-in was an hour ago
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      await db.update(sessions).set({ created_at: hourAgo }).where(eq(sessions.user_id, id));
      await db.update(authUsers).set({ last_login_at: hourAgo.toISOString() }).where(eq(authUsers.user_id, id));
      expect(Date.parse((await state(id)).last_sign_in_at)).toBe(hourAgo.getTime());
      const refreshed = await call('POST', 'auth/refresh', cookie, {});
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      const s = await state(id);
      expect(s.active_sessions).toBe(1);
      expect(Date.parse(s.last_sign_in_at)).toBe(hourAgo.getTime());
    });

    it('a session past the idle timeout is not live and is not counted', async () => {
      const id = await createUser(db, 'idler', 'Entrepreneur');
      const cookie = await signIn(t.app, 'idler');
      expect((await state(id)).active_sessions).toBe(1);
      await db
        .update(sessions)
        .set({ last_seen_at: new Date(Date.now() - 31 * 60 * 1000) })
        .where(eq(sessions.user_id, id));
      forgetAllSessions();
      expect((await call('GET', 'auth/profile', cookie)).statusCode, 'the session is dead').toBe(401);
      expect((await state(id)).active_sessions).toBe(0);
    });

    it('failed sign-ins are counted; locked_until shows only while the lock lasts', async () => {
      const id = await createUser(db, 'locky', 'Entrepreneur');
      for (let i = 0; i < 5; i++) {
        const res = await call('POST', 'auth/signin', undefined, { username: 'locky', password: 'wrong password' });
        expect(res.statusCode).toBe(401);
      }
      const locked = await state(id);
      expect(locked.failed_login_count).toBe(5);
      expect(locked.locked_until).not.toBeNull();
      expect(Date.parse(locked.locked_until)).toBeGreaterThan(Date.now());
      const [row] = await db.select().from(authUsers).where(eq(authUsers.user_id, id));
      expect(Date.parse(locked.locked_until)).toBe(new Date(row!.locked_until!).getTime());
      await db
        .update(authUsers)
        .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
        .where(eq(authUsers.user_id, id));
      expect((await state(id)).locked_until).toBeNull();
    });

    it('a user without a password or login, and a disabled user', async () => {
      const made = await ok('POST', 'global-user/users/createUser', {
        username: 'nopass',
        email: 'nopass@example.org',
      });
      expect(await state(made.user_id)).toMatchObject({
        has_password: false,
        email_verified: false,
        active_sessions: 0,
      });
      await ok('PUT', `global-user/users/updateUser/${raviId}`, { enabled: false });
      expect((await state(raviId)).enabled).toBe(false);
    });

    it('unknown user: 404; non-administrators: 403', async () => {
      expect((await call('GET', 'auth/signInState/999999', admin)).statusCode).toBe(404);
      await createUser(db, 'asha', 'Entrepreneur');
      const asha = await signIn(t.app, 'asha');
      expect((await call('GET', `auth/signInState/${raviId}`, asha)).statusCode).toBe(403);
      expect((await call('GET', `auth/signInState/${raviId}`)).statusCode).toBe(401);
    });
  });
});
