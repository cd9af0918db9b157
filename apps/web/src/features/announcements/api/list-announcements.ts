import type { TAnnouncement, TAnnouncementAudiences, TAnnouncementList } from '@ankur/shared/schemas/announcements';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** How many the feed loads per page. */
export const FEED_LIMIT = 10;
/** How many scheduled ones the managers' list shows. */
export const SCHEDULED_LIMIT = 50;

export const announcementKeys = {
  all: ['announcements'] as const,
  feed: ['announcements', 'feed'] as const,
  scheduled: ['announcements', 'scheduled'] as const,
  one: (id: number) => ['announcements', 'one', id] as const,
  audiences: ['announcements', 'audiences'] as const,
};

/** GET announcements?page&limit: the published ones whose audience includes the reader, newest first. */
export function useAnnouncementFeed() {
  return useInfiniteQuery({
    queryKey: announcementKeys.feed,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<TAnnouncementList>('announcements', { query: { page: pageParam, limit: FEED_LIMIT }, signal }),
    getNextPageParam: (last) => (last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined),
  });
}

/** GET announcements?scope=manage&status=scheduled: what will go out, soonest first (administrators). */
export function useScheduledAnnouncements(enabled: boolean) {
  return useQuery({
    queryKey: announcementKeys.scheduled,
    enabled,
    queryFn: ({ signal }) =>
      apiFetch<TAnnouncementList>('announcements', {
        query: { scope: 'manage', status: 'scheduled', limit: SCHEDULED_LIMIT },
        signal,
      }),
  });
}

/** GET announcements/{id}: one the reader followed a link to (?a=ID) that the loaded pages lack. */
export function useAnnouncement(id: number | null) {
  return useQuery({
    queryKey: announcementKeys.one(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => apiFetch<TAnnouncement>(`announcements/${id}`, { signal }),
  });
}

/** GET announcements/audiences: the roles, programs and 'everyone' a writer may choose. */
export function useAnnouncementAudiences(enabled: boolean) {
  return useQuery({
    queryKey: announcementKeys.audiences,
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) => apiFetch<TAnnouncementAudiences>('announcements/audiences', { signal }),
  });
}
