import type { TEnrolmentRequestList } from '@ankur/shared/schemas/programs';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { useLiveQueryUpdate } from '../../../../lib/live-query';
import { invalidate } from '../../../../lib/resource-client';
import { programsEnrolled } from '../../../../lib/resources';
import { useRealtimeEvent } from '../../../../lib/socket';

/**
 * The requests to join waiting on the tenant's program managers (issue 19): the count on the
 * managers' entries (Admin Center, /manage-cohort) and the list they approve from. Both follow
 * the server's 'enrolment-requests:pending' event, and are asked again after each reconnection.
 */

export const REQUESTS_PAGE_SIZE = 10;

export const requestKeys = {
  all: ['enrolment-requests'] as const,
  count: ['enrolment-requests', 'count'] as const,
  page: (page: number) => ['enrolment-requests', 'list', page] as const,
};

/** GET enrolment-requests/count → { pending }. */
export function getRequestCount(options: { signal?: AbortSignal } = {}) {
  return apiFetch<{ pending: number }>('enrolment-requests/count', { signal: options.signal });
}

/** GET enrolment-requests?page&limit: oldest first. */
export function listRequests(page: number, options: { signal?: AbortSignal } = {}) {
  return apiFetch<TEnrolmentRequestList>('enrolment-requests', {
    query: { page, limit: REQUESTS_PAGE_SIZE },
    signal: options.signal,
  });
}

export const requestCountQueryOptions = () =>
  queryOptions({ queryKey: requestKeys.count, queryFn: ({ signal }) => getRequestCount({ signal }) });

export const requestPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: requestKeys.page(page),
    queryFn: ({ signal }) => listRequests(page, { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Keeps the requests live while mounted: a new count replaces the cached one at once and the list
 * is read again (a request came in, or another manager answered one); a reconnect asks again.
 */
export function useLiveRequests(): void {
  const client = useQueryClient();
  useLiveQueryUpdate('enrolment-requests:pending', requestKeys.count, (_data: { pending: number } | undefined, p) => p);
  useRealtimeEvent('enrolment-requests:pending', () => {
    void client.invalidateQueries({ queryKey: [...requestKeys.all, 'list'] });
  });
  useRealtimeEvent('connect', () => void client.invalidateQueries({ queryKey: requestKeys.all }));
}

/** The live number of requests waiting (undefined until known), with the query's state. */
export function useRequestCount(enabled = true) {
  useLiveRequests();
  return useQuery({ ...requestCountQueryOptions(), enabled });
}

/** One page of the waiting requests, live. */
export function useRequestPage(page: number) {
  useLiveRequests();
  return useQuery(requestPageQueryOptions(page));
}

export type RequestDecision = 'enrolled' | 'rejected';

/** Drops a request from every cached page and lowers the count (a decision taken here). */
function dropRequest(client: QueryClient, enrollmentId: number): void {
  client.setQueriesData<TEnrolmentRequestList>({ queryKey: [...requestKeys.all, 'list'] }, (page) =>
    page?.data.some((r) => r.enrollment_id === enrollmentId)
      ? {
          ...page,
          data: page.data.filter((r) => r.enrollment_id !== enrollmentId),
          meta: { ...page.meta, total: Math.max(0, page.meta.total - 1) },
        }
      : page,
  );
  client.setQueryData<{ pending: number }>(requestKeys.count, (c) => (c ? { pending: Math.max(0, c.pending - 1) } : c));
}

/**
 * PUT programs-enrolled/updateProgramEnrolled/{id} { enrollment_status }: approve ('enrolled') or
 * decline ('rejected') a request. It leaves the list at once and comes back if the server refuses.
 */
export function useDecideRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ enrollmentId, status }: { enrollmentId: number; status: RequestDecision }) =>
      programsEnrolled.update(enrollmentId, { enrollment_status: status }),
    onMutate: async ({ enrollmentId }) => {
      await client.cancelQueries({ queryKey: requestKeys.all });
      dropRequest(client, enrollmentId);
    },
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: requestKeys.all }), invalidate(client, programsEnrolled)]),
  });
}
