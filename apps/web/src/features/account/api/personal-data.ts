import type { TDataRequest, TMyData } from '@ankur/shared/schemas/personal-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, buildApiUrl } from '../../../lib/api-client';

/** The calls of "Your data" on /account (issue 20, decision 35): /api/account/data/*. */

export const personalDataKeys = { all: ['account', 'data'] as const };

/** How often the screen asks for the export's progress while it is being built. */
export const EXPORT_POLL_MS = 1500;

export const getMyData = (signal?: AbortSignal) => apiFetch<TMyData>('account/data', { signal });

/** Where the ready ZIP downloads from (a plain link: the session cookie goes with it). */
export const exportDownloadUrl = (id: number) => buildApiUrl(`account/data/export/${id}/download`);

const building = (data: TMyData | undefined) =>
  data?.export?.status === 'pending' || data?.export?.status === 'running';

export function useMyData() {
  return useQuery({
    queryKey: personalDataKeys.all,
    queryFn: ({ signal }) => getMyData(signal),
    // the export is built in the background: follow its progress until it is done
    refetchInterval: (query) => (building(query.state.data) ? EXPORT_POLL_MS : false),
  });
}

/** POST account/data/export: the new request goes into the cache, so the progress bar shows at once. */
export function useRequestExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<TDataRequest>('account/data/export', { method: 'POST' }),
    onSuccess: (request) =>
      client.setQueryData<TMyData>(personalDataKeys.all, (data) => ({
        erasure: data?.erasure ?? null,
        export: request,
      })),
    // a 409: one is already being built (another tab): show it
    onError: () => client.invalidateQueries({ queryKey: personalDataKeys.all }),
  });
}

/** POST account/data/erasure (current password): the account is deleted after the grace period. */
export function useRequestErasure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { password?: string }) =>
      apiFetch<TDataRequest>('account/data/erasure', { method: 'POST', body }),
    onSuccess: (request) => {
      client.setQueryData<TMyData>(personalDataKeys.all, (data) => ({
        export: data?.export ?? null,
        erasure: request,
      }));
      // every other device was signed out
      return client.invalidateQueries({ queryKey: ['account', 'sessions'] });
    },
  });
}

/** DELETE account/data/erasure: "Keep my account". */
export function useKeepAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<TMyData>('account/data/erasure', { method: 'DELETE' }),
    onSuccess: (data) => client.setQueryData(personalDataKeys.all, data),
  });
}
