import { createHash, randomBytes } from 'node:crypto';
import {
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  type TCalendarFeedCreated,
  type TCalendarFeedStatus,
} from '@ankur/shared/schemas/calendar';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import type { UserScope } from '../../lib/scope.ts';
import { deleteFeed, displayName, entryUids, feedByHash, feedOf, saveFeed } from './calendar.repository.ts';
import { itemsBetween } from './calendar.service.ts';
import { buildIcs } from './calendar-ics.ts';

/**
 * The private iCal feed (issue 9): one per user and tenant. Its URL carries 32 random bytes
 * (base64url); only their SHA-256 (hex) is stored in the global calendar_feeds table, so the URL
 * is shown once, when it is made. Making it again replaces the token: the old URL stops working.
 */

const DAY_MS = 86_400_000;
export const feedHash = (token: string) => createHash('sha256').update(token).digest('hex');
export const feedUrl = (origin: string, token: string) => `${origin}/api/calendar/feed/${token}.ics`;
const iso = (v: string) => new Date(v).toISOString();

export async function createFeed(db: Db, scope: UserScope, origin: string): Promise<TCalendarFeedCreated> {
  const token = randomBytes(32).toString('base64url');
  const row = await saveFeed(db, scope.tenantId, scope.actor.userId, feedHash(token));
  return { url: feedUrl(origin, token), created_at: iso(row.created_at) };
}

export async function feedStatus(db: Db, scope: UserScope): Promise<TCalendarFeedStatus> {
  const row = await feedOf(db, scope.tenantId, scope.actor.userId);
  return { exists: Boolean(row), created_at: row ? iso(row.created_at) : null };
}

/** Turns the feed off; true when there was one. */
export function revokeFeed(db: Db, scope: UserScope): Promise<boolean> {
  return deleteFeed(db, scope.tenantId, scope.actor.userId);
}

/**
 * The feed's VCALENDAR for a token, or null when no feed has it: the owner's items from
 * CALENDAR_FEED_DAYS_BACK days ago to CALENDAR_FEED_DAYS_AHEAD days ahead, read in the feed's tenant.
 */
export async function feedCalendar(
  db: Db,
  token: string,
  opts: { now: Date; origin: string; brandName: string },
): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const feed = await feedByHash(db, feedHash(token));
  if (!feed) return null;
  const from = new Date(opts.now.getTime() - CALENDAR_FEED_DAYS_BACK * DAY_MS).toISOString();
  const to = new Date(opts.now.getTime() + CALENDAR_FEED_DAYS_AHEAD * DAY_MS).toISOString();
  const { items, uids } = await withTenant(db, feed.tenant_id, async (tx) => {
    const found = await itemsBetween(tx, feed.user_id, from, to);
    const ids = found.filter((i) => i.source === 'personal').map((i) => Number(i.id.slice('entry:'.length)));
    return { items: found, uids: await entryUids(tx, ids) };
  });
  const name = await displayName(db, feed.user_id);
  return buildIcs(items, { name: name ? `${opts.brandName} — ${name}` : opts.brandName, origin: opts.origin, uids });
}
