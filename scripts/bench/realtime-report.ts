// The report of `npm run bench:realtime` (scripts/bench/realtime.ts): the table, the markdown to
// paste into docs/performance.md, the targets of issue 9, and test-results/bench-realtime*.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SOCKET_SESSION_RECHECK_MS } from '@ankur/shared/realtime';
import type { MessagesResult } from './realtime-clients.ts';

export const TARGET_P99_MS = 100;
export const TARGET_KB_PER_CONNECTION = 50;

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
/** The p-th percentile of an ascending array (nearest rank). */
export const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;

export interface Settings {
  clients: number;
  broadcasts: number;
  gapMs: number;
  rate: number;
  seconds: number;
  /** the server ran on PostgreSQL (else PGlite in its process) */
  pg: boolean;
  /** performance.now() when the bench started */
  started: number;
  root: string;
  log: (msg: string) => void;
}

export interface Memory {
  heapUsed: number;
  external: number;
  rss: number;
}

export interface BroadcastResult {
  deliveries: number;
  expected: number;
  /** every delivery's latency, sorted (ms) */
  latencies: number[];
  /** per broadcast: until the last client got it (ms), sorted */
  lastDelivery: number[];
  /** the server's event-loop delay while broadcasting (ms): what else held the one thread */
  loopDelay: { p99: number; max: number };
  /** the server's garbage collections while broadcasting */
  gc: { count: number; totalMs: number; maxMs: number };
}

