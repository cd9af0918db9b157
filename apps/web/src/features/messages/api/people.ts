import type { TPerson } from '@ankur/shared/schemas/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { messageKeys } from './keys';

export type BlockedPerson = TPerson & { blocked_at: string };

/** GET blocks: the people the signed-in user blocked. */
export function useBlocks(enabled = true) {
  return useQuery({
    queryKey: messageKeys.blocks,
    enabled,
    queryFn: ({ signal }) => apiFetch<{ data: BlockedPerson[] }>('blocks', { signal }),
  });
}

/** POST blocks { user_id }, or DELETE blocks/{userId}; the conversations refetch (blocked changes). */
export function useSetBlocked() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: number; blocked: boolean }) =>
      blocked
        ? apiFetch<unknown>('blocks', { method: 'POST', body: { user_id: userId } })
        : apiFetch<unknown>(`blocks/${userId}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: messageKeys.blocks }),
        client.invalidateQueries({ queryKey: messageKeys.listsAll }),
        client.invalidateQueries({ queryKey: ['messages', 'conversation'] }),
      ]),
  });
}
