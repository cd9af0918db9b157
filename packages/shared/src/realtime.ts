/**
 * The real-time contract (issue 9): the Socket.IO path, the client's reconnection settings of
 * SPEC §9, the connection states of SPEC §4, and the events each side sends. The server and the
 * web client both import this file, so an event name or payload cannot drift.
 */
import type { TAnnouncement } from './schemas/announcements.ts';
import type { TPostNew } from './schemas/community-feed.ts';
import type { TAttendance } from './schemas/events.ts';
import type { TConversation, TMessage, TReceipt } from './schemas/messages.ts';
import type { TNotification } from './schemas/notifications.ts';
import type { TEnrolmentChange } from './schemas/programs.ts';

export const SOCKET_PATH = '/socket.io';

/** SPEC §9 "Real-time reconnection". */
export const REALTIME_CLIENT_OPTIONS = {
  path: SOCKET_PATH,
  timeout: 20000,
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  withCredentials: true,
} as const;

/** SPEC §9 backoff: factor 2, between 100 and 10000 ms (for retries outside Socket.IO's own). */
export const REALTIME_BACKOFF = { factor: 2, minMs: 100, maxMs: 10000 } as const;

/** SPEC §4 "Real-time connection". */
export const CONNECTION_STATES = ['closed', 'opening', 'open'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/** SPEC §8 "Real-time errors". */
export const REALTIME_ERRORS = ['timeout', 'parse error', 'forced close'] as const;

/** Largest message a client may send (bytes); larger ones close the connection. */
export const SOCKET_MAX_PAYLOAD = 64 * 1024;
/** Events a client may send per socket: at most this many in a window… */
export const SOCKET_RATE_LIMIT = { events: 30, windowMs: 10_000 } as const;
/** …and a session revoked or a user disabled is disconnected within this long. */
export const SOCKET_SESSION_RECHECK_MS = 5000;

/** Server → client events. */
export interface ServerToClientEvents {
  /** a notification for the signed-in user, as persisted */
  'notification:new': (notification: TNotification) => void;
  /** an announcement went out to an audience the user is in (room tenant:ID, or tenant:ID:user:ID) */
  'announcement:new': (announcement: TAnnouncement) => void;
  /** the user's unread count changed (read elsewhere, another tab, another device) */
  'notification:unread': (payload: { unread: number }) => void;
  /** a message in one of the user's conversations (their own from another tab included) */
  'message:new': (message: TMessage) => void;
  /** a message was edited or deleted */
  'message:updated': (message: TMessage) => void;
  /** a conversation the user is in was created, renamed, or its membership changed; `removed`: the user left it */
  'conversation:updated': (
    payload: { conversation: TConversation } | { conversation_id: number; removed: true },
  ) => void;
  /** a member read or received messages up to an id (receipts), sent to every member */
  'conversation:receipt': (receipt: TReceipt) => void;
  /** someone is typing in the conversation the user has open (room conversation:ID) */
  'conversation:typing': (payload: { conversation_id: number; user_id: number; name: string; typing: boolean }) => void;
  /** the user's total of unread messages changed (the Messages badge) */
  'message:unread': (payload: { unread: number }) => void;
  /** one of the user's own enrolments changed (a manager approved or declined it, or another tab of theirs) */
  'enrolment:updated': (change: TEnrolmentChange) => void;
  /** program managers: the number of enrolment requests waiting in the tenant changed */
  'enrolment-requests:pending': (payload: { pending: number }) => void;
  /** the user's network numbers changed: a connection request arrived, was answered or withdrawn (issue 21) */
  'community:network': (payload: { received: number; connections: number }) => void;
  /** a new post for the user's community feed (their connections, follows, circles): the client fetches it */
  'post:new': (post: TPostNew) => void;
  /** an event's organisers: its attendance changed (a check-in at the door, issue 23) */
  'event:attendance': (attendance: TAttendance) => void;
  /** the server is about to close this connection (session ended, limit exceeded) */
  'session:closed': (payload: { reason: 'signed-out' | 'disabled' | 'rate-limited' }) => void;
}

/** Client → server events (acknowledged). */
export interface ClientToServerEvents {
  /** after a reconnect: every notification with an id above `afterId`, oldest first */
  'notification:catch-up': (
    payload: { afterId: number },
    ack: (result: { items: TNotification[] } | { error: string }) => void,
  ) => void;
  /**
   * The client opened a conversation: the server re-checks membership, then joins the socket to
   * room conversation:ID (leaving the one it had open) for typing indicators.
   */
  'conversation:open': (
    payload: { conversation_id: number },
    ack: (result: { ok: true } | { error: string }) => void,
  ) => void;
  /** the client closed the conversation it had open */
  'conversation:close': () => void;
  /** typing started (true) or stopped (false) in the open conversation */
  'conversation:typing': (payload: { conversation_id: number; typing: boolean }) => void;
  /** the messages up to message_id reached this device: the sender's receipt shows "delivered" */
  'message:delivered': (payload: { conversation_id: number; message_id: number }) => void;
  /** after a reconnect: messages in the user's conversations with an id above afterId, oldest first (at most 200) */
  'message:catch-up': (
    payload: { afterId: number },
    ack: (result: { items: TMessage[] } | { error: string }) => void,
  ) => void;
}
