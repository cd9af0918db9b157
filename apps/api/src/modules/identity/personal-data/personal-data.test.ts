import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ERASURE_GRACE_DAYS,
  ERASURE_SCHEDULED_ERROR,
  EXPORT_EXPIRED_ERROR,
  EXPORT_RUNNING_ERROR,
  EXPORT_TTL_DAYS,
  NO_ERASURE_ERROR,
} from '@ankur/shared/schemas/personal-data';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/identity.ts';
import { manualClock } from '../../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { TEST_CONFIG_ENV } from '../../../test/config.ts';
import { createUser, signIn, signInAdmin, TEST_PASSWORD } from '../../../test/factories.ts';
import { LAST_ADMIN_ERROR } from './personal-data.service.ts';

type Method = 'GET' | 'POST' | 'DELETE';
const DAY = 24 * 60 * 60 * 1000;

describe('/api/account/data', () => {
  let t: TestApp;
  const clock = manualClock(new Date());
  let meera: string;
  let meeraId: number;
  let kabir: string;

  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ankur-mydata-')) }, { clock });
    meeraId = await createUser(t.database.db, 'meera');
    await createUser(t.database.db, 'kabir');
    meera = await signIn(t.app, 'meera');
    kabir = await signIn(t.app, 'kabir');
  });
  afterAll(() => t.close());

  it('answers 401 to every call signed out', async () => {
    for (const [method, url] of [
      ['GET', 'account/data'],
      ['POST', 'account/data/export'],
      ['GET', 'account/data/export/1/download'],
      ['POST', 'account/data/erasure'],
      ['DELETE', 'account/data/erasure'],
    ] as const) {
      const res = await call(method, url, undefined, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('shows nothing before the first request', async () => {
    const res = await call('GET', 'account/data', meera);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ export: null, erasure: null });
  });

  describe('export', () => {
    let id: number;

    it('queues one export at a time, builds it in the background and e-mails the link', async () => {
      const start = await call('POST', 'account/data/export', meera);
      expect(start.statusCode).toBe(202);
      expect(start.json()).toMatchObject({ kind: 'export', status: 'pending', progress: 0 });
      id = start.json().id;

      const again = await call('POST', 'account/data/export', meera);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(EXPORT_RUNNING_ERROR);

      await t.app.jobs.runDue();
      const data = (await call('GET', 'account/data', meera)).json();
      expect(data.export).toMatchObject({ id, status: 'ready', progress: 100 });
      expect(new Date(data.export.expires_at).getTime()).toBe(clock.now().getTime() + EXPORT_TTL_DAYS * DAY);

      const mail = t.mail.sent.filter((m) => m.to === 'meera@example.org').at(-1)!;
      expect(mail.subject).toMatch(/data is ready to download/);
      expect(t.mail.lastLink('meera@example.org')).toMatch(new RegExp(`/api/account/data/export/${id}/download$`));
    });

    it('downloads as an attachment holding the profile, one JSON file per kind of data', async () => {
      const res = await call('GET', `account/data/export/${id}/download`, meera);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const files = unzipSync(new Uint8Array(res.rawPayload));
      expect(Object.keys(files)).toEqual(
        expect.arrayContaining(['README.txt', 'user.json', 'sign_in.json', 'roles.json']),
      );
      const user = JSON.parse(strFromU8(files['user.json']!));
      expect(user).toMatchObject({ user_id: meeraId, username: 'meera', email: 'meera@example.org' });
      // credentials never leave the server
      expect(strFromU8(files['sign_in.json']!)).not.toMatch(/password_hash|argon2/);
    });

    it('is nobody else’s: another person’s id is 404, a malformed one a 400 naming it', async () => {
      expect((await call('GET', `account/data/export/${id}/download`, kabir)).statusCode).toBe(404);
      expect((await call('GET', 'account/data/export/999999/download', meera)).statusCode).toBe(404);
      const bad = await call('GET', 'account/data/export/abc/download', meera);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/params\.id/);
    });

    it('expires after its days: the screen says so, the link answers 410 and the file is deleted', async () => {
      clock.advance((EXPORT_TTL_DAYS + 1) * DAY);
      expect((await call('GET', 'account/data', meera)).json().export.status).toBe('expired');
      const gone = await call('GET', `account/data/export/${id}/download`, meera);
      expect(gone.statusCode).toBe(410);
      expect(gone.json().message).toBe(EXPORT_EXPIRED_ERROR);
      await t.app.jobs.runDue();
      expect((await call('GET', `account/data/export/${id}/download`, meera)).statusCode).toBe(410);
      // and a new one may be asked for
      expect((await call('POST', 'account/data/export', meera)).statusCode).toBe(202);
      await t.app.jobs.runDue();
    });
  });

  describe('erasure', () => {
    it('needs the current password, naming the field', async () => {
      const none = await call('POST', 'account/data/erasure', meera, {});
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toMatch(/body\.password/);
      const wrong = await call('POST', 'account/data/erasure', meera, { password: 'not my password' });
      expect(wrong.statusCode).toBe(400);
      const extra = await call('POST', 'account/data/erasure', meera, { password: TEST_PASSWORD, now: true });
      expect(extra.statusCode).toBe(400);
      expect((await call('GET', 'account/data', meera)).json().erasure).toBeNull();
    });

    it('schedules it after the grace period, signs every other device out and e-mails the date', async () => {
      const other = await signIn(t.app, 'meera');
      const res = await call('POST', 'account/data/erasure', meera, { password: TEST_PASSWORD });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toMatchObject({ kind: 'erasure', status: 'scheduled' });
      expect(new Date(res.json().due_at).getTime()).toBe(clock.now().getTime() + ERASURE_GRACE_DAYS * DAY);
      expect((await call('GET', 'account', other)).statusCode).toBe(401);
      expect((await call('GET', 'account', meera)).statusCode).toBe(200);
      expect(t.mail.sent.at(-1)).toMatchObject({ to: 'meera@example.org' });
      expect(t.mail.sent.at(-1)!.subject).toMatch(/will be deleted on/);

      const again = await call('POST', 'account/data/erasure', meera, { password: TEST_PASSWORD });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(ERASURE_SCHEDULED_ERROR);
    });

    it('"Keep my account" cancels it; cancelling nothing is a 404', async () => {
      const res = await call('DELETE', 'account/data/erasure', meera);
      expect(res.statusCode).toBe(200);
      expect(res.json().erasure).toMatchObject({ status: 'cancelled', cancel_reason: 'requested' });
      const none = await call('DELETE', 'account/data/erasure', meera);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(NO_ERASURE_ERROR);
      // nothing runs when the day comes
      clock.advance((ERASURE_GRACE_DAYS + 1) * DAY);
      await t.app.jobs.runDue();
      const [row] = await t.database.db.select().from(users).where(eq(users.user_id, meeraId));
      expect(row).toMatchObject({ is_deleted: false, email: 'meera@example.org' });
    });

    it('signing in during the grace period cancels it, and /account is told why', async () => {
      expect((await call('POST', 'account/data/erasure', meera, { password: TEST_PASSWORD })).statusCode).toBe(202);
      meera = await signIn(t.app, 'meera');
      const data = (await call('GET', 'account/data', meera)).json();
      expect(data.erasure).toMatchObject({ status: 'cancelled', cancel_reason: 'signed_in' });
      clock.advance((ERASURE_GRACE_DAYS + 1) * DAY);
      await t.app.jobs.runDue();
      const [row] = await t.database.db.select().from(users).where(eq(users.user_id, meeraId));
      expect(row!.is_deleted).toBe(false);
    });

    it('refuses the last administrator, so the platform keeps one', async () => {
      const admin = await signInAdmin(t.app);
      const res = await call('POST', 'account/data/erasure', admin, { password: TEST_CONFIG_ENV.ADMIN_PASSWORD });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(LAST_ADMIN_ERROR);
    });

    it('runs when due: the account becomes a tombstone that cannot sign in', async () => {
      expect((await call('POST', 'account/data/erasure', kabir, { password: TEST_PASSWORD })).statusCode).toBe(202);
      clock.advance(ERASURE_GRACE_DAYS * DAY - 60_000);
      await t.app.jobs.runDue();
      expect((await call('GET', 'account/data', kabir)).json().erasure.status).toBe('scheduled');
      clock.advance(2 * 60_000);
      await t.app.jobs.runDue();
      const [row] = await t.database.db.select().from(users).where(eq(users.username, 'kabir'));
      expect(row).toBeUndefined();
      expect((await call('GET', 'account', kabir)).statusCode).toBe(401);
      const signin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: 'kabir', password: TEST_PASSWORD },
      });
      expect(signin.statusCode).toBeGreaterThanOrEqual(400);
      expect(signin.statusCode).toBeLessThan(500);
      expect(t.mail.sent.at(-1)).toMatchObject({ to: 'kabir@example.org' });
      expect(t.mail.sent.at(-1)!.subject).toMatch(/has been deleted/);
    });
  });
});
