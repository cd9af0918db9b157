// npm run bench:api — the API throughput benchmark (docs/performance.md, "API throughput").
//
// One run, two legs:
//  1. PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test): a fresh
//     database ankur_bench, migrated and seeded like a real installation plus 100,000 programs; the
//     real app (sessions, access checks, validation, serialisation) against a bare node:http ceiling
//     and a naive Fastify + pg route doing the same list with a separate count.
//  2. PGlite in memory: the same data and app, and the same naive route through the same instance.
// autocannon runs in a child process (scripts/bench/load.ts). Prints a table, writes
// test-results/bench-api.json. It reports; it never fails the process on a missed target.
//
// Knobs: BENCH_DATABASE_URL, BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 2),
// BENCH_ROWS (default 100000), BENCH_KEEP_DB=1 (leave ankur_bench behind for EXPLAIN),
// BENCH_SKIP_PGLITE=1 / BENCH_SKIP_PG=1.
import { fork } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { type Database, openDatabase } from '../../apps/api/src/db/client.ts';
import { seedDatabase } from '../../apps/api/src/db/seed/index.ts';
import { TEST_CONFIG_ENV, testConfig } from '../../apps/api/src/test/config.ts';
import type { LoadRequest, LoadResult } from './load.ts';
import { bulkProgramsSql } from './seed.ts';

const root = path.resolve(import.meta.dirname, '../..');
const env = process.env;
const DURATION = Number(env.BENCH_DURATION ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 2);
const ROWS = Number(env.BENCH_ROWS ?? 100_000);
const PG_CONNECTIONS = 50;
const PGLITE_CONNECTIONS = 10;
const BENCH_DB = 'ankur_bench';
const baseUrl = env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const LIST_PATH = `/api/programs/getAll?page=3&limit=10&sortField=start_date&sortOrder=desc&filterFields=${encodeURIComponent(
  JSON.stringify({ program_category: 'Cohort' }),
)}`;
// a hand-written multi-tenant query names its tenant (the bulk programs are the main platform's)
const NAIVE_LIST = `SELECT * FROM programs WHERE tenant_id = 'BHARATSTARTUPSUMMIT' AND program_category = $1
  AND is_deleted = false ORDER BY start_date DESC LIMIT 10 OFFSET 20`;
const NAIVE_COUNT = `SELECT count(*) FROM programs WHERE tenant_id = 'BHARATSTARTUPSUMMIT' AND program_category = $1
  AND is_deleted = false`;

type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

interface CaseResult extends LoadResult {
  leg: 'postgres' | 'pglite';
  name: string;
  connections: number;
  ratioVsNaive: number | null;
  /** 1-minute load average when the case started: other work on the machine skews the figures */
  loadAverage: number;
  /** CPU of this process (the servers; with PGlite also the database) per request */
  serverCpuMsPerRequest: number | null;
  /** CPU of the PostgreSQL backends serving ankur_bench per request (PostgreSQL leg) */
  dbCpuMsPerRequest: number | null;
}

interface Target {
  leg: string;
  target: string;
  measured: string;
  pass: boolean;
}

const started = performance.now();
const log = (msg: string) =>
  console.log(`bench:api ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s  ${msg}`);
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const seconds = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

type LoadAnswer = { ok: boolean; result?: LoadResult; error?: string };

