import type { TCohortReadiness, TNudgeInput, TNudgeResult, TReadinessKey } from '@ankur/shared/schemas/readiness';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** A cohort's readiness (GET /api/readiness/cohorts/:id, modules/readiness/cohort.routes.ts) and its nudges. */

export const cohortKeys = {
  all: (cohortId: number) => ['readiness', 'cohort', cohortId] as const,
  view: (cohortId: number, key: TReadinessKey, inactiveDays: number) =>
    ['readiness', 'cohort', cohortId, key, inactiveDays] as const,
};

export const useCohortReadiness = (cohortId: number, key: TReadinessKey, inactiveDays: number, enabled = true) =>
  useQuery({
    queryKey: cohortKeys.view(cohortId, key, inactiveDays),
    enabled: enabled && cohortId > 0,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiFetch<TCohortReadiness>(`readiness/cohorts/${cohortId}`, {
        query: { key, inactive_days: inactiveDays },
        signal,
      }),
  });

export function useNudge(cohortId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TNudgeInput) =>
      apiFetch<TNudgeResult>(`readiness/cohorts/${cohortId}/nudges`, { method: 'POST', body: input }),
    onSuccess: () => void client.invalidateQueries({ queryKey: cohortKeys.all(cohortId) }),
  });
}