export function report(
  st: Settings,
  r: {
    memory: { heapExternalKb: number; heapKb: number; rssKb: number };
    coldMemory: { heapExternalKb: number; heapKb: number; rssKb: number };
    before: Memory;
    after: Memory;
    b: BroadcastResult;
    m: MessagesResult;
    connectMs: number;
    recheckMs: number;
  },
) {
  const { b, m, memory } = r;
  const p99 = pct(b.latencies, 99);
  const messagesRow = m.skipped
    ? ['message round trip A → B', '–', '–', '–', `skipped: ${m.skipped}`]
    : [
        `message round trip A → B (${st.rate}/s × ${st.seconds} s)`,
        round(pct(m.roundTrips, 50)).toString(),
        round(pct(m.roundTrips, 99)).toString(),
        round(m.roundTrips.at(-1) ?? Number.NaN).toString(),
        `${m.received}/${m.sent} received, ${m.duplicates} duplicated, ${m.httpFailed} failed; HTTP p99 ${round(
          pct(m.httpTimes, 99),
        )} ms; ${round(m.achievedRate)}/s sent, ${round(m.servedRate)}/s answered`,
      ];
  const rows = [
    ['measure', 'p50 ms', 'p99 ms', 'max ms', 'notes'],
    [
      `broadcast, per delivery (${st.clients} clients × ${st.broadcasts})`,
      round(pct(b.latencies, 50)).toString(),
      round(p99).toString(),
      round(b.latencies.at(-1) ?? Number.NaN).toString(),
      `${b.deliveries}/${b.expected} delivered`,
    ],
    [
      'broadcast, until the last client had it',
      round(pct(b.lastDelivery, 50)).toString(),
      round(pct(b.lastDelivery, 99)).toString(),
      round(b.lastDelivery.at(-1) ?? Number.NaN).toString(),
      `one per broadcast; server event-loop delay p99 ${round(b.loopDelay.p99)} ms, max ${round(b.loopDelay.max)} ms; ${b.gc.count} GCs, longest ${round(b.gc.maxMs)} ms`,
    ],
    messagesRow,
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((x) => x[i]!.length)));
  const line = (x: string[]) =>
    `| ${x.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const sep = `|${widths.map((w, i) => (i === 0 || i === 4 ? `${'-'.repeat(w + 2)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  const table = [line(rows[0]!), sep, ...rows.slice(1).map(line)].join('\n');
  const mb = (n: number) => `${(n / 2 ** 20).toFixed(1)} MB`;
  const memoryLine = `Server memory per idle connection (${st.pg ? 'PostgreSQL' : 'PGlite in the server process'}; clients in a child process): ${round(
    memory.heapExternalKb,
  )} KB heap + external (${round(memory.heapKb)} KB of it heap), ${round(memory.rssKb)} KB RSS; heap + external ${mb(
    r.before.heapUsed + r.before.external,
  )} → ${mb(r.after.heapUsed + r.after.external)}, RSS ${mb(r.before.rss)} → ${mb(r.after.rss)}. First (cold) connect: ${round(
    r.coldMemory.heapExternalKb,
  )} KB heap + external, ${round(r.coldMemory.rssKb)} KB RSS per connection. Connecting ${st.clients} took ${(r.connectMs / 1000).toFixed(1)} s; the session re-check of ${st.clients} sessions (every ${SOCKET_SESSION_RECHECK_MS / 1000} s) takes ${round(r.recheckMs)} ms.`;
  const targets = [
    {
      target: `broadcast p99 < ${TARGET_P99_MS} ms for ${st.clients} clients`,
      measured: `${round(p99)} ms`,
      pass: p99 < TARGET_P99_MS && b.deliveries === b.expected,
    },
    {
      target: `≤ ${TARGET_KB_PER_CONNECTION} KB server memory per idle connection (heap + external)`,
      measured: `${round(memory.heapExternalKb)} KB`,
      pass: memory.heapExternalKb <= TARGET_KB_PER_CONNECTION,
    },
  ];
  console.log(`\n${table}\n\n${memoryLine}\n`);
  for (const t of targets) console.log(`${t.pass ? 'PASS' : 'FAIL'}  ${t.target} (measured ${t.measured})`);
  for (const e of m.httpErrors) console.log(`WARN  a message send failed: ${e}`);
  const load = os.loadavg()[0]!;
  if (load > os.cpus().length * 0.75) {
    console.log(`WARN  the machine was busy (load average ${load.toFixed(2)} on ${os.cpus().length} cores)`);
  }
  console.log('\nMarkdown for docs/performance.md:\n');
  console.log(`${table}\n\n${memoryLine}\n`);
  for (const t of targets) console.log(`- ${t.target}: ${t.measured} — ${t.pass ? 'met' : 'NOT met'}`);

  const out = path.join(st.root, 'test-results', `bench-realtime${st.pg ? '-pg' : ''}.json`);
  const runtimeSeconds = Math.round((performance.now() - st.started) / 1000);
  const json = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: os.loadavg(),
    },
    settings: {
      database: st.pg ? 'postgres' : 'pglite',
      clients: st.clients,
      broadcasts: st.broadcasts,
      gapMs: st.gapMs,
      rate: st.rate,
      seconds: st.seconds,
    },
    connectSeconds: round(r.connectMs / 1000),
    sessionRecheckMs: round(r.recheckMs),
    broadcast: {
      delivered: b.deliveries,
      expected: b.expected,
      p50: pct(b.latencies, 50),
      p99,
      max: b.latencies.at(-1),
      lastDeliveryP50: pct(b.lastDelivery, 50),
      lastDeliveryMax: b.lastDelivery.at(-1),
      eventLoopDelay: b.loopDelay,
      gc: b.gc,
    },
    memory: { perConnection: r.memory, coldPerConnection: r.coldMemory, before: r.before, after: r.after },
    messages: m.skipped
      ? { skipped: m.skipped }
      : {
          sent: m.sent,
          received: m.received,
          duplicates: m.duplicates,
          httpFailed: m.httpFailed,
          httpErrors: m.httpErrors,
          achievedRate: m.achievedRate,
          servedRate: m.servedRate,
          p50: pct(m.roundTrips, 50),
          p99: pct(m.roundTrips, 99),
          max: m.roundTrips.at(-1),
          httpP99: pct(m.httpTimes, 99),
        },
    targets,
    runtimeSeconds,
  };
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(json, null, 2)}\n`);
  st.log(`wrote ${path.relative(st.root, out)} (${runtimeSeconds} s in all)`);
}
