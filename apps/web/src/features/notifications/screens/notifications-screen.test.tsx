import { DEFAULT_NOTIFICATION_PREFERENCES, type TNotification } from '@ankur/shared/schemas/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { i18n } from '../../../lib/i18n';
import { useRealtimeStore } from '../../../stores/realtime';
import { notificationsSink, unreadCountOf } from '../api/live-notifications';
import {
  type ApiCall,
  apiError,
  json,
  mockApi,
  notification,
  notificationPage,
  renderRoute,
  testQueryClient,
} from '../test-support';
import NotificationsScreen from './notifications-screen';

const realtime = () => useRealtimeStore.getState();
let client: QueryClient;
/** What the real-time connection does with notifications, on the rendered query cache. */
const live = () => notificationsSink(client);
const READ = '2026-01-01T00:00:00.000Z';

/** 25 notifications, ids 25 … 1, the even ones read; a server that keeps read state. */
function server(options: { items?: TNotification[]; fail?: boolean } = {}) {
  const read = new Set<number>();
  const all = () =>
    (
      options.items ??
      Array.from({ length: 25 }, (_, i) => notification(25 - i, { read_at: (25 - i) % 2 ? null : READ }))
    ).map((item) => (read.has(item.notification_id) ? { ...item, read_at: READ } : item));
  const unreadCount = () => all().filter((item) => item.read_at === null).length;
  let failing = options.fail ?? false;
  const api = mockApi({
    'GET /api/notifications': ({ query }: ApiCall) => {
      if (failing) return apiError(500, 'Database unavailable');
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 20);
      const rows = query.get('unread') === 'true' ? all().filter((item) => item.read_at === null) : all();
      return json(
        200,
        notificationPage(rows.slice((page - 1) * limit, page * limit), unreadCount(), page, limit, rows.length),
      );
    },
    'POST /api/notifications/25/read': () => {
      read.add(25);
      return json(200, { unread: unreadCount() });
    },
    'POST /api/notifications/read-all': () => {
      for (const item of all()) read.add(item.notification_id);
      return json(200, { unread: 0 });
    },
    'GET /api/notifications/preferences': json(200, {
      channels: {
        enrolment: 'in_app',
        assignment: 'email',
        certificate: 'in_app',
        connection: 'none',
        message: 'in_app',
        event: 'in_app',
      },
      email_digest: 'off',
    }),
  });
  return { ...api, recover: () => (failing = false) };
}

const render = (path = '/notifications') => renderRoute(<NotificationsScreen />, path, '/notifications', client);
const list = () => screen.getByRole('list', { name: 'Notifications' });
const titles = () =>
  within(list())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

beforeEach(() => {
  realtime().begin('open');
  client = testQueryClient();
  live().unread(13);
});
afterEach(async () => {
  act(() => notify.dismiss());
  await act(() => i18n.changeLanguage('en'));
  vi.restoreAllMocks();
});

