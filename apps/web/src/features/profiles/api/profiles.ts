import type {
  TMyProfile,
  TNextStep,
  TPersonalityHistory,
  TProfileInput,
  TProfileView,
  TVenture,
  TVentureInput,
  TVenturePatch,
} from '@ankur/shared/schemas/profiles';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The calls of the profile screens and onboarding: /api/profiles/* and /api/ventures/*. */

export const profileKeys = {
  all: ['profiles'] as const,
  me: ['profiles', 'me'] as const,
  view: (userId: number) => ['profiles', 'view', userId] as const,
  personality: (userId: number) => ['profiles', 'personality', userId] as const,
  nextSteps: ['profiles', 'me', 'next-steps'] as const,
  ventures: ['ventures'] as const,
  mine: ['ventures', 'mine'] as const,
  venture: (id: number) => ['ventures', id] as const,
};

export const myProfileQuery = () =>
  queryOptions({
    queryKey: profileKeys.me,
    queryFn: ({ signal }) => apiFetch<TMyProfile>('profiles/me', { signal }),
  });
export const profileQuery = (userId: number) =>
  queryOptions({
    queryKey: profileKeys.view(userId),
    queryFn: ({ signal }) => apiFetch<TProfileView>(`profiles/${userId}`, { signal }),
  });
export const personalityQuery = (userId: number) =>
  queryOptions({
    queryKey: profileKeys.personality(userId),
    queryFn: ({ signal }) => apiFetch<TPersonalityHistory>(`profiles/${userId}/personality`, { signal }),
  });
export const myVenturesQuery = () =>
  queryOptions({
    queryKey: profileKeys.mine,
    queryFn: ({ signal }) => apiFetch<{ items: TVenture[] }>('ventures/mine', { signal }),
  });
export const ventureQuery = (id: number) =>
  queryOptions({
    queryKey: profileKeys.venture(id),
    queryFn: ({ signal }) => apiFetch<TVenture>(`ventures/${id}`, { signal }),
  });

export const useMyProfile = (enabled = true) => useQuery({ ...myProfileQuery(), enabled });
export const useProfile = (userId: number) => useQuery({ ...profileQuery(userId), enabled: userId > 0 });
export const usePersonality = (userId: number) => useQuery({ ...personalityQuery(userId), enabled: userId > 0 });
export const useMyVentures = (enabled = true) => useQuery({ ...myVenturesQuery(), enabled });
export const useVenture = (id: number | null) => useQuery({ ...ventureQuery(id ?? 0), enabled: id !== null && id > 0 });

/** After the own profile changes, every view of it (and the next steps) reads again. */
function useRefreshProfiles() {
  const client = useQueryClient();
  return (saved?: TMyProfile) => {
    if (saved) client.setQueryData(profileKeys.me, saved);
    void client.invalidateQueries({ queryKey: ['profiles', 'view'] });
    void client.invalidateQueries({ queryKey: ['profiles', 'personality'] });
    void client.invalidateQueries({ queryKey: profileKeys.nextSteps });
  };
}

export function useSaveProfile() {
  const refresh = useRefreshProfiles();
  return useMutation({
    mutationFn: (input: TProfileInput) => apiFetch<TMyProfile>('profiles/me', { method: 'PUT', body: input }),
    onSuccess: (saved) => refresh(saved),
  });
}

export function useUploadPhoto() {
  const refresh = useRefreshProfiles();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiFetch<TMyProfile>('profiles/me/photo', { method: 'POST', body: form });
    },
    onSuccess: (saved) => refresh(saved),
  });
}

export function useRemovePhoto() {
  const refresh = useRefreshProfiles();
  return useMutation({
    mutationFn: () => apiFetch<TMyProfile>('profiles/me/photo', { method: 'DELETE' }),
    onSuccess: (saved) => refresh(saved),
  });
}

export function useTakePersonality(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: number[]) =>
      apiFetch<TPersonalityHistory>('profiles/me/personality', { method: 'POST', body: { answers } }),
    onSuccess: (saved) => {
      client.setQueryData(profileKeys.personality(userId), saved);
      void client.invalidateQueries({ queryKey: profileKeys.nextSteps });
    },
  });
}

function useRefreshVentures() {
  const client = useQueryClient();
  return (saved: TVenture) => {
    client.setQueryData(profileKeys.venture(saved.venture_id), saved);
    void client.invalidateQueries({ queryKey: profileKeys.mine });
    void client.invalidateQueries({ queryKey: profileKeys.nextSteps });
  };
}

export function useCreateVenture() {
  const refresh = useRefreshVentures();
  return useMutation({
    mutationFn: (input: TVentureInput) => apiFetch<TVenture>('ventures', { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateVenture() {
  const refresh = useRefreshVentures();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: TVenturePatch }) =>
      apiFetch<TVenture>(`ventures/${id}`, { method: 'PUT', body: patch }),
    onSuccess: refresh,
  });
}

export function useAddMember() {
  const refresh = useRefreshVentures();
  return useMutation({
    mutationFn: ({ id, identifier }: { id: number; identifier: string }) =>
      apiFetch<TVenture>(`ventures/${id}/members`, { method: 'POST', body: { identifier } }),
    onSuccess: refresh,
  });
}

export function useRemoveMember() {
  const refresh = useRefreshVentures();
  return useMutation({
    mutationFn: ({ id, userId }: { id: number; userId: number }) =>
      apiFetch<TVenture>(`ventures/${id}/members/${userId}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export type { TNextStep };
