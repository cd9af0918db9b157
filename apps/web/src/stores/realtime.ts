import type { ConnectionState } from '@ankur/shared/realtime';
import type { TNotification } from '@ankur/shared/schemas/notifications';
import { create } from 'zustand';
import type { SessionClosedReason } from '../lib/socket';

/**
 * Client state of the real-time connection (issue 9; lib/socket.ts drives it): the SPEC §4 state
 * (closed → opening → open, with automatic reconnection), and the notifications that arrived over
 * it. Notifications themselves are server data (TanStack Query, features/notifications/api); this
 * store keeps only what the socket adds on top: the arrivals since sign-in, the highest id seen
 * (what a catch-up after a reconnect asks from), and the live unread count.
 */

/** Arrivals kept in memory (newest first); older ones are in the server's lists anyway. */
export const MAX_ARRIVALS = 50;

export type { SessionClosedReason };

export interface RealtimeState {
  /** Whether the client is running (signed in, lib/socket.ts started): before that, "closed" means nothing. */
  started: boolean;
  /** SPEC §4: closed (not connected, not trying), opening (connecting or reconnecting), open. */
  connection: ConnectionState;
  /** Whether the connection has been open since sign-in: "opening" then means "reconnecting". */
  wasOpen: boolean;
  /** Successful connections since sign-in (1 after the first, 2 after the first reconnect, …). */
  connections: number;
  /** Notifications received live or by catch-up since sign-in: newest first, one per id. */
  arrivals: TNotification[];
  /**
   * The highest notification id below which nothing is missing (null until the first answer): what
   * a catch-up asks from. Lists and catch-up answers move it; live arrivals only once the
   * connection has caught up (before that, a gap may lie below them).
   */
  lastSeenId: number | null;
  /** Whether this connection's catch-up has answered (false while closed or opening). */
  caughtUp: boolean;
  /** The user's unread count as last known; null until the server has told it. */
  unread: number | null;
  /** The newest notification that arrived live (not by catch-up), for the toast; `seq` changes on each. */
  liveArrival: { notification: TNotification; seq: number } | null;
  /** The server's last 'session:closed', for the toast; `seq` changes on each. */
  sessionClosed: { reason: SessionClosedReason; seq: number } | null;
  /** Bumped when the server reports the unread count changed (a read in another tab or device). */
  readSync: number;
}

export interface RealtimeActions {
  /** A new client starts (sign-in): everything back to the start, in `connection`. */
  begin: (connection: ConnectionState) => void;
  setConnection: (state: ConnectionState) => void;
  /** Notes notifications seen in a list answer, so a catch-up does not ask for them again. */
  noteSeen: (items: readonly Pick<TNotification, 'notification_id'>[]) => void;
  /**
   * Merges notifications by id (no duplicates; a read state wins over an unread one). Those newer
   * than everything seen bump the unread count; returns them (the fresh ones).
   */
  receive: (items: readonly TNotification[], source: 'live' | 'catch-up') => TNotification[];
  /** This connection's catch-up has answered everything it missed: live arrivals now move the mark. */
  markCaughtUp: () => void;
  /** The unread count the server answered (absolute); `fromServerEvent` also marks lists stale. */
  setUnread: (unread: number, fromServerEvent?: boolean) => void;
  /** A notification was marked read: its arrival shows read, and the count is the server's. */
  markedRead: (notificationId: number, unread: number) => void;
  /** Everything was marked read. */
  markedAllRead: (unread: number) => void;
  noteSessionClosed: (reason: SessionClosedReason) => void;
  /** Back to the signed-out state (sign-out, or tests). */
  reset: () => void;
}

export const initialRealtimeState: RealtimeState = {
  started: false,
  connection: 'closed',
  wasOpen: false,
  connections: 0,
  arrivals: [],
  lastSeenId: null,
  caughtUp: false,
  unread: null,
  liveArrival: null,
  sessionClosed: null,
  readSync: 0,
};

