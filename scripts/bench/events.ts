// npm run bench:events — the seat ledger under a rush (issue 23; docs/performance.md, "Events").
//
// On PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a fresh
// database ankur_bench_events, dropped afterwards unless BENCH_KEEP_DB=1): migrated and seeded like
// a real installation, then BENCH_PEOPLE members (1,000) with sessions made directly, and the real
// app over HTTP (sessions, access checks, row-level security as the application role, validation,
// the event row's lock, notifications, the ticket e-mail with its QR code rendered — sent nowhere).
//  1. an organiser publishes a free event of BENCH_SEATS seats (500);
//  2. every member registers at once (one request each, all in flight together) → counts of
//     confirmed, waitlisted, oversold (confirmed beyond capacity, or counters that disagree with
//     the rows) and errors, and the latency p50/p99;
//  3. 10 confirmed members cancel at once → exactly the first 10 of the waitlist (by its sequence)
//     are promoted.
// Prints a table and the markdown rows; writes test-results/bench-events.json. It reports; it exits
// non-zero only when the ledger is wrong (oversold, errors, or the wrong people promoted).
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { type Database, openDatabase } from '../../apps/api/src/db/client.ts';
import { seedDatabase } from '../../apps/api/src/db/seed/index.ts';
import type { Mailer } from '../../apps/api/src/lib/mail.ts';
import { SESSION_ABSOLUTE_MS } from '../../apps/api/src/plugins/session.ts';
import { testConfig } from '../../apps/api/src/test/config.ts';

const root = path.resolve(import.meta.dirname, '../..');
const env = process.env;
const PEOPLE = Number(env.BENCH_PEOPLE ?? 1000);
const SEATS = Number(env.BENCH_SEATS ?? 500);
const CANCELS = 10;
const SERIAL = 50;
const BENCH_DB = 'ankur_bench_events';
const baseUrl = env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const started = performance.now();
const log = (msg: string) =>
  console.log(`bench:events ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s  ${msg}`);
const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;

/** Sessions inserted directly (as plugins/session.ts makes them); returns bearer tokens. */
async function sessionsFor(db: pg.Client, userIds: number[]): Promise<string[]> {
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  const expires = new Date(Date.now() + SESSION_ABSOLUTE_MS).toISOString();
  for (let i = 0; i < userIds.length; i += 500) {
    const part = userIds.slice(i, i + 500);
    const values = part.map((_, k) => `($${k * 3 + 1}, $${k * 3 + 2}, $${k * 3 + 3})`).join(', ');
    await db.query(
      `INSERT INTO sessions (session_id, user_id, expires_at) VALUES ${values}`,
      part.flatMap((id, k) => [
        createHash('sha256')
          .update(tokens[i + k]!)
          .digest('base64url'),
        id,
        expires,
      ]),
    );
  }
  return tokens;
}

/** A mailer that renders nothing further and sends nowhere (the QR PNG is still made per ticket). */
const quietMailer: Mailer = { kind: 'outbox', outboxDir: null, send: async () => {}, close: async () => {} };

