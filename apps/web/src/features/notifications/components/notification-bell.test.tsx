import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { useRealtimeStore } from '../../../stores/realtime';
import { notificationsSink, unreadCountOf } from '../api/live-notifications';
import { json, mockApi, notification, notificationPage, renderRoute, testQueryClient } from '../test-support';
import { NotificationBell } from './notification-bell';

const realtime = () => useRealtimeStore.getState();
let client: QueryClient;
/** What the real-time connection does with notifications, on the rendered query cache. */
const live = () => notificationsSink(client);

const READ = '2026-01-01T00:00:00.000Z';
const LATEST = [
  notification(9, { title: 'You were admitted to Pitch Alchemy', link: '/programs/overview/2' }),
  notification(8, { title: 'Assignment reviewed', type: 'assignment', read_at: READ }),
  notification(7, { title: 'Certificate issued', type: 'certificate' }),
];

/** The API as the server keeps it: reads change what the list answers next. */
function api() {
  const read = new Set<number>([8]);
  const markRead = (id: number) => () => {
    read.add(id);
    return json(200, { unread: 3 - read.size });
  };
  const latest = () => LATEST.map((item) => (read.has(item.notification_id) ? { ...item, read_at: READ } : item));
  return mockApi({
    'GET /api/notifications': () => json(200, notificationPage(latest(), 3 - read.size, 1, 8, 3)),
    'POST /api/notifications/9/read': markRead(9),
    'POST /api/notifications/7/read': markRead(7),
    'POST /api/notifications/read-all': () => {
      for (const item of LATEST) read.add(item.notification_id);
      return json(200, { unread: 0 });
    },
  });
}

beforeEach(() => {
  realtime().begin('open');
  client = testQueryClient();
  live().unread(2);
});
afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

const bell = (name: string | RegExp = /^Notifications/) => screen.getByRole('button', { name });

describe('NotificationBell', () => {
  it('puts the unread count in its name and on a badge (99+ beyond 99)', async () => {
    api();
    renderRoute(<NotificationBell />, '/', '/', client);
    expect(bell('Notifications, 2 unread')).toBeTruthy();
    expect(screen.getByTestId('unread-badge').textContent).toBe('2');

    act(() => live().unread(120));
    // the count is a query: its observers hear of the change on the next tick
    await waitFor(() => expect(bell('Notifications, 120 unread')).toBeTruthy());
    expect(screen.getByTestId('unread-badge').textContent).toBe('99+');

    act(() => live().unread(0));
    await waitFor(() => expect(bell('Notifications')).toBeTruthy());
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('opens a popover with the latest notifications, their time and unread state', async () => {
    const { callsTo } = api();
    const user = userEvent.setup();
    renderRoute(<NotificationBell />, '/', '/', client);
    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Latest notifications' });
    await within(panel).findByText('You were admitted to Pitch Alchemy');
    expect(callsTo('GET /api/notifications')[0]?.query.get('limit')).toBe('8');
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('You were admitted to Pitch Alchemy'),
      expect.stringContaining('Assignment reviewed'),
      expect.stringContaining('Certificate issued'),
    ]);
    expect(rows[0]?.textContent).toContain('5 minutes ago');
    expect(rows[0]?.textContent).toContain('Unread');
    expect(rows[1]?.textContent).not.toContain('Unread');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/programs/overview/2');
    // the list tells the store the highest id seen (where a catch-up would start)
    expect(realtime().lastSeenId).toBe(9);
  });

  it('shows a live arrival on the count, as a toast while closed, and at the top of the list', async () => {
    api();
    const user = userEvent.setup();
    renderRoute(<NotificationBell />, '/', '/', client);
    act(() => {
      realtime().noteSeen([notification(9)]);
      live().receive([notification(12, { title: 'New connection request', type: 'connection' })], 'live');
    });
    expect(bell('Notifications, 3 unread')).toBeTruthy();
    expect(await screen.findByText('New connection request')).toBeTruthy();

    act(() => notify.dismiss());
    await waitFor(() => expect(screen.queryByText('New connection request')).toBeNull());
    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Latest notifications' });
    await within(panel).findByText('You were admitted to Pitch Alchemy');
    expect(within(panel).getAllByRole('listitem')[0]?.textContent).toContain('New connection request');

    // while open, no toast: the item appears in the list
    act(() => {
      live().receive([notification(13, { title: 'Event starts soon', type: 'event' })], 'live');
    });
    await within(panel).findByText('Event starts soon');
    expect(screen.getAllByText('Event starts soon')).toHaveLength(1);
  });

  it('marks a notification read and follows its link', async () => {
    const { callsTo } = api();
    const user = userEvent.setup();
    const { router } = renderRoute(<NotificationBell />, '/', '/', client);
    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Latest notifications' });
    await user.click(await within(panel).findByRole('link', { name: /You were admitted/ }));
    await waitFor(() => expect(callsTo('POST /api/notifications/9/read')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/programs/overview/2');
    await waitFor(() => expect(unreadCountOf(client)).toBe(1));
  });

  it('marks a notification without a link read without leaving the page', async () => {
    const { callsTo } = api();
    const user = userEvent.setup();
    const { router } = renderRoute(<NotificationBell />, '/', '/', client);
    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Latest notifications' });
    await user.click(await within(panel).findByRole('button', { name: /Certificate issued/ }));
    await waitFor(() => expect(callsTo('POST /api/notifications/7/read')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(bell('Notifications, 1 unread')).toBeTruthy());
  });

  it('marks all read, and links to the whole list', async () => {
    const { callsTo } = api();
    const user = userEvent.setup();
    const { router } = renderRoute(<NotificationBell />, '/', '/', client);
    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Latest notifications' });
    await within(panel).findByText('Certificate issued');
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(callsTo('POST /api/notifications/read-all')).toHaveLength(1));
    await waitFor(() => expect(within(panel).queryByText('Unread')).toBeNull());
    expect(bell('Notifications')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toHaveProperty('disabled', true);

    await user.click(within(panel).getByRole('link', { name: 'See all' }));
    expect(router.state.location.pathname).toBe('/notifications');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers Escape by closing, focus back on the bell', async () => {
    api();
    const user = userEvent.setup();
    renderRoute(<NotificationBell />, '/', '/', client);
    await user.click(bell());
    await screen.findByRole('dialog', { name: 'Latest notifications' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(bell());
  });
});
