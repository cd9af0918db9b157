import type { TNotification } from '@ankur/shared/schemas/notifications';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/tenant.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { Mailer, MailMessage } from '../../lib/mail.ts';
import { type RealtimeServer, tenantUserRoom } from '../../plugins/socket.ts';

/**
 * The live side of notifications (DESIGN.md convention 7): what notify() wrote is emitted to the
 * user's sockets in that tenant, and e-mailed when the user chose e-mail, only once the
 * transaction has committed. A notification of tenant A never reaches a socket whose session is
 * in tenant B (room tenant:ID:user:ID), just as the list of tenant B does not show it.
 */

/** One notification notify() wrote, with what its delivery needs. */
export interface RaisedNotification {
  user_id: number;
  tenant_id: string;
  notification: TNotification;
  /** the user's unread count in the tenant, this notification included */
  unread: number;
  /** set when the user receives this type by e-mail, one message each (digest 'off') */
  email: string | null;
}

/** Where delivery problems are written (the app's logger). */
export interface DeliveryLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What an app delivers with: its Socket.IO server, its mailer, where links point. */
export interface NotificationDelivery {
  io: RealtimeServer;
  mailer: Mailer;
  /** the site's origin: e-mailed links are absolute */
  origin: string;
  brandName: string;
  log: DeliveryLog;
}

/** Per database: each app (and each test app) delivers what its own transactions committed. */
const deliveries = new WeakMap<Db, NotificationDelivery>();

export function registerNotificationDelivery(db: Db, delivery: NotificationDelivery): () => void {
  deliveries.set(db, delivery);
  return () => {
    if (deliveries.get(db) === delivery) deliveries.delete(db);
  };
}

/** 'notification:unread' to a user's sockets in a tenant: the bell of every tab follows. */
export function publishUnread(io: RealtimeServer, tenantId: string, userId: number, unread: number): void {
  io.to(tenantUserRoom(tenantId, userId)).emit('notification:unread', { unread });
}

/** 'notification:new' for each, then each user's new unread count once. */
export function publishNotifications(io: RealtimeServer, raised: RaisedNotification[]): void {
  const latest = new Map<string, RaisedNotification>();
  for (const r of raised) {
    io.to(tenantUserRoom(r.tenant_id, r.user_id)).emit('notification:new', r.notification);
    latest.set(`${r.tenant_id}:${r.user_id}`, r);
  }
  for (const r of latest.values()) publishUnread(io, r.tenant_id, r.user_id, r.unread);
}

export function notificationEmail(d: Pick<NotificationDelivery, 'origin' | 'brandName'>, r: RaisedNotification) {
  const n = r.notification;
  const link = n.link ? `${d.origin}${n.link}` : `${d.origin}/notifications`;
  const settings = `${d.origin}/notifications`;
  const footer = `You get this e-mail because your ${d.brandName} notification preferences send these by e-mail; change them at ${settings}.`;
  const msg: MailMessage = {
    to: r.email!,
    subject: `${n.title} — ${d.brandName}`,
    text: [n.title, '', ...(n.body ? [n.body, ''] : []), link, '', footer].join('\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c1917">
<p style="font-weight:700">${escapeHtml(n.title)}</p>${n.body ? `<p>${escapeHtml(n.body)}</p>` : ''}
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="font-size:12px;color:#57534e">${escapeHtml(footer)}</p></body></html>`,
  };
  return msg;
}

async function mailEach(d: NotificationDelivery, raised: RaisedNotification[]): Promise<void> {
  for (const r of raised) {
    if (!r.email) continue;
    try {
      await d.mailer.send(notificationEmail(d, r));
    } catch (err) {
      // the notification is in the app either way; a mail outage must not fail the action
      d.log.warn({ err, notificationId: r.notification.notification_id }, 'notification e-mail not sent');
    }
  }
}

/**
 * Queues the delivery of notifications written in the current withTenant() transaction: sent
 * after it commits, never if it rolls back (then nothing was written).
 */
export function deliverAfterCommit(raised: RaisedNotification[]): void {
  if (!raised.length) return;
  afterCommit((db) => {
    const delivery = deliveries.get(db);
    if (!delivery) return;
    publishNotifications(delivery.io, raised);
    void mailEach(delivery, raised);
  });
}
