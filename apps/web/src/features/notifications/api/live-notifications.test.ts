import type { TNotificationList } from '@ankur/shared/schemas/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealtimeStore } from '../../../stores/realtime';
import { notification } from '../../../test/fake-socket';
import { testQueryClient } from '../../../test/mock-api';
import { BELL_LIMIT, notificationKeys } from './list-notifications';
import { MAX_ARRIVALS, notificationsSink, unreadCountOf } from './live-notifications';
import { markedAllRead, markedRead } from './mark-notifications-read';
import { mergeNotifications } from './notification-rows';

let client: QueryClient;
const realtime = () => useRealtimeStore.getState();
const arrivals = () => client.getQueryData<TNotificationList>(notificationKeys.latest(BELL_LIMIT))?.data ?? [];
const ids = () => arrivals().map((item) => item.notification_id);
/** The connection's notifications sink on this test's cache, and the connection state beside it. */
const store = () => ({
  ...realtime(),
  ...notificationsSink(client),
  setUnread: (unread: number, fromServerEvent?: boolean) => notificationsSink(client).unread(unread, fromServerEvent),
  markedRead: (id: number, unread: number) => markedRead(client, id, unread),
  markedAllRead: (unread: number) => markedAllRead(client, unread),
  get unread() {
    return unreadCountOf(client) ?? null;
  },
  get arrivals() {
    return arrivals();
  },
});
const READ = '2026-01-01T00:00:00.000Z';

beforeEach(() => {
  realtime().reset();
  client = testQueryClient();
});

describe('live notifications in the query cache', () => {
  it('merges by id, newest first, a read copy winning', () => {
    const merged = mergeNotifications(
      [notification(2), notification(5)],
      [notification(5, { read_at: READ }), notification(3), notification(2)],
    );
    expect(merged.map((item) => item.notification_id)).toEqual([5, 3, 2]);
    expect(merged[0]?.read_at).toBe(READ);
    expect(mergeNotifications([notification(4, { read_at: READ })], [notification(4)])[0]?.read_at).toBe(READ);
  });

  it('counts only fresh unread arrivals, and keeps each once', () => {
    store().noteSeen([notification(10), notification(8)]);
    store().setUnread(1);
    expect(store().lastSeenId).toBe(10);
    // 9 is already in the lists (below the highest seen): shown, not counted
    const fresh = store().receive([notification(11), notification(9), notification(12, { read_at: READ })], 'live');
    expect(fresh.map((item) => item.notification_id)).toEqual([11, 12]);
    expect(ids()).toEqual([12, 11, 9]);
    expect(store().unread).toBe(2);
    expect(store().liveArrival?.notification.notification_id).toBe(12);
    expect(store().receive([notification(11)], 'live')).toEqual([]);
    expect(store().unread).toBe(2);
  });

  it('moves the catch-up mark with catch-ups, and with live arrivals only once caught up', () => {
    store().noteSeen([notification(10)]);
    store().setConnection('open');
    store().receive([notification(14)], 'live');
    expect(store().lastSeenId).toBe(10);
    store().receive([notification(12), notification(14)], 'catch-up');
    expect(store()).toMatchObject({ lastSeenId: 14, caughtUp: false });
    store().markCaughtUp();
    expect(store().caughtUp).toBe(true);
    expect(store().liveArrival?.notification.notification_id).toBe(14);
    store().receive([notification(15)], 'live');
    expect(store().lastSeenId).toBe(15);
    store().setConnection('opening');
    expect(store().caughtUp).toBe(false);
  });

  it('leaves the count unknown until the server tells it', () => {
    store().receive([notification(1)], 'live');
    expect(store().unread).toBeNull();
  });

  it('keeps at most MAX_ARRIVALS, the newest', () => {
    store().receive(
      Array.from({ length: MAX_ARRIVALS + 5 }, (_, i) => notification(i + 1)),
      'catch-up',
    );
    expect(store().arrivals).toHaveLength(MAX_ARRIVALS);
    expect(store().arrivals[0]?.notification_id).toBe(MAX_ARRIVALS + 5);
  });

  it('marks one or all read, with the count the server answered', () => {
    store().setUnread(5);
    store().receive([notification(1), notification(2)], 'live');
    store().markedRead(1, 6);
    expect(store().arrivals.find((item) => item.notification_id === 1)?.read_at).not.toBeNull();
    expect(store().arrivals.find((item) => item.notification_id === 2)?.read_at).toBeNull();
    expect(store().unread).toBe(6);
    store().markedAllRead(0);
    expect(store().arrivals.every((item) => item.read_at !== null)).toBe(true);
    expect(store().unread).toBe(0);
  });

  it('treats a zero count from the server as everything read, and marks lists stale', () => {
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    store().receive([notification(3)], 'live');
    store().setUnread(0, true);
    expect(store().arrivals[0]?.read_at).not.toBeNull();
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
