import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authUsers, rateLimits } from '../../db/schema/identity.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { LOCKOUT, lockedForSec, lockMsFor } from './lockout.ts';

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

/**
 * Unknown usernames follow the same schedule as accounts, so a lockout tells nothing about
 * whether a name exists. Kept in rate_limits: hits counts the failures, window_start is the last one.
 */
const unknownBucket = (username: string) => `signin:unknown-lock:${username.trim().toLowerCase()}`;

/** Seconds an unknown username stays locked (as lockedForSec does for an account), or 0. */
export async function unknownLockedForSec(db: Db, username: string, clock: Clock = systemClock): Promise<number> {
  const [row] = await db
    .select({ last: rateLimits.window_start, failures: rateLimits.hits })
    .from(rateLimits)
    .where(eq(rateLimits.bucket, unknownBucket(username)));
  if (!row) return 0;
  return lockedForSec({ locked_until: new Date(row.last.getTime() + lockMsFor(row.failures)) }, clock);
}

/** Counts one failed sign-in of an unknown username (recordFailure's twin). */
export async function recordUnknownFailure(db: Db, username: string, clock: Clock = systemClock): Promise<void> {
  const now = clock.now();
  await db
    .insert(rateLimits)
    .values({ bucket: unknownBucket(username), window_start: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.bucket,
      set: { window_start: now, hits: sql`"rate_limits"."hits" + 1` },
    });
}