/** The load generator: one child process for the whole run (autocannon gets a core of its own). */
function startLoader() {
  const child = fork(path.join(import.meta.dirname, 'load.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let pending: { resolve: (r: LoadResult) => void; reject: (e: Error) => void } | null = null;
  child.on('message', (m: LoadAnswer) => {
    const p = pending;
    pending = null;
    if (m.ok && m.result) p?.resolve(m.result);
    else p?.reject(new Error(`load generator: ${m.error}`));
  });
  child.once('exit', (code) => {
    pending?.reject(new Error(`load generator exited with ${code} before answering`));
    pending = null;
  });
  return {
    run: (req: LoadRequest) =>
      new Promise<LoadResult>((resolve, reject) => {
        pending = { resolve, reject };
        child.send(req);
      }),
    close: () => {
      if (child.connected) child.disconnect();
    },
  };
}
type Loader = ReturnType<typeof startLoader>;
let loader: Loader;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** The naive baseline: no auth, no validation, no response schema; a list query, then a count. */
async function naiveServer(query: Query): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  app.get('/naive', async () => {
    const data = await query(NAIVE_LIST, ['Cohort']);
    const [c] = await query(NAIVE_COUNT, ['Cohort']);
    return { data, total: Number(c?.count ?? 0) };
  });
  return { app, url: `${await listen(app)}/naive` };
}

/** The ceiling: plain node:http answering a fixed body. */
async function bareServer(body: string): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/` };
}

/** Seeds like a real start (roles, menus, admin, demo), then adds the bulk programs and VACUUM ANALYZE. */
async function prepare(database: Database, exec: (sql: string) => Promise<unknown>): Promise<void> {
  let t0 = performance.now();
  await database.migrate();
  await seedDatabase(database.db, testConfig());
  log(`  migrated and seeded in ${seconds(t0)}`);
  t0 = performance.now();
  await exec(bulkProgramsSql(ROWS));
  // the steady state of a live table: statistics known, visibility map set (autovacuum's job)
  await exec('VACUUM ANALYZE programs');
  log(`  ${ROWS.toLocaleString('en')} programs inserted + VACUUM ANALYZE in ${seconds(t0)}`);
  // the platform's own queries run as the application role, under row-level security
  await database.restrict();
}

/** Signs in as the test administrator through the real endpoint; returns the cookie header. */
async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: TEST_CONFIG_ENV.ADMIN_EMAIL, password: TEST_CONFIG_ENV.ADMIN_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('ankur_session='));
  if (!cookie) throw new Error('sign-in answered no ankur_session cookie');
  return cookie;
}

/** One request before the load: the URL must answer 200 (a benchmark of 401s measures nothing). */
async function check(url: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(url, { headers });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${body.slice(0, 300)}`);
  return body;
}

async function pickProgramId(query: Query): Promise<number> {
  const [row] = await query(
    `SELECT program_id FROM programs WHERE is_deleted = false AND program_category = 'Cohort'
     ORDER BY program_id LIMIT 1 OFFSET 5000`,
    [],
  );
  return Number(row!.program_id);
}

/** CPU seconds used so far by the given processes (Linux /proc; 0 for a process that is gone). */
function cpuSecondsOf(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(pid, (Number(fields[11]) + Number(fields[12])) / 100); // utime + stime, in USER_HZ
    } catch {
      out.set(pid, 0);
    }
  }
  return out;
}

/** Measures the CPU the database server spends: its backends serving ankur_bench (PostgreSQL leg). */
type DbCpuProbe = () => Promise<number[]>;

