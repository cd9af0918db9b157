import type { TPerson } from '@ankur/shared/schemas/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** GET messaging/people?q: people of the organisation (the people picker, @mentions). */
export function usePeopleSearch(q: string, enabled = true) {
  return useQuery({
    queryKey: ['people', q.trim()] as const,
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiFetch<{ data: TPerson[] }>('messaging/people', { query: { q: q.trim(), limit: 10 }, signal }),
  });
}
