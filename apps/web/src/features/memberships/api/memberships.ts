import type {
  TMembershipAdminList,
  TMembershipAdminRow,
  TMembershipDecision,
  TMembershipPlan,
  TMembershipRequest,
  TMembershipStatus,
  TMyMembership,
  TPlanInput,
  TPlanPatch,
  TSponsorCodeInput,
  TSponsorCodeRow,
} from '@ankur/shared/schemas/memberships';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useRealtimeEvent } from '../../../lib/socket';

/**
 * The calls of /membership and the Admin Center's Memberships tab (/api/memberships/*). The
 * apps grid (features/shell) reads the same GET memberships/me under the same key, so a change
 * here unlocks the grid at once.
 */
export const membershipKeys = {
  all: ['memberships'] as const,
  me: ['memberships', 'me'] as const,
  adminPlans: ['memberships', 'admin', 'plans'] as const,
  adminRequests: (status: TMembershipStatus, page: number) =>
    ['memberships', 'admin', 'requests', status, page] as const,
  adminCodes: ['memberships', 'admin', 'codes'] as const,
};

export const getMyMembership = (signal?: AbortSignal) => apiFetch<TMyMembership>('memberships/me', { signal });

export function useMyMembership() {
  return useQuery({ queryKey: membershipKeys.me, queryFn: ({ signal }) => getMyMembership(signal) });
}

/** The member's own changes: each answers the new state, written into the cache. */
function useMemberChange<V>(call: (vars: V) => Promise<TMyMembership>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (me) => client.setQueryData(membershipKeys.me, me) });
}

export const useRequestMembership = () =>
  useMemberChange((body: TMembershipRequest) =>
    apiFetch<TMyMembership>('memberships/request', { method: 'POST', body }),
  );
export const useRedeemCode = () =>
  useMemberChange((code: string) => apiFetch<TMyMembership>('memberships/redeem', { method: 'POST', body: { code } }));
export const useCancelMembership = () =>
  useMemberChange(() => apiFetch<TMyMembership>('memberships/cancel', { method: 'POST' }));

/**
 * Live: a 'membership' notification (the member's request decided; for administrators, a request
 * waiting) refreshes what this feature shows, and the apps grid with it.
 */
export function useMembershipNews() {
  const client = useQueryClient();
  useRealtimeEvent('notification:new', (notification) => {
    if (notification.type === 'membership') void client.invalidateQueries({ queryKey: membershipKeys.all });
  });
}

export function useAdminPlans() {
  return useQuery({
    queryKey: membershipKeys.adminPlans,
    queryFn: ({ signal }) => apiFetch<TMembershipPlan[]>('memberships/admin/plans', { signal }),
  });
}

export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, body }: { planId: number | null; body: TPlanInput | TPlanPatch }) =>
      planId === null
        ? apiFetch<TMembershipPlan>('memberships/admin/plans', { method: 'POST', body })
        : apiFetch<TMembershipPlan>(`memberships/admin/plans/${planId}`, { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}

export function useAdminRequests(status: TMembershipStatus, page: number) {
  return useQuery({
    queryKey: membershipKeys.adminRequests(status, page),
    queryFn: ({ signal }) =>
      apiFetch<TMembershipAdminList>('memberships/admin/requests', { signal, query: { status, page, limit: 20 } }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ membershipId, decision }: { membershipId: number; decision: TMembershipDecision }) =>
      apiFetch<TMembershipAdminRow>(`memberships/admin/requests/${membershipId}/decide`, {
        method: 'POST',
        body: decision,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['memberships', 'admin', 'requests'] }),
  });
}

export function useAdminCodes() {
  return useQuery({
    queryKey: membershipKeys.adminCodes,
    queryFn: ({ signal }) => apiFetch<TSponsorCodeRow[]>('memberships/admin/codes', { signal }),
  });
}

export function useCreateCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSponsorCodeInput) =>
      apiFetch<TSponsorCodeRow>('memberships/admin/codes', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: membershipKeys.adminCodes }),
  });
}

export function useSetCodeActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ codeId, active }: { codeId: number; active: boolean }) =>
      apiFetch<TSponsorCodeRow>(`memberships/admin/codes/${codeId}`, { method: 'PUT', body: { active } }),
    onSuccess: () => client.invalidateQueries({ queryKey: membershipKeys.adminCodes }),
  });
}
