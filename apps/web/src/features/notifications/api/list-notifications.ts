import type { TNotification, TNotificationList } from '@ankur/shared/schemas/notifications';
import { type InfiniteData, type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useRealtimeStore } from '../../../stores/realtime';
import { keepNewer } from './notification-rows';

/** The screen's filter: every notification, or the unread ones. */
export type NotificationFilter = 'all' | 'unread';

/** How many the bell lists, and how many the screen loads per page. */
export const BELL_LIMIT = 8;
export const PAGE_LIMIT = 20;

export const notificationKeys = {
  all: ['notifications'] as const,
  latest: (limit: number) => ['notifications', 'latest', limit] as const,
  pagesAll: ['notifications', 'pages'] as const,
  pages: (filter: NotificationFilter) => ['notifications', 'pages', filter] as const,
  preferences: ['notifications', 'preferences'] as const,
  /** the unread count (the badge): written by list answers, the connection and marking read */
  unread: ['notifications', 'unread-count'] as const,
};

/**
 * GET notifications?page&limit&unread=true: newest first. The answer tells the realtime store the
 * highest id seen (a catch-up after a reconnect starts there), and `client` the unread count if it
 * has none.
 */
export async function listNotifications(
  params: { page: number; limit: number; filter: NotificationFilter },
  options: { signal?: AbortSignal; client?: QueryClient } = {},
): Promise<TNotificationList> {
  const answer = await apiFetch<TNotificationList>('notifications', {
    query: { page: params.page, limit: params.limit, unread: params.filter === 'unread' ? 'true' : undefined },
    signal: options.signal,
  });
  const realtime = useRealtimeStore.getState();
  // the top of the whole list (not of the unread ones, which may skip read ones below it)
  if (params.page === 1 && params.filter === 'all') realtime.noteSeen(answer.data);
  const { client } = options;
  if (client && client.getQueryData(notificationKeys.unread) === undefined) {
    client.setQueryData(notificationKeys.unread, answer.meta.unread);
  }
  return answer;
}

/** The bell's list: the latest notifications, read or not. */
export function useLatestNotifications(limit = BELL_LIMIT) {
  return useQuery({
    queryKey: notificationKeys.latest(limit),
    // live arrivals newer than the answer stay on top (they came while it was on its way)
    queryFn: async ({ signal, client, queryKey }) =>
      keepNewer(
        await listNotifications({ page: 1, limit, filter: 'all' }, { signal, client }),
        client.getQueryData<TNotificationList>(queryKey),
      ),
  });
}

/** The screen's list, a page at a time ("Load more"). */
export function useNotificationPages(filter: NotificationFilter) {
  return useInfiniteQuery({
    queryKey: notificationKeys.pages(filter),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal, client }) =>
      listNotifications({ page: pageParam, limit: PAGE_LIMIT, filter }, { signal, client }),
    getNextPageParam: (last) => (last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined),
  });
}

/** The unread count as the badge shows it (null until the server has told it); it never loads by itself. */
export function useUnreadCount(): number | null {
  const { data } = useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ client }) => client.getQueryData<number>(notificationKeys.unread) ?? null,
    enabled: false,
  });
  return data ?? null;
}

/** Applies `change` to every notification the cached lists hold (after marking read). */
export function patchCachedNotifications(client: QueryClient, change: (item: TNotification) => TNotification): void {
  const patchPage = (page: TNotificationList): TNotificationList => ({ ...page, data: page.data.map(change) });
  client.setQueriesData<TNotificationList>({ queryKey: ['notifications', 'latest'] }, (page) =>
    page ? patchPage(page) : page,
  );
  client.setQueriesData<InfiniteData<TNotificationList, number>>({ queryKey: notificationKeys.pagesAll }, (data) =>
    data ? { ...data, pages: data.pages.map(patchPage) } : data,
  );
}

/** Refetches the lists (not the preferences): after a read elsewhere, or marking read here. */
export function refreshNotificationLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    queryKey: notificationKeys.all,
    predicate: (query) => query.queryKey[1] === 'latest' || query.queryKey[1] === 'pages',
  });
}
