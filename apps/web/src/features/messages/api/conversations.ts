import type {
  TConversation,
  TConversationDetail,
  TConversationList,
  TCreateConversation,
} from '@ankur/shared/schemas/messages';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { noteSeenMessages, patchConversation, removeConversation, upsertConversation } from './cache';
import { messageKeys } from './keys';

/** Conversations per page of the list. */
export const CONVERSATION_PAGE_LIMIT = 20;

/** GET conversations?page&limit&q: newest activity first; meta.unread = every unread message. */
export async function listConversations(
  params: { page: number; q: string },
  options: { signal?: AbortSignal } = {},
): Promise<TConversationList> {
  const answer = await apiFetch<TConversationList>('conversations', {
    query: { page: params.page, limit: CONVERSATION_PAGE_LIMIT, q: params.q.trim() || undefined },
    signal: options.signal,
  });
  noteSeenMessages(answer.data.flatMap((c) => (c.last_message ? [c.last_message] : [])));
  return answer;
}

/** The list, a page at a time. */
export function useConversationList(q: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.list(q.trim()),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => listConversations({ page: pageParam, q }, { signal }),
    getNextPageParam: (last) => (last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined),
  });
}

/** GET conversations/{id}: with every member and their receipts. */
export function useConversation(conversationId: number | null) {
  return useQuery({
    queryKey: messageKeys.detail(conversationId ?? 0),
    enabled: conversationId !== null,
    queryFn: ({ signal }) => apiFetch<TConversationDetail>(`conversations/${conversationId}`, { signal }),
  });
}

/** POST conversations: a direct one (200 with the existing one) or a group (201). */
export function useCreateConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateConversation) => apiFetch<TConversationDetail>('conversations', { method: 'POST', body }),
    onSuccess: (conversation) => {
      client.setQueryData(messageKeys.detail(conversation.conversation_id), conversation);
      upsertConversation(client, conversation);
    },
  });
}

/** PATCH conversations/{id}: mute or unmute (for oneself), or the owner renames the group. */
export function useUpdateConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, ...body }: { conversationId: number; muted?: boolean; title?: string }) =>
      apiFetch<TConversation>(`conversations/${conversationId}`, { method: 'PATCH', body }),
    onSuccess: (saved, sent) => {
      patchConversation(client, sent.conversationId, (c) => ({
        ...c,
        ...(saved && typeof saved === 'object' ? saved : {}),
        ...(sent.muted === undefined ? {} : { muted: sent.muted }),
      }));
    },
  });
}

/** POST conversations/{id}/members (the owner) → the detail. */
export function useAddMembers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, userIds }: { conversationId: number; userIds: number[] }) =>
      apiFetch<TConversationDetail>(`conversations/${conversationId}/members`, {
        method: 'POST',
        body: { user_ids: userIds },
      }),
    onSuccess: (detail) => {
      client.setQueryData(messageKeys.detail(detail.conversation_id), detail);
      patchConversation(client, detail.conversation_id, (c) => ({ ...c, member_count: detail.member_count }));
    },
  });
}

/** DELETE conversations/{id}/members/{userId}: leave (oneself), or the owner removes someone. */
export function useRemoveMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, userId }: { conversationId: number; userId: number; self: boolean }) =>
      apiFetch<unknown>(`conversations/${conversationId}/members/${userId}`, { method: 'DELETE' }),
    onSuccess: (_answer, { conversationId, userId, self }) => {
      if (self) {
        removeConversation(client, conversationId);
        return;
      }
      client.setQueryData<TConversationDetail>(messageKeys.detail(conversationId), (detail) =>
        detail
          ? {
              ...detail,
              member_count: detail.member_count - 1,
              members: detail.members.filter((m) => m.user_id !== userId),
            }
          : detail,
      );
    },
  });
}
