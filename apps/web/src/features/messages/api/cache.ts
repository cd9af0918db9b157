import type {
  TConversation,
  TConversationDetail,
  TConversationList,
  TMessage,
  TMessagePage,
  TReceipt,
} from '@ankur/shared/schemas/messages';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { mergeLiveEvent } from '../../../lib/live-query';
import { messageKeys } from './keys';

/**
 * How the messages feature keeps the query cache in step with what the server and the socket say:
 * every message merges by message_id (never twice), every conversation by conversation_id.
 */

export type HistoryData = InfiniteData<TMessagePage, number | undefined>;
export type ListData = InfiniteData<TConversationList, number>;

/** The highest message id this client has seen: a catch-up after a reconnect asks from there. */
let highestSeen = 0;
export function noteSeenMessages(messages: readonly Pick<TMessage, 'message_id'>[]): void {
  for (const message of messages) highestSeen = Math.max(highestSeen, message.message_id);
}
export function highestSeenMessageId(): number {
  return highestSeen;
}
/** Tests and sign-out: forget. */
export function resetSeenMessages(): void {
  highestSeen = 0;
}

const byNewest = (a: TMessage, b: TMessage) => b.message_id - a.message_id;

/**
 * Puts a message into its conversation's loaded history (replacing the one with its id). With
 * `replaceOnly` (an edit or deletion), a message not loaded is left alone.
 */
export function upsertHistoryMessage(client: QueryClient, message: TMessage, replaceOnly = false): void {
  noteSeenMessages([message]);
  client.setQueryData<HistoryData>(messageKeys.history(message.conversation_id), (data) => {
    if (!data) return data;
    let found = false;
    const pages = data.pages.map((page) => {
      if (!page.data.some((item) => item.message_id === message.message_id)) return page;
      found = true;
      return { ...page, data: page.data.map((item) => (item.message_id === message.message_id ? message : item)) };
    });
    if (found || replaceOnly) return { ...data, pages };
    const [first, ...rest] = pages;
    if (!first) return { ...data, pages: [{ data: [message], meta: { limit: 30, hasMore: false } }] };
    return { ...data, pages: [{ ...first, data: [...first.data, message].sort(byNewest) }, ...rest] };
  });
}

/** Every loaded message of a conversation, oldest first, one per id. */
export function historyMessages(data: { pages: readonly TMessagePage[] } | undefined): TMessage[] {
  const seen = new Map<number, TMessage>();
  for (const page of data?.pages ?? []) for (const item of page.data) seen.set(item.message_id, item);
  return [...seen.values()].sort((a, b) => a.message_id - b.message_id);
}

function mapLists(client: QueryClient, change: (items: TConversation[]) => TConversation[]): void {
  client.setQueriesData<ListData>({ queryKey: messageKeys.listsAll }, (data) => {
    if (!data) return data;
    const all = change(data.pages.flatMap((page) => page.data));
    // re-cut into the pages as loaded (sizes kept, so paging on goes on where it was)
    let offset = 0;
    const pages = data.pages.map((page, index) => {
      const size = index === data.pages.length - 1 ? all.length - offset : page.data.length;
      const slice = all.slice(offset, offset + Math.max(0, size));
      offset += slice.length;
      return { ...page, data: slice };
    });
    return { ...data, pages };
  });
}

/** Whether the conversation is in any loaded list. */
export function isListed(client: QueryClient, conversationId: number): boolean {
  return client
    .getQueriesData<ListData>({ queryKey: messageKeys.listsAll })
    .some(([, data]) => data?.pages.some((page) => page.data.some((c) => c.conversation_id === conversationId)));
}

/**
 * A new message in the lists: the conversation's preview, its unread count (a message by someone
 * else that the reader is not looking at) and its place on top. Answers whether it was listed.
 */
export function applyNewMessageToLists(
  client: QueryClient,
  message: TMessage,
  options: { me: number | undefined; reading: boolean },
): boolean {
  const listed = isListed(client, message.conversation_id);
  mapLists(client, (items) => {
    const index = items.findIndex((c) => c.conversation_id === message.conversation_id);
    const current = items[index];
    if (!current) return items;
    if (current.last_message && current.last_message.message_id >= message.message_id) {
      return current.last_message.message_id === message.message_id
        ? items.map((c, i) => (i === index ? { ...c, last_message: message } : c))
        : items;
    }
    const fromOther = message.sender_id !== options.me;
    const next: TConversation = {
      ...current,
      last_message: message,
      unread: fromOther && !options.reading ? current.unread + 1 : fromOther ? current.unread : 0,
    };
    return [next, ...items.filter((_, i) => i !== index)];
  });
  return listed;
}

/** An edited or deleted message: the preview shows it if it is the last one. */
export function applyUpdatedMessageToLists(client: QueryClient, message: TMessage): void {
  mapLists(client, (items) =>
    items.map((c) => (c.last_message?.message_id === message.message_id ? { ...c, last_message: message } : c)),
  );
}

/** Changes one conversation wherever it is cached (lists and detail). */
export function patchConversation(
  client: QueryClient,
  conversationId: number,
  change: (conversation: TConversation) => TConversation,
): void {
  mapLists(client, (items) => items.map((c) => (c.conversation_id === conversationId ? change(c) : c)));
  client.setQueryData<TConversationDetail>(messageKeys.detail(conversationId), (detail) =>
    detail ? { ...detail, ...change(detail) } : detail,
  );
}

/** The conversation as the server now sends it: replaced in the lists, or the lists refetch to place it. */
export function upsertConversation(client: QueryClient, conversation: TConversation): void {
  if (isListed(client, conversation.conversation_id)) {
    patchConversation(client, conversation.conversation_id, () => conversation);
  } else {
    void client.invalidateQueries({ queryKey: messageKeys.listsAll });
  }
  void client.invalidateQueries({ queryKey: messageKeys.detail(conversation.conversation_id) });
}

/** The user left or was removed: out of the lists, its detail and history dropped. */
export function removeConversation(client: QueryClient, conversationId: number): void {
  mapLists(client, (items) => items.filter((c) => c.conversation_id !== conversationId));
  client.removeQueries({ queryKey: messageKeys.detail(conversationId) });
  client.removeQueries({ queryKey: messageKeys.history(conversationId) });
}

/** A member's read and delivered positions: they only move forward. */
export function withReceipt(
  detail: TConversationDetail | undefined,
  receipt: TReceipt,
): TConversationDetail | undefined {
  return detail
    ? {
        ...detail,
        members: detail.members.map((member) =>
          member.user_id === receipt.user_id
            ? {
                ...member,
                last_read_message_id: Math.max(member.last_read_message_id, receipt.last_read_message_id),
                last_delivered_message_id: Math.max(
                  member.last_delivered_message_id,
                  receipt.last_delivered_message_id,
                  receipt.last_read_message_id,
                ),
              }
            : member,
        ),
      }
    : detail;
}

/** A receipt into the conversation's cached detail. */
export function applyReceipt(client: QueryClient, receipt: TReceipt): void {
  mergeLiveEvent(client, messageKeys.detail(receipt.conversation_id), receipt, withReceipt);
}
