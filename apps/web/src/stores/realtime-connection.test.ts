import { REALTIME_CLIENT_OPTIONS } from '@ankur/shared/realtime';
import type { TNotificationList } from '@ankur/shared/schemas/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BELL_LIMIT, notificationKeys } from '../features/notifications/api/list-notifications';
import { notificationsSink, unreadCountOf } from '../features/notifications/api/live-notifications';
import { refusalDelay } from '../lib/socket';
import { FakeSocket, notification, notificationPage } from '../test/fake-socket';
import { apiError, json, mockApi, testQueryClient } from '../test/mock-api';
import { useRealtimeStore } from './realtime';
import { startRealtime } from './realtime-connection';
import { resetSessionStore, sessionNavigation, useSessionStore } from './session';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

let fake: FakeSocket;
let stop: () => void = () => {};

const signIn = (userId = 3) => resetSessionStore({ isLoggedIn: true, user: { user_id: userId } });
const realtime = () => useRealtimeStore.getState();
let client: QueryClient;
/** Notifications live in the query cache: the bell's list holds the arrivals, beside the unread count. */
const arrivals = () => client.getQueryData<TNotificationList>(notificationKeys.latest(BELL_LIMIT))?.data ?? [];
const ids = () => arrivals().map((item) => item.notification_id);
const unread = () => unreadCountOf(client) ?? null;

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/notifications': json(200, notificationPage([notification(10)], 2, 1, 1, 5)),
    'GET /api/notifications/unread-count': json(200, { unread: 7 }),
    'GET /api/auth/profile': json(200, {
      user_id: 3,
      username: 'asha',
      firstName: 'Asha',
      lastName: null,
      email: 'asha@example.org',
      enabled: true,
      roles: [],
      active_role: null,
      profile_image: null,
      phone_number: null,
      otpVerified: true,
      registration_redirect: null,
    }),
    'POST /api/auth/logout': json(200, {}),
    ...overrides,
  });
}

/** Signed in, the socket created and its first connection open (catch-up answered). */
async function connected() {
  signIn();
  stop = startRealtime(notificationsSink(client));
  await vi.waitFor(() => expect(io).toHaveBeenCalled());
  fake.connectNow();
  await vi.waitFor(() => expect(realtime().caughtUp).toBe(true));
}

beforeEach(() => {
  fake = new FakeSocket();
  vi.mocked(io).mockReset();
  vi.mocked(io).mockImplementation(() => fake as never);
  resetSessionStore({ rehydrationStatus: 'succeeded' });
  realtime().reset();
  client = testQueryClient();
});

afterEach(() => {
  stop();
  stop = () => {};
  vi.restoreAllMocks();
});

