import type { TNotification, TNotificationList } from '@ankur/shared/schemas/notifications';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mergeLiveEvent } from '../../../lib/live-query';
import type { NotificationsSink } from '../../../lib/socket';
import { useRealtimeStore } from '../../../stores/realtime';
import { BELL_LIMIT, notificationKeys, refreshNotificationLists } from './list-notifications';
import { emptyPage, withItems } from './notification-rows';

/**
 * Live notifications (notification:new, the catch-up after a reconnect, notification:unread) go
 * where the lists' server data lives: the query cache (lib/live-query.ts). The realtime store keeps
 * only the connection's own state (the catch-up mark, the toast of a live arrival).
 */

/** Rows the bell's list keeps on top of what the server answered (for repeats across reconnects). */
export const MAX_ARRIVALS = 50;

type Pages = InfiniteData<TNotificationList, number>;

/** The unread count as last known (undefined until the server has told it). */
export function unreadCountOf(client: QueryClient): number | undefined {
  return client.getQueryData<number>(notificationKeys.unread);
}

export function setUnreadCount(client: QueryClient, unread: number): void {
  client.setQueryData<number>(notificationKeys.unread, Math.max(0, unread));
}

/** Every notification id the cached lists hold. */
function cachedIds(client: QueryClient): Set<number> {
  const ids = new Set<number>();
  for (const [, page] of client.getQueriesData<TNotificationList>({ queryKey: ['notifications', 'latest'] })) {
    for (const item of page?.data ?? []) ids.add(item.notification_id);
  }
  for (const [, data] of client.getQueriesData<Pages>({ queryKey: notificationKeys.pagesAll })) {
    for (const page of data?.pages ?? []) for (const item of page.data) ids.add(item.notification_id);
  }
  return ids;
}

/** Merges notifications into the cached lists: the bell's, and the screen's first pages. */
export function mergeIntoLists(client: QueryClient, items: readonly TNotification[]): void {
  if (items.length === 0) return;
  // the bell's list holds them even before it has loaded (its load then keeps them: keepNewer)
  const bell = notificationKeys.latest(BELL_LIMIT);
  if (client.getQueryData(bell) === undefined) client.setQueryData(bell, emptyPage(BELL_LIMIT));
  mergeLiveEvent<TNotificationList, readonly TNotification[]>(
    client,
    ['notifications', 'latest'],
    items,
    (page, rows) => (page ? withItems(page, rows, MAX_ARRIVALS) : page),
  );
  const update = (filter: 'all' | 'unread') =>
    mergeLiveEvent<Pages, readonly TNotification[]>(client, notificationKeys.pages(filter), items, (data, rows) => {
      const [first, ...rest] = data?.pages ?? [];
      if (!data || !first) return data;
      const fitting = filter === 'unread' ? rows.filter((row) => row.read_at === null) : rows;
      return { ...data, pages: [withItems(first, fitting, first.data.length + fitting.length), ...rest] };
    });
  update('all');
  update('unread');
}

/** Marks every cached notification read (nothing is unread any more). */
function markAllCachedRead(client: QueryClient): void {
  const now = new Date().toISOString();
  const read = (item: TNotification) => (item.read_at === null ? { ...item, read_at: now } : item);
  client.setQueriesData<TNotificationList>({ queryKey: ['notifications', 'latest'] }, (page) =>
    page ? { ...page, data: page.data.map(read) } : page,
  );
  client.setQueriesData<Pages>({ queryKey: notificationKeys.pagesAll }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map(read) })) } : data,
  );
}

/** The sink; `receive` answers the fresh ones (not seen before). */
export interface LiveNotifications extends NotificationsSink {
  receive: (items: readonly TNotification[], source: 'live' | 'catch-up') => TNotification[];
}

/** What the real-time connection does with notifications, on `client`'s cache. */
export function notificationsSink(client: QueryClient): LiveNotifications {
  return {
    baseline(page) {
      useRealtimeStore.getState().noteSeen(page.data);
      setUnreadCount(client, page.meta.unread);
    },
    receive(items, source) {
      const realtime = useRealtimeStore.getState();
      const known = cachedIds(client);
      const fresh: TNotification[] = [];
      for (const item of items) {
        if (known.has(item.notification_id)) continue;
        if (realtime.lastSeenId !== null && item.notification_id <= realtime.lastSeenId) continue;
        known.add(item.notification_id);
        fresh.push(item);
      }
      mergeIntoLists(client, items);
      const unread = unreadCountOf(client);
      const newlyUnread = fresh.filter((item) => item.read_at === null).length;
      if (unread !== undefined && newlyUnread > 0) setUnreadCount(client, unread + newlyUnread);
      realtime.noteArrivals(items, source, fresh);
      return fresh;
    },
    unread(unread, fromServerEvent = false) {
      setUnreadCount(client, unread);
      // nothing unread any more (read in another tab): every cached one has been read
      if (unread <= 0) markAllCachedRead(client);
      if (fromServerEvent) void refreshNotificationLists(client);
    },
  };
}

/** notificationsSink() of the query client the calling component sees. */
export function useNotificationsSink(): NotificationsSink {
  const client = useQueryClient();
  return useMemo(() => notificationsSink(client), [client]);
}
