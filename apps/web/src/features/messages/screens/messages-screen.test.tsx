import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { i18n } from '../../../lib/i18n';
import type { FakeSocket } from '../../../test/fake-socket';
import {
  apiError,
  connectRealtime,
  conversation,
  detail,
  json,
  ME,
  member,
  message,
  messagePage,
  renderRoute,
  resetMessagesState,
} from '../test-support';
import MessagesScreen from './messages-screen';
import { messagesServer } from './test-server';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

let fake: FakeSocket;
let stop = () => {};

beforeEach(async () => {
  resetMessagesState();
  ({ fake, stop } = await connectRealtime());
});
afterEach(() => {
  cleanup();
  stop();
  act(() => notify.dismiss());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const render = (path = '/messages?c=1') => renderRoute(<MessagesScreen />, path, '/messages');
const conversations = () => screen.getByRole('list', { name: 'Conversations' });
const row = (name: string) => within(conversations()).getByRole('link', { name: new RegExp(name) });
const thread = () => screen.getByRole('log', { name: 'Messages' });
const composer = () => screen.getByRole('textbox', { name: 'Write a message' });

describe('MessagesScreen: the list', () => {
  it('lists conversations with their preview, time and unread count; ?c opens one', async () => {
    messagesServer({
      conversations: [
        conversation(1, { last_message: message(12, { sender_id: ME, body: 'On my way' }) }),
        conversation(2, {
          title: 'Design circle',
          kind: 'group',
          other_user: null,
          unread: 4,
          muted: true,
          last_message: message(9, { conversation_id: 2, deleted_at: new Date().toISOString(), body: '' }),
        }),
      ],
    });
    render('/messages');
    await screen.findByRole('list', { name: 'Conversations' });
    expect(row('Asha Rao').textContent).toContain('You: On my way');
    expect(row('Asha Rao').textContent).toMatch(/ago/);
    const group = row('Design circle');
    expect(group.textContent).toContain('This message was deleted');
    expect(within(group).getByText('4 unread messages')).toBeTruthy();
    expect(within(group).getByRole('img', { name: 'Muted' })).toBeTruthy();
    expect(screen.getByText('Choose a conversation, or start a new one.')).toBeTruthy();
    expect(group.getAttribute('href')).toBe('/messages?c=2');
  });

  it('says so when there are no conversations, and offers to start one', async () => {
    messagesServer({ conversations: [] });
    const user = userEvent.setup();
    render('/messages');
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'New message' });
    await user.click(buttons.at(-1)!);
    expect(await screen.findByRole('dialog', { name: 'New message' })).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    const api = messagesServer({ failList: true });
    const user = userEvent.setup();
    render('/messages');
    expect(await screen.findByText('Your conversations could not be loaded')).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side. Please try again in a moment.')).toBeTruthy();
    api.recover();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeTruthy();
  });
});