describe('NotificationsScreen', () => {
  it('lists the newest first, 20 at a time, with Load more', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    render();
    await screen.findByText('Showing 20 of 25');
    expect(titles()[0]).toBe('Notification 25');
    expect(titles()).toHaveLength(20);
    const first = within(list()).getAllByRole('article')[0]!;
    expect(first.textContent).toContain('Unread');
    expect(first.textContent).toContain('Enrolment');
    expect(first.textContent).toContain('5 minutes ago');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 25 of 25');
    expect(titles().at(-1)).toBe('Notification 1');
    expect(callsTo('GET /api/notifications').map((call) => call.query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters to the unread ones (in the URL), with an empty state of its own', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    const { router } = render();
    await screen.findByText('Showing 20 of 25');
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    await screen.findByText('Showing 13 of 13');
    expect(callsTo('GET /api/notifications').at(-1)?.query.get('unread')).toBe('true');
    expect(router.state.location.search).toBe('?filter=unread');
    expect(screen.getByRole('button', { name: 'Unread' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await screen.findByText('Nothing unread');
    expect(await screen.findByText('All notifications are marked as read.')).toBeTruthy();
    expect(unreadCountOf(client)).toBe(0);

    await user.click(screen.getByRole('button', { name: 'All' }));
    await screen.findByText('Showing 20 of 25');
    expect(within(list()).queryByText('Unread')).toBeNull();
  });

  it('says so when there are no notifications at all', async () => {
    server({ items: [] });
    live().unread(0);
    render();
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveProperty('disabled', true);
  });

  it('marks one read', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    render();
    await screen.findByText('Showing 20 of 25');
    await user.click(screen.getByRole('button', { name: 'Mark “Notification 25” as read' }));
    await waitFor(() => expect(callsTo('POST /api/notifications/25/read')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark “Notification 25” as read' })).toBeNull());
    expect(within(list()).getAllByRole('article')[0]?.textContent).not.toContain('Unread');
    expect(unreadCountOf(client)).toBe(12);
  });

  it('shows live arrivals at the top, once', async () => {
    server();
    render();
    await screen.findByText('Showing 20 of 25');
    act(() => {
      live().receive([notification(26, { title: 'Your event starts in 10 minutes', type: 'event' })], 'live');
      live().receive([notification(26, { title: 'Your event starts in 10 minutes', type: 'event' })], 'live');
    });
    expect(await screen.findByText('Showing 21 of 26')).toBeTruthy();
    expect(titles()[0]).toBe('Your event starts in 10 minutes');
    expect(titles().filter((title) => title === 'Your event starts in 10 minutes')).toHaveLength(1);
  });

  it('shows an error with a retry', async () => {
    const api = server({ fail: true });
    const user = userEvent.setup();
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your notifications could not be loaded');
    api.recover();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Showing 20 of 25');
  });

  it('saves the preferences, and shows a refusal (400) with its reason', async () => {
    const saved: unknown[] = [];
    let refuse = true;
    mockApi({
      'GET /api/notifications': json(200, notificationPage([], 0)),
      // the server fills kinds the user never chose with their default (in the app; enrolment news by e-mail)
      'GET /api/notifications/preferences': json(200, {
        channels: { ...DEFAULT_NOTIFICATION_PREFERENCES.channels, assignment: 'email', connection: 'none' },
        email_digest: 'off',
      }),
      'PUT /api/notifications/preferences': ({ body }: ApiCall) => {
        saved.push(body);
        return refuse ? apiError(400, 'channels.event: Invalid option') : json(200, body);
      },
    });
    const user = userEvent.setup();
    render();
    const toggle = screen.getByRole('button', { name: 'Preferences' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = await screen.findByRole('region', { name: 'Notification preferences' });
    const group = (name: string) => within(panel).getByRole('radiogroup', { name });
    await within(panel).findByRole('radiogroup', { name: 'Enrolment' });
    expect(within(group('Assignment')).getByRole('radio', { name: 'Also by e-mail' })).toHaveProperty('checked', true);
    expect(within(group('Connection')).getByRole('radio', { name: 'Off' })).toHaveProperty('checked', true);
    // a kind the user never chose is in the app
    expect(within(group('Announcement')).getByRole('radio', { name: 'In the app' })).toHaveProperty('checked', true);

    await user.click(within(group('Event')).getByRole('radio', { name: 'Also by e-mail' }));
    await user.click(within(panel).getByRole('radio', { name: 'Gather them into one e-mail a day' }));
    await user.click(within(panel).getByRole('button', { name: 'Save preferences' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toBe('Your preferences were not saved: channels.event: Invalid option');
    expect(saved[0]).toEqual({
      channels: {
        // enrolment news goes by e-mail unless chosen otherwise (issue 19)
        enrolment: 'email',
        enrolment_request: 'email',
        assignment: 'email',
        certificate: 'in_app',
        connection: 'none',
        connection_request: 'in_app',
        connection_accepted: 'in_app',
        new_follower: 'in_app',
        message: 'in_app',
        event: 'email',
        announcement: 'in_app',
        membership: 'email',
        investor: 'email',
        call_application: 'in_app',
        call_decision: 'in_app',
        collab_response: 'in_app',
        forum_reply: 'in_app',
        forum_answer_accepted: 'in_app',
        moderation: 'in_app',
        mention: 'in_app',
        post_comment: 'in_app',
        comment_reply: 'in_app',
        circle_request: 'in_app',
        circle_approved: 'in_app',
        circle_invite: 'in_app',
        content_review: 'in_app',
        competition: 'in_app',
        idea: 'in_app',
      },
      email_digest: 'daily',
    });
    // the choices stay as chosen, to correct and send again
    expect(within(group('Event')).getByRole('radio', { name: 'Also by e-mail' })).toHaveProperty('checked', true);

    refuse = false;
    await user.click(within(panel).getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your notification preferences are saved.')).toBeTruthy();
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(within(group('Event')).getByRole('radio', { name: 'Also by e-mail' })).toHaveProperty('checked', true);
  });

  it('speaks Hindi', async () => {
    server();
    await act(() => i18n.changeLanguage('hi'));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'सूचनाएँ' })).toBeTruthy();
    await screen.findByText('25 में से 20 दिखाई जा रही हैं');
    expect(screen.getByRole('button', { name: 'अपठित' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सभी को पढ़ा हुआ चिह्नित करें' })).toBeTruthy();
  });
});
