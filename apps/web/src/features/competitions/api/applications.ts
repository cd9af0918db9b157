import type {
  TApplication,
  TApplicationInput,
  TApplicationPage,
  TApplicationStatus,
  TMyApplication,
} from '@ankur/shared/schemas/competitions';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { BASE, competitionKeys, useRefreshCompetitions } from './competitions';

/** The teams' calls: apply, my application, edit, withdraw; the organisers' list of applications. */

/** GET /api/competitions/{id}/applications/mine: mine (as lead or member), or null when I have none. */
export async function fetchMyApplication(id: number, signal?: AbortSignal): Promise<TApplication | null> {
  const mine = await apiFetch<TMyApplication>(`${BASE}/${id}/applications/mine`, { signal });
  return mine.application;
}

export const useMyApplication = (id: number, enabled = true) =>
  useQuery({
    queryKey: competitionKeys.myApplication(id),
    enabled: enabled && id > 0,
    queryFn: ({ signal }) => fetchMyApplication(id, signal),
  });

/** POST /api/competitions/{id}/applications: the actor leads a new application (draft or submitted). */
export function useApply(id: number) {
  const refresh = useRefreshCompetitions();
  return useMutation({
    mutationFn: (input: TApplicationInput) =>
      apiFetch<TApplication>(`${BASE}/${id}/applications`, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

/** PATCH /api/competitions/applications/{id}: the lead edits until the deadline. */
export function useUpdateApplication() {
  const refresh = useRefreshCompetitions();
  return useMutation({
    mutationFn: ({ applicationId, input }: { applicationId: number; input: TApplicationInput }) =>
      apiFetch<TApplication>(`${BASE}/applications/${applicationId}`, { method: 'PATCH', body: input }),
    onSuccess: refresh,
  });
}

/** POST /api/competitions/applications/{id}/withdraw. */
export function useWithdrawApplication() {
  const refresh = useRefreshCompetitions();
  return useMutation({
    mutationFn: (applicationId: number) =>
      apiFetch<TApplication>(`${BASE}/applications/${applicationId}/withdraw`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

export interface ApplicationsQuery {
  status?: TApplicationStatus;
  page?: number;
}
export type ApplicationPage = TApplicationPage;

/** Organisers: GET /api/competitions/{id}/applications (pages of 50, status filter). */
export const useApplications = (id: number, q: ApplicationsQuery = {}, enabled = true) =>
  useQuery({
    queryKey: competitionKeys.applications(id, q),
    enabled: enabled && id > 0,
    queryFn: ({ signal }) =>
      apiFetch<ApplicationPage>(`${BASE}/${id}/applications`, { signal, query: { status: q.status, page: q.page } }),
  });
