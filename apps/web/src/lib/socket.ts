import {
  type ClientToServerEvents,
  type ConnectionState,
  REALTIME_BACKOFF,
  REALTIME_CLIENT_OPTIONS,
  type ServerToClientEvents,
} from '@ankur/shared/realtime';
import type { TNotification, TNotificationList } from '@ankur/shared/schemas/notifications';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { ApiError, apiFetch } from './api-client';

/**
 * The real-time client (issue 9, SPEC §4 and §9): one Socket.IO connection for the signed-in user.
 *
 * - It runs only while someone is signed in: it follows the session it is given (stores/session.ts,
 *   through stores/realtime-connection.ts), connects on sign-in and disconnects on sign-out (or when
 *   another user signs in).
 * - socket.io-client is loaded here, on first use, by the signed-in shell: a first visit to the
 *   public site does not download it.
 * - The options are exactly SPEC §9's (REALTIME_CLIENT_OPTIONS); Socket.IO reconnects by itself.
 * - Its state, closed → opening → open, goes to the sink it is given (stores/realtime.ts).
 * - On every (re)connection it asks 'notification:catch-up' for what it may have missed (above the
 *   highest id seen); the notifications sink merges the answer by id into the query cache, so
 *   nothing is lost or shown twice.
 * - 'session:closed', or a handshake the server refuses, makes it re-check the session: signed out
 *   → a toast and the session store's normal sign-out; still signed in (the session was rotated)
 *   → reconnect with SPEC §9's backoff. 'rate-limited' is told at once (the session is fine).
 */

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type SessionClosedReason = 'signed-out' | 'disabled' | 'rate-limited';

/** Where the connection reports its own state (stores/realtime.ts's store). */
export interface RealtimeSink {
  readonly connections: number;
  readonly lastSeenId: number | null;
  begin: (connection: ConnectionState) => void;
  setConnection: (state: ConnectionState) => void;
  markCaughtUp: () => void;
  noteSessionClosed: (reason: SessionClosedReason) => void;
  reset: () => void;
}

/** Where the notifications it learns go (the query cache: features/notifications/api/live-notifications.ts). */
export interface NotificationsSink {
  /** the newest page (limit 1): the highest id and the unread count */
  baseline: (page: TNotificationList) => void;
  /** merged by id (no duplicates); they also move the catch-up mark */
  receive: (items: readonly TNotification[], source: 'live' | 'catch-up') => unknown;
  /** the unread count the server told (absolute); `fromServerEvent`: a read elsewhere, lists are stale */
  unread: (unread: number, fromServerEvent?: boolean) => void;
}

/** Who is signed in, as the connection follows it. */
export interface SignedInState {
  isLoggedIn: boolean;
  user: { user_id: number } | null;
}

/** What the connection needs from the client state (lib does not import stores: they pass it in). */
export interface RealtimeDeps {
  /** the sink as it is now (a store's current state) */
  sink: () => RealtimeSink;
  /** where notifications go (none: the connection still keeps its state and serves features' listeners) */
  notifications?: NotificationsSink;
  session: {
    getState: () => SignedInState;
    subscribe: (listener: (state: SignedInState) => void) => () => void;
    signOut: () => Promise<void>;
  };
}
/** What 'notification:catch-up' acknowledges with. */
type CatchUpAnswer = Parameters<Parameters<ClientToServerEvents['notification:catch-up']>[1]>[0];

/** At most this many catch-up requests after one (re)connection (the server answers 100 at a time). */
export const CATCH_UP_ROUNDS = 20;

/** socket.io-client, loaded on first use. */
export const loadSocketClient = () => import('socket.io-client');

interface Connection {
  userId: number;
  stopped: boolean;
  socket: RealtimeSocket | null;
  /** the first page of notifications (highest id and unread count) has answered */
  baselineLoaded: boolean;
  baseline: Promise<void> | null;
  /** refusals in a row (each waits longer before the next try) */
  refusals: number;
  retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** the session re-check under way */
  recheck: Promise<void> | null;
  /** why the server last said it closes the connection */
  closedReason: SessionClosedReason | null;
}

let current: Connection | null = null;

/**
 * Listeners features add (messages, announcements): kept here and attached to every socket this
 * module opens, so they survive sign-in changes and reconnects. 'connect' listeners run on each
 * (re)connection (a feature re-joins its room and catches up there).
 */
type AnyListener = (...args: never[]) => void;
const featureListeners = new Map<string, Set<AnyListener>>();
let users = 0;
let unsubscribeSession: (() => void) | null = null;
let deps: RealtimeDeps | null = null;

function store(): RealtimeSink {
  if (!deps) throw new Error('the real-time connection has not started');
  return deps.sink();
}

const ignored: NotificationsSink = { baseline: () => {}, receive: () => {}, unread: () => {} };

function notifications(): NotificationsSink {
  return deps?.notifications ?? ignored;
}

