import type {
  TCircle,
  TCircleInput,
  TCircleList,
  TCircleMemberList,
  TCirclePatch,
} from '@ankur/shared/schemas/community-circles';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** The calls of the circle screens: /api/community/circles/*. */

export type CircleScope = 'discover' | 'mine' | 'manage';
export type MemberStatus = 'active' | 'requested' | 'invited';

export const circleKeys = {
  all: ['community-circles'] as const,
  list: (scope: CircleScope, q: string, topic: string) => ['community-circles', 'list', scope, q, topic] as const,
  one: (id: number) => ['community-circles', 'one', id] as const,
  members: (id: number, status: MemberStatus) => ['community-circles', 'members', id, status] as const,
};

export function useCircles(scope: CircleScope, q = '', topic = '', enabled = true) {
  return useInfiniteQuery({
    queryKey: circleKeys.list(scope, q, topic),
    enabled,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<TCircleList>('community/circles', {
        query: { scope, q: q || undefined, topic: topic || undefined, after: pageParam, limit: 24 },
        signal,
      }),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export function useCircle(id: number) {
  return useQuery({
    queryKey: circleKeys.one(id),
    queryFn: ({ signal }) => apiFetch<TCircle>(`community/circles/${id}`, { signal }),
  });
}

export function useMembers(id: number, status: MemberStatus, enabled = true) {
  return useInfiniteQuery({
    queryKey: circleKeys.members(id, status),
    enabled,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<TCircleMemberList>(`community/circles/${id}/members`, { query: { status, after: pageParam }, signal }),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

function useCircleMutation<V, R>(call: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: circleKeys.all });
      void qc.invalidateQueries({ queryKey: ['community-posts'] });
    },
  });
}

export const useCreateCircle = () =>
  useCircleMutation((input: TCircleInput) => apiFetch<TCircle>('community/circles', { method: 'POST', body: input }));
export const useUpdateCircle = () =>
  useCircleMutation(({ id, patch }: { id: number; patch: TCirclePatch & { archived?: boolean } }) =>
    apiFetch<TCircle>(`community/circles/${id}`, { method: 'PATCH', body: patch }),
  );
export const useJoinCircle = () =>
  useCircleMutation(({ id, note }: { id: number; note?: string }) =>
    apiFetch<TCircle>(`community/circles/${id}/join`, { method: 'POST', body: note ? { note } : {} }),
  );
export const useLeaveCircle = () =>
  useCircleMutation((id: number) => apiFetch<TCircle | null>(`community/circles/${id}/leave`, { method: 'POST' }));
export const useDecideRequest = () =>
  useCircleMutation(({ id, userId, approve }: { id: number; userId: number; approve: boolean }) =>
    apiFetch<TCircle>(`community/circles/${id}/requests/${userId}`, { method: 'POST', body: { approve } }),
  );
export const useInvite = () =>
  useCircleMutation(({ id, userIds }: { id: number; userIds: number[] }) =>
    apiFetch<{ invited: number }>(`community/circles/${id}/invitations`, {
      method: 'POST',
      body: { user_ids: userIds },
    }),
  );
export const useChangeRole = () =>
  useCircleMutation(({ id, userId, role }: { id: number; userId: number; role: 'owner' | 'moderator' | 'member' }) =>
    apiFetch<TCircle>(`community/circles/${id}/members/${userId}`, { method: 'PUT', body: { role } }),
  );
export const useRemoveMember = () =>
  useCircleMutation(({ id, userId }: { id: number; userId: number }) =>
    apiFetch<void>(`community/circles/${id}/members/${userId}`, { method: 'DELETE' }),
  );