async function main() {
  const benchUrl = new URL(baseUrl);
  benchUrl.pathname = `/${BENCH_DB}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  let database: Database | undefined;
  const bench = new pg.Client({ connectionString: benchUrl.href });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let failed = false;
  try {
    const config = testConfig();
    database = await openDatabase({ url: benchUrl.href });
    await database.migrate();
    await seedDatabase(database.db, config);
    await bench.connect();
    const one = async (sql: string) => Number((await bench.query(sql)).rows[0]?.v);
    const roleOf = (name: string) =>
      one(`SELECT role_id AS v FROM roles WHERE role_name = '${name}' AND is_deleted = false`);
    const entrepreneur = await roleOf('Entrepreneur');
    const manager = await roleOf('Cohort Manager');
    await bench.query(
      `INSERT INTO users (username, email, first_name, last_name, enabled, active_role, tnc_accepted)
       SELECT 'be' || g, 'be' || g || '@bench.test', 'Member', 'Number ' || g, true, ${entrepreneur}, true
       FROM generate_series(1, ${PEOPLE}) g`,
    );
    await bench.query(
      `INSERT INTO users (username, email, first_name, last_name, enabled, active_role, tnc_accepted)
       VALUES ('beorganiser', 'beorganiser@bench.test', 'Kavya', 'Raman', true, ${manager}, true)`,
    );
    await bench.query(
      `INSERT INTO user_roles (user_id, role_id) SELECT user_id, ${entrepreneur} FROM users WHERE username LIKE 'be%' AND username <> 'beorganiser'`,
    );
    await bench.query(
      `INSERT INTO user_roles (user_id, role_id) SELECT user_id, ${manager} FROM users WHERE username = 'beorganiser'`,
    );
    const people = (
      await bench.query(
        `SELECT user_id FROM users WHERE username LIKE 'be%' AND username <> 'beorganiser' ORDER BY user_id`,
      )
    ).rows.map((r: { user_id: number }) => r.user_id);
    const organiserId = await one(`SELECT user_id AS v FROM users WHERE username = 'beorganiser'`);
    const tokens = await sessionsFor(bench, people);
    const [organiser] = await sessionsFor(bench, [organiserId]);
    await database.restrict();

    app = await buildApp({ config, database, logger: false, mailer: quietMailer });
    // a thousand connections arrive at once: a backlog above Node's default 511 keeps them all
    await app.listen({ host: '127.0.0.1', port: 0, backlog: 4096 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const call = async (method: string, p: string, token: string, body?: unknown) => {
      const res = await fetch(`${url}/api/${p}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    };

    const day = 864e5;
    const created = await call('POST', 'events', organiser!, {
      title: 'Startup Mahakumbh: founders’ day',
      format: 'in_person',
      venue_name: 'Bharat Mandapam',
      city: 'New Delhi',
      state: 'Delhi',
      starts_at: new Date(Date.now() + 10 * day).toISOString(),
      ends_at: new Date(Date.now() + 10 * day + 8 * 36e5).toISOString(),
      capacity: SEATS,
    });
    if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.json)}`);
    const eventId = created.json.event_id as number;
    const tt = created.json.ticket_types[0].ticket_type_id as number;
    await call('POST', `events/${eventId}/transition`, organiser!, { action: 'publish' });
    log(`event ${eventId}: ${SEATS} seats; ${PEOPLE} members register at once …`);

    const t0 = performance.now();
    const outcomes = await Promise.all(
      tokens.map(async (tok, k) => {
        const s = performance.now();
        try {
          const r = await call('POST', `events/${eventId}/registrations`, tok, { ticket_type_id: tt });
          const reg = r.status === 201 ? (r.json?.status as string) : `${r.status} ${r.json?.message ?? ''}`;
          return { k, ms: performance.now() - s, status: r.status, reg };
        } catch (err) {
          const cause = (err as Error & { cause?: { code?: string } }).cause?.code ?? '';
          return { k, ms: performance.now() - s, status: 0, reg: `error: ${(err as Error).message} ${cause}` };
        }
      }),
    );
    const wall = performance.now() - t0;
    const failures = new Map<string, number>();
    for (const o of outcomes) if (o.status !== 201) failures.set(o.reg ?? '?', (failures.get(o.reg ?? '?') ?? 0) + 1);
    if (failures.size) log(`  failures: ${JSON.stringify(Object.fromEntries(failures))}`);
    const lat = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const confirmed = outcomes.filter((o) => o.reg === 'confirmed').length;
    const waitlisted = outcomes.filter((o) => o.reg === 'waitlisted').length;
    const errors = outcomes.filter((o) => o.status !== 201).length;
    const ledger = (
      await bench.query(
        `SELECT e.confirmed_count, e.waitlist_count,
           (SELECT count(*)::int FROM event_registrations r WHERE r.event_id = e.event_id AND r.status = 'confirmed') AS confirmed_rows,
           (SELECT count(*)::int FROM event_registrations r WHERE r.event_id = e.event_id AND r.status = 'waitlisted') AS waitlisted_rows
         FROM events e WHERE e.event_id = $1`,
        [eventId],
      )
    ).rows[0] as { confirmed_count: number; waitlist_count: number; confirmed_rows: number; waitlisted_rows: number };
    const oversold =
      Math.max(0, ledger.confirmed_rows - SEATS) +
      Math.abs(ledger.confirmed_count - ledger.confirmed_rows) +
      Math.abs(ledger.waitlist_count - ledger.waitlisted_rows);
    const p50 = pct(lat, 50);
    const p99 = pct(lat, 99);
    log(
      `  ${confirmed} confirmed, ${waitlisted} waitlisted, ${oversold} oversold, ${errors} errors in ${(wall / 1000).toFixed(1)} s; p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`,
    );

    // cancellations: the first 10 of the waitlist (by sequence) take the freed seats
    const firstWaiting = (
      await bench.query(
        `SELECT user_id FROM event_registrations WHERE event_id = $1 AND status = 'waitlisted' ORDER BY waitlist_seq LIMIT ${CANCELS}`,
        [eventId],
      )
    ).rows.map((r: { user_id: number }) => r.user_id);
    const leaving = outcomes.filter((o) => o.reg === 'confirmed').slice(0, CANCELS);
    const c0 = performance.now();
    const cancels = await Promise.all(
      leaving.map((o) => call('DELETE', `events/${eventId}/registrations/mine`, tokens[o.k]!)),
    );
    const cancelMs = performance.now() - c0;
    const promoted = (
      await bench.query(
        `SELECT user_id FROM event_registrations WHERE event_id = $1 AND promoted_at IS NOT NULL ORDER BY user_id`,
        [eventId],
      )
    ).rows.map((r: { user_id: number }) => r.user_id);
    const expected = [...firstWaiting].sort((a, b) => a - b);
    const promotedRight = JSON.stringify(promoted) === JSON.stringify(expected);
    const cancelErrors = cancels.filter((c) => c.status !== 204).length;
    log(
      `  ${CANCELS} cancellations (${cancelErrors} errors) in ${cancelMs.toFixed(0)} ms: ${promoted.length} promoted, ${promotedRight ? 'exactly the first 10 waitlisted' : `WRONG (expected ${expected.join(',')}, got ${promoted.join(',')})`}`,
    );
    // for scale: the same request one at a time (no queue), on a second event
    const second = await call('POST', 'events', organiser!, {
      title: 'Startup Mahakumbh: investors’ evening',
      format: 'in_person',
      venue_name: 'Bharat Mandapam',
      city: 'New Delhi',
      starts_at: new Date(Date.now() + 11 * day).toISOString(),
      ends_at: new Date(Date.now() + 11 * day + 4 * 36e5).toISOString(),
      capacity: SEATS,
    });
    await call('POST', `events/${second.json.event_id}/transition`, organiser!, { action: 'publish' });
    const alone: number[] = [];
    for (const tok of tokens.slice(0, SERIAL)) {
      const s = performance.now();
      await call('POST', `events/${second.json.event_id}/registrations`, tok, {
        ticket_type_id: second.json.ticket_types[0].ticket_type_id,
      });
      alone.push(performance.now() - s);
    }
    alone.sort((a, b) => a - b);
    log(
      `  one at a time (${SERIAL} registrations): p50 ${pct(alone, 50).toFixed(0)} ms, p99 ${pct(alone, 99).toFixed(0)} ms`,
    );

    failed = oversold > 0 || errors > 0 || cancelErrors > 0 || !promotedRight || confirmed !== Math.min(SEATS, PEOPLE);

    console.log(
      `\n| case | confirmed | waitlisted | oversold | errors | p50 ms | p99 ms |\n| --- | --- | --- | --- | --- | --- | --- |\n` +
        `| ${PEOPLE} concurrent registrations, ${SEATS} seats | ${confirmed} | ${waitlisted} | ${oversold} | ${errors} | ${p50.toFixed(0)} | ${p99.toFixed(0)} |\n` +
        `| ${SERIAL} registrations one at a time (no queue) | — | — | — | — | ${pct(alone, 50).toFixed(0)} | ${pct(alone, 99).toFixed(0)} |\n` +
        `| ${CANCELS} concurrent cancellations | — | promoted ${promoted.length} (${promotedRight ? 'the first 10' : 'WRONG'}) | — | ${cancelErrors} | — | ${cancelMs.toFixed(0)} (all) |\n`,
    );
    mkdirSync(path.join(root, 'test-results'), { recursive: true });
    writeFileSync(
      path.join(root, 'test-results/bench-events.json'),
      JSON.stringify(
        {
          people: PEOPLE,
          seats: SEATS,
          confirmed,
          waitlisted,
          oversold,
          errors,
          p50,
          p99,
          wall_ms: wall,
          ledger,
          cancels: {
            count: CANCELS,
            errors: cancelErrors,
            promoted: promoted.length,
            right: promotedRight,
            ms: cancelMs,
          },
          one_at_a_time: { n: SERIAL, p50: pct(alone, 50), p99: pct(alone, 99) },
          machine: { cpus: os.cpus().length, load: os.loadavg() },
        },
        null,
        2,
      ),
    );
  } finally {
    if (app) await app.close();
    else await database?.close();
    await bench.end().catch(() => {});
    if (env.BENCH_KEEP_DB !== '1') await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.end();
  }
  if (failed) process.exitCode = 1;
}

await main();
