import type {
  NotificationType,
  TNotification,
  TNotificationList,
  TNotificationPreferences,
} from '@ankur/shared/schemas/notifications';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { notFound } from '../../lib/errors.ts';
import type { UserScope } from '../../lib/scope.ts';
import { deliverAfterCommit, type RaisedNotification } from './notifications.events.ts';
import {
  emailsOf,
  insertNotifications,
  listNotifications,
  markAllRead,
  markRead,
  notificationsAfter,
  preferencesOf,
  savePreferences,
  toNotification,
  unreadCount,
  unreadCounts,
  unreadWithLink,
} from './notifications.repository.ts';

/**
 * Notifications (issue 9). Other features raise them with notify() inside their own
 * transaction; the routes and sockets read and mark them for the scope's own user in its tenant.
 */

export const NO_SUCH_NOTIFICATION = 'No such notification';
/** The most a catch-up returns at once; the client asks again from the last id it got. */
export const CATCH_UP_MAX = 100;

export interface NotifyInput {
  userIds: number[];
  type: NotificationType;
  title: string;
  body?: string | null;
  link?: string | null;
}

/**
 * Raises a notification for each user whose preference for the type is not 'none' (in_app and
 * email both keep it in the app), inside the caller's tenant transaction `tx`. Returns what was
 * written; the live emit and any e-mail follow once the transaction commits.
 */
export async function notify(tx: Db, input: NotifyInput): Promise<RaisedNotification[]> {
  const userIds = [...new Set(input.userIds)];
  if (!userIds.length) return [];
  const prefs = await preferencesOf(tx, userIds);
  const recipients = userIds.filter((id) => prefs.get(id)!.channels[input.type] !== 'none');
  const rows = await insertNotifications(tx, recipients, {
    type: input.type,
    title: input.title.slice(0, 300),
    body: input.body ?? null,
    link: input.link ?? null,
  });
  if (!rows.length) return [];
  const emailed = recipients.filter((id) => {
    const p = prefs.get(id)!;
    return p.channels[input.type] === 'email' && p.email_digest === 'off';
  });
  const unread = await unreadCounts(tx, recipients);
  const emails = await emailsOf(tx, emailed);
  const raised = rows.map((r) => ({
    user_id: r.user_id,
    tenant_id: r.tenant_id,
    notification: toNotification(r),
    unread: unread.get(r.user_id) ?? 0,
    email: emails.get(r.user_id) ?? null,
  }));
  deliverAfterCommit(raised);
  return raised;
}

/**
 * Whether a notification raised earlier for the same thing (same type and link) is still unread,
 * inside the caller's tenant transaction `tx`: a feature that should not say it twice asks first.
 */
export function stillUnread(tx: Db, userId: number, n: { type: NotificationType; link: string }): Promise<boolean> {
  return unreadWithLink(tx, userId, n.type, n.link);
}

export function listForUser(
  db: Db,
  scope: UserScope,
  q: { page: number; limit: number; unread?: 'true' | 'false' | undefined },
): Promise<TNotificationList> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { rows, total } = await listNotifications(tx, scope.actor.userId, { ...q, unreadOnly: q.unread === 'true' });
    const unread = q.unread === 'true' ? total : await unreadCount(tx, scope.actor.userId);
    return {
      data: rows.map(toNotification),
      meta: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit), unread },
    };
  });
}

export function unreadFor(db: Db, scope: UserScope): Promise<number> {
  return withTenant(db, scope.tenantId, (tx) => unreadCount(tx, scope.actor.userId));
}

/** Marks one of the user's own notifications read; another user's (or tenant's) answers 404. */
export function readOne(db: Db, scope: UserScope, notificationId: number): Promise<number> {
  return withTenant(db, scope.tenantId, async (tx) => {
    if (!(await markRead(tx, scope.actor.userId, notificationId))) throw notFound(NO_SUCH_NOTIFICATION);
    return unreadCount(tx, scope.actor.userId);
  });
}

export function readAll(db: Db, scope: UserScope): Promise<number> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await markAllRead(tx, scope.actor.userId);
    return unreadCount(tx, scope.actor.userId);
  });
}

export function preferencesFor(db: Db, scope: UserScope): Promise<TNotificationPreferences> {
  return withTenant(
    db,
    scope.tenantId,
    async (tx) => (await preferencesOf(tx, [scope.actor.userId])).get(scope.actor.userId)!,
  );
}

export function updatePreferences(
  db: Db,
  scope: UserScope,
  prefs: TNotificationPreferences,
): Promise<TNotificationPreferences> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await savePreferences(tx, scope.actor.userId, prefs);
    return (await preferencesOf(tx, [scope.actor.userId])).get(scope.actor.userId)!;
  });
}

/** The user's notifications with an id above `afterId`, oldest first, at most CATCH_UP_MAX. */
export function catchUp(db: Db, scope: UserScope, afterId: number): Promise<TNotification[]> {
  return withTenant(db, scope.tenantId, async (tx) =>
    (await notificationsAfter(tx, scope.actor.userId, afterId, CATCH_UP_MAX)).map(toNotification),
  );
}
