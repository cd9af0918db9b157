import type { TNotification, TNotificationList } from '@ankur/shared/schemas/notifications';

/** Pure helpers over notification rows and list answers (merged by id, newest first). */

/** Merges two lists of notifications by id, newest (highest id) first; a read copy wins. */
export function mergeNotifications(first: readonly TNotification[], second: readonly TNotification[]): TNotification[] {
  const byId = new Map<number, TNotification>();
  for (const item of [...first, ...second]) {
    const seen = byId.get(item.notification_id);
    if (!seen || (seen.read_at === null && item.read_at !== null)) byId.set(item.notification_id, item);
  }
  return [...byId.values()].sort((a, b) => b.notification_id - a.notification_id);
}

/** A list answer with `items` merged in by id; `keep` bounds it (the bell's list keeps its arrivals). */
export function withItems(page: TNotificationList, items: readonly TNotification[], keep: number): TNotificationList {
  const added = items.filter((item) => !page.data.some((row) => row.notification_id === item.notification_id));
  const data = mergeNotifications(items, page.data).slice(0, Math.max(keep, page.data.length));
  return { ...page, data, meta: { ...page.meta, total: page.meta.total + added.length } };
}

/** An empty first page (the bell's list before it has loaded: a later load merges into it). */
export function emptyPage(limit: number): TNotificationList {
  return { data: [], meta: { page: 1, limit, total: 0, totalPages: 1, unread: 0 } };
}

/**
 * A first page as the server answered it, with the cached rows newer than its newest kept on top
 * (they arrived live while the request was on its way, or before the list first loaded).
 */
export function keepNewer(answer: TNotificationList, cached: TNotificationList | undefined): TNotificationList {
  const newest = answer.data.reduce((top, item) => Math.max(top, item.notification_id), 0);
  const newer = (cached?.data ?? []).filter((item) => item.notification_id > newest);
  return newer.length === 0 ? answer : withItems(answer, newer, answer.data.length + newer.length);
}
