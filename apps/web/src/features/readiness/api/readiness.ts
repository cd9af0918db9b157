import type {
  TAssessmentPage,
  TAttempt,
  TAttemptDetail,
  TFormData,
  TPathwayItem,
  TReadinessJourney,
  TReadinessKey,
  TStartAttempt,
} from '@ankur/shared/schemas/readiness';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * The readiness calls a person makes (issue 24): /api/readiness/* (modules/readiness on the
 * server), one typed fetcher and one TanStack Query hook each. The administrators' editor and
 * the cohort view keep their own calls (manage/, cohort/).
 */

export const readinessKeys = {
  all: ['readiness'] as const,
  journey: ['readiness', 'journey'] as const,
  page: (key: TReadinessKey) => ['readiness', 'page', key] as const,
  attempt: (id: number) => ['readiness', 'attempt', id] as const,
};

export const fetchJourney = (signal?: AbortSignal) => apiFetch<TReadinessJourney>('readiness', { signal });
export const fetchAssessment = (key: TReadinessKey, signal?: AbortSignal) =>
  apiFetch<TAssessmentPage>(`readiness/${key}`, { signal });
export const fetchAttempt = (id: number, signal?: AbortSignal) =>
  apiFetch<TAttemptDetail>(`readiness/attempts/${id}`, { signal });

export const startAttempt = (key: TReadinessKey, body: TStartAttempt) =>
  apiFetch<TAttempt>(`readiness/${key}/attempts`, { method: 'POST', body });
/** PUT one step's answers; where the person goes next travels with them (SPEC §3 currentStep). */
export const saveStep = (attemptId: number, step: number, answers: TFormData, nextStep: number) =>
  apiFetch<TAttempt>(`readiness/attempts/${attemptId}/steps/${step}`, {
    method: 'PUT',
    body: { answers, next_step: nextStep },
  });
export const submitAttempt = (attemptId: number) =>
  apiFetch<TAttempt | TAttemptDetail>(`readiness/attempts/${attemptId}/submit`, { method: 'POST', body: {} });
export const tickPathway = (itemId: number, done: boolean) =>
  apiFetch<TPathwayItem>(`readiness/pathway/${itemId}`, { method: 'PATCH', body: { done } });

export function useReadinessJourney() {
  return useQuery({ queryKey: readinessKeys.journey, queryFn: ({ signal }) => fetchJourney(signal) });
}

export function useAssessmentPage(key: TReadinessKey) {
  // The survey store owns the answers once the page is read: a refetch must not reopen the dialog.
  return useQuery({
    queryKey: readinessKeys.page(key),
    queryFn: ({ signal }) => fetchAssessment(key, signal),
    refetchOnWindowFocus: false,
    staleTime: 0,
  });
}

export function useAttemptDetail(id: number | null) {
  return useQuery({
    queryKey: readinessKeys.attempt(id ?? 0),
    queryFn: ({ signal }) => fetchAttempt(id ?? 0, signal),
    enabled: id !== null,
  });
}

/** Ticks or unticks a pathway item, optimistically (the list shows it at once; a failure puts it back). */
export function useTickPathway(attemptId: number) {
  const qc = useQueryClient();
  const key = readinessKeys.attempt(attemptId);
  return useMutation({
    mutationFn: ({ itemId, done }: { itemId: number; done: boolean }) => tickPathway(itemId, done),
    onMutate: async ({ itemId, done }) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<TAttemptDetail>(key);
      if (before) {
        qc.setQueryData<TAttemptDetail>(key, {
          ...before,
          pathway: before.pathway.map((p) =>
            p.item_id === itemId ? { ...p, done, done_at: done ? new Date().toISOString() : null } : p,
          ),
        });
      }
      return { before };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: readinessKeys.journey });
    },
  });
}