describe('MessagesScreen: a conversation', () => {
  it('opens the conversation on the socket, marks it read, and shows own messages with receipts', async () => {
    const { callsTo } = messagesServer({
      detail1: detail(conversation(1, { last_message: message(12) }), [
        member(ME, 'Meera Iyer', { last_read_message_id: 10, last_delivered_message_id: 10 }),
        member(7, 'Asha Rao', { last_read_message_id: 10, last_delivered_message_id: 11 }),
      ]),
    });
    render();
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Message 12');
    expect(fake.sentOf('conversation:open')).toEqual([{ conversation_id: 1 }]);
    await waitFor(() => expect(callsTo('POST /api/conversations/1/read')).toHaveLength(1));
    expect(callsTo('POST /api/conversations/1/read')[0]?.body).toEqual({ message_id: 12 });
    const own = thread().querySelector('[data-message-id="11"]') as HTMLElement;
    expect(within(own).getByTestId('receipt').textContent).toBe('Delivered');
  });

  it('marks an older conversation read after a newer one (message ids are global), so the badge clears', async () => {
    const ravi = message(5, { conversation_id: 2, sender_id: 9, sender_name: 'Ravi Kumar', body: 'See you there' });
    const { callsTo } = messagesServer({
      detail1: detail(conversation(1, { last_message: message(12) }), [
        member(ME, 'Meera Iyer', { last_read_message_id: 10, last_delivered_message_id: 12 }),
        member(7, 'Asha Rao', { last_read_message_id: 11, last_delivered_message_id: 11 }),
      ]),
      routes: {
        'GET /api/conversations/2/messages': json(200, messagePage([ravi])),
        'POST /api/conversations/2/read': json(200, {
          conversation_id: 2,
          user_id: ME,
          last_read_message_id: 5,
          last_delivered_message_id: 5,
        }),
      },
    });
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(callsTo('POST /api/conversations/1/read')).toHaveLength(1));
    await user.click(row('Design circle'));
    await within(thread()).findByText('See you there');
    await waitFor(() => expect(callsTo('POST /api/conversations/2/read')).toHaveLength(1));
    expect(callsTo('POST /api/conversations/2/read')[0]?.body).toEqual({ message_id: 5 });
  });

  it('shows Seen when the other person reads (conversation:receipt)', async () => {
    messagesServer();
    render();
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Message 11');
    const own = () => thread().querySelector('[data-message-id="11"]') as HTMLElement;
    expect(within(own()).getByTestId('receipt').textContent).toBe('Delivered');
    act(() =>
      fake.serverSends('conversation:receipt', {
        conversation_id: 1,
        user_id: 7,
        last_read_message_id: 11,
        last_delivered_message_id: 11,
      }),
    );
    await waitFor(() => expect(within(own()).getByTestId('receipt').textContent).toBe('Seen'));
  });

  it('sends optimistically, then shows the stored message once', async () => {
    let release: (response: Response) => void = () => {};
    const { callsTo } = messagesServer({
      send: ({ body }) =>
        new Promise<Response>((resolve) => {
          const sent = body as { body: string; client_id: string };
          release = resolve;
          void sent;
        }),
    });
    const user = userEvent.setup();
    render();
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Message 12');
    await user.type(composer(), 'Hello there{Enter}');
    const pending = await screen.findByTestId('pending-message');
    expect(pending.textContent).toContain('Hello there');
    expect(pending.textContent).toContain('Sending…');
    expect((composer() as HTMLTextAreaElement).value).toBe('');
    const sent = callsTo('POST /api/conversations/1/messages')[0]?.body as { body: string; client_id: string };
    expect(sent.body).toBe('Hello there');
    expect(sent.client_id.length).toBeGreaterThanOrEqual(8);
    expect(fake.sentOf('conversation:typing')).toContainEqual({ conversation_id: 1, typing: false });

    // the socket's copy arrives before the answer: shown once, in place of the optimistic one
    const stored = message(101, {
      sender_id: ME,
      sender_name: 'Meera Iyer',
      body: 'Hello there',
      client_id: sent.client_id,
      created_at: new Date().toISOString(),
    });
    act(() => fake.serverSends('message:new', stored));
    await waitFor(() => expect(screen.queryByTestId('pending-message')).toBeNull());
    release(json(201, stored));
    await waitFor(() => expect(within(thread()).getAllByText('Hello there')).toHaveLength(1));
    expect(row('Asha Rao').textContent).toContain('You: Hello there');
  });

  it('keeps a failed message with "Not sent — Retry", and a retry sends the same client_id', async () => {
    let fail = true;
    const { callsTo } = messagesServer({
      send: () => (fail ? apiError(403, 'You cannot message this person') : null),
    });
    const user = userEvent.setup();
    render();
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Message 12');
    await user.type(composer(), 'Are you there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await within(thread()).findByRole('alert');
    expect(alert.textContent).toContain('Not sent — You cannot message this person');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByTestId('pending-message')).toBeNull());
    expect(within(thread()).getAllByText('Are you there?')).toHaveLength(1);
    const [first, second] = callsTo('POST /api/conversations/1/messages').map(
      (c) => (c.body as { client_id: string }).client_id,
    );
    expect(second).toBe(first);
  });

  it('shows a live message, acknowledges delivery, and badges another conversation', async () => {
    const { callsTo } = messagesServer();
    render();
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Message 12');
    act(() => {
      fake.serverSends('message:new', message(13, { body: 'Lunch at one?' }));
      fake.serverSends('message:new', message(13, { body: 'Lunch at one?' }));
      fake.serverSends(
        'message:new',
        message(14, { conversation_id: 2, sender_id: 9, sender_name: 'Ravi Kumar', body: 'Agenda attached' }),
      );
    });
    await within(thread()).findByText('Lunch at one?');
    expect(within(thread()).getAllByText('Lunch at one?')).toHaveLength(1);
    expect(fake.sentOf('message:delivered')).toContainEqual({ conversation_id: 2, message_id: 14 });
    expect(fake.sentOf('message:delivered')).toContainEqual({ conversation_id: 1, message_id: 13 });
    await waitFor(() => expect(within(row('Design circle')).getByText('1 unread message')).toBeTruthy());
    expect(row('Design circle').textContent).toContain('Agenda attached');
    // the list puts the newest activity on top
    expect(within(conversations()).getAllByRole('link')[0]?.textContent).toContain('Design circle');
    // the open one is read at once
    await waitFor(() =>
      expect(callsTo('POST /api/conversations/1/read').map((c) => c.body)).toContainEqual({ message_id: 13 }),
    );
    expect(within(row('Asha Rao')).queryByTestId('conversation-unread')).toBeNull();
  });

  it('catches up after a reconnect, a page at a time, without duplicates, and reopens the conversation', async () => {
    messagesServer();
    render();
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Message 12');
    const asked: number[] = [];
    fake.answers['message:catch-up'] = (payload) => {
      const { afterId } = payload as { afterId: number };
      asked.push(afterId);
      if (asked.length === 1) {
        return {
          items: Array.from({ length: 200 }, (_, i) =>
            message(afterId + 1 + i, { conversation_id: 2, sender_id: 9, body: `Group ${i}` }),
          ),
        };
      }
      return { items: [message(12), message(afterId + 1, { body: 'Missed while away' })] };
    };
    act(() => fake.dropConnection());
    act(() => fake.connectNow());
    await within(thread()).findByText('Missed while away');
    expect(asked).toEqual([12, 212]);
    expect(within(thread()).getAllByText('Message 12')).toHaveLength(1);
    expect(fake.sentOf('conversation:open')).toEqual([{ conversation_id: 1 }, { conversation_id: 1 }]);
  });

  it('shows who is typing, and hides it after TYPING_TTL_MS', async () => {
    messagesServer();
    render();
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Message 12');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => fake.serverSends('conversation:typing', { conversation_id: 1, user_id: 7, name: 'Asha', typing: true }));
    expect(screen.getByText('Asha is typing…')).toBeTruthy();
    act(() => fake.serverSends('conversation:typing', { conversation_id: 2, user_id: 9, name: 'Ravi', typing: true }));
    expect(screen.queryByText(/Ravi/)).toBeNull();
    act(() => vi.advanceTimersByTime(6100));
    expect(screen.queryByText('Asha is typing…')).toBeNull();
  });

  it('shows a notice instead of the composer when blocked', async () => {
    const blocked = conversation(1, { blocked: true, last_message: message(12) });
    messagesServer({ conversations: [blocked] });
    render();
    expect(
      await screen.findByText('Messages cannot be sent in this conversation: one of you has blocked the other.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Write a message' })).toBeNull();
  });
});

describe('MessagesScreen in Hindi', () => {
  it('shows its texts in Hindi', async () => {
    messagesServer({ conversations: [] });
    await act(() => i18n.changeLanguage('hi'));
    try {
      render('/messages');
      expect(await screen.findByText('अभी कोई बातचीत नहीं')).toBeTruthy();
      expect(screen.getAllByRole('button', { name: 'नया संदेश' }).length).toBeGreaterThan(0);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
