import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationType,
  type TNotification,
  type TNotificationPreferences,
} from '@ankur/shared/schemas/notifications';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { notificationPreferences, notifications } from '../../db/schema/notifications.ts';
import { tenants } from '../../db/schema/tenants.ts';

/**
 * The only code that touches the notification tables. Every function runs inside the caller's
 * withTenant() transaction, so row-level security keeps it to the session's tenant; the user is
 * always named explicitly. The digest's platform-wide reads (tenants, its job) take the database.
 */

type NotificationRow = typeof notifications.$inferSelect;

const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());

export const toNotification = (r: NotificationRow): TNotification => ({
  notification_id: r.notification_id,
  type: r.type,
  title: r.title,
  body: r.body,
  link: r.link,
  read_at: iso(r.read_at),
  created_at: iso(r.created_at)!,
});

export async function insertNotifications(
  tx: Db,
  userIds: number[],
  n: { type: NotificationType; title: string; body: string | null; link: string | null },
): Promise<NotificationRow[]> {
  if (!userIds.length) return [];
  return tx
    .insert(notifications)
    .values(userIds.map((user_id) => ({ user_id, ...n })))
    .returning();
}

/** Unread counts of several users (0 for those with none). */
export async function unreadCounts(tx: Db, userIds: number[]): Promise<Map<number, number>> {
  const out = new Map(userIds.map((id) => [id, 0]));
  if (!userIds.length) return out;
  const rows = await tx
    .select({ user_id: notifications.user_id, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.user_id, userIds), isNull(notifications.read_at)))
    .groupBy(notifications.user_id);
  for (const r of rows) out.set(r.user_id, Number(r.n));
  return out;
}

export async function unreadCount(tx: Db, userId: number): Promise<number> {
  return (await unreadCounts(tx, [userId])).get(userId) ?? 0;
}

/** A user's notifications, newest first, one page; with the total of the filter. */
export async function listNotifications(
  tx: Db,
  userId: number,
  q: { page: number; limit: number; unreadOnly: boolean },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = and(eq(notifications.user_id, userId), q.unreadOnly ? isNull(notifications.read_at) : undefined);
  const rows = await tx
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.notification_id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await tx.select({ n: count() }).from(notifications).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A user's notifications after an id, oldest first (the catch-up after a reconnect). */
export function notificationsAfter(tx: Db, userId: number, afterId: number, limit: number) {
  return tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), gt(notifications.notification_id, afterId)))
    .orderBy(asc(notifications.notification_id))
    .limit(limit);
}

/** Whether the user has an unread notification of the type with exactly this link. */
export async function unreadWithLink(tx: Db, userId: number, type: NotificationType, link: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: notifications.notification_id })
    .from(notifications)
    .where(
      and(
        eq(notifications.user_id, userId),
        eq(notifications.type, type),
        eq(notifications.link, link),
        isNull(notifications.read_at),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Marks one of the user's notifications read (kept as first read); false when it is not theirs. */
export async function markRead(tx: Db, userId: number, notificationId: number): Promise<boolean> {
  const rows = await tx
    .update(notifications)
    .set({ read_at: sql`coalesce(${notifications.read_at}, now())` })
    .where(and(eq(notifications.notification_id, notificationId), eq(notifications.user_id, userId)))
    .returning({ id: notifications.notification_id });
  return rows.length > 0;
}

export async function markAllRead(tx: Db, userId: number): Promise<void> {
  await tx
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
}

/** The stored choices over the defaults (a type added later starts at its default). */
const withDefaults = (row?: {
  channels: Partial<TNotificationPreferences['channels']>;
  email_digest: string;
}): TNotificationPreferences => ({
  channels: { ...DEFAULT_NOTIFICATION_PREFERENCES.channels, ...(row?.channels ?? {}) },
  email_digest: row?.email_digest === 'daily' ? 'daily' : 'off',
});

export async function preferencesOf(tx: Db, userIds: number[]): Promise<Map<number, TNotificationPreferences>> {
  const rows = userIds.length
    ? await tx
        .select({
          user_id: notificationPreferences.user_id,
          channels: notificationPreferences.channels,
          email_digest: notificationPreferences.email_digest,
        })
        .from(notificationPreferences)
        .where(inArray(notificationPreferences.user_id, userIds))
    : [];
  const byUser = new Map(rows.map((r) => [r.user_id, r]));
  return new Map(userIds.map((id) => [id, withDefaults(byUser.get(id))]));
}

export async function savePreferences(tx: Db, userId: number, prefs: TNotificationPreferences): Promise<void> {
  await tx
    .insert(notificationPreferences)
    .values({ user_id: userId, channels: prefs.channels, email_digest: prefs.email_digest })
    .onConflictDoUpdate({
      target: [notificationPreferences.tenant_id, notificationPreferences.user_id],
      set: { channels: prefs.channels, email_digest: prefs.email_digest, updated_at: sql`now()` },
    });
}

/** The e-mail addresses of enabled, live users. */
export async function emailsOf(tx: Db, userIds: number[]): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  const rows = await tx
    .select({ user_id: users.user_id, email: users.email })
    .from(users)
    .where(and(inArray(users.user_id, userIds), eq(users.enabled, true), eq(users.is_deleted, false)));
  return new Map(rows.filter((r) => r.email).map((r) => [r.user_id, r.email as string]));
}

// ---------------------------------------------------------------- the daily digest

/** The users of the transaction's tenant whose preferences ask for the daily digest. */
export async function dailyDigestUserIds(tx: Db): Promise<number[]> {
  const rows = await tx
    .select({ user_id: notificationPreferences.user_id })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.email_digest, 'daily'));
  return rows.map((r) => r.user_id);
}

export interface DigestItem {
  type: NotificationType;
  title: string;
  body: string | null;
  link: string | null;
}

/** The users' unread notifications created in (since, until], oldest first. */
export function unreadBetween(
  tx: Db,
  userIds: number[],
  since: Date | null,
  until: Date,
): Promise<(DigestItem & { user_id: number })[]> {
  return tx
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
}

/** Every live tenant (the digest walks each). */
export async function liveTenantIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: tenants.tenant_id }).from(tenants).where(eq(tenants.is_deleted, false));
  return rows.map((r) => r.id);
}

/** Whether a job of that kind, tenant (null: a platform job) and key is booked. */
export async function jobBooked(db: Db, job: { kind: string; tenantId: null; key: string }): Promise<boolean> {
  const [existing] = await db
    .select({ id: jobs.job_id })
    .from(jobs)
    .where(and(eq(jobs.kind, job.kind), isNull(jobs.tenant_id), eq(jobs.key, job.key)));
  return existing !== undefined;
}
