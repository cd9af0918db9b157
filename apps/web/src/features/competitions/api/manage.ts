import type { TLeaderboardRow } from '@ankur/shared/schemas/competitions';
import type { TEventPage } from '@ankur/shared/schemas/events';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { BASE, competitionKeys } from './competitions';

/**
 * The organiser's screen's own calls; the rest (the competition, its lifecycle, applications,
 * standings, advance, results) are competitions.ts's, applications.ts's and judging.ts's.
 */

/** GET /api/events?mine=organising: the events I organise, to attach the competition to one. */
export const useMyOrganisedEvents = () =>
  useQuery({
    queryKey: ['events', 'list', { mine: 'organising' }] as const,
    queryFn: ({ signal }) =>
      apiFetch<TEventPage>('events', { signal, query: { mine: 'organising', limit: 48, sort: 'soonest' } }),
    staleTime: 60_000,
  });

/**
 * GET /api/competitions/{id}/leaderboard for the organiser's preview: the contract answers a bare
 * array (ZLeaderboard); a `{ data }` page is read too.
 */
export const useLeaderboardRows = (id: number, enabled = true) =>
  useQuery({
    queryKey: [...competitionKeys.leaderboard(id), 'rows'] as const,
    enabled: enabled && id > 0,
    queryFn: async ({ signal }) => {
      const body = await apiFetch<TLeaderboardRow[] | { data: TLeaderboardRow[] }>(`${BASE}/${id}/leaderboard`, {
        signal,
      });
      return Array.isArray(body) ? body : body.data;
    },
  });