describe('the real-time client', () => {
  it('connects only while signed in, with exactly the SPEC §9 options, and disconnects on sign-out', async () => {
    const { calls } = api();
    stop = startRealtime(notificationsSink(client));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(io).not.toHaveBeenCalled();
    expect(realtime().connection).toBe('closed');
    expect(calls).toHaveLength(0);

    signIn();
    expect(realtime().connection).toBe('opening');
    await vi.waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    expect(vi.mocked(io).mock.calls[0]).toEqual([REALTIME_CLIENT_OPTIONS]);
    expect(REALTIME_CLIENT_OPTIONS).toMatchObject({
      path: '/socket.io',
      timeout: 20000,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
    });

    resetSessionStore({ rehydrationStatus: 'succeeded', isLoggedIn: false, user: null });
    expect(fake.disconnect).toHaveBeenCalled();
    expect(realtime().connection).toBe('closed');
  });

  it('goes closed → opening → open, opening again when the connection drops, closed when offline', async () => {
    api();
    const seen: string[] = [];
    const unsubscribe = useRealtimeStore.subscribe((state, prev) => {
      if (state.connection !== prev.connection) seen.push(state.connection);
    });
    await connected();
    expect(realtime().wasOpen).toBe(true);

    fake.dropConnection();
    expect(realtime().connection).toBe('opening');
    fake.connectNow();
    expect(realtime().connection).toBe('open');

    fake.dropConnection();
    window.dispatchEvent(new Event('offline'));
    expect(realtime().connection).toBe('closed');
    window.dispatchEvent(new Event('online'));
    expect(realtime().connection).toBe('opening');
    unsubscribe();
    expect(seen).toEqual(['opening', 'open', 'opening', 'open', 'opening', 'closed', 'opening']);
  });

  it('loads the newest id and unread count, and asks for a catch-up after the highest id seen', async () => {
    const { callsTo } = api();
    await connected();
    expect(callsTo('GET /api/notifications')[0]?.query.get('limit')).toBe('1');
    expect(unread()).toBe(2);
    expect(fake.emitted).toEqual([
      { event: 'notification:catch-up', payload: { afterId: 10 }, timeout: REALTIME_CLIENT_OPTIONS.timeout },
    ]);
  });

  it('merges live arrivals and catch-ups by id: no duplicates, nothing lost, unread counted once', async () => {
    const { callsTo } = api();
    await connected();
    fake.serverSends('notification:new', notification(11));
    fake.serverSends('notification:new', notification(11));
    expect(ids()).toEqual([11]);
    expect(unread()).toBe(3);
    expect(realtime().liveArrival?.notification.notification_id).toBe(11);

    // offline for a while: 12 was missed; 13 arrives live during the reconnection, before the catch-up answers
    fake.dropConnection();
    const missed = [notification(12), notification(13, { read_at: '2026-01-01T00:00:00.000Z' })];
    let answer: () => void = () => {};
    fake.catchUp = ({ afterId }) => {
      const items = missed.filter((item) => item.notification_id > afterId);
      if (afterId !== 11) return { items };
      return new Promise((resolve) => {
        answer = () => resolve({ items });
      });
    };
    fake.connectNow();
    fake.serverSends('notification:new', notification(13));
    await vi.waitFor(() => expect(fake.emitted).toHaveLength(2));
    expect(fake.emitted[1]?.payload).toEqual({ afterId: 11 });
    answer();
    await vi.waitFor(() => expect(realtime().caughtUp).toBe(true));
    expect(ids()).toEqual([13, 12, 11]);
    expect(realtime().lastSeenId).toBe(13);
    // asked again from the last id it got, until an answer came back empty
    expect(fake.emitted.map((e) => e.payload)).toEqual([{ afterId: 10 }, { afterId: 11 }, { afterId: 13 }]);
    // a reconnection re-reads the count (reads elsewhere while away)
    await vi.waitFor(() => expect(callsTo('GET /api/notifications/unread-count')).toHaveLength(1));
    await vi.waitFor(() => expect(unread()).toBe(7));

    // the next reconnection starts after 13; repeats change nothing
    fake.dropConnection();
    fake.catchUp = () => ({ items: [notification(12), notification(13)] });
    fake.connectNow();
    await vi.waitFor(() => expect(fake.emitted).toHaveLength(4));
    expect(fake.emitted[3]?.payload).toEqual({ afterId: 13 });
    await vi.waitFor(() => expect(realtime().caughtUp).toBe(true));
    expect(ids()).toEqual([13, 12, 11]);
    // the read copy of 13 stays read
    expect(arrivals()[0]?.read_at).not.toBeNull();
  });

  it('catches up a page at a time when much was missed', async () => {
    api();
    const missed = Array.from({ length: 150 }, (_, i) => notification(11 + i));
    fake.catchUp = ({ afterId }) => ({
      items: missed.filter((item) => item.notification_id > afterId).slice(0, 100),
    });
    await connected();
    expect(fake.emitted.map((e) => e.payload)).toEqual([{ afterId: 10 }, { afterId: 110 }, { afterId: 160 }]);
    expect(realtime().lastSeenId).toBe(160);
    expect(arrivals()[0]?.notification_id).toBe(160);
    // unread 2 before, plus the 150 it missed
    expect(unread()).toBe(152);
    // no toast for what was caught up
    expect(realtime().liveArrival).toBeNull();
  });

  it('follows the server on the unread count', async () => {
    api();
    await connected();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fake.serverSends('notification:unread', { unread: 0 });
    expect(unread()).toBe(0);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it("re-checks the session on 'session:closed': gone → the toast's reason and the normal sign-out", async () => {
    const goToRoot = vi.spyOn(sessionNavigation, 'goToRoot').mockImplementation(() => {});
    const { callsTo } = api({ 'GET /api/auth/profile': apiError(401, 'Not signed in') });
    await connected();
    fake.serverSends('session:closed', { reason: 'disabled' });
    fake.serverDisconnects();
    expect(realtime().connection).toBe('closed');
    await vi.waitFor(() => expect(goToRoot).toHaveBeenCalled());
    // one re-check for the event and the disconnection
    expect(callsTo('GET /api/auth/profile')).toHaveLength(1);
    expect(callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(fake.disconnect).toHaveBeenCalled();
    // signing out closed the client; the reason was told before
    expect(realtime().started).toBe(false);
  });

  it('tells the reason before signing out', async () => {
    vi.spyOn(sessionNavigation, 'goToRoot').mockImplementation(() => {});
    const reasons: (string | undefined)[] = [];
    const unsubscribe = useRealtimeStore.subscribe((state, prev) => {
      if (state.sessionClosed !== prev.sessionClosed) reasons.push(state.sessionClosed?.reason);
    });
    api({ 'GET /api/auth/profile': apiError(401, 'Not signed in') });
    await connected();
    fake.refuse();
    await vi.waitFor(() => expect(useSessionStore.getState().isLoggedIn).toBe(false));
    unsubscribe();
    expect(reasons[0]).toBe('signed-out');
  });

  it('reconnects silently when the session was only rotated (a tenant switch, a refresh)', async () => {
    api();
    await connected();
    fake.serverSends('session:closed', { reason: 'signed-out' });
    fake.serverDisconnects();
    await vi.waitFor(() => expect(fake.connect).toHaveBeenCalledTimes(1));
    expect(realtime().sessionClosed).toBeNull();
    expect(useSessionStore.getState().isLoggedIn).toBe(true);
  });

  it('reconnects with the SPEC §9 backoff after a refusal while the session is good', async () => {
    api();
    await connected();
    fake.serverSends('session:closed', { reason: 'rate-limited' });
    expect(realtime().sessionClosed?.reason).toBe('rate-limited');
    fake.serverDisconnects();
    expect(realtime().connection).toBe('closed');
    await vi.waitFor(() => expect(fake.connect).toHaveBeenCalledTimes(1));
    expect(useSessionStore.getState().isLoggedIn).toBe(true);
    expect(realtime().connection).toBe('opening');
    fake.active = false;
    fake.refuse();
    await vi.waitFor(() => expect(fake.connect).toHaveBeenCalledTimes(2));
    expect([0, 1, 2, 7, 20].map(refusalDelay)).toEqual([100, 200, 400, 10000, 10000]);
  });

  it('starts again for another user and shares one connection between callers', async () => {
    api();
    await connected();
    const second = startRealtime(notificationsSink(client));
    second();
    expect(fake.disconnect).not.toHaveBeenCalled();
    const first = fake;
    fake = new FakeSocket();
    signIn(4);
    expect(first.disconnect).toHaveBeenCalled();
    await vi.waitFor(() => expect(io).toHaveBeenCalledTimes(2));
    expect(realtime().wasOpen).toBe(false);
  });
});
