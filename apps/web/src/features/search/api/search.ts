import type { TSearchKind, TSearchResults, TSuggestions, TSuiteRun } from '@ankur/shared/schemas/search';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The search's calls: /api/search, /api/search/suggest and /api/search/suite. */
export const searchKeys = {
  all: ['search'] as const,
  results: (q: string, kind: TSearchKind | undefined, limit: number) => ['search', 'results', q, kind, limit] as const,
  suggest: (q: string) => ['search', 'suggest', q] as const,
};

export const useSearchResults = (q: string, kind: TSearchKind | undefined, limit: number) =>
  useQuery({
    queryKey: searchKeys.results(q, kind, limit),
    queryFn: ({ signal }) => apiFetch<TSearchResults>('search', { query: { q, kind, limit: String(limit) }, signal }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export const useSuggestions = (q: string) =>
  useQuery({
    queryKey: searchKeys.suggest(q),
    queryFn: ({ signal }) => apiFetch<TSuggestions>('search/suggest', { query: { q }, signal }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useRunSuite = () => useMutation({ mutationFn: () => apiFetch<TSuiteRun>('search/suite') });
