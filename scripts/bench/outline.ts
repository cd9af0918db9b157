// npm run bench:outline — loading a complete program (docs/performance.md, "Program outline").
//
// SPEC §7: a complete program loads in four steps — the program, its courses by program_id, the
// modules by the list of course ids, the units by the list of module ids, each with limit -1.
// Issue 8 asks that a program of 10 courses × 10 modules × 10 units loads in those 4 calls, each
// one indexed query. This script builds that program (and BENCH_OUTLINE_FILLER more of the same
// shape, so the tables are not trivially small), signs in as a learner, times the four calls
// through the real app (sessions, access scopes, validation, serialisation) and prints the plan
// PostgreSQL chooses for each step's query. Legs: PGlite in memory, then PostgreSQL when
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) answers.
//
// Knobs: BENCH_OUTLINE_RUNS (default 100), BENCH_OUTLINE_FILLER (default 50), BENCH_SKIP_PG=1.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { APP_ROLE, type Database, openDatabase } from '../../apps/api/src/db/client.ts';
import { seedDatabase } from '../../apps/api/src/db/seed/index.ts';
import { testConfig } from '../../apps/api/src/test/config.ts';
import { createUser, signIn } from '../../apps/api/src/test/factories.ts';

const root = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.BENCH_OUTLINE_RUNS ?? 100);
const FILLER = Number(process.env.BENCH_OUTLINE_FILLER ?? 50);
const TENANT = 'BHARATSTARTUPSUMMIT';
const BENCH_DB = 'ankur_bench_outline';
const baseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

type Exec = (sql: string) => Promise<unknown>;
type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** One program of 10 × 10 × 10, published; returns its id. Runs as the owner, inside the tenant. */
async function insertProgram(query: Query, name: string): Promise<number> {
  const [p] = await query(
    `insert into programs (program_name, status, program_category) values ('${name}', 'published', 'Bench') returning program_id`,
  );
  const id = Number(p!.program_id);
  await query(`insert into courses (program_id, course_name, sort_order)
    select ${id}, 'Course ' || c, c from generate_series(1, 10) c`);
  await query(`insert into modules (course_id, module_name, sort_order)
    select co.course_id, 'Module ' || m, m from courses co, generate_series(1, 10) m where co.program_id = ${id}`);
  await query(`insert into units (module_id, unit_name, unit_type, content, duration_minutes, sort_order)
    select mo.module_id, 'Unit ' || u, 'lesson', '<p>' || repeat('Lesson text. ', 40) || '</p>', 10, u
    from modules mo join courses co on co.course_id = mo.course_id, generate_series(1, 10) u
    where co.program_id = ${id}`);
  return id;
}

async function prepare(database: Database, exec: Exec, query: Query): Promise<number> {
  await database.migrate();
  await seedDatabase(database.db, testConfig());
  await exec(`select set_config('app.tenant_id', '${TENANT}', false)`);
  for (let i = 0; i < FILLER; i++) await insertProgram(query, `Filler ${i}`);
  const id = await insertProgram(query, 'Outline bench');
  await exec('analyze programs; analyze courses; analyze modules; analyze units');
  await database.restrict();
  return id;
}

interface Step {
  name: string;
  url: (ids: { program: number; courses: number[]; modules: number[] }) => string;
  /** the query behind the step, for EXPLAIN (row-level security adds the tenant) */
  sql: (ids: { program: number; courses: number[]; modules: number[] }) => string;
}

const list = (prefix: string, filter: Record<string, unknown>) =>
  `/api/${prefix}getAll?limit=-1&filterFields=${encodeURIComponent(JSON.stringify(filter))}`;

const STEPS: Step[] = [
  {
    name: 'program',
    url: (i) => `/api/programs/getProgram/${i.program}`,
    sql: (i) => `select * from programs where program_id = ${i.program} and is_deleted = false`,
  },
  {
    name: 'courses by program_id',
    url: (i) => list('courses/', { program_id: i.program }),
    sql: (i) => `select * from courses where program_id = ${i.program} and is_deleted = false`,
  },
  {
    name: 'modules by 10 course ids',
    url: (i) => list('modules/', { course_id: i.courses }),
    sql: (i) => `select * from modules where course_id in (${i.courses.join(',')}) and is_deleted = false`,
  },
  {
    name: 'units by 100 module ids',
    url: (i) => list('units/', { module_id: i.modules }),
    // with the learner's scope (modules/access/guards.ts): units of published programs only
    sql: (i) => `select * from units where module_id in (${i.modules.join(',')}) and is_deleted = false
      and exists (select 1 from modules m join courses c on c.course_id = m.course_id
        join programs p on p.program_id = c.program_id
        where m.module_id = units.module_id and m.is_deleted = false and c.is_deleted = false
          and p.status = 'published' and p.is_deleted = false)`,
  },
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 100) / 100;

