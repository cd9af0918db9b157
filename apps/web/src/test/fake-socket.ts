import type { TNotification } from '@ankur/shared/schemas/notifications';
import { vi } from 'vitest';

/**
 * A stand-in for socket.io-client's Socket (imported by tests only): records listeners and emits,
 * and lets a test play the server (`serverSends`, `connectNow`, `dropConnection`, …). Use with
 * `vi.mock('socket.io-client', () => ({ io: vi.fn() }))` and `vi.mocked(io).mockImplementation(() => fake)`.
 */

type Listener = (...args: never[]) => void;

class Emitter {
  readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  off(event?: string): this {
    if (event === undefined) this.listeners.clear();
    else this.listeners.delete(event);
    return this;
  }
  fire(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
}

export type CatchUpAnswer = { items: TNotification[] } | { error: string };

export class FakeSocket extends Emitter {
  connected = false;
  active = true;
  readonly io = new Emitter();
  /** what the server answers to 'notification:catch-up' (by default nothing missed) */
  catchUp: (payload: { afterId: number }) => CatchUpAnswer | Promise<CatchUpAnswer> = () => ({ items: [] });
  readonly emitted: { event: string; payload: unknown; timeout: number | undefined }[] = [];
  readonly connect = vi.fn(() => {
    this.active = true;
    return this;
  });
  readonly disconnect = vi.fn(() => {
    this.connected = false;
    this.active = false;
    return this;
  });

  /** plain emits from the client (emitRealtime): event, first argument, and whether it asked for an ack */
  readonly sent: { event: string; payload: unknown }[] = [];
  /** what the server acknowledges to a plain emit with an ack, by event (by default { ok: true }) */
  answers: Record<string, (payload: unknown) => unknown> = {};
  emit(event: string, ...args: unknown[]): this {
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as (answer: unknown) => void) : undefined;
    this.sent.push({ event, payload: args[0] });
    if (ack) {
      const answer = this.answers[event] ?? (() => ({ ok: true }));
      void Promise.resolve(answer(args[0])).then(ack);
    }
    return this;
  }
  /** the plain emits of one event, their payloads in order */
  sentOf(event: string): unknown[] {
    return this.sent.filter((item) => item.event === event).map((item) => item.payload);
  }

  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }

  timeout(ms: number) {
    return {
      emitWithAck: async (event: string, payload: { afterId: number }) => {
        this.emitted.push({ event, payload, timeout: ms });
        return this.catchUp(payload);
      },
    };
  }

  /** the handshake succeeded */
  connectNow(): void {
    this.connected = true;
    this.active = true;
    this.fire('connect');
  }

  /** the connection dropped; Socket.IO will reconnect (reason 'transport close') */
  dropConnection(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
    this.io.fire('reconnect_attempt', 1);
  }

  /** the server ended the connection: no automatic reconnection */
  serverDisconnects(): void {
    this.connected = false;
    this.active = false;
    this.fire('disconnect', 'io server disconnect');
  }

  /** the server refused the handshake (middleware error): no automatic reconnection */
  refuse(message = 'unauthorized'): void {
    this.connected = false;
    this.active = false;
    this.fire('connect_error', new Error(message));
  }

  serverSends(event: string, payload: unknown): void {
    this.fire(event, payload);
  }
}

/** A notification as the API sends it. */
export function notification(id: number, overrides: Partial<TNotification> = {}): TNotification {
  return {
    notification_id: id,
    type: 'enrolment',
    title: `Notification ${id}`,
    body: null,
    link: null,
    read_at: null,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

/** GET notifications's answer: a page of the list conventions with the unread count. */
export function notificationPage(items: TNotification[], unread: number, page = 1, limit = 20, total = items.length) {
  return { data: items, meta: { page, limit, total, totalPages: Math.ceil(total / limit), unread } };
}
