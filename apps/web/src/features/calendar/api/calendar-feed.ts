import type { TCalendarFeedCreated, TCalendarFeedStatus } from '@ankur/shared/schemas/calendar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { calendarKeys } from './calendar-items';

/** GET calendar/feed → whether the user has a feed, and since when (never its URL). */
export function getFeedStatus(options: { signal?: AbortSignal } = {}) {
  return apiFetch<TCalendarFeedStatus>('calendar/feed', { signal: options.signal });
}

/** POST calendar/feed → a new private URL (shown only now), replacing any earlier one. */
export function createFeed() {
  return apiFetch<TCalendarFeedCreated>('calendar/feed', { method: 'POST' });
}

/** DELETE calendar/feed: the URL stops working. */
export function deleteFeed() {
  return apiFetch<void>('calendar/feed', { method: 'DELETE' });
}

export function useFeedStatus() {
  return useQuery({ queryKey: calendarKeys.feed, queryFn: ({ signal }) => getFeedStatus({ signal }) });
}

export function useCreateFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFeed,
    onSuccess: (made) => client.setQueryData(calendarKeys.feed, { exists: true, created_at: made.created_at }),
  });
}

export function useDeleteFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFeed,
    onSuccess: () => client.setQueryData(calendarKeys.feed, { exists: false, created_at: null }),
  });
}
