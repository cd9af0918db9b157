import type { TConversation, TConversationDetail, TMessage } from '@ankur/shared/schemas/messages';
import type { Handler } from '../../../test/mock-api';
import {
  type ApiCall,
  apiError,
  conversation,
  conversationPage,
  detail,
  json,
  ME,
  member,
  message,
  messagePage,
  mockApi,
  REALTIME_ROUTES,
} from '../test-support';

/**
 * A messages API as the server keeps it, for the screen's tests: conversation 1 (direct, with Asha)
 * holds `history` (ids ascending); conversation 2 is a group. Sending stores by client_id.
 */
export function messagesServer(
  options: {
    history?: TMessage[];
    conversations?: TConversation[];
    detail1?: TConversationDetail;
    failList?: boolean;
    pageSize?: number;
    send?: (call: ApiCall) => Response | Promise<Response> | null;
    /** more answers (or other answers) */
    routes?: Record<string, Handler>;
  } = {},
) {
  const history = [
    ...(options.history ?? [message(10), message(11, { sender_id: ME, sender_name: 'Meera Iyer' }), message(12)]),
  ];
  const last = history.at(-1) ?? null;
  const conversations = options.conversations ?? [
    conversation(1, { last_message: last }),
    conversation(2, {
      kind: 'group',
      title: 'Design circle',
      group_title: 'Design circle',
      other_user: null,
      member_count: 3,
      my_role: 'owner',
      last_message: message(5, { conversation_id: 2, sender_name: 'Ravi Kumar', sender_id: 9, body: 'See you there' }),
    }),
  ];
  const first = conversations[0] ?? conversation(1);
  const detail1 =
    options.detail1 ??
    detail(first, [
      member(ME, 'Meera Iyer', { last_read_message_id: 12, last_delivered_message_id: 12 }),
      member(7, 'Asha Rao', { last_read_message_id: 10, last_delivered_message_id: 11 }),
    ]);
  const pageSize = options.pageSize ?? 30;
  let nextId = 100;
  let failing = options.failList ?? false;

  const byId = (id: number) => history.find((m) => m.message_id === id);
  const api = mockApi({
    ...REALTIME_ROUTES,
    'GET /api/conversations': () =>
      failing ? apiError(500, 'Database unavailable') : json(200, conversationPage(conversations)),
    'GET /api/conversations/1': () => json(200, detail1),
    'GET /api/conversations/2': () =>
      json(
        200,
        detail(conversations[1] ?? conversation(2), [
          member(ME, 'Meera Iyer', { role: 'owner' }),
          member(9, 'Ravi Kumar'),
          member(7, 'Asha Rao'),
        ]),
      ),
    'GET /api/conversations/1/messages': ({ query }) => {
      const q = query.get('q');
      if (q) return json(200, messagePage(history.filter((m) => m.body.toLowerCase().includes(q.toLowerCase()))));
      const before = Number(query.get('before') ?? Number.POSITIVE_INFINITY);
      const older = history.filter((m) => m.message_id < before);
      const page = older.slice(-pageSize);
      return json(200, messagePage(page, older.length > page.length));
    },
    'GET /api/conversations/2/messages': json(200, messagePage([])),
    'POST /api/conversations/1/messages': async (call) => {
      const custom = await options.send?.(call);
      if (custom) return custom;
      const body = call.body as { body: string; client_id: string };
      const existing = history.find((m) => m.client_id === body.client_id);
      if (existing) return json(200, existing);
      nextId += 1;
      const stored = message(nextId, {
        sender_id: ME,
        sender_name: 'Meera Iyer',
        body: body.body,
        client_id: body.client_id,
        created_at: new Date().toISOString(),
      });
      history.push(stored);
      return json(201, stored);
    },
    'POST /api/conversations/1/read': ({ body }) =>
      json(200, {
        conversation_id: 1,
        user_id: ME,
        last_read_message_id: (body as { message_id: number }).message_id,
        last_delivered_message_id: (body as { message_id: number }).message_id,
      }),
    'GET /api/messages/unread-count': json(200, { unread: 0 }),
    'PATCH /api/messages/11': ({ body }) => {
      const saved = { ...byId(11)!, body: (body as { body: string }).body, edited_at: new Date().toISOString() };
      return json(200, saved);
    },
    'DELETE /api/messages/11': () =>
      json(200, { ...byId(11)!, body: '', attachments: [], deleted_at: new Date().toISOString() }),
    'POST /api/messages/12/report': json(201, { report_id: 1, status: 'open', created_at: '2026-03-02T10:00:00.000Z' }),
    'GET /api/blocks': json(200, { data: [] }),
    ...options.routes,
  });
  return { ...api, history, recover: () => (failing = false) };
}
