import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeSocket } from '../../../test/fake-socket';
import { connectRealtime, json, mockApi, REALTIME_ROUTES, renderRoute, resetMessagesState } from '../test-support';
import { MessagesNavLink } from './messages-nav-badge';

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
  vi.restoreAllMocks();
});

describe('MessagesNavLink', () => {
  it('links to /messages with the live unread count in its name and on a badge', async () => {
    let unread = 3;
    const { callsTo } = mockApi({
      ...REALTIME_ROUTES,
      'GET /api/messages/unread-count': () => json(200, { unread }),
    });
    renderRoute(<MessagesNavLink />, '/');
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link.getAttribute('href')).toBe('/messages');
    expect(screen.getByTestId('messages-unread-badge').textContent).toBe('3');

    act(() => fake.serverSends('message:unread', { unread: 120 }));
    expect(await screen.findByRole('link', { name: 'Messages, 120 unread' })).toBeTruthy();
    expect(screen.getByTestId('messages-unread-badge').textContent).toBe('99+');

    act(() => fake.serverSends('message:unread', { unread: 0 }));
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeTruthy();
    expect(screen.queryByTestId('messages-unread-badge')).toBeNull();

    // a reconnect asks again (events may have been missed)
    unread = 2;
    act(() => {
      fake.dropConnection();
      fake.connectNow();
    });
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toBeTruthy();
    expect(callsTo('GET /api/messages/unread-count')).toHaveLength(2);
  });
});
