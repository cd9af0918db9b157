import type { IncomingMessage } from 'node:http';
import {
  type ClientToServerEvents,
  type ServerToClientEvents,
  SOCKET_MAX_PAYLOAD,
  SOCKET_PATH,
  SOCKET_RATE_LIMIT,
  SOCKET_SESSION_RECHECK_MS,
} from '@ankur/shared/realtime';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';

/** Who a connection acts as: fixed at the handshake from the session cookie. */
export interface SocketData {
  userId: number;
  /** the session's data tenant (db/tenant.ts dataTenant) */
  tenantId: string;
  /** the session's id (the token's hash): the periodic re-check looks it up */
  sessionId: string;
  /**
   * false when the session is in an organisation's tenant the user no longer belongs to (and is
   * not a platform administrator): the socket then holds only its user room, so nothing of that
   * tenant reaches it
   */
  inTenant?: boolean;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * What a session is now: still valid, ended (signed out, expired, idle), its user disabled, or
 * still valid but in a tenant the user was removed from ('outside-tenant').
 */
export type SessionState = 'live' | 'signed-out' | 'disabled' | 'outside-tenant';

/** Rooms: every socket of a user; every socket in a tenant; a user's sockets inside one tenant. */
export const userRoom = (userId: number) => `user:${userId}`;
export const tenantRoom = (tenantId: string) => `tenant:${tenantId}`;
export const tenantUserRoom = (tenantId: string, userId: number) => `tenant:${tenantId}:user:${userId}`;
const roomsOf = (d: SocketData) =>
  d.inTenant === false
    ? [userRoom(d.userId)]
    : [userRoom(d.userId), tenantRoom(d.tenantId), tenantUserRoom(d.tenantId, d.userId)];

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
  }
}

export interface SocketPluginOptions {
  /** the handshake's Cookie header → the session's user and tenant, or null (refused) */
  authenticate: (cookieHeader: string | undefined) => Promise<SocketData | null>;
  /** the state of many sessions in ONE query; a session missing from the answer is gone */
  checkSessions: (sessionIds: string[]) => Promise<Map<string, SessionState>>;
  /** the site's own origin (PUBLIC_URL, else http://localhost:PORT): the only browser origin allowed */
  siteOrigin: string;
  /** TRUST_PROXY is set: the handshake's X-Forwarded-Proto/Host come from a configured proxy */
  trustProxy?: boolean;
  /** REDIS_URL: joins every API process through the Redis adapter */
  redisUrl?: string | undefined;
  /** how often live sockets' sessions are re-checked (tests pass a short one) */
  sessionRecheckMs?: number;
  /** events a client may send per window */
  rateLimit?: { events: number; windowMs: number };
}

/**
 * Same-site check of a handshake, as plugins/csrf.ts does for HTTP: a browser's Origin must be
 * the site's (or this host's own); a client without an Origin is not a browser and carries no
 * ambient credentials, so it is let through to the session check. X-Forwarded-Proto/Host count only
 * when TRUST_PROXY names a proxy in front (`trustForwarded`), as for HTTP requests.
 */
