import { BULK_MAX } from '@ankur/shared/schemas/common';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, signIn, signInAdmin, TEST_PASSWORD } from '../../test/factories.ts';

const NEW_PASSWORD = 'a fresh Passphrase 42';
const bearer = (cookie: string) => `Bearer ${cookie.slice('ankur_session='.length)}`;

describe('auth/ user administration', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let riya: string;
  let riyaId: number;
  let arjunId: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/auth/${url}`, headers: cookie ? { cookie } : {}, payload: payload as object });
  const profileStatus = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers })).statusCode;

  beforeAll(async () => {
    t = await createTestApp();
    riyaId = await createUser(t.database.db, 'riya');
    arjunId = await createUser(t.database.db, 'arjun');
    admin = await signInAdmin(t.app);
    riya = await signIn(t.app, 'riya');
    adminId = (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie: admin } })).json()
      .user_id;
  });
  afterAll(() => t.close());

  it('refuses signed-out callers and non-administrators', async () => {
    expect((await call('POST', 'updatePassword', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', `isOtpVerified/${riyaId}`)).statusCode).toBe(401);
    expect((await call('PUT', `updateAuthUser/${riyaId}`, undefined, { firstName: 'X' })).statusCode).toBe(401);
    expect((await call('GET', 'searchUsers')).statusCode).toBe(401);
    for (const [method, url, body] of [
      ['GET', 'searchUsers', undefined],
      ['POST', 'createMany', [{ firstName: 'A', lastName: 'B', username: 'abc', email: 'abc@example.org' }]],
      ['POST', 'updateMany', [{ user_id: arjunId, firstName: 'X' }]],
      ['PUT', 'deleteMany', { user_ids: [arjunId] }],
    ] as const) {
      expect((await call(method, url, riya, body)).statusCode, url).toBe(403);
    }
  });

  describe('updatePassword', () => {
    it('changes only the own password: another e-mail is 403', async () => {
      const res = await call('POST', 'updatePassword', riya, {
        email: 'arjun@example.org',
        old_password: TEST_PASSWORD,
        new_password: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(403);
    });

    it('answers 400 naming the field', async () => {
      const short = await call('POST', 'updatePassword', riya, {
        email: 'riya@example.org',
        old_password: TEST_PASSWORD,
        new_password: 'short',
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toMatch(/^Invalid body\.new_password/);
      const wrong = await call('POST', 'updatePassword', riya, {
        email: 'riya@example.org',
        old_password: 'not my password',
        new_password: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        message: 'The current password is incorrect.',
        details: [{ path: 'body.old_password' }],
      });
      const common = await call('POST', 'updatePassword', riya, {
        email: 'riya@example.org',
        old_password: TEST_PASSWORD,
        new_password: 'password',
      });
      expect(common.statusCode).toBe(400);
      expect(common.json()).toMatchObject({
        message: expect.stringMatching(/^Invalid body\.new_password: is too common/),
        details: [{ path: 'body.new_password' }],
      });
      const same = await call('POST', 'updatePassword', riya, {
        email: 'riya@example.org',
        old_password: TEST_PASSWORD,
        new_password: TEST_PASSWORD,
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().details).toEqual([{ path: 'body.new_password', message: expect.stringMatching(/differ/) }]);
    });

    it('sets the password and ends the other sessions, keeping the current one', async () => {
      await createUser(t.database.db, 'kiran');
      const first = await signIn(t.app, 'kiran');
      const second = await signIn(t.app, 'kiran');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/updatePassword',
        headers: { authorization: bearer(first) },
        payload: { email: 'KIRAN@example.org', old_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
      });
      expect(res.statusCode).toBe(204);
      expect(await profileStatus({ cookie: first })).toBe(200);
      expect(await profileStatus({ cookie: second })).toBe(401);
      await expect(signIn(t.app, 'kiran')).rejects.toThrow();
      expect(await signIn(t.app, 'kiran', NEW_PASSWORD)).toMatch(/^ankur_session=/);
    });
  });

  describe('isOtpVerified', () => {
    it('answers for oneself and administrators only', async () => {
      expect((await call('GET', `isOtpVerified/${riyaId}`, riya)).json()).toEqual({
        user_id: riyaId,
        otpVerified: true,
      });
      expect((await call('GET', `isOtpVerified/${arjunId}`, riya)).statusCode).toBe(403);
      expect((await call('GET', `isOtpVerified/${arjunId}`, admin)).json()).toEqual({
        user_id: arjunId,
        otpVerified: true,
      });
      expect((await call('GET', 'isOtpVerified/999999', admin)).statusCode).toBe(404);
      const bad = await call('GET', 'isOtpVerified/abc', admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^Invalid params\.user_id/);
    });
  });

  describe('updateAuthUser', () => {
    it('updates the own user and login, without a password hash', async () => {
      const res = await call('PUT', `updateAuthUser/${riyaId}`, riya, { firstName: 'Riya', lastName: 'Sen' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        user_id: riyaId,
        firstName: 'Riya',
        lastName: 'Sen',
        email: 'riya@example.org',
      });
      expect(res.json().roles).toEqual([expect.objectContaining({ role_name: 'Entrepreneur' })]);
      expect(JSON.stringify(res.json())).not.toMatch(/password/);
      const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie: riya } });
      expect(profile.json()).toMatchObject({ firstName: 'Riya', lastName: 'Sen' });
    });

    it('lets only administrators change enabled, e-mail or another user', async () => {
      expect((await call('PUT', `updateAuthUser/${riyaId}`, riya, { enabled: false })).statusCode).toBe(403);
      expect((await call('PUT', `updateAuthUser/${riyaId}`, riya, { email: 'new@example.org' })).statusCode).toBe(403);
      expect((await call('PUT', `updateAuthUser/${arjunId}`, riya, { firstName: 'Hacked' })).statusCode).toBe(403);
      // the SPEC §5 sync may send unchanged values
      expect((await call('PUT', `updateAuthUser/${riyaId}`, riya, { enabled: true })).statusCode).toBe(200);
    });

    it('answers 400, 404 and 409 naming the field', async () => {
      const extra = await call('PUT', `updateAuthUser/${riyaId}`, riya, { password_hash: 'x' });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().message).toMatch(/^Invalid body/);
      const empty = await call('PUT', `updateAuthUser/${riyaId}`, riya, {});
      expect(empty.json()).toMatchObject({ statusCode: 400, message: 'Invalid body: nothing to update' });
      const badEmail = await call('PUT', `updateAuthUser/${riyaId}`, admin, { email: 'nope' });
      expect(badEmail.json().message).toMatch(/^Invalid body\.email/);
      expect((await call('PUT', 'updateAuthUser/999999', admin, { firstName: 'X' })).statusCode).toBe(404);
      const taken = await call('PUT', `updateAuthUser/${riyaId}`, riya, { username: 'ARJUN' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().details).toEqual([{ path: 'body.username', message: 'is taken' }]);
      const takenEmail = await call('PUT', `updateAuthUser/${riyaId}`, admin, { email: 'arjun@example.org' });
      expect(takenEmail.json()).toMatchObject({ statusCode: 409, details: [{ path: 'body.email' }] });
    });

    it('refuses to disable the last administrator', async () => {
      const res = await call('PUT', `updateAuthUser/${adminId}`, admin, { enabled: false });
      expect(res.statusCode).toBe(409);
      expect(await profileStatus({ cookie: admin })).toBe(200);
    });

    it('disabling a user ends their sessions (cookie and bearer) at once', async () => {
      await createUser(t.database.db, 'dev');
      const dev = await signIn(t.app, 'dev');
      expect(await profileStatus({ cookie: dev })).toBe(200);
      expect(await profileStatus({ authorization: bearer(dev) })).toBe(200);
      const devId = (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie: dev } })).json()
        .user_id;
      const res = await call('PUT', `updateAuthUser/${devId}`, admin, { enabled: false });
      expect(res.statusCode).toBe(200);
      expect(res.json().enabled).toBe(false);
      expect(await profileStatus({ cookie: dev })).toBe(401);
      expect(await profileStatus({ authorization: bearer(dev) })).toBe(401);
      await expect(signIn(t.app, 'dev')).rejects.toThrow(/401/);
    });
  });

  describe('searchUsers', () => {
    it('pages users with their roles and never a password hash', async () => {
      const res = await call('GET', 'searchUsers?page=1&limit=2', admin);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.meta).toMatchObject({ page: 1, limit: 2 });
      expect(body.meta.total).toBeGreaterThanOrEqual(3);
      expect(body.data).toHaveLength(2);
      expect(body.data[0]).toHaveProperty('roles');
      expect(JSON.stringify(body)).not.toMatch(/password/);
    });

    it('filters by any column, comma-joined values meaning any of, and searches names', async () => {
      const ids = await call('GET', `searchUsers?user_id=${riyaId},${arjunId}&limit=-1`, admin);
      expect(
        ids
          .json()
          .data.map((u: { user_id: number }) => u.user_id)
          .sort(),
      ).toEqual([riyaId, arjunId].sort());
      expect(ids.json().meta).toMatchObject({ total: 2, limit: -1, totalPages: 1 });
      const search = await call('GET', 'searchUsers?search=ARJ', admin);
      // the demo seed has Arjuns of its own: the search finds ours and leaves out everyone else
      const found = search.json().data.map((u: { username: string }) => u.username);
      expect(found).toContain('arjun');
      expect(found).not.toContain('riya');
      expect(found.every((name: string) => name.toLowerCase().includes('arj'))).toBe(true);
      const disabled = await call('GET', 'searchUsers?enabled=false', admin);
      expect(disabled.json().data.map((u: { username: string }) => u.username)).toContain('dev');
      expect(disabled.json().data.every((u: { enabled: boolean }) => !u.enabled)).toBe(true);
      const admins = await call('GET', 'searchUsers?role_id=999999', admin);
      expect(admins.json().meta.total).toBe(0);
    });

    it('answers 400 naming an unknown or malformed parameter', async () => {
      const unknown = await call('GET', 'searchUsers?password_hash=x', admin);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toMatch(/^Invalid password_hash/);
      expect((await call('GET', 'searchUsers?enabled=maybe', admin)).json().message).toMatch(/^Invalid enabled/);
      expect((await call('GET', 'searchUsers?user_id=1,x', admin)).json().message).toMatch(/^Invalid user_id/);
      expect((await call('GET', 'searchUsers?limit=0', admin)).json().message).toMatch(/^Invalid limit/);
    });
  });

  describe('createMany', () => {
    it('creates enabled, verified accounts with the given roles; no password means no sign-in', async () => {
      const roles = await t.app.inject({
        method: 'GET',
        url: '/api/user/roles/getAll?limit=-1',
        headers: { cookie: admin },
      });
      const mentor = roles.json().data.find((r: { role_name: string }) => r.role_name === 'Entrepreneur');
      const res = await call('POST', 'createMany', admin, [
        {
          firstName: 'Asha',
          lastName: 'Rao',
          username: 'asha',
          email: 'Asha@Example.org',
          password: NEW_PASSWORD,
          roles: [mentor.role_id],
        },
        { firstName: 'Bala', lastName: 'Iyer', username: 'bala', email: 'bala@example.org' },
      ]);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toEqual([
        { user_id: expect.any(Number), username: 'asha', email: 'asha@example.org' },
        { user_id: expect.any(Number), username: 'bala', email: 'bala@example.org' },
      ]);
      const asha = await signIn(t.app, 'asha', NEW_PASSWORD);
      const profile = (
        await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie: asha } })
      ).json();
      expect(profile.roles.map((r: { role_name: string }) => r.role_name)).toEqual(['Entrepreneur']);
      expect(profile.otpVerified).toBe(true);
      await expect(signIn(t.app, 'bala', NEW_PASSWORD)).rejects.toThrow(/401/);
    });

    it('is all or nothing: a duplicate is a 409 naming the item', async () => {
      const res = await call('POST', 'createMany', admin, [
        { firstName: 'C', lastName: 'D', username: 'chitra', email: 'chitra@example.org' },
        { firstName: 'E', lastName: 'F', username: 'eshan', email: 'RIYA@example.org' },
      ]);
      expect(res.statusCode).toBe(409);
      expect(res.json().details).toEqual([{ path: 'body[1].email', message: 'is already registered' }]);
      const found = await t.database.db.select().from(users).where(eq(users.username, 'chitra'));
      expect(found).toEqual([]);
      const twice = await call('POST', 'createMany', admin, [
        { firstName: 'C', lastName: 'D', username: 'chitra', email: 'chitra@example.org' },
        { firstName: 'C', lastName: 'D', username: 'chitra2', email: 'chitra@example.org' },
      ]);
      expect(twice.json()).toMatchObject({ statusCode: 409, details: [{ path: 'body[1].email' }] });
    });

    it('answers 400 naming the item and field, and 413 over the batch limit', async () => {
      const bad = await call('POST', 'createMany', admin, [
        { firstName: 'G', lastName: 'H', username: 'gopal', email: 'gopal@example.org' },
        { firstName: 'G', lastName: 'H', username: 'gita', email: 'not-an-email' },
      ]);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^Invalid body\[1\]\.email/);
      const weak = await call('POST', 'createMany', admin, [
        { firstName: 'G', lastName: 'H', username: 'gita', email: 'gita@example.org', password: 'password' },
      ]);
      expect(weak.json()).toMatchObject({ statusCode: 400, details: [{ path: 'body[0].password' }] });
      const role = await call('POST', 'createMany', admin, [
        { firstName: 'G', lastName: 'H', username: 'gita', email: 'gita@example.org', roles: [999999] },
      ]);
      expect(role.json()).toMatchObject({ statusCode: 400, details: [{ path: 'body[0].roles' }] });
      const many = Array.from({ length: BULK_MAX + 1 }, (_, i) => ({
        firstName: 'X',
        lastName: 'Y',
        username: `bulk${i}`,
        email: `bulk${i}@example.org`,
      }));
      expect((await call('POST', 'createMany', admin, many)).statusCode).toBe(413);
    });
  });

  describe('updateMany', () => {
    it('updates several users together, all or nothing', async () => {
      const res = await call('POST', 'updateMany', admin, [
        { user_id: riyaId, lastName: 'Kapoor' },
        { user_id: arjunId, phone_number: '+91 98765 43210' },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject([
        { user_id: riyaId, lastName: 'Kapoor' },
        { user_id: arjunId, phone_number: '+91 98765 43210' },
      ]);
      const partial = await call('POST', 'updateMany', admin, [
        { user_id: riyaId, lastName: 'Changed' },
        { user_id: 999999, lastName: 'Nobody' },
      ]);
      expect(partial.statusCode).toBe(404);
      expect(partial.json().details).toEqual([{ path: 'body[1].user_id', message: 'no such user' }]);
      const [riyaRow] = await t.database.db.select().from(users).where(eq(users.user_id, riyaId));
      expect(riyaRow!.lastName).toBe('Kapoor');
      const clash = await call('POST', 'updateMany', admin, [{ user_id: riyaId, username: 'arjun' }]);
      expect(clash.json()).toMatchObject({ statusCode: 409, details: [{ path: 'body[0].username' }] });
      const twice = await call('POST', 'updateMany', admin, [
        { user_id: riyaId, lastName: 'A' },
        { user_id: riyaId, lastName: 'B' },
      ]);
      expect(twice.json()).toMatchObject({ statusCode: 400, details: [{ path: 'body[1].user_id' }] });
    });
  });

  describe('deleteMany', () => {
    it('refuses to delete the last administrator', async () => {
      const res = await call('PUT', 'deleteMany', admin, { user_ids: [adminId] });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/last administrator/);
    });

    it('refuses to delete oneself, even with another administrator left', async () => {
      await createUser(t.database.db, 'second-admin', 'Administrator');
      const res = await call('PUT', 'deleteMany', admin, { user_ids: [adminId] });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/your own account/);
    });

    it('soft-deletes users, records the actor, not deleted_by, and ends their sessions', async () => {
      const victimId = await createUser(t.database.db, 'leaving');
      const victim = await signIn(t.app, 'leaving');
      const res = await call('PUT', 'deleteMany', admin, { user_ids: [victimId], deleted_by: riyaId });
      expect(res.json()).toEqual({ deleted: 1 });
      expect(await profileStatus({ cookie: victim })).toBe(401);
      const [row] = await t.database.db.select().from(users).where(eq(users.user_id, victimId));
      expect(row).toMatchObject({ is_deleted: true, deleted_by: adminId });
      expect((await call('GET', `searchUsers?user_id=${victimId}`, admin)).json().meta.total).toBe(0);
      expect((await call('PUT', 'deleteMany', admin, { user_ids: [victimId] })).statusCode).toBe(404);
    });

    it('answers 400 naming the field', async () => {
      const res = await call('PUT', 'deleteMany', admin, { user_ids: [] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Invalid body\.user_ids/);
      expect((await call('PUT', 'deleteMany', admin, { user_ids: ['x'] })).json().message).toMatch(
        /^Invalid body\.user_ids\[0\]/,
      );
    });
  });
});
