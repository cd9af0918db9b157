import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authUsers } from '../../db/schema/identity.ts';
import { manualClock } from '../../lib/clock.ts';
import { useTestDatabase } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { recordFailure, recordSuccess, recordUnknownFailure, unknownLockedForSec } from './lockout.repository.ts';
import { LOCKOUT, lockedForSec, lockMsFor } from './lockout.ts';

describe('progressive lockout', () => {
  const testDb = useTestDatabase();

  async function authRow(username: string) {
    const userId = await createUser(testDb().db, username);
    const [row] = await testDb().db.select().from(authUsers).where(eq(authUsers.user_id, userId));
    return row!;
  }
  const reload = async (id: number) =>
    (await testDb().db.select().from(authUsers).where(eq(authUsers.auth_user_id, id)))[0]!;

  it('computes the lock schedule', () => {
    expect([1, 4, 5, 6, 7, 8, 9, 10, 50, 5000].map((n) => lockMsFor(n) / 1000)).toEqual([
      0, 0, 60, 120, 240, 480, 900, 900, 900, 900,
    ]);
  });

  it('locks from the 5th failure on, doubling up to 15 minutes, and a success resets', async () => {
    const clock = manualClock();
    const { auth_user_id: id } = await authRow('locky');
    for (let i = 1; i <= 4; i++) {
      expect(await recordFailure(testDb().db, id, clock)).toEqual({ failures: i, lockedForSec: 0 });
    }
    expect(lockedForSec(await reload(id), clock)).toBe(0);

    const expected = [60, 120, 240, 480, 900, 900];
    for (const [i, sec] of expected.entries()) {
      expect(await recordFailure(testDb().db, id, clock)).toEqual({ failures: 5 + i, lockedForSec: sec });
      const row = await reload(id);
      expect(row.failed_login_count).toBe(5 + i);
      expect(lockedForSec(row, clock)).toBe(sec);
      clock.advance(sec * 1000 - 500);
      expect(lockedForSec(await reload(id), clock)).toBe(1);
      clock.advance(500);
      expect(lockedForSec(await reload(id), clock)).toBe(0);
    }

    await recordSuccess(testDb().db, id, clock);
    const row = await reload(id);
    expect(row).toMatchObject({ failed_login_count: 0, locked_until: null });
    expect(Date.parse(row.last_login_at!)).toBe(clock.now().getTime());
    expect(await recordFailure(testDb().db, id, clock)).toEqual({ failures: 1, lockedForSec: 0 });
  });

  it('counts concurrent failures exactly and leaves other accounts alone', async () => {
    const clock = manualClock();
    const a = await authRow('burst-a');
    const b = await authRow('burst-b');
    await Promise.all(
      Array.from({ length: LOCKOUT.freeFailures }, () => recordFailure(testDb().db, a.auth_user_id, clock)),
    );
    expect(lockedForSec(await reload(a.auth_user_id), clock)).toBe(60);
    expect(await reload(b.auth_user_id)).toMatchObject({ failed_login_count: 0, locked_until: null });
  });

  it('locks an unknown username on the same schedule as an account, also under concurrency', async () => {
    const clock = manualClock();
    const db = testDb().db;
    const { auth_user_id: id } = await authRow('twin-known');
    await Promise.all(
      Array.from({ length: LOCKOUT.freeFailures }, () => recordUnknownFailure(db, ' Twin-Unknown ', clock)),
    );
    for (let i = 0; i < LOCKOUT.freeFailures; i++) await recordFailure(db, id, clock);
    for (const sec of [60, 120, 240, 480, 900, 900]) {
      expect(await unknownLockedForSec(db, 'twin-unknown', clock)).toBe(lockedForSec(await reload(id), clock));
      clock.advance(sec * 1000 - 500);
      expect(await unknownLockedForSec(db, 'twin-unknown', clock)).toBe(1);
      clock.advance(500);
      expect(await unknownLockedForSec(db, 'twin-unknown', clock)).toBe(0);
      await recordUnknownFailure(db, 'twin-unknown', clock);
      await recordFailure(db, id, clock);
    }
    expect(await unknownLockedForSec(db, 'someone-else', clock)).toBe(0);
  });

  it('reads locked_until strings and dates', () => {
    const clock = manualClock(new Date('2026-01-01T00:00:00Z'));
    expect(lockedForSec({ locked_until: null }, clock)).toBe(0);
    expect(lockedForSec({ locked_until: '2026-01-01 00:01:00+00' }, clock)).toBe(60);
    expect(lockedForSec({ locked_until: '2026-01-01 05:31:00.5+05:30' }, clock)).toBe(61);
    expect(lockedForSec({ locked_until: new Date('2025-12-31T23:00:00Z') }, clock)).toBe(0);
  });
});
