import type { ClientToServerEvents, ServerToClientEvents } from '@ankur/shared/realtime';
import type { FastifyInstance } from 'fastify';
import { io as connect, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/** Helpers for tests that talk to Socket.IO over a real port with socket.io-client. */

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Listens on an ephemeral port of 127.0.0.1; returns the base URL. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
}

export type SocketTestOptions = Partial<ManagerOptions & SocketOptions> & {
  /** attaches listeners before the connection opens (events sent right after connecting) */
  listen?: (socket: ClientSocket) => void;
};

/**
 * Opens a socket and resolves once it connected ('connected') or was refused (the
 * connect_error's message). Reconnection is off unless `opts` turns it on.
 */
export function openSocket(
  url: string,
  headers: Record<string, string>,
  { listen, ...opts }: SocketTestOptions = {},
): Promise<{ outcome: string; socket: ClientSocket }> {
  return new Promise((resolve) => {
    const socket: ClientSocket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: headers,
      timeout: 5000,
      ...opts,
    });
    listen?.(socket);
    socket.once('connect', () => resolve({ outcome: 'connected', socket }));
    socket.once('connect_error', (err) => resolve({ outcome: err.message, socket }));
  });
}

/** Opens a socket that must connect. */
export async function connectedSocket(
  url: string,
  headers: Record<string, string>,
  opts: SocketTestOptions = {},
): Promise<ClientSocket> {
  const { outcome, socket } = await openSocket(url, headers, opts);
  if (outcome !== 'connected') {
    socket.close();
    throw new Error(`the socket did not connect: ${outcome}`);
  }
  return socket;
}

/** Every payload of an event a socket receives, in order (start recording before acting). */
export function record<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
): Parameters<ServerToClientEvents[E]>[0][] {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  (socket as unknown as { on(e: string, fn: (p: unknown) => void): void }).on(event, (p) =>
    seen.push(p as Parameters<ServerToClientEvents[E]>[0]),
  );
  return seen;
}

/** Resolves when `check` holds, polling every 20 ms; rejects after `ms` naming `what`. */
export async function eventually(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Resolves once the server has handled what these sockets sent before, and what it sent them
 * before has arrived: one acknowledged request per socket, in turn (Socket.IO keeps a connection's
 * packets in order, and the handlers that emit to other sockets do so synchronously). A test that
 * checks an event did NOT come settles the senders, then the receivers, instead of sleeping.
 */
export async function settled(...sockets: ClientSocket[]): Promise<void> {
  for (const socket of sockets) {
    await new Promise<void>((resolve, reject) =>
      socket.timeout(10_000).emit('notification:catch-up', { afterId: 2147483647 }, (err) => {
        if (err) reject(new Error(`socket ${socket.id} did not answer a round trip: ${err.message}`));
        else resolve();
      }),
    );
  }
}
