import type {
  TApplication,
  TApplicationInput,
  TCall,
  TCallInput,
  TCallPage,
  TCollabInput,
  TCollaboratorOrganisations,
  TCollaboratorPeople,
  TCollabPage,
  TCollabRequest,
  TCommunityHub,
  TDecisionInput,
  TMyApplicationPage,
  TMyCollabPage,
  TOpenToCollaborate,
} from '@ankur/shared/schemas/community-involvement';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, type QueryValue } from '../../../../lib/api-client';
import { useRealtimeEvent } from '../../../../lib/socket';

/** The calls of get involved, the collaboration hub and the community hub: /api/community/*. */

export type Filters = Record<string, QueryValue>;

export const involvementKeys = {
  calls: ['community', 'calls'] as const,
  callList: (f: Filters) => ['community', 'calls', 'list', f] as const,
  myCalls: ['community', 'calls', 'mine'] as const,
  call: (id: number) => ['community', 'calls', 'one', id] as const,
  applicants: (id: number) => ['community', 'calls', 'applicants', id] as const,
  myApplications: ['community', 'calls', 'applications'] as const,
  requests: ['community', 'collab'] as const,
  requestList: (f: Filters) => ['community', 'collab', 'list', f] as const,
  myRequests: ['community', 'collab', 'mine'] as const,
  request: (id: number) => ['community', 'collab', 'one', id] as const,
  people: (f: Filters) => ['community', 'collaborators', 'people', f] as const,
  organisations: (f: Filters) => ['community', 'collaborators', 'organisations', f] as const,
  me: ['community', 'collaborators', 'me'] as const,
  hub: ['community', 'hub'] as const,
};

/** One keyset-paged list: `before` is the last id of the page before. */
function usePaged<T extends { next_before: number | null }>(
  key: readonly unknown[],
  path: string,
  filters: Filters = {},
) {
  return useInfiniteQuery({
    queryKey: key,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) => apiFetch<T>(path, { signal, query: { ...filters, before: pageParam } }),
    getNextPageParam: (last) => last.next_before,
  });
}

export const useCalls = (filters: Filters) =>
  usePaged<TCallPage>(involvementKeys.callList(filters), 'community/calls', filters);
export const useMyCalls = () => usePaged<TCallPage>(involvementKeys.myCalls, 'community/calls/mine');
export const useMyApplications = () =>
  usePaged<TMyApplicationPage>(involvementKeys.myApplications, 'community/applications/mine');
export const useCall = (id: number | null) =>
  useQuery({
    queryKey: involvementKeys.call(id ?? 0),
    queryFn: ({ signal }) => apiFetch<TCall>(`community/calls/${id}`, { signal }),
    enabled: id !== null && id > 0,
  });
export const useApplicants = (id: number) =>
  useQuery({
    queryKey: involvementKeys.applicants(id),
    queryFn: ({ signal }) => apiFetch<{ data: TApplication[] }>(`community/calls/${id}/applications`, { signal }),
  });

export const useRequests = (filters: Filters) =>
  usePaged<TCollabPage>(involvementKeys.requestList(filters), 'community/collab-requests', filters);
export const useMyRequests = () =>
  usePaged<TMyCollabPage>(involvementKeys.myRequests, 'community/collab-requests/mine');
export const useRequest = (id: number | null) =>
  useQuery({
    queryKey: involvementKeys.request(id ?? 0),
    queryFn: ({ signal }) => apiFetch<TCollabRequest>(`community/collab-requests/${id}`, { signal }),
    enabled: id !== null && id > 0,
  });

export const usePeople = (filters: Filters) =>
  usePaged<TCollaboratorPeople>(involvementKeys.people(filters), 'community/collaborators/people', filters);
export const useOrganisations = (filters: Filters) =>
  usePaged<TCollaboratorOrganisations>(
    involvementKeys.organisations(filters),
    'community/collaborators/organisations',
    filters,
  );
export const useOpenToCollaborate = () =>
  useQuery({
    queryKey: involvementKeys.me,
    queryFn: ({ signal }) => apiFetch<TOpenToCollaborate>('community/collaborators/me', { signal }),
  });

