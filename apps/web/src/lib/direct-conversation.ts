import type { TConversationDetail } from '@ankur/shared/schemas/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/**
 * POST conversations { kind: 'direct', user_id }: the direct conversation with a person (200 with
 * the existing one, or 201 a new one), for "Message" buttons outside Messages. Messages' lists
 * (query key ['messages', 'conversations', …]) refetch so the conversation shows there.
 */
export function useStartDirectConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiFetch<TConversationDetail>('conversations', { method: 'POST', body: { kind: 'direct', user_id: userId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['messages', 'conversations'] }),
  });
}