/** The state while not connected: "opening" when Socket.IO is trying, "closed" when the browser is offline. */
function notConnected(): 'opening' | 'closed' {
  return typeof navigator !== 'undefined' && navigator.onLine === false ? 'closed' : 'opening';
}

/** SPEC §9 backoff for retries outside Socket.IO's own: 100 ms doubling up to 10 s. */
export function refusalDelay(refusals: number): number {
  return Math.min(REALTIME_BACKOFF.maxMs, REALTIME_BACKOFF.minMs * REALTIME_BACKOFF.factor ** Math.max(0, refusals));
}

/** GET notifications?limit=1: the newest id (where a catch-up starts) and the unread count. */
function loadBaseline(conn: Connection): Promise<void> {
  conn.baseline ??= apiFetch<TNotificationList>('notifications', { query: { page: 1, limit: 1 } })
    .then((page) => {
      if (conn.stopped) return;
      notifications().baseline(page);
      conn.baselineLoaded = true;
    })
    .catch(() => {
      // tried again on the next connection
      conn.baseline = null;
    });
  return conn.baseline;
}

/** After each (re)connection: ask for what was missed, and (after a reconnect) the unread count. */
async function caughtUp(conn: Connection, socket: RealtimeSocket): Promise<void> {
  const reconnected = store().connections > 1;
  if (!conn.baselineLoaded) await loadBaseline(conn);
  if (conn.stopped || !socket.connected) return;
  // the server answers at most a page at a time (oldest first): ask again from the last id until
  // an answer comes back empty
  let afterId = store().lastSeenId;
  let complete = false;
  for (let round = 0; afterId !== null && round < CATCH_UP_ROUNDS; round += 1) {
    try {
      const answer: CatchUpAnswer = await socket
        .timeout(REALTIME_CLIENT_OPTIONS.timeout)
        .emitWithAck('notification:catch-up', { afterId });
      if (conn.stopped || !('items' in answer)) break;
      notifications().receive(answer.items, 'catch-up');
      const last: number = Math.max(afterId, ...answer.items.map((item) => item.notification_id));
      if (answer.items.length === 0 || last === afterId) {
        complete = true;
        break;
      }
      afterId = last;
    } catch {
      // no answer in time: the next reconnection asks again (nothing is lost, merging drops repeats)
      break;
    }
  }
  if (conn.stopped) return;
  if (complete && socket.connected) store().markCaughtUp();
  if (!reconnected || conn.stopped) return;
  try {
    const { unread } = await apiFetch<{ unread: number }>('notifications/unread-count');
    if (!conn.stopped) notifications().unread(unread);
  } catch {
    // the count stays as it was; the next event or reconnection corrects it
  }
}

/**
 * The server closed, refused or is about to close the connection: re-check the session. Signed out
 * (or disabled) → the toast, then the session store's normal sign-out. Still signed in (a rotated
 * session: a tenant switch, a refresh) → reconnect with SPEC §9's backoff, silently.
 */
function recheckSession(conn: Connection): Promise<void> {
  conn.recheck ??= (async () => {
    let signedOut = false;
    try {
      await apiFetch<unknown>('auth/profile');
    } catch (error) {
      // a network failure is not a sign-out: try again later
      signedOut = error instanceof ApiError && (error.status === 401 || error.status === 403);
    }
    if (conn.stopped) return;
    if (signedOut) {
      store().noteSessionClosed(conn.closedReason === 'disabled' ? 'disabled' : 'signed-out');
      await deps?.session.signOut();
      return;
    }
    conn.closedReason = null;
    clearTimeout(conn.retryTimer);
    conn.retryTimer = setTimeout(() => {
      if (conn.stopped || !conn.socket || conn.socket.connected || conn.socket.active) return;
      store().setConnection(notConnected());
      conn.socket.connect();
    }, refusalDelay(conn.refusals));
    conn.refusals += 1;
  })().finally(() => {
    conn.recheck = null;
  });
  return conn.recheck;
}

function wire(conn: Connection, socket: RealtimeSocket): void {
  for (const [event, set] of featureListeners) {
    for (const fn of set) (socket as unknown as { on: (e: string, f: AnyListener) => void }).on(event, fn);
  }
  socket.on('connect', () => {
    conn.refusals = 0;
    store().setConnection('open');
    void caughtUp(conn, socket);
  });
  socket.on('disconnect', (reason) => {
    if (conn.stopped) return;
    // Socket.IO reconnects by itself unless the server (or this client) ended the connection
    if (socket.active) {
      store().setConnection(notConnected());
      return;
    }
    store().setConnection('closed');
    if (reason === 'io server disconnect') void recheckSession(conn);
  });
  socket.on('connect_error', () => {
    if (conn.stopped) return;
    if (socket.active) {
      // a network failure: Socket.IO tries again after its delay
      store().setConnection(notConnected());
      return;
    }
    // the handshake was refused (no session): re-check before trying again
    store().setConnection('closed');
    void recheckSession(conn);
  });
  socket.io.on('reconnect_attempt', () => {
    if (!conn.stopped) store().setConnection(notConnected());
  });
  socket.on('notification:new', (notification) => {
    if (!conn.stopped) notifications().receive([notification], 'live');
  });
  socket.on('notification:unread', ({ unread }) => {
    if (!conn.stopped) notifications().unread(unread, true);
  });
  socket.on('session:closed', ({ reason }) => {
    if (conn.stopped) return;
    conn.closedReason = reason;
    // too many events: the session is fine, say so now (Socket.IO or the re-check reconnects)
    if (reason === 'rate-limited') store().noteSessionClosed(reason);
    else void recheckSession(conn);
  });
}

