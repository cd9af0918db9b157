import type { TMessage, TMessageAttachment, TMessagePage, TReceipt } from '@ankur/shared/schemas/messages';
import { MESSAGE_PAGE_DEFAULT } from '@ankur/shared/schemas/messages';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session';
import { newClientId, type OutboxItem, useOutbox } from '../state/outbox';
import {
  applyNewMessageToLists,
  applyReceipt,
  applyUpdatedMessageToLists,
  noteSeenMessages,
  patchConversation,
  upsertHistoryMessage,
} from './cache';
import { messageKeys } from './keys';

/** GET conversations/{id}/messages?before&limit: newest first; `before` pages back. */
export async function listMessages(
  conversationId: number,
  params: { before?: number; q?: string; limit?: number },
  options: { signal?: AbortSignal } = {},
): Promise<TMessagePage> {
  const answer = await apiFetch<TMessagePage>(`conversations/${conversationId}/messages`, {
    query: { before: params.before, q: params.q, limit: params.limit ?? MESSAGE_PAGE_DEFAULT },
    signal: options.signal,
  });
  if (!params.q) noteSeenMessages(answer.data);
  return answer;
}

/** The history of a conversation: the newest page first, then older ones ("Load older messages"). */
export function useMessageHistory(conversationId: number) {
  return useInfiniteQuery({
    queryKey: messageKeys.history(conversationId),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => listMessages(conversationId, { before: pageParam }, { signal }),
    getNextPageParam: (last) => {
      if (!last.meta.hasMore || last.data.length === 0) return undefined;
      return Math.min(...last.data.map((m) => m.message_id));
    },
  });
}

/** GET conversations/{id}/messages?q: the conversation's messages containing the words. */
export function useMessageSearch(conversationId: number, q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: messageKeys.search(conversationId, term),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => listMessages(conversationId, { q: term, limit: 50 }, { signal }),
  });
}

/** POST conversations/{id}/messages. */
export function postMessage(
  conversationId: number,
  body: { body: string; attachment_ids: number[]; client_id: string },
): Promise<TMessage> {
  return apiFetch<TMessage>(`conversations/${conversationId}/messages`, { method: 'POST', body });
}

/**
 * Sending, optimistically: the message shows at once ("Sending…"), the stored one takes its place
 * (by client_id); a failure leaves it as "Not sent — Retry", and a retry sends the same client_id,
 * so the server stores it once even if the first try did arrive.
 */
export function useSendMessage(errorText: (error: unknown) => string) {
  const client = useQueryClient();
  const me = useSessionStore((s) => s.user?.user_id);

  const deliver = useCallback(
    async (item: OutboxItem) => {
      const outbox = useOutbox.getState();
      outbox.put({ ...item, status: 'sending', error: null });
      try {
        const saved = await postMessage(item.conversation_id, {
          body: item.body,
          attachment_ids: item.attachments.map((a) => a.upload_id),
          client_id: item.client_id,
        });
        upsertHistoryMessage(client, saved);
        applyNewMessageToLists(client, saved, { me, reading: true });
        outbox.remove(item.client_id);
      } catch (error) {
        useOutbox.getState().fail(item.client_id, errorText(error));
      }
    },
    [client, me, errorText],
  );

  const send = useCallback(
    (conversationId: number, body: string, attachments: TMessageAttachment[]) =>
      deliver({
        client_id: newClientId(),
        conversation_id: conversationId,
        body,
        attachments,
        status: 'sending',
        error: null,
        created_at: new Date().toISOString(),
      }),
    [deliver],
  );
  return { send, retry: deliver, discard: (clientId: string) => useOutbox.getState().remove(clientId) };
}

function useStoreMessage() {
  const client = useQueryClient();
  return (message: TMessage | undefined, fallback: TMessage) => {
    const saved = message && typeof message === 'object' && 'message_id' in message ? message : fallback;
    upsertHistoryMessage(client, saved, true);
    applyUpdatedMessageToLists(client, saved);
  };
}

/** PATCH messages/{id} { body }: the sender, within 24 hours. */
export function useEditMessage() {
  const store = useStoreMessage();
  return useMutation({
    mutationFn: ({ message, body }: { message: TMessage; body: string }) =>
      apiFetch<TMessage>(`messages/${message.message_id}`, { method: 'PATCH', body: { body } }),
    onSuccess: (saved, { message, body }) => store(saved, { ...message, body, edited_at: new Date().toISOString() }),
  });
}

/** DELETE messages/{id}: it shows as deleted for everyone. */
export function useDeleteMessage() {
  const store = useStoreMessage();
  return useMutation({
    mutationFn: (message: TMessage) =>
      apiFetch<TMessage | undefined>(`messages/${message.message_id}`, { method: 'DELETE' }),
    onSuccess: (saved, message) =>
      store(saved, { ...message, body: '', attachments: [], deleted_at: new Date().toISOString() }),
  });
}

/** POST messages/{id}/report { reason } (again: 409, said in the server's words). */
export function useReportMessage() {
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: number; reason: string }) =>
      apiFetch<unknown>(`messages/${messageId}/report`, { method: 'POST', body: { reason } }),
  });
}

/** POST conversations/{id}/read { message_id }: the conversation is read up to there. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, messageId }: { conversationId: number; messageId: number }) =>
      apiFetch<TReceipt | undefined>(`conversations/${conversationId}/read`, {
        method: 'POST',
        body: { message_id: messageId },
      }),
    onSuccess: (receipt, { conversationId }) => {
      patchConversation(client, conversationId, (c) => ({ ...c, unread: 0 }));
      if (receipt && typeof receipt === 'object' && 'user_id' in receipt) applyReceipt(client, receipt);
      void client.invalidateQueries({ queryKey: messageKeys.unread });
    },
  });
}
