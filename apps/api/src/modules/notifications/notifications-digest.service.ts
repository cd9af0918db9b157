import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Clock } from '../../lib/clock.ts';
import { escapeHtml } from '../../lib/html.ts';
import { type ClaimedJob, scheduleJob } from '../../lib/jobs.ts';
import type { Mailer, MailMessage } from '../../lib/mail.ts';
import type { DeliveryLog } from './notifications.events.ts';
import {
  type DigestItem,
  dailyDigestUserIds,
  emailsOf,
  jobBooked,
  liveTenantIds,
  preferencesOf,
  unreadBetween,
} from './notifications.repository.ts';

/**
 * The daily e-mail digest (issue 9). A user whose preferences say email_digest 'daily' is not
 * mailed each e-mail notification as it happens (notify() skips them); once a day at 07:00 UTC
 * this job mails each such user one e-mail listing their notifications of the types they chose
 * 'email' for, raised since the last digest and still unread. Nothing to list, no e-mail.
 *
 * One job for the whole platform (kind 'notifications.digest', tenant null, key 'daily'); it
 * walks every live tenant and reschedules itself for the next 07:00 UTC. Its payload carries the
 * window: `since` (the end of the last digest's window, so a restart or a late run loses and
 * repeats nothing) and, while a failed run is being retried, `until` and the tenants `done`.
 */

export const DIGEST_JOB = { kind: 'notifications.digest', tenantId: null, key: 'daily' } as const;
/** The hour of the day (UTC) the digest goes out. */
export const DIGEST_HOUR_UTC = 7;
/** A run that failed part-way (database error, mail server down) is tried again this much later. */
export const DIGEST_RETRY_MS = 15 * 60 * 1000;
/** The most notifications one e-mail lists; it says how many more there are. */
export const DIGEST_MAX_ITEMS = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DigestPayload {
  /** ISO: notifications created after this are new (absent: the 24 h before `until`) */
  since?: string;
  /** ISO: the end of the window of a run being retried */
  until?: string;
  /** tenants already mailed in the run being retried */
  done?: string[];
}

export interface DigestDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  /** the site's origin: links are absolute */
  origin: string;
  brandName: string;
  log: DeliveryLog;
}

/** The first DIGEST_HOUR_UTC:00 UTC strictly after `now`. */
export function nextDigestAt(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC));
  return at.getTime() > now.getTime() ? at : new Date(at.getTime() + DAY_MS);
}

