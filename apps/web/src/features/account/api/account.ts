import type { TAccount, TAccountSession, TAccountSettings, TAccountSettingsPatch } from '@ankur/shared/schemas/account';
import type { TProfilePatch } from '@ankur/shared/schemas/user-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session';

/** The header shows the signed-in user's name and e-mail: keep them in step with a change. */
function updateSessionUser(patch: { firstName?: string | null; lastName?: string | null; email?: string }) {
  useSessionStore.setState((state) => (state.user ? { user: { ...state.user, ...patch } } : {}));
}

/** The calls of /account and /settings: /api/account/* and the SPEC §7 own-profile calls. */

export const accountKeys = {
  account: ['account'] as const,
  settings: ['account', 'settings'] as const,
  sessions: ['account', 'sessions'] as const,
};

export const getAccount = (signal?: AbortSignal) => apiFetch<TAccount>('account', { signal });
export const getAccountSettings = (signal?: AbortSignal) => apiFetch<TAccountSettings>('account/settings', { signal });
export const getSessions = (signal?: AbortSignal) => apiFetch<TAccountSession[]>('account/sessions', { signal });

export function useAccount() {
  return useQuery({ queryKey: accountKeys.account, queryFn: ({ signal }) => getAccount(signal) });
}

export function useAccountSettings(enabled = true) {
  return useQuery({
    queryKey: accountKeys.settings,
    queryFn: ({ signal }) => getAccountSettings(signal),
    enabled,
    staleTime: 60_000,
  });
}

export function useSessions() {
  return useQuery({ queryKey: accountKeys.sessions, queryFn: ({ signal }) => getSessions(signal) });
}

/** PUT account/settings → the settings as stored (written into the cache). */
export function useSaveAccountSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: TAccountSettingsPatch) =>
      apiFetch<TAccountSettings>('account/settings', { method: 'PUT', body: patch }),
    onSuccess: (saved) => client.setQueryData(accountKeys.settings, saved),
  });
}

/** PUT global-user/profile/update (SPEC §7): names and phone of the own profile. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: Pick<TProfilePatch, 'firstName' | 'lastName' | 'phone_number'>) =>
      apiFetch('global-user/profile/update', { method: 'PUT', body: patch }),
    onSuccess: (_saved, patch) => {
      updateSessionUser({ firstName: patch.firstName, lastName: patch.lastName });
      return client.invalidateQueries({ queryKey: accountKeys.account, exact: true });
    },
  });
}

/** PUT global-user/profile/update-password (SPEC §7): other sessions end. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { old_password: string; new_password: string }) =>
      apiFetch<null>('global-user/profile/update-password', { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useStartEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password?: string }) =>
      apiFetch<{ pending_email: string }>('account/email', { method: 'POST', body }),
    onSuccess: ({ pending_email }) =>
      client.setQueryData<TAccount>(accountKeys.account, (a) => (a ? { ...a, pending_email } : a)),
  });
}

export function useConfirmEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (otp: string) => apiFetch<TAccount>('account/email/confirm', { method: 'POST', body: { otp } }),
    onSuccess: (account) => {
      updateSessionUser({ email: account.email });
      client.setQueryData(accountKeys.account, account);
    },
  });
}

/** DELETE account/sessions/:id, removing the device from the list at once (put back on failure). */
export function useSignOutSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: accountKeys.sessions });
      const before = client.getQueryData<TAccountSession[]>(accountKeys.sessions);
      client.setQueryData<TAccountSession[]>(accountKeys.sessions, (list) => list?.filter((s) => s.id !== id));
      return { before };
    },
    onError: (_e, _id, ctx) => client.setQueryData(accountKeys.sessions, ctx?.before),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useSignOutOthers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ revoked: number }>('account/sessions/signOutOthers', { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
