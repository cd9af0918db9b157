import { act } from '@testing-library/react';
import { io } from 'socket.io-client';
import { expect, vi } from 'vitest';
import { useRealtimeStore } from '../stores/realtime';
import { startRealtime } from '../stores/realtime-connection';
import { resetSessionStore } from '../stores/session';
import { FakeSocket, notificationPage } from './fake-socket';
import { json, mockApi } from './mock-api';

/**
 * The real-time client for tests of any feature (the test file mocks socket.io-client:
 * `vi.mock('socket.io-client', () => ({ io: vi.fn() }))`).
 */

/** What the real-time client asks when it starts (its notifications baseline). */
export const REALTIME_ROUTES = {
  'GET /api/notifications': json(200, notificationPage([], 0)),
  'GET /api/notifications/unread-count': json(200, { unread: 0 }),
};

/** Signed in as `userId`, the socket created and connected; returns the fake socket and the stop function. */
export async function connectRealtime(userId: number): Promise<{ fake: FakeSocket; stop: () => void }> {
  const fake = new FakeSocket();
  // the client's own first calls (the tests' servers answer them too)
  mockApi(REALTIME_ROUTES);
  vi.mocked(io).mockReset();
  vi.mocked(io).mockImplementation(() => fake as never);
  useRealtimeStore.getState().reset();
  resetSessionStore({ rehydrationStatus: 'succeeded', isLoggedIn: true, user: { user_id: userId } as never });
  const stop = startRealtime();
  await vi.waitFor(() => expect(io).toHaveBeenCalled());
  act(() => fake.connectNow());
  return { fake, stop };
}
