import type { TNotificationPreferences } from '@ankur/shared/schemas/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './list-notifications';

/** GET notifications/preferences: a channel per type, and the e-mail digest. */
export function getNotificationPreferences(options: { signal?: AbortSignal } = {}) {
  return apiFetch<TNotificationPreferences>('notifications/preferences', { signal: options.signal });
}

/** PUT notifications/preferences (400 names a bad value) → the preferences as saved. */
export function saveNotificationPreferences(preferences: TNotificationPreferences) {
  return apiFetch<TNotificationPreferences>('notifications/preferences', { method: 'PUT', body: preferences });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => getNotificationPreferences({ signal }),
  });
}

export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved, sent) => client.setQueryData(notificationKeys.preferences, saved ?? sent),
  });
}
