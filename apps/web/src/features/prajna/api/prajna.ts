import type {
  TPrajnaAsk,
  TPrajnaAskResult,
  TPrajnaBenchConfig,
  TPrajnaBenchRun,
  TPrajnaHealth,
  TPrajnaHistory,
  TPrajnaLanguage,
  TPrajnaOverview,
  TPrajnaThread,
} from '@ankur/shared/schemas/prajna';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Prajna's calls: /api/prajna/* (and the content library's save, for a cited piece). */

export const prajnaKeys = {
  all: ['prajna'] as const,
  overview: (language: TPrajnaLanguage, signedIn: boolean) => ['prajna', 'overview', language, signedIn] as const,
  history: ['prajna', 'history'] as const,
  benchConfig: ['prajna', 'bench', 'config'] as const,
};

export const useOverview = (language: TPrajnaLanguage, signedIn: boolean) =>
  useQuery({
    queryKey: prajnaKeys.overview(language, signedIn),
    queryFn: ({ signal }) => apiFetch<TPrajnaOverview>('prajna/overview', { signal, query: { language } }),
  });

export const useHistory = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: prajnaKeys.history,
    enabled,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<TPrajnaHistory>('prajna/history', { signal, query: { cursor: pageParam || undefined } }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** After a new set: the history and the hour's usage changed. */
function useRefreshAfterAnswer() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: prajnaKeys.history });
    void qc.invalidateQueries({ queryKey: ['prajna', 'overview'] });
  };
}

export function useAsk() {
  const refresh = useRefreshAfterAnswer();
  return useMutation({
    mutationFn: (input: TPrajnaAsk) => apiFetch<TPrajnaAskResult>('prajna/ask', { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function useAlternative() {
  const refresh = useRefreshAfterAnswer();
  return useMutation({
    mutationFn: (answerId: number) =>
      apiFetch<TPrajnaAskResult>(`prajna/answers/${answerId}/alternatives`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** One question with its sets, reopened from the history. */
export function useOpenThread() {
  return useMutation({
    mutationFn: (answerId: number) => apiFetch<TPrajnaThread>(`prajna/answers/${answerId}`),
  });
}

export function useForgetQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (answerId: number) => apiFetch<null>(`prajna/answers/${answerId}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: prajnaKeys.history }),
  });
}

export function useForgetAll() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ deleted: number }>('prajna/history', { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: prajnaKeys.history }),
  });
}

/** Saves a cited content piece to my library (the content API's save). */
export function useSaveToLibrary() {
  return useMutation({
    mutationFn: (contentId: number) =>
      apiFetch<{ saved: boolean; save_count: number }>(`content/items/${contentId}/save`, { method: 'POST' }),
  });
}

// the administrators' test bench

export const useBenchConfig = (enabled: boolean) =>
  useQuery({
    queryKey: prajnaKeys.benchConfig,
    enabled,
    queryFn: ({ signal }) => apiFetch<TPrajnaBenchConfig>('prajna/bench/config', { signal }),
  });

export const useBenchRun = () =>
  useMutation({
    mutationFn: (input: TPrajnaAsk) => apiFetch<TPrajnaBenchRun>('prajna/bench/run', { method: 'POST', body: input }),
  });

export const useBenchHealth = () =>
  useMutation({ mutationFn: () => apiFetch<TPrajnaHealth>('prajna/bench/health', { method: 'POST' }) });
