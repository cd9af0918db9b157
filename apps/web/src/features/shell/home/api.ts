import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import type { TCalendarItem, TCalendarItemList } from '@ankur/shared/schemas/calendar';
import type { TVisit } from '@ankur/shared/schemas/identity';
import type { TEnrolmentRequestCount, TMyLearning } from '@ankur/shared/schemas/programs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { useLiveQueryUpdate } from '../../../lib/live-query';
import { programsEnrolled } from '../../../lib/resources';
import { useRealtimeEvent } from '../../../lib/socket';
import { useCan } from '../../../stores/access';

/**
 * What the home reads (issue 19): GET programs/my-learning (programs to continue, pending requests,
 * plan items due this week), GET auth/visit (first visit or not), GET calendar for the next 7 days
 * and, for program managers, the count of pending enrolment requests (GET enrolment-requests/count).
 */

/** How far ahead "Coming up" looks. */
export const UPCOMING_DAYS = 7;
/** How many calendar items "Coming up" lists. */
export const UPCOMING_SHOWN = 5;

export const homeKeys = {
  // under programs-enrolled/, so enrolling, withdrawing or completing a unit refreshes them
  learning: [programsEnrolled.prefix, 'my-learning'] as const,
  // the cache entry program management's count uses too
  pendingForManager: ['enrolment-requests', 'count'] as const,
  visit: ['auth', 'visit'] as const,
  // under calendar/items, so the calendar's own changes reach the home
  upcoming: (from: string) => ['calendar', 'items', 'home', from] as const,
};

export function useMyLearning() {
  const client = useQueryClient();
  // an approval or rejection arrives as a notification: the programs and requests follow it live
  useRealtimeEvent('notification:new', () => void client.invalidateQueries({ queryKey: homeKeys.learning }));
  return useQuery({
    queryKey: homeKeys.learning,
    queryFn: ({ signal }) => apiFetch<TMyLearning>('programs/my-learning', { signal }),
  });
}

export function useVisit() {
  return useQuery({
    queryKey: homeKeys.visit,
    queryFn: ({ signal }) => apiFetch<TVisit>('auth/visit', { signal }),
    // the answer belongs to this sign-in: it does not change while the session lasts
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The calendar items of the next UPCOMING_DAYS days, soonest first (the range is fixed when the home opens). */
export function useUpcoming() {
  const [range] = useState(() => {
    const from = new Date();
    return { from: from.toISOString(), to: new Date(from.getTime() + UPCOMING_DAYS * 86_400_000).toISOString() };
  });
  return useQuery({
    queryKey: homeKeys.upcoming(range.from),
    queryFn: async ({ signal }) => {
      const { items } = await apiFetch<TCalendarItemList>('calendar', { query: range, signal });
      return sortBySoonest(items);
    },
  });
}

export function sortBySoonest(items: readonly TCalendarItem[]): TCalendarItem[] {
  return [...items].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at) || a.id.localeCompare(b.id));
}

/** Whether the active role manages programs (approves enrolments): update on 'Programs and Courses'. */
export function useManagesPrograms(): boolean {
  return useCan(PROGRAMS_MENU, 'update');
}

/**
 * For a program manager: how many enrolment requests wait for a decision (nothing is fetched
 * otherwise). GET enrolment-requests/count, the count program management shows, kept live by the
 * same 'enrolment-requests:pending' event.
 */
export function usePendingForManager(enabled: boolean) {
  useLiveQueryUpdate(
    'enrolment-requests:pending',
    homeKeys.pendingForManager,
    (_old: TEnrolmentRequestCount | undefined, next) => next,
  );
  return useQuery({
    queryKey: homeKeys.pendingForManager,
    queryFn: ({ signal }) => apiFetch<TEnrolmentRequestCount>('enrolment-requests/count', { signal }),
    select: (count) => count.pending,
    enabled,
  });
}

/**
 * A first visit: no earlier sign-in (GET auth/visit). What others did for the person (an
 * administrator enrolling them) does not make it a return. Undefined until known.
 */
export function isFirstVisit(visit: TVisit | undefined): boolean | undefined {
  return visit ? visit.previous_visit_at === null : undefined;
}
