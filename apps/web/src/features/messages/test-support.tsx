import type {
  TConversation,
  TConversationDetail,
  TConversationMember,
  TMessage,
  TMessageReport,
} from '@ankur/shared/schemas/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { testQueryClient } from '../../test/mock-api';
import { connectRealtime as connectRealtimeAs } from '../../test/realtime';
import { resetSeenMessages } from './api/cache';
import { useOutbox } from './state/outbox';

/** Test helpers of the messages feature (imported by *.test.tsx only; they mock socket.io-client). */

export { type ApiCall, apiError, json, list, mockApi } from '../../test/mock-api';

export const ME = 3;
const MINUTE = 60_000;

export function message(id: number, overrides: Partial<TMessage> = {}): TMessage {
  return {
    message_id: id,
    conversation_id: 1,
    sender_id: 7,
    sender_name: 'Asha Rao',
    body: `Message ${id}`,
    attachments: [],
    client_id: null,
    edited_at: null,
    deleted_at: null,
    created_at: new Date(Date.now() - (100 - Math.min(id, 99)) * MINUTE).toISOString(),
    ...overrides,
  };
}

export function member(
  userId: number,
  name: string,
  overrides: Partial<TConversationMember> = {},
): TConversationMember {
  return {
    user_id: userId,
    name,
    role: 'member',
    last_read_message_id: 0,
    last_delivered_message_id: 0,
    ...overrides,
  };
}

export function conversation(id: number, overrides: Partial<TConversation> = {}): TConversation {
  return {
    conversation_id: id,
    kind: 'direct',
    title: 'Asha Rao',
    group_title: null,
    program_id: null,
    other_user: { user_id: 7, name: 'Asha Rao' },
    member_count: 2,
    last_message: null,
    unread: 0,
    muted: false,
    blocked: false,
    my_role: 'member',
    created_at: new Date(Date.now() - 500 * MINUTE).toISOString(),
    ...overrides,
  };
}

export function detail(
  base: TConversation,
  members: TConversationMember[] = [member(ME, 'Meera Iyer'), member(7, 'Asha Rao')],
): TConversationDetail {
  return { ...base, members };
}

export function conversationPage(items: TConversation[], unread = 0, page = 1, limit = 20, total = items.length) {
  return { data: items, meta: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)), unread } };
}

export function messagePage(items: TMessage[], hasMore = false) {
  return { data: [...items].sort((a, b) => b.message_id - a.message_id), meta: { limit: 30, hasMore } };
}

export function report(id: number, overrides: Partial<TMessageReport> = {}): TMessageReport {
  return {
    report_id: id,
    status: 'open',
    reason: 'This is abusive',
    reporter: { user_id: 9, name: 'Ravi Kumar', email: 'ravi@example.org' },
    message: message(40 + id, { body: `Reported text ${id}` }),
    created_at: new Date(Date.now() - 30 * MINUTE).toISOString(),
    resolved_at: null,
    ...overrides,
  };
}

export { REALTIME_ROUTES } from '../../test/realtime';

/** Signed in as ME, the socket created and connected; returns the fake socket and the stop function. */
export function connectRealtime(): ReturnType<typeof connectRealtimeAs> {
  return connectRealtimeAs(ME);
}

/** Between tests: nothing left in the outbox or the "seen" mark. */
export function resetMessagesState(): void {
  useOutbox.getState().reset();
  resetSeenMessages();
}

/** Renders `element` at `path` in a memory router with a fresh query client and the toaster. */
export function renderRoute(element: ReactElement, path = '/messages', routePath = path.split('?')[0] ?? '/') {
  const router = createMemoryRouter([{ path: routePath, element }], { initialEntries: [path] });
  const client = testQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, client, ...view };
}