async function measure(app: FastifyInstance, cookie: string, program: number) {
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { data: Record<string, number>[] };
  };
  const ids = { program, courses: [] as number[], modules: [] as number[] };
  ids.courses = (await get(STEPS[1]!.url(ids))).data.map((r) => r.course_id!);
  ids.modules = (await get(STEPS[2]!.url(ids))).data.map((r) => r.module_id!);
  const unitRows = (await get(STEPS[3]!.url(ids))).data;
  if (ids.courses.length !== 10 || ids.modules.length !== 100 || unitRows.length !== 1000)
    throw new Error(`unexpected outline: ${ids.courses.length}/${ids.modules.length}/${unitRows.length}`);
  const times: number[][] = STEPS.map(() => []);
  const totals: number[] = [];
  for (let run = 0; run < RUNS + 10; run++) {
    const t0 = performance.now();
    // as the web app does: program and courses together, then modules, then units
    const [a, b] = await Promise.all(
      [STEPS[0]!, STEPS[1]!].map(async (s) => {
        const t = performance.now();
        await get(s.url(ids));
        return performance.now() - t;
      }),
    );
    const t2 = performance.now();
    await get(STEPS[2]!.url(ids));
    const c = performance.now() - t2;
    const t3 = performance.now();
    await get(STEPS[3]!.url(ids));
    const d = performance.now() - t3;
    if (run < 10) continue;
    for (const [i, ms] of [a!, b!, c, d].entries()) times[i]!.push(ms);
    totals.push(performance.now() - t0);
  }
  const stat = (xs: number[]) => {
    const s = [...xs].sort((x, y) => x - y);
    return { p50: round(pct(s, 50)), p95: round(pct(s, 95)), max: round(s[s.length - 1]!) };
  };
  return { ids, steps: STEPS.map((s, i) => ({ step: s.name, ...stat(times[i]!) })), total: stat(totals) };
}

async function explain(query: Query, ids: { program: number; courses: number[]; modules: number[] }) {
  const plans: { step: string; plan: string }[] = [];
  for (const s of STEPS) {
    const rows = await query(`explain ${s.sql(ids)}`);
    plans.push({ step: s.name, plan: rows.map((r) => String(Object.values(r)[0])).join(' | ') });
  }
  return plans;
}

async function leg(name: string, database: Database, exec: Exec, query: Query) {
  const t0 = performance.now();
  const program = await prepare(database, exec, query);
  const app = await buildApp({ config: testConfig(), database, logger: false });
  try {
    await createUser(database.db, 'outline-learner', 'Entrepreneur');
    const cookie = await signIn(app, 'outline-learner');
    const result = await measure(app, cookie, program);
    await exec(`select set_config('app.tenant_id', '${TENANT}', false)`);
    // as the application role, so row-level security applies as it does to the app
    if (name === 'postgres') await exec(`set role ${APP_ROLE}`);
    const plans = await explain(query, result.ids);
    console.log(`\n${name}: prepared in ${((performance.now() - t0) / 1000).toFixed(1)} s, ${RUNS} loads`);
    console.table(result.steps);
    console.log('whole outline (4 calls):', result.total);
    for (const p of plans) console.log(`  ${p.step}: ${p.plan}`);
    return { leg: name, steps: result.steps, total: result.total, plans };
  } finally {
    await app.close();
  }
}

async function pgliteLeg() {
  const database = await openDatabase({ memory: true });
  const lite = database.pglite!;
  try {
    return await leg(
      'pglite',
      database,
      (sql) => lite.exec(sql),
      async (sql) => (await lite.query<Record<string, unknown>>(sql)).rows,
    );
  } finally {
    await database.close();
  }
}

async function postgresLeg() {
  const admin = new pg.Client({ connectionString: baseUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`\npostgres: skipped (${baseUrl} does not answer)`);
    return null;
  }
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
  const url = new URL(baseUrl);
  url.pathname = `/${BENCH_DB}`;
  const database = await openDatabase({ url: url.href });
  const owner = new pg.Client({ connectionString: url.href });
  await owner.connect();
  try {
    const query: Query = async (sql) => (await owner.query(sql)).rows;
    return await leg('postgres', database, (sql) => owner.query(sql), query);
  } finally {
    await owner.end();
    await database.close();
    await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.end();
  }
}

const results = [await pgliteLeg()];
if (!process.env.BENCH_SKIP_PG) results.push(await postgresLeg());
const out = path.join(root, 'test-results');
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, 'bench-outline.json'),
  JSON.stringify(
    {
      when: new Date().toISOString(),
      machine: `${os.cpus().length} cpus, node ${process.version}`,
      runs: RUNS,
      filler: FILLER,
      results,
    },
    null,
    2,
  ),
);
process.exit(0);
