import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import {
  connectRealtime,
  conversation,
  detail,
  json,
  ME,
  member,
  message,
  renderRoute,
  resetMessagesState,
} from '../test-support';
import MessagesScreen from './messages-screen';
import { messagesServer } from './test-server';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

let stop = () => {};

beforeEach(async () => {
  resetMessagesState();
  ({ stop } = await connectRealtime());
});
afterEach(() => {
  cleanup();
  stop();
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

const render = (path = '/messages?c=1') => renderRoute(<MessagesScreen />, path, '/messages');
const thread = () => screen.getByRole('log', { name: 'Messages' });
const bubble = (id: number) => thread().querySelector(`[data-message-id="${id}"]`) as HTMLElement;
async function openThread() {
  await screen.findByRole('log', { name: 'Messages' });
  await waitFor(() => expect(bubble(12)).toBeTruthy());
}

describe('message text', () => {
  it('never runs or renders markup: only http(s) and mailto become links, with rel noopener', async () => {
    messagesServer({
      history: [
        message(10, { body: '<script>window.hacked = true</script><img src=x onerror="alert(1)">' }),
        message(11, { body: 'javascript:alert(1) and data:text/html,hi' }),
        message(12, { body: 'Agenda at https://example.org/plan?x=1. Mail mailto:team@example.org' }),
      ],
    });
    render();
    await openThread();
    expect(within(bubble(10)).getByText(/<script>window.hacked = true<\/script>/)).toBeTruthy();
    expect(thread().querySelector('script')).toBeNull();
    expect(thread().querySelector('img')).toBeNull();
    expect(within(bubble(11)).queryByRole('link')).toBeNull();
    const link = within(bubble(12)).getByRole('link', { name: 'https://example.org/plan?x=1' });
    expect(link.getAttribute('href')).toBe('https://example.org/plan?x=1');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(bubble(12)).getByRole('link', { name: 'mailto:team@example.org' })).toBeTruthy();
    expect(bubble(12).textContent).toContain('plan?x=1. Mail');
  });

  it('shows images as thumbnails and other files as download cards', async () => {
    const file = (id: number, name: string, type: string) => ({
      upload_id: id,
      file_name: name,
      content_type: type,
      size_bytes: 2048,
      url: `/api/uploads/${id}/${name}`,
    });
    messagesServer({
      history: [
        message(12, {
          body: '',
          attachments: [file(1, 'photo.png', 'image/png'), file(2, 'plan.pdf', 'application/pdf')],
        }),
      ],
    });
    render();
    const image = await screen.findByRole('img', { name: 'photo.png' });
    expect(image.getAttribute('src')).toBe('/api/uploads/1/photo.png');
    expect(screen.getByRole('link', { name: 'Open photo.png full size' }).getAttribute('target')).toBe('_blank');
    const card = screen.getByRole('link', { name: 'Download plan.pdf' });
    expect(card.getAttribute('href')).toBe('/api/uploads/2/plan.pdf');
    expect(card.textContent).toContain('2 KB');
  });
});

describe('history', () => {
  it('loads older messages on request and keeps the ones shown', async () => {
    const history = Array.from({ length: 45 }, (_, i) => message(i + 1));
    const { callsTo } = messagesServer({ history, pageSize: 30 });
    const user = userEvent.setup();
    render();
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Message 45');
    expect(within(thread()).queryByText('Message 15')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await within(thread()).findByText('Message 1');
    expect(within(thread()).getByText('Message 45')).toBeTruthy();
    expect(thread().querySelectorAll('[data-message-id]')).toHaveLength(45);
    expect(callsTo('GET /api/conversations/1/messages').map((c) => c.query.get('before'))).toEqual([null, '16']);
    expect(screen.getByText('This is the beginning of the conversation.')).toBeTruthy();
  });

  it('searches within the conversation and marks the words', async () => {
    messagesServer({
      history: [message(10, { body: 'The budget is <b>final</b>' }), message(11), message(12)],
    });
    const user = userEvent.setup();
    render();
    await openThread();
    await user.click(screen.getByRole('button', { name: 'Search in this conversation' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'budget');
    const mark = await screen.findByText('budget', { selector: 'mark' });
    expect(mark.parentElement?.textContent).toBe('The budget is <b>final</b>');
    expect(screen.getByText('1 message found')).toBeTruthy();
  });
});

describe('own and others’ messages', () => {
  it('edits an own message inline', async () => {
    const { callsTo } = messagesServer();
    const user = userEvent.setup();
    render();
    await openThread();
    await user.click(within(bubble(11)).getByRole('button', { name: 'Message actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'Edit your message' });
    await user.clear(box);
    await user.type(box, 'Message eleven, fixed{Enter}');
    await waitFor(() => expect(callsTo('PATCH /api/messages/11')[0]?.body).toEqual({ body: 'Message eleven, fixed' }));
    await within(bubble(11)).findByText('Message eleven, fixed');
    expect(bubble(11).textContent).toContain('edited');
  });

  it('offers no Edit after 24 hours, and deletes after a confirmation', async () => {
    const old = new Date(Date.now() - 25 * 3_600_000).toISOString();
    const { callsTo } = messagesServer({
      history: [message(10), message(11, { sender_id: ME, created_at: old }), message(12)],
    });
    const user = userEvent.setup();
    render();
    await openThread();
    await user.click(within(bubble(11)).getByRole('button', { name: 'Message actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    await waitFor(() => expect(callsTo('DELETE /api/messages/11')).toHaveLength(1));
    await within(bubble(11)).findByText('This message was deleted');
    expect(within(bubble(11)).queryByRole('button', { name: 'Message actions' })).toBeNull();
  });

  it('reports someone else’s message with a reason', async () => {
    const { callsTo } = messagesServer();
    const user = userEvent.setup();
    render();
    await openThread();
    await user.click(within(bubble(12)).getByRole('button', { name: 'Message actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Please say why you are reporting this message.')).toBeTruthy();
    expect(callsTo('POST /api/messages/12/report')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam link');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(callsTo('POST /api/messages/12/report')[0]?.body).toEqual({ reason: 'Spam link' }));
    expect(await screen.findByText('Thank you. The administrators will look at it.')).toBeTruthy();
  });
});

describe('new conversation', () => {
  it('finds a person and opens the direct conversation with them', async () => {
    const created = detail(
      conversation(5, {
        title: 'Kiran Das',
        other_user: { user_id: 11, name: 'Kiran Das' },
      }),
    );
    const { callsTo } = messagesServer({
      routes: {
        'GET /api/messaging/people': json(200, {
          data: [{ user_id: 11, name: 'Kiran Das' }],
        }),
        'POST /api/conversations': json(201, created),
        'GET /api/conversations/5': json(200, created),
        'GET /api/conversations/5/messages': json(200, { data: [], meta: { limit: 30, hasMore: false } }),
      },
    });
    const user = userEvent.setup();
    const { router } = render('/messages');
    await screen.findByRole('list', { name: 'Conversations' });
    await user.click(screen.getByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    // the dialog opens on the search box, not on Close (issue 19)
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('searchbox', { name: 'Find people' })),
    );
    await user.keyboard('kir');
    await user.click(await within(dialog).findByRole('button', { name: /Kiran Das/ }));
    await waitFor(() => expect(callsTo('POST /api/conversations')[0]?.body).toEqual({ kind: 'direct', user_id: 11 }));
    expect(callsTo('GET /api/messaging/people').at(-1)?.query.get('q')).toBe('kir');
    await waitFor(() => expect(router.state.location.search).toBe('?c=5'));
    expect(await screen.findByText('No messages yet. Say hello!')).toBeTruthy();
  });

  it('asks for a group name and at least one person', async () => {
    messagesServer();
    const user = userEvent.setup();
    render('/messages');
    await screen.findByRole('list', { name: 'Conversations' });
    await user.click(screen.getByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await user.click(within(dialog).getByRole('button', { name: 'Group' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(within(dialog).getByText('Give the group a name.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Group name/ }), 'Cohort 7');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(within(dialog).getByText('Choose at least one person.')).toBeTruthy();
  });
});

describe('group settings', () => {
  it('lets the owner rename the group, refusing an empty name', async () => {
    const { callsTo } = messagesServer({
      routes: {
        'PATCH /api/conversations/2': ({ body }) =>
          json(
            200,
            detail(
              conversation(2, {
                kind: 'group',
                title: (body as { title: string }).title,
                group_title: (body as { title: string }).title,
                other_user: null,
                my_role: 'owner',
              }),
              [member(ME, 'Meera Iyer', { role: 'owner' }), member(9, 'Ravi Kumar'), member(7, 'Asha Rao')],
            ),
          ),
      },
    });
    const user = userEvent.setup();
    render('/messages?c=2');
    await user.click(await screen.findByRole('button', { name: 'Conversation options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the group' });
    const field = within(dialog).getByLabelText(/Group name/);
    expect((field as HTMLInputElement).value).toBe('Design circle');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the group a name.')).toBeTruthy();
    expect(callsTo('PATCH /api/conversations/2')).toHaveLength(0);
    await user.type(field, 'Design circle, Pune');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo('PATCH /api/conversations/2')[0]?.body).toEqual({ title: 'Design circle, Pune' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename the group' })).toBeNull());
  });
});
