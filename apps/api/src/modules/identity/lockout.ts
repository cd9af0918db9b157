import { type Clock, systemClock } from '../../lib/clock.ts';

/**
 * Progressive account lockout (ASVS 2.2.1): the first failures are free, then each further
 * consecutive failure locks the account for twice as long as the previous, up to a cap.
 */
export const LOCKOUT = { freeFailures: 5, firstLockMs: 60_000, maxLockMs: 15 * 60_000 } as const;

/** The lock length after `failures` consecutive failures (0 while still free). */
export function lockMsFor(failures: number): number {
  if (failures < LOCKOUT.freeFailures) return 0;
  const doublings = Math.min(failures - LOCKOUT.freeFailures, 30);
  return Math.min(LOCKOUT.firstLockMs * 2 ** doublings, LOCKOUT.maxLockMs);
}

/** Seconds the account stays locked (rounded up), or 0 when it is not locked. */
export function lockedForSec(row: { locked_until: string | Date | null }, clock: Clock = systemClock): number {
  if (row.locked_until === null) return 0;
  const until = row.locked_until instanceof Date ? row.locked_until.getTime() : Date.parse(row.locked_until);
  const ms = until - clock.now().getTime();
  return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
}
