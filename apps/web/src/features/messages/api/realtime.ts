import type { TMessage } from '@ankur/shared/schemas/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLiveQueryUpdate } from '../../../lib/live-query';
import { emitRealtime, useRealtimeEvent } from '../../../lib/socket';
import { useSessionStore } from '../../../stores/session';
import { useOutbox } from '../state/outbox';
import {
  applyNewMessageToLists,
  applyUpdatedMessageToLists,
  highestSeenMessageId,
  noteSeenMessages,
  removeConversation,
  upsertConversation,
  upsertHistoryMessage,
  withReceipt,
} from './cache';
import { messageKeys } from './keys';

/** The server answers a catch-up 200 at a time; ask again while a full page comes back. */
export const CATCH_UP_PAGE = 200;
export const CATCH_UP_ROUNDS = 20;
const ACK_TIMEOUT_MS = 20_000;

type CatchUpAnswer = { items: TMessage[] } | { error: string };

/** 'message:catch-up' { afterId }, acknowledged (null: not connected, or no answer in time). */
export function askCatchUp(afterId: number): Promise<CatchUpAnswer | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ACK_TIMEOUT_MS);
    const sent = emitRealtime('message:catch-up', { afterId }, (answer) => {
      clearTimeout(timer);
      resolve(answer);
    });
    if (!sent) {
      clearTimeout(timer);
      resolve(null);
    }
  });
}

export interface MessagesRealtimeOptions {
  /** the conversation on screen (null: none) */
  openId: number | null;
  /** whether its newest messages are in view now (the tab visible, the thread at its bottom) */
  isReading: () => boolean;
  /** the user left the open conversation (or was removed from it) */
  onOpenRemoved: () => void;
}

/**
 * Keeps the messages screen live: new, edited and deleted messages, conversations created,
 * renamed or left, and receipts; each arrival from someone else is acknowledged as delivered.
 * After every (re)connection it asks what it missed, from the highest message id it has seen, a
 * page at a time, and merges by id: nothing lost, nothing twice.
 */
export function useMessagesRealtime(options: MessagesRealtimeOptions): void {
  const client = useQueryClient();
  const me = useSessionStore((s) => s.user?.user_id);
  const latest = useRef(options);
  latest.current = options;

  const store = (message: TMessage) => {
    if (message.client_id) useOutbox.getState().remove(message.client_id);
    upsertHistoryMessage(client, message);
  };

  useRealtimeEvent('message:new', (message) => {
    store(message);
    const { openId, isReading } = latest.current;
    const reading = message.conversation_id === openId && isReading();
    const listed = applyNewMessageToLists(client, message, { me, reading });
    if (!listed) void client.invalidateQueries({ queryKey: messageKeys.listsAll });
    if (message.sender_id !== me) {
      emitRealtime('message:delivered', { conversation_id: message.conversation_id, message_id: message.message_id });
    }
  });

  useRealtimeEvent('message:updated', (message) => {
    upsertHistoryMessage(client, message, true);
    applyUpdatedMessageToLists(client, message);
  });

  useRealtimeEvent('conversation:updated', (payload) => {
    if ('removed' in payload) {
      removeConversation(client, payload.conversation_id);
      if (payload.conversation_id === latest.current.openId) latest.current.onOpenRemoved();
      return;
    }
    upsertConversation(client, payload.conversation);
  });

  useLiveQueryUpdate('conversation:receipt', (receipt) => messageKeys.detail(receipt.conversation_id), withReceipt);

  useRealtimeEvent('connect', () => {
    void (async () => {
      let afterId = highestSeenMessageId();
      if (afterId > 0) {
        for (let round = 0; round < CATCH_UP_ROUNDS; round += 1) {
          const answer = await askCatchUp(afterId);
          if (!answer || !('items' in answer)) break;
          for (const message of answer.items) store(message);
          noteSeenMessages(answer.items);
          const last = Math.max(afterId, ...answer.items.map((m) => m.message_id));
          if (answer.items.length < CATCH_UP_PAGE || last === afterId) break;
          afterId = last;
        }
      }
      // previews, unread counts and order as the server now has them
      await client.invalidateQueries({ queryKey: messageKeys.listsAll });
      const { openId } = latest.current;
      if (openId !== null) await client.invalidateQueries({ queryKey: messageKeys.detail(openId) });
    })();
  });
}
