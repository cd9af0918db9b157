import type {
  TInvestorAdminList,
  TInvestorAdminRow,
  TInvestorBadge,
  TInvestorDecision,
  TInvestorProfileInput,
  TInvestorStatus,
  TMyInvestorProfile,
} from '@ankur/shared/schemas/investors';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useRealtimeEvent } from '../../../lib/socket';
import { useSessionStore } from '../../../stores/session';

/** The calls of /investor-registration and the Admin Center's Investors tab (/api/investors/*). */
export const investorKeys = {
  all: ['investors'] as const,
  me: ['investors', 'me'] as const,
  admin: (status: TInvestorStatus, page: number) => ['investors', 'admin', status, page] as const,
  badge: (userId: number) => ['investors', 'badge', userId] as const,
};

export function useMyInvestorProfile() {
  return useQuery({
    queryKey: investorKeys.me,
    queryFn: ({ signal }) => apiFetch<TMyInvestorProfile>('investors/me', { signal }),
  });
}

/**
 * Live: an 'investor' notification (the registration decided; for administrators, one waiting)
 * refreshes the registrations, the badge and, for the investor, the privileges (the Investor Workspace).
 */
export function useInvestorNews() {
  const client = useQueryClient();
  useRealtimeEvent('notification:new', (notification) => {
    if (notification.type !== 'investor') return;
    void client.invalidateQueries({ queryKey: investorKeys.all });
    void useSessionStore.getState().loadPrivileges();
  });
}

export function useRegisterInvestor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TInvestorProfileInput) => apiFetch<TMyInvestorProfile>('investors/me', { method: 'PUT', body }),
    onSuccess: (saved) => {
      client.setQueryData(investorKeys.me, saved);
      // a verified investor who changed the registration no longer reads the Investor Workspace
      void useSessionStore.getState().loadPrivileges();
    },
  });
}

/** Whether a person is a verified investor (the badge another screen can show). */
export function useInvestorBadge(userId: number) {
  return useQuery({
    queryKey: investorKeys.badge(userId),
    queryFn: ({ signal }) => apiFetch<TInvestorBadge>(`investors/${userId}/badge`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useInvestorReviews(status: TInvestorStatus, page: number) {
  return useQuery({
    queryKey: investorKeys.admin(status, page),
    queryFn: ({ signal }) =>
      apiFetch<TInvestorAdminList>('investors/admin/profiles', { signal, query: { status, page, limit: 20 } }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideInvestor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, decision }: { profileId: number; decision: TInvestorDecision }) =>
      apiFetch<TInvestorAdminRow>(`investors/admin/profiles/${profileId}/decide`, { method: 'POST', body: decision }),
    onSuccess: () => client.invalidateQueries({ queryKey: investorKeys.all }),
  });
}
