import { SOCKET_MAX_PAYLOAD, SOCKET_RATE_LIMIT } from '@ankur/shared/realtime';
import type { SQL } from 'drizzle-orm';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/identity.ts';
import { tenantMemberships, tenants } from '../db/schema/tenants.ts';
import { openTestDatabase, recordingMailer } from '../test/app.ts';
import { testConfig } from '../test/config.ts';
import { createSessionToken, createUser, PLATFORM_TENANT, roleIdByName } from '../test/factories.ts';
import {
  type ClientSocket,
  connectedSocket,
  eventually,
  listenForSockets,
  openSocket,
  record,
  type SocketTestOptions,
  settled,
} from '../test/realtime.ts';
import { SESSION_COOKIE } from './session.ts';

/**
 * Socket.IO (issue 9): the handshake (session, origin), the limits (payload, flood), rooms that
 * only the server joins, sessions re-checked in one query per tick, and connection-state recovery.
 */

const RECHECK_MS = 200;
const OTHER_TENANT = 'SOCKETTESTORG';

describe('Socket.IO', () => {
  let app: FastifyInstance;
  let database: Database;
  let drop: () => Promise<void>;
  let url: string;
  const open: ClientSocket[] = [];
  const cookieOf = (token: string) => `${SESSION_COOKIE}=${token}`;
  /** a user with a fresh session: its cookie header and ids */
  const member = async (name: string, tenantId: string | null = null) => {
    const userId = await createUser(database.db, name);
    if (tenantId) {
      await database.db
        .insert(tenantMemberships)
        .values({ tenant_id: tenantId, user_id: userId, role_id: await roleIdByName(database.db, 'Entrepreneur') });
    }
    const token = await createSessionToken(database.db, userId, { tenantId });
    return { userId, cookie: cookieOf(token) };
  };
  const connectAs = async (cookie: string, opts: SocketTestOptions = {}) => {
    const socket = await connectedSocket(url, { cookie }, opts);
    open.push(socket);
    return socket;
  };
  const roomMembers = (room: string) => [...(app.io.of('/').adapter.rooms.get(room) ?? [])];
  const sessionOf = (socket: ClientSocket) => app.io.of('/').sockets.get(socket.id!)!.data.sessionId;
  /** the session re-check queries run from now until the test ends: when each started, for which sessions, whether it answered */
  const watchRechecks = () => {
    const seen: { at: number; sessions: Set<string>; answered: boolean }[] = [];
    const db = database.db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } } };
    const execute = database.db.execute.bind(database.db);
    const spy = vi.spyOn(database.db, 'execute').mockImplementation(((q: SQL) => {
      const query = db.dialect.sqlToQuery(q);
      if (!query.sql.includes('from sessions s join users u')) return execute(q);
      const entry = {
        at: performance.now(),
        sessions: new Set(query.params.find(Array.isArray) as string[]),
        answered: false,
      };
      seen.push(entry);
      return Promise.resolve(execute(q)).finally(() => {
        entry.answered = true;
      });
    }) as never);
    onTestFinished(() => spy.mockRestore());
    return seen;
  };

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    app = await buildApp({
      config: testConfig(),
      database,
      logger: false,
      mailer: recordingMailer(),
      socket: { sessionRecheckMs: RECHECK_MS },
    });
    url = await listenForSockets(app);
    await database.db
      .insert(tenants)
      .values({ tenant_id: OTHER_TENANT, tenant_type: 'organisation', tenant_name: 'socket-test', display_name: 'S' });
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await app.close();
    await drop();
  });

  it('accepts a live session and joins its user, tenant and tenant-user rooms', async () => {
    const lata = await member('lata');
    const socket = await connectAs(lata.cookie);
    await eventually(() => roomMembers(`user:${lata.userId}`).length === 1, 'the user room');
    for (const room of [
      `user:${lata.userId}`,
      `tenant:${PLATFORM_TENANT}`,
      `tenant:${PLATFORM_TENANT}:user:${lata.userId}`,
    ]) {
      expect(roomMembers(room), room).toContain(socket.id);
    }
  });

  it('refuses no cookie, a forged cookie and a signed-out session', async () => {
    for (const headers of [{}, { cookie: `${SESSION_COOKIE}=forged` }] as Record<string, string>[]) {
      const { outcome, socket } = await openSocket(url, headers);
      socket.close();
      expect(outcome).toBe('unauthorized');
    }
    const gone = await member('gone');
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: gone.cookie } });
    expect(out.statusCode).toBe(204);
    const { outcome, socket } = await openSocket(url, { cookie: gone.cookie });
    socket.close();
    expect(outcome).toBe('unauthorized');
  });

  it("refuses a handshake from another site's Origin (403), even with a live cookie", async () => {
    const asha = await member('asha');
    const polling = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: 'https://evil.example', cookie: asha.cookie },
    });
    expect(polling.status).toBe(403);
    const { outcome, socket } = await openSocket(url, { cookie: asha.cookie, origin: 'https://evil.example' });
    socket.close();
    expect(outcome).not.toBe('connected');
    // the site's own origin (PUBLIC_URL, else http://localhost:PORT) and this host's own pass
    for (const origin of ['http://localhost:3000', url]) {
      const ok = await openSocket(url, { cookie: asha.cookie, origin });
      ok.socket.close();
      expect(ok.outcome, origin).toBe('connected');
    }
  });

  it('closes the connection on a message larger than SOCKET_MAX_PAYLOAD', async () => {
    const big = await member('big');
    const socket = await connectAs(big.cookie);
    const reasons: string[] = [];
    socket.on('disconnect', (reason) => reasons.push(reason));
    const pad = 'x'.repeat(SOCKET_MAX_PAYLOAD + 1);
    socket.emit('notification:catch-up', { afterId: 0, pad } as unknown as { afterId: number }, () => {});
    await eventually(() => reasons.length > 0, 'the disconnect');
    expect(reasons[0]).toMatch(/transport (close|error)/);
    await eventually(() => roomMembers(`user:${big.userId}`).length === 0, 'the server to drop the socket');
  });

  it('disconnects a flood with session:closed {reason: rate-limited}; a client within the limit stays', async () => {
    const calm = await connectAs((await member('calm')).cookie);
    for (let i = 0; i < SOCKET_RATE_LIMIT.events - 1; i++)
      calm.emit('anything' as 'notification:catch-up', { afterId: 0 }, () => {});
    // the limit's last event is answered: every one of them was let through
    await settled(calm);
    const flood = await connectAs((await member('flood')).cookie);
    const closed = record(flood, 'session:closed');
    const reasons: string[] = [];
    flood.on('disconnect', (reason) => reasons.push(reason));
    for (let i = 0; i < SOCKET_RATE_LIMIT.events + 10; i++) {
      flood.emit('anything' as 'notification:catch-up', { afterId: 0 }, () => {});
    }
    await eventually(() => reasons.length > 0, 'the flood to be disconnected');
    expect(closed).toEqual([{ reason: 'rate-limited' }]);
    expect(reasons).toEqual(['io server disconnect']);
    expect(calm.connected).toBe(true);
  });

  it("lets no client into another tenant's room: join-like events are ignored", async () => {
    const mira = await member('mira', OTHER_TENANT);
    const insider = await connectAs(mira.cookie);
    const ravi = await member('ravi');
    const outsider = await connectAs(ravi.cookie);
    const heardInside = record(insider, 'notification:new');
    const heardOutside = record(outsider, 'notification:new');
    for (const event of ['join', 'subscribe', 'room:join']) {
      outsider.emit(event as 'notification:catch-up', { room: `tenant:${OTHER_TENANT}` } as never, () => {});
    }
    await settled(outsider);
    expect(roomMembers(`tenant:${OTHER_TENANT}`)).toEqual([insider.id]);
    const news = {
      notification_id: 1,
      type: 'announcement' as const,
      title: 'For the other tenant only',
      body: null,
      link: null,
      read_at: null,
      created_at: new Date().toISOString(),
    };
    app.io.to(`tenant:${OTHER_TENANT}`).emit('notification:new', news);
    await eventually(() => heardInside.length === 1, "the other tenant's member to hear it");
    await settled(insider, outsider);
    expect(heardInside).toEqual([news]);
    expect(heardOutside).toEqual([]);
  });

  it('takes a member removed from an organisation out of its rooms within seconds, and keeps them out on reconnect', async () => {
    const nia = await member('nia', OTHER_TENANT);
    const socket = await connectAs(nia.cookie);
    const tenantRooms = [`tenant:${OTHER_TENANT}`, `tenant:${OTHER_TENANT}:user:${nia.userId}`];
    for (const room of tenantRooms) expect(roomMembers(room)).toContain(socket.id);
    const heard = record(socket, 'notification:new');
    await database.db
      .update(tenantMemberships)
      .set({ status: 'removed' })
      .where(and(eq(tenantMemberships.tenant_id, OTHER_TENANT), eq(tenantMemberships.user_id, nia.userId)));
    await eventually(
      () => !roomMembers(`tenant:${OTHER_TENANT}`).includes(socket.id!),
      'the removal to be noticed',
      5000,
    );
    for (const room of tenantRooms) expect(roomMembers(room)).not.toContain(socket.id);
    // still connected as the user (the session itself is fine), hearing nothing of the tenant
    expect(socket.connected).toBe(true);
    expect(roomMembers(`user:${nia.userId}`)).toContain(socket.id);
    app.io.to(`tenant:${OTHER_TENANT}`).emit('notification:new', {
      notification_id: 2,
      type: 'announcement',
      title: 'Members only',
      body: null,
      link: null,
      read_at: null,
      created_at: new Date().toISOString(),
    });
    await settled(socket);
    expect(heard).toEqual([]);
    // a new connection of that session is kept out too (at once, or by the next re-check while
    // the session's cached roles are a few seconds old)
    const again = await connectAs(nia.cookie);
    await eventually(() => !roomMembers(`tenant:${OTHER_TENANT}`).includes(again.id!), 'the reconnect kept out', 5000);
    expect(again.connected).toBe(true);
    expect(roomMembers(`user:${nia.userId}`)).toContain(again.id);
  });

  it('disconnects a signed-out session at the next re-check, saying why', async () => {
    const rechecks = watchRechecks();
    const kiran = await member('kiran');
    const socket = await connectAs(kiran.cookie);
    const closed = record(socket, 'session:closed');
    const reasons: string[] = [];
    socket.on('disconnect', (reason) => reasons.push(reason));
    // two re-checks of the live session answered: it stays connected
    const sessionId = sessionOf(socket);
    const checked = () => rechecks.filter((r) => r.sessions.has(sessionId));
    await vi.waitFor(() => expect(checked().filter((r) => r.answered).length).toBeGreaterThanOrEqual(2), {
      timeout: 10_000,
    });
    await settled(socket);
    expect(socket.connected).toBe(true);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: kiran.cookie } });
    const before = checked().length;
    await eventually(() => reasons.length > 0, 'the disconnect', 10_000);
    // by the first re-check begun after the sign-out, or the one already under way
    expect(checked().length - before).toBeLessThanOrEqual(1);
    expect(closed).toEqual([{ reason: 'signed-out' }]);
    expect(reasons).toEqual(['io server disconnect']);
  });

  it('disconnects the sockets of a disabled user with reason disabled', async () => {
    const dev = await member('dev');
    const socket = await connectAs(dev.cookie);
    const closed = record(socket, 'session:closed');
    await database.db.update(users).set({ enabled: false }).where(eq(users.user_id, dev.userId));
    await eventually(() => !socket.connected, 'the disconnect', 3000);
    expect(closed).toEqual([{ reason: 'disabled' }]);
  });

  it("re-checks all of the process's sockets in one query per tick", async () => {
    const a = await member('batch_a');
    const b = await member('batch_b');
    await Promise.all([connectAs(a.cookie), connectAs(a.cookie), connectAs(b.cookie)]);
    const seen = watchRechecks();
    await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    const rechecks = seen.slice(0, 3);
    // one query per tick: never two within one interval (a busy machine only spreads them further)
    for (let i = 1; i < rechecks.length; i++) {
      expect(rechecks[i]!.at - rechecks[i - 1]!.at).toBeGreaterThanOrEqual(RECHECK_MS * 0.9);
    }
    const live = [...app.io.of('/').sockets.values()].map((s) => s.data.sessionId);
    for (const q of rechecks) expect(q.sessions).toEqual(new Set(live));
  });

  it('recovers what a socket missed during a short disconnect (connection-state recovery)', async () => {
    const uma = await member('uma');
    let heard: { unread: number }[] = [];
    const socket = await connectAs(uma.cookie, {
      reconnection: true,
      reconnectionDelay: 300,
      listen: (s) => {
        heard = record(s, 'notification:unread');
      },
    });
    const room = `tenant:${PLATFORM_TENANT}:user:${uma.userId}`;
    // the server opens with the unread count (which also gives the client its recovery offset)
    await eventually(() => heard.length === 1, 'the opening unread count');
    expect(heard).toEqual([{ unread: 0 }]);
    socket.io.engine.close();
    await eventually(() => roomMembers(room).length === 0, 'the server to see the disconnect');
    app.io.to(room).emit('notification:unread', { unread: 3 });
    await eventually(() => socket.connected, 'the reconnect');
    expect(socket.recovered).toBe(true);
    await eventually(() => heard.length === 2, 'the missed event');
    await settled(socket);
    // replayed once, and no second opening count: the connection was recovered, not new
    expect(heard).toEqual([{ unread: 0 }, { unread: 3 }]);
    expect(roomMembers(room)).toEqual([socket.id]);
  });
});