async function runCases(
  leg: CaseResult['leg'],
  connections: number,
  cases: { name: string; url: string; headers?: Record<string, string> }[],
  dbBackends?: DbCpuProbe,
): Promise<CaseResult[]> {
  const out: CaseResult[] = [];
  for (const c of cases) {
    const loadAverage = Math.round(os.loadavg()[0]! * 100) / 100;
    log(`  ${c.name}: ${connections} connections, ${WARMUP} s warm-up + ${DURATION} s (load average ${loadAverage}) …`);
    const req = { url: c.url, connections, headers: c.headers, warmup: 0 };
    if (WARMUP > 0) await loader.run({ ...req, duration: WARMUP });
    const pidsBefore = dbBackends ? await dbBackends() : [];
    const dbBefore = cpuSecondsOf(pidsBefore);
    const cpuBefore = process.cpuUsage();
    const r = await loader.run({ ...req, duration: DURATION });
    const cpu = process.cpuUsage(cpuBefore);
    let dbCpuMsPerRequest: number | null = null;
    if (dbBackends) {
      const dbAfter = cpuSecondsOf(await dbBackends());
      let used = 0;
      for (const [pid, t] of dbAfter) used += t - (dbBefore.get(pid) ?? 0);
      dbCpuMsPerRequest = r.requests ? round((used * 1000) / r.requests, 3) : null;
    }
    if (r.non2xx || r.errors || r.timeouts) {
      log(`  WARNING ${c.name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
    }
    out.push({
      ...r,
      leg,
      name: c.name,
      connections,
      ratioVsNaive: null,
      loadAverage,
      serverCpuMsPerRequest: r.requests ? round((cpu.user + cpu.system) / 1000 / r.requests, 3) : null,
      dbCpuMsPerRequest,
    });
  }
  const naive = out.find((c) => c.name.startsWith('naive'));
  for (const c of out) c.ratioVsNaive = naive ? c.rps / naive.rps : null;
  return out;
}

async function postgresLeg(): Promise<{ results: CaseResult[]; body: string }> {
  const benchUrl = new URL(baseUrl);
  benchUrl.pathname = `/${BENCH_DB}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let naive: { app: FastifyInstance; url: string } | undefined;
  let bare: { server: http.Server; url: string } | undefined;
  const naivePool = new pg.Pool({ connectionString: benchUrl.href, max: 10 });
  naivePool.on('error', () => {});
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${BENCH_DB}`);
    log(`PostgreSQL leg: ${benchUrl.host}/${BENCH_DB}`);
    database = await openDatabase({ url: benchUrl.href });
    const bench = new pg.Client({ connectionString: benchUrl.href });
    await bench.connect();
    try {
      await prepare(database, (sql) => bench.query(sql));
    } finally {
      await bench.end();
    }
    const query: Query = async (text, params) => (await naivePool.query(text, params)).rows;
    const id = await pickProgramId(query);

    app = await buildApp({ config: testConfig(), database, logger: false });
    const base = await listen(app);
    const cookie = await signIn(base);
    const headers = { cookie };
    const body = await check(`${base}${LIST_PATH}`, headers);
    const total = (JSON.parse(body) as { meta: { total: number } }).meta.total;
    log(`  getAll answers ${body.length} bytes, meta.total ${total}; getProgram id ${id}`);
    await check(`${base}/api/programs/getProgram/${id}`, headers);
    bare = await bareServer(body);
    naive = await naiveServer(query);
    const naiveBody = JSON.parse(await check(naive.url)) as { total: number };
    if (naiveBody.total !== total) log(`  WARNING naive total ${naiveBody.total} ≠ ours ${total}`);

    const backends: DbCpuProbe = async () =>
      (
        await admin.query<{ pid: number }>(
          "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'",
          [BENCH_DB],
        )
      ).rows.map((r) => r.pid);
    const results = await runCases(
      'postgres',
      PG_CONNECTIONS,
      [
        { name: 'ours getAll', url: `${base}${LIST_PATH}`, headers },
        { name: 'ours get', url: `${base}/api/programs/getProgram/${id}`, headers },
        { name: 'bare node http', url: bare.url },
        { name: 'naive pg list+count', url: naive.url },
      ],
      backends,
    );
    return { results, body };
  } finally {
    await naive?.app.close();
    if (bare) await new Promise((resolve) => bare!.server.close(resolve));
    await naivePool.end();
    if (app) await app.close();
    else await database?.close();
    if (env.BENCH_KEEP_DB === '1') log(`  kept database ${BENCH_DB} (BENCH_KEEP_DB=1)`);
    else await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.end();
  }
}

async function pgliteLeg(): Promise<CaseResult[]> {
  log('PGlite leg: in memory');
  const database = await openDatabase({ memory: true });
  let app: FastifyInstance | undefined;
  let naive: { app: FastifyInstance; url: string } | undefined;
  try {
    const lite = database.pglite!;
    await prepare(database, (sql) => lite.exec(sql));
    // the naive route shares the one connection, now under row-level security: it reads the
    // main platform's tenant (the app's own transactions set theirs locally)
    await lite.exec(`select set_config('app.tenant_id', 'BHARATSTARTUPSUMMIT', false)`);
    const query: Query = async (text, params) => (await lite.query<Record<string, unknown>>(text, params)).rows;
    const id = await pickProgramId(query);
    app = await buildApp({ config: testConfig(), database, logger: false });
    const base = await listen(app);
    const headers = { cookie: await signIn(base) };
    await check(`${base}${LIST_PATH}`, headers);
    await check(`${base}/api/programs/getProgram/${id}`, headers);
    naive = await naiveServer(query);
    await check(naive.url);
    return await runCases('pglite', PGLITE_CONNECTIONS, [
      { name: 'ours getAll', url: `${base}${LIST_PATH}`, headers },
      { name: 'ours get', url: `${base}/api/programs/getProgram/${id}`, headers },
      { name: 'naive pglite list+count', url: naive.url },
    ]);
  } finally {
    await naive?.app.close();
    if (app) await app.close();
    else await database.close();
  }
}

function table(results: CaseResult[]): string {
  const rows = [
    ['leg', 'case', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'ratio vs naive', 'node CPU ms/req', 'pg CPU ms/req'],
    ...results.map((r) => [
      r.leg,
      r.name,
      String(r.connections),
      Math.round(r.rps).toLocaleString('en'),
      String(r.p50),
      String(r.p99),
      r.ratioVsNaive === null ? '–' : `${r.ratioVsNaive.toFixed(2)}×`,
      r.serverCpuMsPerRequest === null ? '–' : r.serverCpuMsPerRequest.toFixed(2),
      r.dbCpuMsPerRequest === null ? '–' : r.dbCpuMsPerRequest.toFixed(2),
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    `| ${r.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const sep = `|${widths.map((w, i) => (i < 2 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(rows[0]!), sep, ...rows.slice(1).map(line)].join('\n');
}

function targets(results: CaseResult[]): Target[] {
  const out: Target[] = [];
  const find = (leg: string, name: string) => results.find((r) => r.leg === leg && r.name === name);
  const pgOurs = find('postgres', 'ours getAll');
  const pgNaive = find('postgres', 'naive pg list+count');
  if (pgOurs && pgNaive) {
    const ratio = pgOurs.rps / pgNaive.rps;
    out.push({
      leg: 'postgres',
      target: 'ours getAll ≥ 0.8× naive req/s',
      measured: `${ratio.toFixed(2)}×`,
      pass: ratio >= 0.8,
    });
    out.push({
      leg: 'postgres',
      target: 'ours getAll p99 < 100 ms',
      measured: `${pgOurs.p99} ms`,
      pass: pgOurs.p99 < 100,
    });
  }
  for (const name of ['ours getAll', 'ours get']) {
    const r = find('pglite', name);
    if (r) {
      out.push({
        leg: 'pglite',
        target: `${name} p99 < 250 ms at ${r.connections} connections`,
        measured: `${r.p99} ms`,
        pass: r.p99 < 250,
      });
    }
  }
  return out;
}

async function main() {
  const t0 = performance.now();
  const results: CaseResult[] = [];
  loader = startLoader();
  let responseBytes: number | undefined;
  try {
    if (env.BENCH_SKIP_PG !== '1') {
      const pgResult = await postgresLeg();
      results.push(...pgResult.results);
      responseBytes = Buffer.byteLength(pgResult.body);
    }
    if (env.BENCH_SKIP_PGLITE !== '1') results.push(...(await pgliteLeg()));
  } finally {
    loader.close();
  }

  const checks = targets(results);
  console.log(`\n${table(results)}\n`);
  for (const t of checks) console.log(`${t.pass ? 'PASS' : 'FAIL'}  ${t.leg}: ${t.target} (measured ${t.measured})`);
  const busiest = Math.max(0, ...results.map((r) => r.loadAverage));
  if (busiest > os.cpus().length * 0.75) {
    console.log(
      `WARN  the machine was busy (load average up to ${busiest} on ${os.cpus().length} cores): figures are low and noisy`,
    );
  }
  const bad = results.filter((r) => r.non2xx || r.errors || r.timeouts);
  for (const r of bad) {
    console.log(`WARN  ${r.leg} ${r.name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  }

  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    settings: {
      rows: ROWS,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      postgresConnections: PG_CONNECTIONS,
      pgliteConnections: PGLITE_CONNECTIONS,
      listPath: LIST_PATH,
      listResponseBytes: responseBytes,
    },
    results,
    targets: checks,
    runtimeSeconds: Math.round((performance.now() - t0) / 1000),
  };
  const out = path.join(root, 'test-results', 'bench-api.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote ${path.relative(root, out)} (${report.runtimeSeconds} s in all)`);
}

await main();
