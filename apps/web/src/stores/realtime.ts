import type { ConnectionState } from '@ankur/shared/realtime';
import type { TNotification } from '@ankur/shared/schemas/notifications';
import { create } from 'zustand';
import type { SessionClosedReason } from '../lib/socket';

/**
 * Client state of the real-time connection (issue 9; lib/socket.ts drives it): the SPEC §4 state
 * (closed → opening → open, with automatic reconnection). Notifications and their unread count are
 * server data: live ones are merged into the query cache (features/notifications/api/
 * live-notifications.ts); this store keeps only the connection's own marks: the highest id seen
 * (what a catch-up after a reconnect asks from) and the latest live arrival (for its toast).
 */

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
  /**
   * The highest notification id below which nothing is missing (null until the first answer): what
   * a catch-up asks from. Lists and catch-up answers move it; live arrivals only once the
   * connection has caught up (before that, a gap may lie below them).
   */
  lastSeenId: number | null;
  /** Whether this connection's catch-up has answered (false while closed or opening). */
  caughtUp: boolean;
  /** The newest notification that arrived live (not by catch-up), for the toast; `seq` changes on each. */
  liveArrival: { notification: TNotification; seq: number } | null;
  /** The server's last 'session:closed', for the toast; `seq` changes on each. */
  sessionClosed: { reason: SessionClosedReason; seq: number } | null;
}

export interface RealtimeActions {
  /** A new client starts (sign-in): everything back to the start, in `connection`. */
  begin: (connection: ConnectionState) => void;
  setConnection: (state: ConnectionState) => void;
  /** Notes notifications seen in a list answer, so a catch-up does not ask for them again. */
  noteSeen: (items: readonly Pick<TNotification, 'notification_id'>[]) => void;
  /**
   * Notifications arrived (`fresh`: those not seen before): a catch-up moves the mark, and so do
   * live ones once caught up; the newest fresh live one is the toast's.
   */
  noteArrivals: (items: readonly TNotification[], source: 'live' | 'catch-up', fresh: readonly TNotification[]) => void;
  /** This connection's catch-up has answered everything it missed: live arrivals now move the mark. */
  markCaughtUp: () => void;
  noteSessionClosed: (reason: SessionClosedReason) => void;
  /** Back to the signed-out state (sign-out, or tests). */
  reset: () => void;
}

export const initialRealtimeState: RealtimeState = {
  started: false,
  connection: 'closed',
  wasOpen: false,
  connections: 0,
  lastSeenId: null,
  caughtUp: false,
  liveArrival: null,
  sessionClosed: null,
};

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

  noteArrivals(items, source, fresh) {
    const { lastSeenId, caughtUp } = get();
    const newest = fresh.reduce<TNotification | null>(
      (best, item) => (best === null || item.notification_id > best.notification_id ? item : best),
      null,
    );
    const moves = source === 'catch-up' || caughtUp;
    set({
      lastSeenId: moves ? Math.max(lastSeenId ?? 0, ...items.map((item) => item.notification_id)) : lastSeenId,
      ...(source === 'live' && newest ? { liveArrival: { notification: newest, seq: ++sequence } } : {}),
    });
  },

  markCaughtUp() {
    if (get().connection === 'open') set({ caughtUp: true });
  },

  noteSessionClosed(reason) {
    set({ sessionClosed: { reason, seq: ++sequence } });
  },

  reset() {
    set(initialRealtimeState);
  },
}));

/** SPEC §4's connection state, for the header's indicator. */
export function useConnectionState(): ConnectionState {
  return useRealtimeStore((state) => state.connection);
}