export function originAllowed(req: IncomingMessage, siteOrigin: string, trustForwarded = false): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim();
  const forwarded = (name: string) => (trustForwarded ? first(req.headers[name]) : undefined);
  const proto =
    forwarded('x-forwarded-proto') ?? ((req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http');
  const host = forwarded('x-forwarded-host') ?? req.headers.host;
  return origin === siteOrigin || (host !== undefined && origin === `${proto}://${host}`);
}

/** Connects both Redis clients, or fails start-up with a one-line reason. */
async function connectRedis(url: string, log: FastifyInstance['log']) {
  // maxRetriesPerRequest null: during a Redis outage publishes wait for the reconnect instead of
  // rejecting (the adapter does not catch them, and an unhandled rejection would stop the process)
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
  const sub = pub.duplicate();
  let firstError: (Error & { code?: string }) | undefined;
  for (const client of [pub, sub]) {
    client.on('error', (err: Error) => {
      firstError ??= err;
      log.warn({ err: err.message }, 'redis: connection error (reconnecting)');
    });
  }
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (err) {
    pub.disconnect();
    sub.disconnect();
    const e = firstError ?? (err as Error & { code?: string });
    const reason =
      e.code === 'ECONNREFUSED'
        ? 'connection refused'
        : e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN'
          ? 'host not found'
          : e.message.split('\n')[0];
    throw new Error(`cannot connect to REDIS_URL (${new URL(url).host}): ${reason}`);
  }
  return { pub, sub };
}

/**
 * Socket.IO at /socket.io on the same HTTP server (docs/security.md "Socket.IO"):
 *  - a handshake from another site's Origin is refused (403); one without a live session cookie
 *    gets connect_error 'unauthorized';
 *  - each connection joins its rooms server-side (clients cannot join rooms);
 *  - a message over SOCKET_MAX_PAYLOAD bytes closes the connection; more than the rate limit's
 *    events in a window gets 'session:closed' {reason:'rate-limited'} and a disconnect;
 *  - every sessionRecheckMs the sessions of this process's sockets are re-checked in one query;
 *    a signed-out session or a disabled user gets 'session:closed' and a disconnect;
 *  - connection-state recovery replays what a socket missed during a short disconnect (with
 *    the in-memory adapter; the Redis adapter does not support it, so clients also catch up from
 *    the database, notification:catch-up);
 *  - with REDIS_URL, the Redis adapter joins every API process.
 */
export const socketPlugin = fp(async (app: FastifyInstance, opts: SocketPluginOptions) => {
  const limit = opts.rateLimit ?? SOCKET_RATE_LIMIT;
  const io: RealtimeServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: SOCKET_MAX_PAYLOAD,
    cors: { origin: false },
    allowRequest: (req, done) => done(null, originAllowed(req, opts.siteOrigin, opts.trustProxy)),
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
  });
  const redis = opts.redisUrl ? await connectRedis(opts.redisUrl, app.log) : null;
  if (redis) io.adapter(createAdapter(redis.pub, redis.sub, { key: 'ankur.socket.io' }));

  io.use(async (socket, next) => {
    const who = await opts.authenticate(socket.handshake.headers.cookie).catch(() => null);
    if (!who) return next(new Error('unauthorized'));
    socket.data = who;
    next();
  });

  io.on('connection', (socket) => {
    // a recovered connection comes back with its old rooms: keep only the current session's
    const wanted = new Set(roomsOf(socket.data));
    for (const room of socket.rooms) {
      if (room !== socket.id && !wanted.has(room)) void socket.leave(room);
    }
    void socket.join([...wanted]);

    const rate = { start: Date.now(), count: 0 };
    socket.use((_packet, next) => {
      const now = Date.now();
      if (now - rate.start >= limit.windowMs) {
        rate.start = now;
        rate.count = 0;
      }
      rate.count += 1;
      if (rate.count <= limit.events) return next();
      // dropped; the first excess event closes the connection
      if (rate.count === limit.events + 1) {
        socket.emit('session:closed', { reason: 'rate-limited' });
        socket.disconnect(true);
      }
    });
  });

  let checking = false;
  const recheck = async () => {
    if (checking) return;
    const sockets = [...io.of('/').sockets.values()];
    if (!sockets.length) return;
    checking = true;
    try {
      const states = await opts.checkSessions([...new Set(sockets.map((s) => s.data.sessionId))]);
      for (const socket of sockets) {
        const state = states.get(socket.data.sessionId) ?? 'signed-out';
        if (state === 'live' || !socket.connected) continue;
        if (state === 'outside-tenant') {
          // removed from the organisation: out of every room of that tenant (and its
          // conversations), but still connected as the user, whose session is fine
          socket.data.inTenant = false;
          for (const room of [...socket.rooms]) {
            if (room !== socket.id && room !== userRoom(socket.data.userId)) void socket.leave(room);
          }
          continue;
        }
        socket.emit('session:closed', { reason: state });
        socket.disconnect(true);
      }
    } catch (err) {
      app.log.warn({ err }, 'socket: session re-check failed; sockets kept until the next one');
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void recheck(), opts.sessionRecheckMs ?? SOCKET_SESSION_RECHECK_MS);
  timer.unref();

  app.decorate('io', io);
  app.addHook('preClose', async () => {
    clearInterval(timer);
    // this process's sockets only: io.disconnectSockets() would reach every process through Redis
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
    if (redis) await Promise.all([redis.pub.quit(), redis.sub.quit()]).catch(() => {});
  });
});
