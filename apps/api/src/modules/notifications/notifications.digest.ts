import type { NotificationType } from '@ankur/shared/schemas/notifications';
import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { notificationPreferences, notifications } from '../../db/schema/notifications.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Clock } from '../../lib/clock.ts';
import { escapeHtml } from '../../lib/html.ts';
import { type ClaimedJob, scheduleJob } from '../../lib/jobs.ts';
import type { Mailer, MailMessage } from '../../lib/mail.ts';
import { siteOrigin } from '../../plugins/context.ts';
import { emailsOf, preferencesOf } from './notifications.repository.ts';

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
  log: FastifyBaseLogger;
}

/** The first DIGEST_HOUR_UTC:00 UTC strictly after `now`. */
export function nextDigestAt(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC));
  return at.getTime() > now.getTime() ? at : new Date(at.getTime() + DAY_MS);
}

interface DigestItem {
  type: NotificationType;
  title: string;
  body: string | null;
  link: string | null;
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
    const daily = await tx
      .select({ user_id: notificationPreferences.user_id })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.email_digest, 'daily'));
    if (!daily.length) return [];
    const prefs = await preferencesOf(
      tx,
      daily.map((r) => r.user_id),
    );
    const emailTypes = new Map(
      [...prefs].map(([id, p]) => [
        id,
        new Set(Object.entries(p.channels).flatMap(([type, ch]) => (ch === 'email' ? [type] : []))),
      ]),
    );
    const userIds = [...emailTypes].filter(([, types]) => types.size > 0).map(([id]) => id);
    if (!userIds.length) return [];
    const rows = await tx
      .select({
        user_id: notifications.user_id,
        type: notifications.type,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
      })
      .from(notifications)
      .where(
        and(
          inArray(notifications.user_id, userIds),
          isNull(notifications.read_at),
          since ? gt(notifications.created_at, since.toISOString()) : undefined,
          lte(notifications.created_at, until.toISOString()),
        ),
      )
      .orderBy(asc(notifications.notification_id));
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
  const live = await deps.db.select({ id: tenants.tenant_id }).from(tenants).where(eq(tenants.is_deleted, false));
  let sent = 0;
  for (const { id } of live) {
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
  const [existing] = await db
    .select({ id: jobs.job_id })
    .from(jobs)
    .where(and(eq(jobs.kind, DIGEST_JOB.kind), isNull(jobs.tenant_id), eq(jobs.key, DIGEST_JOB.key)));
  if (!existing) await scheduleJob(db, { ...DIGEST_JOB, runAt: nextDigestAt(clock.now()), payload: {} });
}

/**
 * Registers the digest's job handler (after lib/jobs.ts jobsPlugin and the identity plugin) and
 * books the first run once the app is ready.
 */
export const notificationsDigestPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const deps: DigestDeps = {
    db: opts.db,
    mailer: app.identity.mailer,
    clock: app.identity.clock,
    origin: siteOrigin(app.config),
    brandName: app.config.brandName,
    log: app.log,
  };
  app.jobs.register(DIGEST_JOB.kind, async (job) => {
    await runDigest(deps, job);
  });
  app.addHook('onReady', async () => {
    await ensureDigestScheduled(opts.db, deps.clock).catch((err) =>
      app.log.error({ err }, 'notification digest: could not book the daily run'),
    );
  });
});
