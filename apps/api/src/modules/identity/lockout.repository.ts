import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authUsers } from '../../db/schema/identity.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { LOCKOUT, lockedForSec } from './lockout.ts';

/**
 * Counts one failed sign-in and, from the 5th consecutive failure on, locks the account for
 * min(60 s × 2^(failures − 5), 15 min). Atomic, so concurrent failures all count. Callers
 * should refuse a locked account before checking its password and not record that as a failure.
 */
export async function recordFailure(
  db: Db,
  authUserId: number,
  clock: Clock = systemClock,
): Promise<{ failures: number; lockedForSec: number }> {
  const now = clock.now().toISOString();
  const failures = sql`${authUsers.failed_login_count} + 1`;
  const exponent = sql`least(${authUsers.failed_login_count} + 1 - ${LOCKOUT.freeFailures}, 30)`;
  const lockMs = sql`least(${LOCKOUT.firstLockMs}::float8 * power(2::float8, ${exponent}), ${LOCKOUT.maxLockMs}::float8)`;
  const [row] = await db
    .update(authUsers)
    .set({
      failed_login_count: failures,
      locked_until: sql`case when ${failures} >= ${LOCKOUT.freeFailures}
        then ${now}::timestamptz + ${lockMs} * interval '1 millisecond'
        else ${authUsers.locked_until} end`,
    })
    .where(eq(authUsers.auth_user_id, authUserId))
    .returning({ failures: authUsers.failed_login_count, locked_until: authUsers.locked_until });
  if (!row) return { failures: 0, lockedForSec: 0 };
  return { failures: row.failures, lockedForSec: lockedForSec(row, clock) };
}

/** A successful sign-in: clears the failure count and any lock, and stamps last_login_at. */
export async function recordSuccess(db: Db, authUserId: number, clock: Clock = systemClock): Promise<void> {
  await db
    .update(authUsers)
    .set({ failed_login_count: 0, locked_until: null, last_login_at: clock.now().toISOString() })
    .where(eq(authUsers.auth_user_id, authUserId));
}