export const useCommunityHub = () =>
  useQuery({
    queryKey: involvementKeys.hub,
    queryFn: ({ signal }) => apiFetch<TCommunityHub>('community/hub', { signal }),
  });

/** A write, then every list it may have changed reads again. */
function useWrite<I, O>(fn: (input: I) => Promise<O>, refresh: readonly (readonly unknown[])[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

const everyCall = [involvementKeys.calls, involvementKeys.hub];
const everyRequest = [involvementKeys.requests, involvementKeys.hub, ['community', 'collaborators']];

export const usePostCall = () =>
  useWrite((body: TCallInput) => apiFetch<TCall>('community/calls', { method: 'POST', body }), everyCall);
export const useSetCallStatus = () =>
  useWrite(
    ({ id, status }: { id: number; status: 'open' | 'closed' }) =>
      apiFetch<TCall>(`community/calls/${id}`, { method: 'PATCH', body: { status } }),
    everyCall,
  );
export const useApply = () =>
  useWrite(
    ({ id, body }: { id: number; body: TApplicationInput }) =>
      apiFetch<TApplication>(`community/calls/${id}/applications`, { method: 'POST', body }),
    everyCall,
  );
export const useDecide = () =>
  useWrite(
    ({ id, body }: { id: number; body: TDecisionInput }) =>
      apiFetch<TApplication>(`community/applications/${id}`, { method: 'PATCH', body }),
    everyCall,
  );
export const useWithdraw = () =>
  useWrite((id: number) => apiFetch<TApplication>(`community/applications/${id}`, { method: 'DELETE' }), everyCall);

export const usePostRequest = () =>
  useWrite(
    (body: TCollabInput) => apiFetch<TCollabRequest>('community/collab-requests', { method: 'POST', body }),
    everyRequest,
  );
export const useCloseRequest = () =>
  useWrite(
    ({ id, status }: { id: number; status: 'fulfilled' | 'withdrawn' }) =>
      apiFetch<TCollabRequest>(`community/collab-requests/${id}`, { method: 'PATCH', body: { status } }),
    everyRequest,
  );
export const useRespond = () =>
  useWrite(
    ({ id, note }: { id: number; note: string }) =>
      apiFetch<{ response_id: number; conversation_id: number }>(`community/collab-requests/${id}/responses`, {
        method: 'POST',
        body: { note },
      }),
    everyRequest,
  );
export const useSetOpenToCollaborate = () =>
  useWrite(
    (open: boolean) =>
      apiFetch<TOpenToCollaborate>('community/collaborators/me', {
        method: 'PUT',
        body: { open_to_collaborate: open },
      }),
    [involvementKeys.me, ['community', 'collaborators']],
  );

/** Opens (or finds) the direct conversation with a person; answers its id for /messages?c=. */
export const useStartConversation = () =>
  useMutation({
    mutationFn: (userId: number) =>
      apiFetch<{ conversation_id: number }>('conversations', {
        method: 'POST',
        body: { kind: 'direct', user_id: userId },
      }),
  });

/** POST community/connections (the network capability): a connection request with a note. */
export const useConnect = () =>
  useMutation({
    mutationFn: ({ userId, note }: { userId: number; note: string }) =>
      apiFetch<unknown>('community/connections', {
        method: 'POST',
        body: { user_id: userId, note: note || undefined },
      }),
  });

/**
 * Live: someone applied to the caller's call, the organiser decided the caller's application, or
 * someone responded to the caller's request (their notifications arrive over the one socket): the
 * lists that show it read again, so the organiser sees the applicant without reloading.
 */
export function useInvolvementNews() {
  const client = useQueryClient();
  useRealtimeEvent('notification:new', (notification) => {
    if (notification.type === 'call_application' || notification.type === 'call_decision') {
      void client.invalidateQueries({ queryKey: involvementKeys.calls });
    } else if (notification.type === 'collab_response') {
      void client.invalidateQueries({ queryKey: involvementKeys.requests });
    }
  });
}
