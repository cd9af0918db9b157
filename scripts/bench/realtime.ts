// npm run bench:realtime — the real-time benchmark (docs/performance.md, "Real time (bench:realtime)").
//
// Issue 9: 1,000 connected clients in one room; broadcast delivery latency p50/p99 and server
// memory per idle connection; message round-trip p99 between two clients at 100 messages/s.
//
// This process is the server: the real app (buildApp: sessions, Socket.IO with its rooms,
// recovery, rate limit and session re-check, the notifications plugin) on an in-memory PGlite,
// migrated and seeded like a real installation, with a temporary DATA_DIR, listening on a free
// port. 1,000 users and their sessions are written straight into the database (no argon2), all
// in the main platform's tenant, so every socket is in room tenant:ID. The clients
// (socket.io-client, websocket transport, one connection each) run in a child process
// (scripts/bench/realtime-clients.ts): the server's memory figure is the server's alone, and the
// clients have the other core.
//
//  1. Memory: connect the 1,000 and disconnect them once (warm-up: code compiled, the database's
//     memory grown, sessions cached), force a GC and settle 2 s, read process.memoryUsage(); connect
//     the 1,000 again, GC, settle, read again. Per connection = (after − before) / 1000.
//  2. Broadcasts: N times, 100 ms apart, app.io.to(tenant room).emit('notification:unread', {unread:
//     a sequence number}); the server keeps each send time, the clients each receive time. The two
//     processes' clocks are aligned by an IPC ping (offset from the fastest of 30 round trips).
//  3. Messages: client A (HTTP, its session cookie, a same-origin Origin as a browser sends) opens
//     a direct conversation with B and sends 100 messages/s for 10 s, open loop; round trip = B's
//     'message:new' − A's send start, both in the clients' process. Skipped (and said so) while
//     the messages API is not there.
//
// Prints a table and the markdown to paste; writes test-results/bench-realtime.json. It reports;
// it never fails the process on a missed target.
//
// Knobs: BENCH_RT_CLIENTS (default 1000), BENCH_RT_BROADCASTS (default 50), BENCH_RT_RATE
// (messages/s, default 100), BENCH_RT_SECONDS (default 10), BENCH_RT_LOG=error (the server's
// log at that level); BENCH_RT_PG=1 runs the server on
// PostgreSQL instead (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a
// fresh database ankur_bench_rt, dropped afterwards).
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { type Database, openDatabase } from '../../apps/api/src/db/client.ts';
import { roles, userRoles } from '../../apps/api/src/db/schema/access.ts';
import { sessions, users } from '../../apps/api/src/db/schema/identity.ts';
import { seedDatabase } from '../../apps/api/src/db/seed/index.ts';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../../apps/api/src/plugins/session.ts';
import { tenantRoom } from '../../apps/api/src/plugins/socket.ts';
import { sessionStates } from '../../apps/api/src/plugins/socket-sessions.ts';
import { testConfig } from '../../apps/api/src/test/config.ts';
import type { ClientRequest, ConnectResult, MessagesResult } from './realtime-clients.ts';
import { type BroadcastResult, type Memory, report } from './realtime-report.ts';

const root = path.resolve(import.meta.dirname, '../..');
const env = process.env;
const CLIENTS = Number(env.BENCH_RT_CLIENTS ?? 1000);
const BROADCASTS = Number(env.BENCH_RT_BROADCASTS ?? 50);
const RATE = Number(env.BENCH_RT_RATE ?? 100);
const SECONDS = Number(env.BENCH_RT_SECONDS ?? 10);
const BROADCAST_GAP_MS = 100;
/** broadcast payloads are { unread: BASE + i }: no real unread count is that high */
const BASE = 1_000_000_000;

