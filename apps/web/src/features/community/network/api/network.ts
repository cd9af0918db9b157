import type {
  TConnection,
  TConnectionPage,
  TConnectionsQuery,
  TFollowInput,
  TFollowPage,
  TFollowState,
  TFollowsQuery,
  TMemberFacets,
  TMemberPage,
  TMembersQuery,
  TNetworkCounts,
  TPersonRelation,
  TSuggestions,
} from '@ankur/shared/schemas/community-network';
import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { useLiveQueryUpdate } from '../../../../lib/live-query';
import { useRealtimeEvent } from '../../../../lib/socket';

/** The calls of the network screens: community/members, connections, follows, suggestions. */

export const networkKeys = {
  all: ['community-network'] as const,
  members: (q: Omit<TMembersQuery, 'before'>) => ['community-network', 'members', q] as const,
  facets: ['community-network', 'facets'] as const,
  counts: ['community-network', 'counts'] as const,
  connections: (box: TConnectionsQuery['box'], q: string) => ['community-network', 'connections', box, q] as const,
  follows: (kind: TFollowsQuery['kind']) => ['community-network', 'follows', kind] as const,
  suggestions: ['community-network', 'suggestions'] as const,
  relation: (userId: number) => ['community-network', 'relation', userId] as const,
};

const pageParam = { initialPageParam: undefined as number | undefined };

export function useMembers(q: Omit<TMembersQuery, 'before'>) {
  return useInfiniteQuery({
    queryKey: networkKeys.members(q),
    ...pageParam,
    queryFn: ({ pageParam: before, signal }) =>
      apiFetch<TMemberPage>('community/members', { query: { ...q, before }, signal }),
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

export const useMemberFacets = () =>
  useQuery({
    queryKey: networkKeys.facets,
    queryFn: ({ signal }) => apiFetch<TMemberFacets>('community/members/facets', { signal }),
    staleTime: 10 * 60_000,
  });

/** The viewer's numbers, kept live by the server's 'community:network' event. */
export function useNetworkCounts() {
  const client = useQueryClient();
  useLiveQueryUpdate('community:network', networkKeys.counts, (data: TNetworkCounts | undefined, p) =>
    data ? { ...data, ...p } : undefined,
  );
  useRealtimeEvent('community:network', () => {
    void client.invalidateQueries({ queryKey: [...networkKeys.all, 'connections'] });
  });
  return useQuery({
    queryKey: networkKeys.counts,
    queryFn: ({ signal }) => apiFetch<TNetworkCounts>('community/network/counts', { signal }),
  });
}

export function useConnections(box: TConnectionsQuery['box'], q = '') {
  return useInfiniteQuery({
    queryKey: networkKeys.connections(box, q),
    ...pageParam,
    queryFn: ({ pageParam: before, signal }) =>
      apiFetch<TConnectionPage>('community/connections', { query: { box, q: q || undefined, before }, signal }),
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

export function useFollows(kind: TFollowsQuery['kind']) {
  return useInfiniteQuery({
    queryKey: networkKeys.follows(kind),
    ...pageParam,
    queryFn: ({ pageParam: before, signal }) =>
      apiFetch<TFollowPage>('community/follows', { query: { kind, before }, signal }),
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

export const useSuggestions = () =>
  useQuery({
    queryKey: networkKeys.suggestions,
    queryFn: ({ signal }) => apiFetch<TSuggestions>('community/suggestions', { signal }),
  });

export const useRelation = (userId: number, enabled = true) =>
  useQuery({
    queryKey: networkKeys.relation(userId),
    enabled: enabled && userId > 0,
    queryFn: ({ signal }) => apiFetch<TPersonRelation>(`community/people/${userId}/relation`, { signal }),
  });

/** After any change of who is connected to or followed by whom, every list of the network reads again. */
const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: networkKeys.all });

export function useConnect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { user_id: number; note?: string }) =>
      apiFetch<TConnection>('community/connections', { method: 'POST', body }),
    onSuccess: () => refresh(client),
  });
}

export function useRespond() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'accept' | 'decline' }) =>
      apiFetch<TConnection>(`community/connections/${id}/${action}`, { method: 'POST' }),
    onSuccess: () => refresh(client),
  });
}

export function useRemoveConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`community/connections/${id}`, { method: 'DELETE' }),
    onSuccess: () => refresh(client),
  });
}

export function useFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ follow, ...target }: TFollowInput & { follow: boolean }) =>
      follow
        ? apiFetch<TFollowState>('community/follows', { method: 'PUT', body: target })
        : apiFetch<TFollowState>(`community/follows/${target.target_kind}/${target.target_id}`, { method: 'DELETE' }),
    onSuccess: () => {
      void refresh(client);
      void client.invalidateQueries({ queryKey: ['community-organisations'] });
    },
  });
}
