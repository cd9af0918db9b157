import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { patchCachedNotifications, refreshNotificationLists } from './list-notifications';
import { setUnreadCount } from './live-notifications';

/** POST notifications/{id}/read → { unread } afterwards. */
export function markNotificationRead(notificationId: number): Promise<{ unread: number }> {
  return apiFetch<{ unread: number }>(`notifications/${notificationId}/read`, { method: 'POST' });
}

/** POST notifications/read-all → { unread } afterwards (0, unless some arrived meanwhile). */
export function markAllNotificationsRead(): Promise<{ unread: number }> {
  return apiFetch<{ unread: number }>('notifications/read-all', { method: 'POST' });
}

/** The cache after marking one read: the lists show it read, and the count is the server's. */
export function markedRead(client: QueryClient, notificationId: number, unread: number): void {
  setUnreadCount(client, unread);
  const now = new Date().toISOString();
  patchCachedNotifications(client, (item) =>
    item.notification_id === notificationId && item.read_at === null ? { ...item, read_at: now } : item,
  );
}

/** The cache after marking everything read. */
export function markedAllRead(client: QueryClient, unread: number): void {
  setUnreadCount(client, unread);
  const now = new Date().toISOString();
  patchCachedNotifications(client, (item) => (item.read_at === null ? { ...item, read_at: now } : item));
}

/** Marks one read: the bell, the lists and the count show it at once; the lists then refetch. */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: number) => markNotificationRead(notificationId),
    onSuccess: ({ unread }, notificationId) => {
      markedRead(client, notificationId, unread);
      void refreshNotificationLists(client);
    },
  });
}

/** Marks every notification read. */
export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unread }) => {
      markedAllRead(client, unread);
      void refreshNotificationLists(client);
    },
  });
}