/** One user's digest e-mail: plain text and HTML, every link absolute. */
export function digestEmail(d: Pick<DigestDeps, 'origin' | 'brandName'>, to: string, items: DigestItem[]): MailMessage {
  const all = `${d.origin}/notifications`;
  const shown = items.slice(0, DIGEST_MAX_ITEMS);
  const more = items.length - shown.length;
  const linkOf = (n: DigestItem) => (n.link ? `${d.origin}${n.link}` : all);
  const intro = `You have ${items.length} new notification${items.length === 1 ? '' : 's'} on ${d.brandName} since your last digest.`;
  const moreLine = more > 0 ? `…and ${more} more: ${all}` : `See all your notifications: ${all}`;
  const footer = `You get this e-mail because your ${d.brandName} notification preferences ask for a daily digest; change them at ${all}.`;
  const text = [
    intro,
    '',
    ...shown.flatMap((n) => [`• ${n.title}`, ...(n.body ? [`  ${n.body}`] : []), `  ${linkOf(n)}`, '']),
    moreLine,
    '',
    footer,
  ].join('\n');
  const li = (n: DigestItem) =>
    `<li style="margin:0 0 12px"><a href="${escapeHtml(linkOf(n))}" style="font-weight:700">${escapeHtml(n.title)}</a>${
      n.body ? `<br><span>${escapeHtml(n.body)}</span>` : ''
    }</li>`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c1917">
<p>${escapeHtml(intro)}</p>
<ul style="padding-left:20px">${shown.map(li).join('')}</ul>
<p>${more > 0 ? `…and ${more} more: ` : 'See all your notifications: '}<a href="${escapeHtml(all)}">${escapeHtml(all)}</a></p>
<p style="font-size:12px;color:#57534e">${escapeHtml(footer)}</p></body></html>`;
  return { to, subject: `Your ${d.brandName} digest: ${items.length} new`, text, html };
}

/** The digests of one tenant's 'daily' users for the window (since, until]. */
async function tenantDigests(db: Db, tenantId: string, since: Date | null, until: Date) {
  return withTenant(db, tenantId, async (tx) => {
    const daily = await dailyDigestUserIds(tx);
    if (!daily.length) return [];
    const prefs = await preferencesOf(tx, daily);
    const emailTypes = new Map(
      [...prefs].map(([id, p]) => [
        id,
        new Set(Object.entries(p.channels).flatMap(([type, ch]) => (ch === 'email' ? [type] : []))),
      ]),
    );
    const userIds = [...emailTypes].filter(([, types]) => types.size > 0).map(([id]) => id);
    if (!userIds.length) return [];
    const rows = await unreadBetween(tx, userIds, since, until);
    const byUser = new Map<number, DigestItem[]>();
    for (const { user_id, ...item } of rows) {
      if (!emailTypes.get(user_id)?.has(item.type)) continue;
      byUser.set(user_id, [...(byUser.get(user_id) ?? []), item]);
    }
    const emails = await emailsOf(tx, [...byUser.keys()]);
    return [...byUser].flatMap(([id, items]) => {
      const to = emails.get(id);
      return to ? [{ userId: id, to, items }] : [];
    });
  });
}

/**
 * Mails one tenant's digests. A failed send is logged and skipped (the notifications stay unread
 * in the app); when every send fails the mail server is taken to be down and the tenant is tried
 * again (nobody in it was mailed, so nobody gets two).
 */
async function mailTenant(deps: DigestDeps, tenantId: string, since: Date | null, until: Date): Promise<number> {
  const digests = await tenantDigests(deps.db, tenantId, since, until);
  let sent = 0;
  let lastError: unknown;
  for (const dg of digests) {
    try {
      await deps.mailer.send(digestEmail(deps, dg.to, dg.items));
      sent++;
    } catch (err) {
      lastError = err;
      deps.log.warn({ err, tenantId, userId: dg.userId }, 'notification digest not sent');
    }
  }
  if (digests.length && !sent) throw lastError;
  return sent;
}

const validDate = (v: unknown): Date | null => {
  const d = typeof v === 'string' ? new Date(v) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

/** The 'notifications.digest' handler: mails every tenant's digests, then books the next run. */
export async function runDigest(deps: DigestDeps, job: Pick<ClaimedJob, 'payload'>): Promise<{ sent: number }> {
  const p = job.payload as DigestPayload;
  const now = deps.clock.now();
  const until = validDate(p.until) ?? now;
  const since = validDate(p.since) ?? new Date(until.getTime() - DAY_MS);
  const done = new Set(Array.isArray(p.done) ? p.done.filter((t) => typeof t === 'string') : []);
  let sent = 0;
  for (const id of await liveTenantIds(deps.db)) {
    if (done.has(id)) continue;
    try {
      sent += await mailTenant(deps, id, since, until);
      done.add(id);
    } catch (err) {
      // the same window again later, skipping the tenants already mailed
      deps.log.error({ err, tenantId: id }, 'notification digest failed; retrying the rest later');
      await scheduleJob(deps.db, {
        ...DIGEST_JOB,
        runAt: new Date(now.getTime() + DIGEST_RETRY_MS),
        payload: { since: since.toISOString(), until: until.toISOString(), done: [...done] },
      });
      return { sent };
    }
  }
  await scheduleJob(deps.db, { ...DIGEST_JOB, runAt: nextDigestAt(now), payload: { since: until.toISOString() } });
  return { sent };
}

/** Books the first digest unless one is already booked (moving it would skip or repeat a day). */
export async function ensureDigestScheduled(db: Db, clock: Clock): Promise<void> {
  if (!(await jobBooked(db, DIGEST_JOB)))
    await scheduleJob(db, { ...DIGEST_JOB, runAt: nextDigestAt(clock.now()), payload: {} });
}
