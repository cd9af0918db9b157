import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, signIn, signInAdmin, TEST_PASSWORD } from '../../test/factories.ts';
import { SIGNUP_PER_IP_HOUR } from './registration.ts';

const NEW_PASSWORD = 'a fresh Passphrase 42';
const bearer = (cookie: string) => `Bearer ${cookie.slice('ankur_session='.length)}`;
const DIRECTORY_KEYS = ['firstName', 'lastName', 'profile_image', 'user_id', 'username'];

const signup = (over: Record<string, unknown> = {}) => ({
  firstName: 'Nisha',
  lastName: 'Verma',
  username: 'nisha',
  email: 'nisha@example.org',
  password: NEW_PASSWORD,
  tnc_accepted: true,
  ...over,
});

describe('global-user/profile/', () => {
  let t: TestApp;
  let admin: string;
  let tara: string;
  let taraId: number;
  let omId: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    t.app.inject({ method, url: `/api/global-user/profile/${url}`, headers, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp();
    taraId = await createUser(t.database.db, 'tara');
    omId = await createUser(t.database.db, 'om');
    await t.database.db.update(users).set({ phone_number: '+91 90000 00001', age: 30 }).where(eq(users.user_id, omId));
    admin = await signInAdmin(t.app);
    tara = await signIn(t.app, 'tara');
  });
  afterAll(() => t.close());

  describe('update', () => {
    it('updates the own profile with a bearer token and answers the own record', async () => {
      const res = await call(
        'PUT',
        'update',
        { authorization: bearer(tara) },
        { firstName: 'Tara', gender: 'female', age: 21, profile_image: 'https://img.example.org/t.png' },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        user_id: taraId,
        firstName: 'Tara',
        gender: 'female',
        age: 21,
        email: 'tara@example.org',
      });
      const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie: tara } });
      expect(profile.json().firstName).toBe('Tara');
    });

    it('answers 401 signed out and 400 naming the field', async () => {
      expect((await call('PUT', 'update', {}, { firstName: 'X' })).statusCode).toBe(401);
      const email = await call('PUT', 'update', { cookie: tara }, { email: 'x@example.org' });
      expect(email.statusCode).toBe(400);
      expect(email.json().message).toMatch(/^Invalid body/);
      const image = await call('PUT', 'update', { cookie: tara }, { profile_image: 'javascript:alert(1)' });
      expect(image.json().message).toMatch(/^Invalid body\.profile_image/);
      for (const other of ['//evil.example/x.png', '/\\evil.example/x.png']) {
        const offsite = await call('PUT', 'update', { cookie: tara }, { profile_image: other });
        expect(offsite.statusCode).toBe(400);
        expect(offsite.json().message).toMatch(/^Invalid body\.profile_image/);
      }
      expect((await call('PUT', 'update', { cookie: tara }, { profile_image: '/api/uploads/x.png' })).statusCode).toBe(
        200,
      );
      // an administrator creating a user is held to the same rule
      const adminCookie = await signInAdmin(t.app);
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/global-user/users/createUser',
        headers: { cookie: adminCookie },
        payload: { username: 'imgcheck', email: 'imgcheck@example.org', profile_image: 'javascript:alert(1)' },
      });
      expect(made.statusCode).toBe(400);
      expect(made.json().message).toMatch(/^Invalid body\.profile_image/);
      const age = await call('PUT', 'update', { cookie: tara }, { age: 'old' });
      expect(age.json().message).toMatch(/^Invalid body\.age/);
      expect((await call('PUT', 'update', { cookie: tara }, {})).json().message).toBe(
        'Invalid body: nothing to update',
      );
    });
  });

  describe('update-password', () => {
    it('changes the own password and ends the other sessions', async () => {
      await createUser(t.database.db, 'ravi');
      const first = await signIn(t.app, 'ravi');
      const second = await signIn(t.app, 'ravi');
      const wrong = await call(
        'PUT',
        'update-password',
        { cookie: first },
        { old_password: 'nope', new_password: NEW_PASSWORD },
      );
      expect(wrong.json()).toMatchObject({ statusCode: 400, details: [{ path: 'body.old_password' }] });
      const common = await call(
        'PUT',
        'update-password',
        { cookie: first },
        { old_password: TEST_PASSWORD, new_password: 'password' },
      );
      expect(common.json()).toMatchObject({ statusCode: 400, details: [{ path: 'body.new_password' }] });
      const ok = await call(
        'PUT',
        'update-password',
        { cookie: first },
        { old_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
      );
      expect(ok.statusCode).toBe(204);
      const status = async (cookie: string) =>
        (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie } })).statusCode;
      expect(await status(first)).toBe(200);
      expect(await status(second)).toBe(401);
      expect(await signIn(t.app, 'ravi', NEW_PASSWORD)).toMatch(/^ankur_session=/);
    });

    it('limits password-change attempts per user (429)', async () => {
      await createUser(t.database.db, 'guesser');
      const cookie = await signIn(t.app, 'guesser');
      for (let i = 0; i < 10; i++) {
        const res = await call(
          'PUT',
          'update-password',
          { cookie },
          { old_password: `guess ${i}`, new_password: NEW_PASSWORD },
        );
        expect(res.statusCode).toBe(400);
      }
      const res = await call(
        'PUT',
        'update-password',
        { cookie },
        { old_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
      );
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    });

    it('answers 401 signed out', async () => {
      const res = await call('PUT', 'update-password', {}, { old_password: TEST_PASSWORD, new_password: NEW_PASSWORD });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('createUser', () => {
    it('signs an anonymous caller up: a disabled account waiting for its e-mail code', async () => {
      const res = await call('POST', 'createUser', {}, signup());
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ user_id: expect.any(Number), email: 'nisha@example.org', next: 'verify-email' });
      const [row] = await t.database.db.select().from(users).where(eq(users.user_id, res.json().user_id));
      expect(row).toMatchObject({ enabled: false, username: 'nisha', tnc_accepted: true });
      // not before the e-mail code is verified
      await expect(signIn(t.app, 'nisha', NEW_PASSWORD)).rejects.toThrow(/sign-in failed for nisha: 40[13]/);
    });

    it('answers 400 naming the field and 409 for a taken e-mail', async () => {
      const tnc = await call(
        'POST',
        'createUser',
        {},
        signup({ username: 'nisha2', email: 'n2@example.org', tnc_accepted: false }),
      );
      expect(tnc.statusCode).toBe(400);
      expect(tnc.json().message).toMatch(/^Invalid body\.tnc_accepted/);
      const weak = await call(
        'POST',
        'createUser',
        {},
        signup({ username: 'nisha2', email: 'n2@example.org', password: 'password' }),
      );
      expect(weak.json()).toMatchObject({ statusCode: 400, details: [{ path: 'body.password' }] });
      const taken = await call('POST', 'createUser', {}, signup({ username: 'nisha3', email: 'NISHA@example.org' }));
      expect(taken.json()).toMatchObject({ statusCode: 409, details: [{ path: 'body.email' }] });
    });

    it('lets an administrator create an enabled account and refuses other signed-in users', async () => {
      const payload = {
        firstName: 'Mohan',
        lastName: 'Das',
        username: 'mohan',
        email: 'mohan@example.org',
        password: NEW_PASSWORD,
      };
      expect((await call('POST', 'createUser', { cookie: tara }, payload)).statusCode).toBe(403);
      const res = await call('POST', 'createUser', { cookie: admin }, payload);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ user_id: expect.any(Number), username: 'mohan', email: 'mohan@example.org' });
      expect(await signIn(t.app, 'mohan', NEW_PASSWORD)).toMatch(/^ankur_session=/);
      const bad = await call(
        'POST',
        'createUser',
        { cookie: admin },
        { ...payload, username: 'x y', email: 'm2@example.org' },
      );
      expect(bad.json()).toMatchObject({ statusCode: 400, details: [{ path: 'body.username' }] });
      const dup = await call('POST', 'createUser', { cookie: admin }, payload);
      expect(dup.statusCode).toBe(409);
    });
  });

  describe('createMany', () => {
    it('is for administrators', async () => {
      const items = [{ firstName: 'P', lastName: 'Q', username: 'pq-user', email: 'pq@example.org' }];
      expect((await call('POST', 'createMany', {}, items)).statusCode).toBe(401);
      expect((await call('POST', 'createMany', { cookie: tara }, items)).statusCode).toBe(403);
      const res = await call('POST', 'createMany', { cookie: admin }, items);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toEqual([{ user_id: expect.any(Number), username: 'pq-user', email: 'pq@example.org' }]);
      const again = await call('POST', 'createMany', { cookie: admin }, items);
      expect(again.json()).toMatchObject({ statusCode: 409, details: [{ path: 'body[0].email' }] });
    });
  });

  describe('getUser', () => {
    it('shows others only directory fields; oneself and administrators also see e-mail and phone', async () => {
      const anon = await call('GET', `getUser?user_id=${omId}`);
      expect(anon.statusCode).toBe(200);
      expect(Object.keys(anon.json()).sort()).toEqual(DIRECTORY_KEYS);
      const other = await call('GET', `getUser?user_id=${omId}`, { cookie: tara });
      expect(Object.keys(other.json()).sort()).toEqual(DIRECTORY_KEYS);
      expect(JSON.stringify(other.json())).not.toMatch(/om@example\.org|90000/);
      const self = await call('GET', `getUser?user_id=${taraId}`, { cookie: tara });
      expect(self.json()).toMatchObject({ email: 'tara@example.org' });
      const byAdmin = await call('GET', `getUser?user_id=${omId}`, { cookie: admin });
      expect(byAdmin.json()).toMatchObject({ email: 'om@example.org', phone_number: '+91 90000 00001' });
      const fields = await call('GET', `getUser?user_id=${omId}&fields=username`);
      expect(fields.json()).toEqual({ username: 'om' });
    });

    it('answers 404 for unknown and disabled users and 400 naming the parameter', async () => {
      expect((await call('GET', 'getUser?user_id=999999')).statusCode).toBe(404);
      const offId = await createUser(t.database.db, 'switched-off');
      await t.database.db.update(users).set({ enabled: false }).where(eq(users.user_id, offId));
      expect((await call('GET', `getUser?user_id=${offId}`)).statusCode).toBe(404);
      expect((await call('GET', 'getUser')).json().message).toMatch(/^Invalid querystring\.user_id/);
      expect((await call('GET', 'getUser?user_id=abc')).json().message).toMatch(/^Invalid querystring\.user_id/);
      const hidden = await call('GET', `getUser?user_id=${omId}&fields=email`);
      expect(hidden.statusCode).toBe(400);
      expect(hidden.json().message).toMatch(/^Invalid fields/);
    });
  });

  describe('getAll', () => {
    it('lists no one without a session (401)', async () => {
      for (const url of ['getAll?limit=-1', 'getAll', 'getAll?search=om']) {
        const res = await call('GET', url);
        expect(res.statusCode, url).toBe(401);
        expect(res.body).not.toMatch(/"username"/);
      }
    });

    it("lists enabled users with directory fields only, but for the caller's own row", async () => {
      const res = await call('GET', 'getAll?limit=-1', { cookie: tara });
      expect(res.statusCode).toBe(200);
      const { data, meta } = res.json();
      expect(meta).toMatchObject({ page: 1, limit: -1 });
      const others = data.filter((u: { user_id: number }) => u.user_id !== taraId);
      for (const u of others) expect(Object.keys(u).sort()).toEqual(DIRECTORY_KEYS);
      const names = data.map((u: { username: string }) => u.username);
      expect(names).toContain('om');
      expect(names).not.toContain('switched-off');
      expect(names).not.toContain('nisha');
      expect(JSON.stringify(others)).not.toMatch(/@/);
    });

    it('pages and searches by name but never by a hidden field', async () => {
      const get = (url: string) => call('GET', url, { cookie: tara });
      const page = await get('getAll?page=1&limit=1&sortField=username&sortOrder=asc');
      expect(page.json().data).toHaveLength(1);
      expect(page.json().meta.limit).toBe(1);
      const search = await get('getAll?search=TAR');
      expect(search.json().data.map((u: { username: string }) => u.username)).toEqual(['tara']);
      expect((await get('getAll?search=om%40example')).json().data).toEqual([]);
      const filter = await get(`getAll?filterFields=${encodeURIComponent('{"email":"om@example.org"}')}`);
      expect(filter.statusCode).toBe(400);
      expect(filter.json().message).toMatch(/^Invalid filterFields/);
      expect((await get('getAll?sortField=phone_number')).json().message).toMatch(/^Invalid sortField/);
      expect((await get('getAll?limit=abc')).json().message).toMatch(/^Invalid limit/);
    });

    it('adds e-mail and phone to the own row for a signed-in user, and to every row for administrators', async () => {
      const mine = (await call('GET', 'getAll?limit=-1', { cookie: tara })).json().data;
      for (const u of mine) {
        if (u.user_id === taraId) expect(u.email).toBe('tara@example.org');
        else expect(u).not.toHaveProperty('email');
      }
      const all = (await call('GET', 'getAll?limit=-1', { cookie: admin })).json().data;
      expect(all.find((u: { user_id: number }) => u.user_id === omId)).toMatchObject({
        email: 'om@example.org',
        phone_number: '+91 90000 00001',
      });
      const byEmail = (await call('GET', 'getAll?search=om%40example', { cookie: admin })).json().data;
      expect(byEmail.map((u: { username: string }) => u.username)).toEqual(['om']);
    });
  });

  // last: it uses up this address's sign-up budget
  it('limits anonymous sign-ups per address (429)', async () => {
    let last = 0;
    for (let i = 0; i < SIGNUP_PER_IP_HOUR + 1; i++) {
      last = (await call('POST', 'createUser', { 'x-forwarded-for': '203.0.113.9' }, { bad: true })).statusCode;
    }
    expect(last).toBe(429);
    expect((await call('POST', 'createUser', { 'x-forwarded-for': '203.0.113.10' }, { bad: true })).statusCode).toBe(
      400,
    );
  });
});
