import { createHmac } from 'node:crypto';
import {
  BUG_REPORT_LIMIT_PER_USER,
  CONTACT_LIMIT_PER_EMAIL,
  CONTACT_LIMIT_PER_IP,
  SUPPORT_THROTTLE_WINDOW_MS,
  type TBugReportCreated,
  type TSupportMessage,
  type TSupportStatus,
  type ZBugReportCreate,
  type ZContactMessageCreate,
} from '@ankur/shared/schemas/support';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { hit } from '../../lib/throttle.ts';
import { recordAudit } from '../../resources/audit.ts';
import { parseListQuery, type RawListQuery } from '../../resources/query.ts';
import {
  findMessage,
  INBOX_COLUMNS,
  INBOX_DEFAULTS,
  insertMessage,
  listMessages,
  lockMessageStatus,
  senderOf,
  setMessageStatus,
} from './support.repository.ts';

/** What the support rules need from the platform: time, the key of hashes, where the site is. */
export interface SupportContext {
  clock: Clock;
  /** the key of the IP and e-mail hashes (derived from SESSION_SECRET) */
  secret: string;
  /** the site's origins: a bug report's absolute page_url must be on one of them */
  origins: readonly string[];
}

/** Who sent a message and from where; never from the body. */
export interface Sender {
  ip: string;
  userAgent: string | undefined;
  userId: number | null;
  tenantId: string | null;
}

const USER_AGENT_MAX = 500;

/** A keyed SHA-256 (HMAC): the raw value cannot be read back, nor guessed without the key. */
export const keyedHash = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url');

/**
 * The 429 of a refused hit: Retry-After, and the seconds also in details (retry_after_seconds),
 * so that a client can word it in its own language.
 */
function throttled(retryAfterSec: number, what: string): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSec));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(
    429,
    `${what} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retry_after_seconds: seconds },
    { 'Retry-After': String(seconds) },
  );
}

const perHour = (limit: number) => ({ limit, windowMs: SUPPORT_THROTTLE_WINDOW_MS });

/**
 * A Contact Us message. A filled honeypot is answered as a success and nothing is kept (not even
 * a throttle hit), so a robot learns nothing. Otherwise at most CONTACT_LIMIT_PER_IP messages per
 * address and CONTACT_LIMIT_PER_EMAIL per e-mail address are kept per hour; the throttle keys
 * are hashes, so neither the IP nor the e-mail address is written to rate_limits.
 * Returns whether the message was kept.
 */
export async function submitContact(
  db: Db,
  ctx: SupportContext,
  body: z.output<typeof ZContactMessageCreate>,
  sender: Sender,
): Promise<'stored' | 'dropped'> {
  if (body.website?.trim()) return 'dropped';
  const ipHash = keyedHash(ctx.secret, `ip:${sender.ip}`);
  const perIp = await hit(db, `support:contact:ip:${ipHash}`, perHour(CONTACT_LIMIT_PER_IP), ctx.clock);
  if (!perIp.allowed) {
    throw throttled(perIp.retryAfterSec, 'Too many messages have been sent from your network in the last hour.');
  }
  const email = body.email.toLowerCase();
  const perEmail = await hit(
    db,
    `support:contact:email:${keyedHash(ctx.secret, `email:${email}`)}`,
    perHour(CONTACT_LIMIT_PER_EMAIL),
    ctx.clock,
  );
  if (!perEmail.allowed) {
    throw throttled(
      perEmail.retryAfterSec,
      'Too many messages have been sent from this e-mail address in the last hour.',
    );
  }
  await insertMessage(db, {
    kind: 'contact',
    name: body.name,
    email,
    organisation: body.organisation,
    topic: body.topic,
    subject: null,
    message: body.message,
    user_id: sender.userId,
    tenant_id: sender.tenantId,
    ip_hash: ipHash,
    user_agent: sender.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  });
  return 'stored';
}

/**
 * The page of a bug report as a path of this site: a path is kept; an absolute address must be on
 * the site (400 otherwise) and is kept as its path, query and hash.
 */
export function sitePath(pageUrl: string | null, origins: readonly string[]): string | null {
  if (!pageUrl || pageUrl.startsWith('/')) return pageUrl;
  const url = new URL(pageUrl);
  if (!origins.includes(url.origin)) {
    throw badRequest('Invalid body.page_url: must be a page of this site', [
      { path: 'body.page_url', message: 'must be a page of this site' },
    ]);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A bug report by the signed-in user (name and e-mail from their account), at most BUG_REPORT_LIMIT_PER_USER per hour. */
export async function fileBugReport(
  db: Db,
  ctx: SupportContext,
  body: z.output<typeof ZBugReportCreate>,
  sender: Sender & { userId: number },
): Promise<TBugReportCreated> {
  const pageUrl = sitePath(body.page_url, ctx.origins);
  const limit = await hit(db, `support:bug:user:${sender.userId}`, perHour(BUG_REPORT_LIMIT_PER_USER), ctx.clock);
  if (!limit.allowed) {
    throw throttled(limit.retryAfterSec, `You have filed ${BUG_REPORT_LIMIT_PER_USER} bug reports in the last hour.`);
  }
  const who = await senderOf(db, sender.userId);
  if (!who) throw new Error(`the session's user ${sender.userId} does not exist`);
  return insertMessage(db, {
    kind: 'bug',
    name: who.name,
    email: who.email,
    organisation: null,
    topic: null,
    subject: body.title,
    message: body.description,
    steps_to_reproduce: body.steps_to_reproduce,
    severity: body.severity,
    page_url: pageUrl,
    user_id: sender.userId,
    tenant_id: sender.tenantId,
    ip_hash: keyedHash(ctx.secret, `ip:${sender.ip}`),
    user_agent: sender.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  });
}

/** The inbox page a list query asks for, only of a kind and status when given (with its parsed query, for the list answer). */
export async function inbox(db: Db, query: RawListQuery & { kind?: string | undefined; status?: string | undefined }) {
  const { kind, status } = query;
  const extra = { ...(kind ? { kind } : {}), ...(status ? { status } : {}) };
  const q = parseListQuery(query, INBOX_COLUMNS, INBOX_DEFAULTS, extra);
  return { q, ...(await listMessages(db, q)) };
}

/**
 * Sets a message's status and who handled it, on record (audit_log, same transaction); 404 when
 * there is no such message. Setting the status it already has changes nothing and records nothing.
 */
export async function updateMessageStatus(
  db: Db,
  { actor }: Scope,
  id: number,
  status: TSupportStatus,
): Promise<TSupportMessage> {
  const actorId = actor.userId;
  const found = await db.transaction(async (tx) => {
    const before = await lockMessageStatus(tx, id);
    if (!before) return false;
    if (before.status === status) return true;
    await setMessageStatus(tx, id, status, actorId);
    await recordAudit(tx, [
      {
        table_name: 'support_messages',
        record_id: id,
        action: 'update',
        changes: {
          status: { from: before.status, to: status },
          ...(before.handled_by === actorId ? {} : { handled_by: { from: before.handled_by, to: actorId } }),
        },
        actor_id: actorId,
      },
    ]);
    return true;
  });
  const updated = found ? await findMessage(db, id) : null;
  if (!updated) throw notFound(`Support message ${id} does not exist.`);
  return updated;
}