/** BENCH_RT_PG=1: PostgreSQL (BENCH_DATABASE_URL) instead of the embedded PGlite */
const PG = env.BENCH_RT_PG === '1';
const BENCH_DB = 'ankur_bench_rt';
const pgUrl = () => {
  const u = new URL(env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
  u.pathname = `/${BENCH_DB}`;
  return u;
};
async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({
    connectionString: env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
const dropBenchDatabase = () => adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
async function openBenchDatabase(): Promise<Database> {
  if (!PG) return openDatabase({ memory: true });
  await dropBenchDatabase();
  await adminQuery(`CREATE DATABASE ${BENCH_DB}`);
  return openDatabase({ url: pgUrl().href });
}

const started = performance.now();
const log = (msg: string) =>
  console.log(`bench:realtime ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s  ${msg}`);
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The clients' child process, driven one request at a time. */
function startClients() {
  const child = fork(path.join(import.meta.dirname, 'realtime-clients.ts'), [], {
    execArgv: ['--import', 'tsx', '--max-old-space-size=2048'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let seq = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  child.on('message', (m: { id: number; ok: boolean; result?: unknown; error?: string }) => {
    const p = pending.get(m.id);
    pending.delete(m.id);
    if (m.ok) p?.resolve(m.result);
    else p?.reject(new Error(`clients: ${m.error}`));
  });
  child.once('exit', (code) => {
    for (const p of pending.values()) p.reject(new Error(`the clients' process exited with ${code}`));
    pending.clear();
  });
  return {
    pid: child.pid,
    call: <T>(req: ClientRequest) =>
      new Promise<T>((resolve, reject) => {
        const id = ++seq;
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
        child.send({ id, ...req });
      }),
    close: () => {
      if (child.connected) child.disconnect();
    },
  };
}
type Clients = ReturnType<typeof startClients>;

/** The clients' clock minus ours, from the fastest of `n` IPC round trips. */
async function clockOffset(clients: Clients, n = 30): Promise<{ offset: number; rtt: number }> {
  let best = { offset: 0, rtt: Number.POSITIVE_INFINITY };
  for (let i = 0; i < n; i++) {
    const t0 = now();
    const { t } = await clients.call<{ t: number }>({ op: 'ping' });
    const t1 = now();
    if (t1 - t0 < best.rtt) best = { offset: t - (t0 + t1) / 2, rtt: t1 - t0 };
  }
  return best;
}

/** Forces a full GC (with --expose-gc), waits 2 s, and reads this process's memory. */
async function settledMemory(): Promise<Memory> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  await sleep(2000);
  gc?.();
  const m = process.memoryUsage();
  return { heapUsed: m.heapUsed, external: m.external, rss: m.rss };
}

/** `count` users holding Entrepreneur, each with a live session in the main platform; their cookies. */
async function createUsers(app: FastifyInstance, count: number): Promise<{ ids: number[]; cookies: string[] }> {
  const db = app.database.db;
  const [role] = await db
    .select({ role_id: roles.role_id })
    .from(roles)
    .where(and(eq(roles.role_name, 'Entrepreneur'), eq(roles.is_deleted, false)));
  const run = randomBytes(3).toString('hex');
  const ids: number[] = [];
  const cookies: string[] = [];
  for (let from = 0; from < count; from += 500) {
    const n = Math.min(500, count - from);
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, k) => ({
          username: `rt_${run}_${from + k}`,
          email: `rt_${run}_${from + k}@bench.test`,
          firstName: 'Bench',
          lastName: `User ${from + k}`,
          enabled: true,
          active_role: role?.role_id,
        })),
      )
      .returning({ user_id: users.user_id });
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    if (role) await db.insert(userRoles).values(rows.map((r) => ({ user_id: r.user_id, role_id: role.role_id })));
    // as plugins/session.ts startSession writes them (test/factories.ts createSessionToken)
    await db.insert(sessions).values(
      rows.map((r, k) => ({
        session_id: createHash('sha256').update(tokens[k]!).digest('base64url'),
        user_id: r.user_id,
        expires_at: new Date(Date.now() + SESSION_ABSOLUTE_MS),
        tenant_id: null,
      })),
    );
    ids.push(...rows.map((r) => r.user_id));
    cookies.push(...tokens.map((t) => `${SESSION_COOKIE}=${t}`));
  }
  return { ids, cookies };
}

async function connect(clients: Clients, url: string, cookies: string[]): Promise<ConnectResult> {
  const r = await clients.call<ConnectResult>({ op: 'connect', url, cookies, concurrency: 50 });
  if (r.failed) throw new Error(`${r.failed} of ${cookies.length} clients did not connect: ${r.errors.join('; ')}`);
  return r;
}

async function broadcasts(app: FastifyInstance, clients: Clients): Promise<BroadcastResult> {
  const { offset, rtt } = await clockOffset(clients);
  log(`  clocks: clients − server ${offset.toFixed(3)} ms (IPC round trip ${rtt.toFixed(3)} ms)`);
  await clients.call({ op: 'record', base: BASE, count: BROADCASTS });
  const room = tenantRoom(app.config.defaultTenant);
  const sentAt: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const gcPauses: number[] = [];
  const gcObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcPauses.push(e.duration);
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  for (let i = 0; i < BROADCASTS; i++) {
    sentAt.push(now());
    app.io.to(room).emit('notification:unread', { unread: BASE + i });
    await sleep(BROADCAST_GAP_MS);
  }
  loop.disable();
  gcObserver.disconnect();
  await sleep(1000);
  const times = await clients.call<number[][]>({ op: 'receipts' });
  const latencies: number[] = [];
  const lastDelivery: number[] = [];
  times.forEach((got, i) => {
    let last = 0;
    for (const t of got) {
      const l = t - offset - sentAt[i]!;
      latencies.push(l);
      last = Math.max(last, l);
    }
    lastDelivery.push(last);
  });
  return {
    deliveries: latencies.length,
    expected: BROADCASTS * CLIENTS,
    latencies: latencies.sort((a, b) => a - b),
    lastDelivery: lastDelivery.sort((a, b) => a - b),
    loopDelay: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
    gc: { count: gcPauses.length, totalMs: gcPauses.reduce((a, x) => a + x, 0), maxMs: Math.max(0, ...gcPauses) },
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ankur-bench-rt-'));
  const config = testConfig({ DATA_DIR: dataDir });
  log(
    `server: this process (pid ${process.pid}); ${PG ? `PostgreSQL ${pgUrl().host}/${BENCH_DB}` : 'PGlite in memory'}; DATA_DIR ${dataDir}`,
  );
  if (!(globalThis as { gc?: unknown }).gc) log('WARNING no --expose-gc: memory figures are noisier');
  const database = await openBenchDatabase();
  await database.migrate();
  await seedDatabase(database.db, config);
  await database.restrict();
  const app = await buildApp({ config, database, logger: env.BENCH_RT_LOG ? { level: env.BENCH_RT_LOG } : false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const clients = startClients();
  try {
    let t0 = performance.now();
    const { ids, cookies } = await createUsers(app, CLIENTS);
    log(
      `${CLIENTS} users and sessions written in ${((performance.now() - t0) / 1000).toFixed(1)} s; clients: pid ${clients.pid}`,
    );

    // memory: one warm-up round, then before / after
    const cold = await settledMemory();
    const warm = await connect(clients, url, cookies);
    log(`warm-up: ${warm.connected} clients connected in ${(warm.ms / 1000).toFixed(1)} s`);
    const coldAfter = await settledMemory();
    await clients.call({ op: 'disconnect' });
    await sleep(1000);
    const before = await settledMemory();
    const conn = await connect(clients, url, cookies);
    log(`measured: ${conn.connected} clients connected in ${(conn.ms / 1000).toFixed(1)} s`);
    const after = await settledMemory();
    const sockets = app.io.of('/').sockets.size;
    const roomSize = (await app.io.in(tenantRoom(config.defaultTenant)).fetchSockets()).length;
    log(`server sees ${sockets} sockets, ${roomSize} in ${tenantRoom(config.defaultTenant)}`);
    const perConn = (a: Memory, b: Memory) => ({
      heapExternalKb: (b.heapUsed + b.external - a.heapUsed - a.external) / CLIENTS / 1024,
      heapKb: (b.heapUsed - a.heapUsed) / CLIENTS / 1024,
      rssKb: (b.rss - a.rss) / CLIENTS / 1024,
    });
    // the periodic session re-check (plugins/socket.ts): one query for every live socket's session
    const sessionIds = cookies.map((c) =>
      createHash('sha256')
        .update(c.slice(SESSION_COOKIE.length + 1))
        .digest('base64url'),
    );
    const rc0 = performance.now();
    await sessionStates(app.database.db, sessionIds);
    const recheckMs = performance.now() - rc0;
    log(`the session re-check of ${sessionIds.length} sessions takes ${recheckMs.toFixed(1)} ms`);
    const memory = perConn(before, after);
    const coldMemory = perConn(cold, coldAfter);

    log(`broadcasts: ${BROADCASTS} to ${CLIENTS} clients, ${BROADCAST_GAP_MS} ms apart …`);
    const b = await broadcasts(app, clients);

    log(`messages: ${RATE}/s for ${SECONDS} s from client A to client B …`);
    t0 = performance.now();
    const m = await clients.call<MessagesResult>({
      op: 'messages',
      url,
      senderCookie: cookies[0]!,
      receiver: { userId: ids[1]!, index: 1 },
      rate: RATE,
      seconds: SECONDS,
    });
    log(`  ${m.skipped ? `skipped: ${m.skipped}` : `done in ${((performance.now() - t0) / 1000).toFixed(1)} s`}`);

    report(
      {
        clients: CLIENTS,
        broadcasts: BROADCASTS,
        gapMs: BROADCAST_GAP_MS,
        rate: RATE,
        seconds: SECONDS,
        pg: PG,
        started,
        root,
        log,
      },
      { memory, coldMemory, before, after, b, m, connectMs: conn.ms, recheckMs },
    );
  } finally {
    clients.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (PG) await dropBenchDatabase();
  }
}

await main();
