import type {
  TAssignment,
  TLeaderboardRow,
  TStanding,
  ZAdvanceInput,
  ZResultsInput,
  ZScoreInput,
  ZStandings,
} from '@ankur/shared/schemas/competitions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { BASE, competitionKeys, useRefreshCompetitions } from './competitions';

/** The judges' calls (queue, score, conflict) and the organisers' (standings, advance, results). */

export type TScoreInput = z.input<typeof ZScoreInput>;
export type TStandings = z.infer<typeof ZStandings>;
export type TAdvanceInput = z.input<typeof ZAdvanceInput>;
export type TResultsInput = z.input<typeof ZResultsInput>;
export type { TLeaderboardRow, TStanding };

/** GET /api/competitions/{id}/judging: my assignments in the competition's active rounds. */
export const useJudging = (id: number) =>
  useQuery({
    queryKey: competitionKeys.judging(id),
    enabled: id > 0,
    queryFn: ({ signal }) => apiFetch<TAssignment[]>(`${BASE}/${id}/judging`, { signal }),
  });

/** PUT /api/competitions/assignments/{id}/score: the scores so far (final = submit the score). */
export function saveScore(assignmentId: number, input: TScoreInput, keepalive = false) {
  return apiFetch<TAssignment>(`${BASE}/assignments/${assignmentId}/score`, { method: 'PUT', body: input, keepalive });
}

/**
 * The score save as a mutation: the answer replaces the assignment in the cached queue (so a
 * reload of the screen's data brings back what was saved, and nothing is fetched again per keystroke).
 */
export function useSaveScore(competitionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ assignmentId, input }: { assignmentId: number; input: TScoreInput }) =>
      saveScore(assignmentId, input),
    onSuccess: (saved) => {
      client.setQueryData<TAssignment[]>(competitionKeys.judging(competitionId), (old) =>
        old?.map((a) => (a.assignment_id === saved.assignment_id ? saved : a)),
      );
    },
  });
}

/** POST /api/competitions/assignments/{id}/conflict: the judge steps aside, with a reason. */
export function useDeclareConflict(competitionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ assignmentId, reason }: { assignmentId: number; reason: string }) =>
      apiFetch<TAssignment>(`${BASE}/assignments/${assignmentId}/conflict`, { method: 'POST', body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: competitionKeys.judging(competitionId) }),
  });
}

/** Organisers: GET /api/competitions/rounds/{roundId}/standings. */
export const useStandings = (roundId: number, enabled = true) =>
  useQuery({
    queryKey: competitionKeys.standings(roundId),
    enabled: enabled && roundId > 0,
    queryFn: ({ signal }) => apiFetch<TStandings>(`${BASE}/rounds/${roundId}/standings`, { signal }),
  });

/** Organisers: POST /api/competitions/rounds/{roundId}/advance (the rest stop; the next round opens). */
export function useAdvance() {
  const refresh = useRefreshCompetitions();
  return useMutation({
    mutationFn: ({ roundId, input }: { roundId: number; input: TAdvanceInput }) =>
      apiFetch<unknown>(`${BASE}/rounds/${roundId}/advance`, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

/** Organisers: POST /api/competitions/{id}/results (ranks, prizes, certificates; publishes). */
export function usePublishResults(id: number) {
  const refresh = useRefreshCompetitions();
  return useMutation({
    mutationFn: (input: TResultsInput) => apiFetch<unknown>(`${BASE}/${id}/results`, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

/** GET /api/competitions/{id}/leaderboard (public when the organiser chose so and results are out). */
export const useLeaderboard = (id: number, enabled = true) =>
  useQuery({
    queryKey: competitionKeys.leaderboard(id),
    enabled: enabled && id > 0,
    queryFn: ({ signal }) => apiFetch<TLeaderboardRow[]>(`${BASE}/${id}/leaderboard`, { signal }),
  });
