import type {
  TCompetitionAction,
  TCompetitionDetail,
  TCompetitionInput,
  TCompetitionPage,
  TCompetitionPatch,
  ZCompetitionQuery,
} from '@ankur/shared/schemas/competitions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

/**
 * The competitions' calls: /api/competitions/* (modules/competitions on the server), with their
 * TanStack Query hooks. applications.ts holds the teams' calls, judging.ts the judges' and the
 * organisers' rounds, standings and results. Every write refreshes every competitions read.
 */

export const BASE = 'competitions';

/** The finder's query (ZCompetitionQuery, with page and limit as numbers). */
export type TCompetitionQuery = Partial<Omit<z.output<typeof ZCompetitionQuery>, 'page' | 'limit'>> & {
  page?: number;
  limit?: number;
};

export type CompetitionPage = TCompetitionPage;

/** How many pages a list's meta ({ page, limit, total }) spans. */
export const pagesOf = (meta: { limit: number; total: number }) =>
  Math.max(1, Math.ceil(meta.total / Math.max(1, meta.limit)));

export const competitionKeys = {
  all: ['competitions'] as const,
  list: (q: TCompetitionQuery) => ['competitions', 'list', q] as const,
  detail: (id: number) => ['competitions', 'detail', id] as const,
  myApplication: (id: number) => ['competitions', 'mine', id] as const,
  applications: (id: number, q: object) => ['competitions', 'applications', id, q] as const,
  judging: (id: number) => ['competitions', 'judging', id] as const,
  standings: (roundId: number) => ['competitions', 'standings', roundId] as const,
  leaderboard: (id: number) => ['competitions', 'leaderboard', id] as const,
};

/** GET /api/competitions: a page of cards (search, status tab, hub, mine). */
export function fetchCompetitions(q: TCompetitionQuery, signal?: AbortSignal) {
  return apiFetch<CompetitionPage>(BASE, {
    signal,
    query: { q: q.q || undefined, status: q.status, hub: q.hub, mine: q.mine, page: q.page, limit: q.limit },
  });
}

export const useCompetitions = (q: TCompetitionQuery, enabled = true) =>
  useQuery({
    queryKey: competitionKeys.list(q),
    enabled,
    queryFn: ({ signal }) => fetchCompetitions(q, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/competitions/{id}: the page (judges listed to managers only). */
export const useCompetition = (id: number) =>
  useQuery({
    queryKey: competitionKeys.detail(id),
    enabled: id > 0,
    queryFn: ({ signal }) => apiFetch<TCompetitionDetail>(`${BASE}/${id}`, { signal }),
  });

/** Every competitions read again after a change. */
export function useRefreshCompetitions() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: competitionKeys.all });
}

/** POST /api/competitions: a draft (Competition create). */
export function useCreateCompetition() {
  const refresh = useRefreshCompetitions();
  return useMutation({
    mutationFn: (input: TCompetitionInput) => apiFetch<TCompetitionDetail>(BASE, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

/** PATCH /api/competitions/{id}: the organiser's edits (rounds by round_id). */
export function useUpdateCompetition(id: number) {
  const refresh = useRefreshCompetitions();
  return useMutation({
    mutationFn: (patch: TCompetitionPatch) =>
      apiFetch<TCompetitionDetail>(`${BASE}/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: refresh,
  });
}

/** POST /api/competitions/{id}/transition: open, start_judging, publish_results, cancel. */
export function useCompetitionTransition(id: number) {
  const refresh = useRefreshCompetitions();
  return useMutation({
    mutationFn: ({ action, note }: { action: TCompetitionAction; note?: string }) =>
      apiFetch<TCompetitionDetail>(`${BASE}/${id}/transition`, {
        method: 'POST',
        body: note ? { action, note } : { action },
      }),
    onSuccess: refresh,
  });
}

/** DELETE /api/competitions/{id}: a draft goes for good. */
export function useDeleteCompetition() {
  const refresh = useRefreshCompetitions();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${BASE}/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