function open(userId: number): void {
  const conn: Connection = {
    userId,
    stopped: false,
    socket: null,
    baselineLoaded: false,
    baseline: null,
    refusals: 0,
    retryTimer: undefined,
    recheck: null,
    closedReason: null,
  };
  current = conn;
  store().begin(notConnected());
  void loadBaseline(conn);
  loadSocketClient()
    .then(({ io }) => {
      if (conn.stopped) return;
      const socket: RealtimeSocket = io(REALTIME_CLIENT_OPTIONS);
      conn.socket = socket;
      wire(conn, socket);
    })
    .catch(() => {
      // the client's code did not load (offline, or a new deploy): retried when the browser is back online
      if (!conn.stopped) store().setConnection('closed');
    });
}

function close(): void {
  const conn = current;
  current = null;
  if (conn) {
    conn.stopped = true;
    clearTimeout(conn.retryTimer);
    conn.socket?.removeAllListeners();
    conn.socket?.io.off('reconnect_attempt');
    conn.socket?.disconnect();
  }
  store().reset();
}

function follow(state: SignedInState): void {
  const userId = state.isLoggedIn ? (state.user?.user_id ?? null) : null;
  if (userId === null) {
    if (current) close();
    return;
  }
  if (current?.userId === userId) return;
  close();
  open(userId);
}

function onOffline(): void {
  if (current && !current.socket?.connected) store().setConnection('closed');
}

function onOnline(): void {
  const conn = current;
  if (!conn) return;
  if (!conn.socket) {
    // the client's code failed to load: start again
    close();
    if (deps) follow(deps.session.getState());
    return;
  }
  if (conn.socket.connected) return;
  store().setConnection('opening');
  if (!conn.socket.active) conn.socket.connect();
}

/**
 * Starts following the session (idempotent: counted, so two callers share one connection; the
 * first caller's `using` serves all). Returns the function that stops; the connection closes when
 * the last caller has stopped.
 */
export function connectRealtime(using: RealtimeDeps): () => void {
  users += 1;
  if (users === 1) {
    deps = using;
    unsubscribeSession = using.session.subscribe(follow);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    follow(using.session.getState());
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    users -= 1;
    if (users > 0) return;
    unsubscribeSession?.();
    unsubscribeSession = null;
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
    close();
  };
}

/** Server events a feature may listen to, plus 'connect' (each time the connection opens). */
export type RealtimeEvent = keyof ServerToClientEvents | 'connect';
type ListenerOf<E extends RealtimeEvent> = E extends keyof ServerToClientEvents ? ServerToClientEvents[E] : () => void;

/**
 * Listens to a server event on the signed-in user's connection, now and across reconnects and
 * sign-ins. Returns the function that stops listening.
 */
export function onRealtime<E extends RealtimeEvent>(event: E, listener: ListenerOf<E>): () => void {
  const fn = listener as unknown as AnyListener;
  const set = featureListeners.get(event) ?? new Set<AnyListener>();
  featureListeners.set(event, set);
  set.add(fn);
  const socket = current?.socket as unknown as {
    on: (e: string, f: AnyListener) => void;
    off: (e: string, f: AnyListener) => void;
  } | null;
  socket?.on(event, fn);
  return () => {
    set.delete(fn);
    (current?.socket as unknown as { off: (e: string, f: AnyListener) => void } | null)?.off(event, fn);
  };
}

/** Sends an event if the connection is open; answers whether it was sent. */
export function emitRealtime<E extends keyof ClientToServerEvents>(
  event: E,
  ...args: Parameters<ClientToServerEvents[E]>
): boolean {
  const socket = current?.socket;
  if (!socket?.connected) return false;
  (socket.emit as (e: string, ...a: unknown[]) => void)(event, ...args);
  return true;
}

/** onRealtime() for a component's lifetime; the latest `listener` is always the one called. */
export function useRealtimeEvent<E extends RealtimeEvent>(event: E, listener: ListenerOf<E>): void {
  const ref = useRef(listener);
  ref.current = listener;
  useEffect(
    () =>
      onRealtime(event, ((...args: unknown[]) =>
        (ref.current as unknown as (...a: unknown[]) => void)(...args)) as never),
    [event],
  );
}
