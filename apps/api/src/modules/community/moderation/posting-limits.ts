import { POSTING_LIMITS } from '@ankur/shared/schemas/community';
import type { Db } from '../../../db/client.ts';
import { type Clock, systemClock } from '../../../lib/clock.ts';
import { badRequest, forbidden } from '../../../lib/errors.ts';
import type { UserScope } from '../../../lib/scope.ts';
import { hit, tooMany } from '../../../lib/throttle.ts';
import { accountCreatedAt, suspendedUntil } from './moderation.repository.ts';

/** What a person is about to write in the community (posts, comments, forum threads and replies, calls, requests). */
export interface Writing {
  kind: 'post' | 'comment' | 'thread' | 'reply' | 'call' | 'collab';
  /** the text as written (HTML or plain): its links are counted */
  text: string;
}

const LINK = /\bhttps?:\/\/[^\s"'<>]+/gi;

/** How many distinct links a text carries (an <a href> and its visible address count once). */
export function countLinks(text: string): number {
  return new Set((text.match(LINK) ?? []).map((l) => l.replace(/[).,;]+$/, '').toLowerCase())).size;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The one check before anything is written in the community (Discourse's trust levels, simplified;
 * the figures are POSTING_LIMITS): a suspended member is refused (403) until the suspension ends;
 * everyone waits minGapSeconds between two writings and writes at most dailyMax a day (429 with
 * Retry-After); a new member (account younger than newMemberDays) writes at most newMemberDaily a
 * day and puts at most newMemberMaxLinks links in one (400 naming the limit). Counters live in
 * rate_limits (lib/throttle.ts), shared by every API process. Call it inside the writing's transaction.
 */
export async function assertMayWrite(
  tx: Db,
  scope: UserScope,
  writing: Writing,
  clock: Clock = systemClock,
): Promise<void> {
  const userId = scope.actor.userId;
  const now = clock.now();
  const suspension = await suspendedUntil(tx, userId, now);
  if (suspension) {
    const until = new Date(suspension).toUTCString();
    throw forbidden(`You are suspended from writing in the community until ${until}.`);
  }
  const createdAt = await accountCreatedAt(tx, userId);
  const isNew = createdAt
    ? now.getTime() - new Date(createdAt).getTime() < POSTING_LIMITS.newMemberDays * DAY_MS
    : false;
  const links = countLinks(writing.text);
  const maxLinks = isNew ? POSTING_LIMITS.newMemberMaxLinks : POSTING_LIMITS.maxLinks;
  if (links > maxLinks) {
    throw badRequest(
      isNew
        ? `New members may put at most ${maxLinks} links in one ${writing.kind}.`
        : `A ${writing.kind} may carry at most ${maxLinks} links.`,
    );
  }
  const who = `${scope.tenantId}:${userId}`;
  const gap = await hit(tx, `community:gap:${who}`, { limit: 1, windowMs: POSTING_LIMITS.minGapSeconds * 1000 }, clock);
  if (!gap.allowed) {
    throw tooMany(gap.retryAfterSec, `You are writing too fast. Wait ${gap.retryAfterSec} seconds and try again.`);
  }
  const daily = isNew ? POSTING_LIMITS.newMemberDaily : POSTING_LIMITS.dailyMax;
  const day = await hit(tx, `community:day:${who}`, { limit: daily, windowMs: DAY_MS }, clock);
  if (!day.allowed) {
    throw tooMany(
      day.retryAfterSec,
      isNew
        ? `New members may write ${daily} posts, comments or replies a day. Try again tomorrow.`
        : `You have reached today's limit of ${daily} posts, comments and replies.`,
    );
  }
}
