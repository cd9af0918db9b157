import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/identity.ts';
import { type Clock, systemClock } from './clock.ts';
import { HttpError } from './errors.ts';

export interface HitResult {
  allowed: boolean;
  /** hits left in the current window */
  remaining: number;
  /** seconds until the window resets when refused, else 0 */
  retryAfterSec: number;
}

/**
 * Counts one hit on a fixed-window rate limit kept in table rate_limits (shared by every API
 * process). One atomic upsert starts a new window when the old one has passed and otherwise
 * increments the count. Refused hits count too, so hammering does not help.
 * Bucket names are free text; prefix them by purpose, e.g. `signin:ip:203.0.113.7`.
 */
export async function hit(
  db: Db,
  bucket: string,
  opts: { limit: number; windowMs: number },
  clock: Clock = systemClock,
): Promise<HitResult> {
  const now = clock.now();
  const cutoff = new Date(now.getTime() - opts.windowMs).toISOString();
  const expired = sql`"rate_limits"."window_start" <= ${cutoff}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, window_start: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.bucket,
      set: {
        window_start: sql`case when ${expired} then ${now.toISOString()}::timestamptz else "rate_limits"."window_start" end`,
        hits: sql`case when ${expired} then 1 else "rate_limits"."hits" + 1 end`,
      },
    })
    .returning({ window_start: rateLimits.window_start, hits: rateLimits.hits });
  if (!row) throw new Error('rate limit upsert returned no row');
  const allowed = row.hits <= opts.limit;
  const resetMs = row.window_start.getTime() + opts.windowMs - now.getTime();
  return {
    allowed,
    remaining: Math.max(0, opts.limit - row.hits),
    retryAfterSec: allowed ? 0 : Math.max(1, Math.ceil(resetMs / 1000)),
  };
}

/** The 429 answer of a refused hit, with a Retry-After header. */
export function tooMany(retryAfterSec: number, message?: string): HttpError {
  const n = Math.max(1, Math.ceil(retryAfterSec));
  return new HttpError(429, message ?? `Too many attempts. Try again in ${n} second${n === 1 ? '' : 's'}.`, undefined, {
    'Retry-After': String(n),
  });
}