/** Merges two lists of notifications by id, newest (highest id) first; a read copy wins. */
export function mergeNotifications(first: readonly TNotification[], second: readonly TNotification[]): TNotification[] {
  const byId = new Map<number, TNotification>();
  for (const item of [...first, ...second]) {
    const seen = byId.get(item.notification_id);
    if (!seen || (seen.read_at === null && item.read_at !== null)) byId.set(item.notification_id, item);
  }
  return [...byId.values()].sort((a, b) => b.notification_id - a.notification_id);
}

let sequence = 0;

export const useRealtimeStore = create<RealtimeState & RealtimeActions>()((set, get) => ({
  ...initialRealtimeState,

  begin(connection) {
    set({ ...initialRealtimeState, started: true, connection });
  },

  setConnection(connection) {
    const { wasOpen, connections } = get();
    if (get().connection === connection) return;
    set({
      connection,
      caughtUp: false,
      wasOpen: wasOpen || connection === 'open',
      connections: connection === 'open' ? connections + 1 : connections,
    });
  },

  noteSeen(items) {
    if (items.length === 0 && get().lastSeenId !== null) return;
    const highest = Math.max(get().lastSeenId ?? 0, ...items.map((item) => item.notification_id));
    set({ lastSeenId: highest });
  },

  receive(items, source) {
    const { arrivals, lastSeenId, unread, caughtUp } = get();
    const known = new Set(arrivals.map((item) => item.notification_id));
    const fresh: TNotification[] = [];
    for (const item of items) {
      if (known.has(item.notification_id)) continue;
      if (lastSeenId !== null && item.notification_id <= lastSeenId) continue;
      known.add(item.notification_id);
      fresh.push(item);
    }
    const merged = mergeNotifications(arrivals, items).slice(0, MAX_ARRIVALS);
    const newlyUnread = fresh.filter((item) => item.read_at === null).length;
    const newest = fresh.reduce<TNotification | null>(
      (best, item) => (best === null || item.notification_id > best.notification_id ? item : best),
      null,
    );
    const moves = source === 'catch-up' || caughtUp;
    set({
      arrivals: merged,
      lastSeenId: moves ? Math.max(lastSeenId ?? 0, ...items.map((item) => item.notification_id)) : lastSeenId,
      unread: unread === null ? null : unread + newlyUnread,
      ...(source === 'live' && newest ? { liveArrival: { notification: newest, seq: ++sequence } } : {}),
    });
    return fresh;
  },

  markCaughtUp() {
    if (get().connection === 'open') set({ caughtUp: true });
  },

  setUnread(unread, fromServerEvent = false) {
    const next: Partial<RealtimeState> = { unread: Math.max(0, unread) };
    if (fromServerEvent) next.readSync = get().readSync + 1;
    // nothing unread any more (read in another tab): every arrival has been read
    if (unread <= 0) next.arrivals = markAll(get().arrivals);
    set(next);
  },

  markedRead(notificationId, unread) {
    const now = new Date().toISOString();
    set({
      unread: Math.max(0, unread),
      arrivals: get().arrivals.map((item) =>
        item.notification_id === notificationId && item.read_at === null ? { ...item, read_at: now } : item,
      ),
    });
  },

  markedAllRead(unread) {
    set({ unread: Math.max(0, unread), arrivals: markAll(get().arrivals) });
  },

  noteSessionClosed(reason) {
    set({ sessionClosed: { reason, seq: ++sequence } });
  },

  reset() {
    set(initialRealtimeState);
  },
}));

function markAll(items: TNotification[]): TNotification[] {
  if (items.every((item) => item.read_at !== null)) return items;
  const now = new Date().toISOString();
  return items.map((item) => (item.read_at === null ? { ...item, read_at: now } : item));
}

/** SPEC §4's connection state, for the header's indicator. */
export function useConnectionState(): ConnectionState {
  return useRealtimeStore((state) => state.connection);
}

/** The unread count (null while unknown). */
export function useUnreadCount(): number | null {
  return useRealtimeStore((state) => state.unread);
}

/** Notifications that arrived since sign-in, newest first. */
export function useArrivals(): TNotification[] {
  return useRealtimeStore((state) => state.arrivals);
}
