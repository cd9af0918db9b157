// npm test: every test of the platform in one vitest run (unit, API on PGlite — and on PostgreSQL
// when TEST_DATABASE_URL is set, plus the multi-process tests when REDIS_URL is set too — and
// end-to-end in Chromium), closing with one summary line.
// Extra arguments go to vitest: `npm test -- apps/api/src/config.test.ts`, `npm test -- --project api`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure as measureSize, report as reportSize } from './size.mjs';
import { buildWeb } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);

const projects = args.flatMap((a, i) =>
  a === '--project' ? [args[i + 1]] : a.startsWith('--project=') ? [a.slice(10)] : [],
);
const fileArgs = args.filter((a, i) => !a.startsWith('-') && args[i - 1] !== '--project');
const runsE2E =
  (projects.length === 0 || projects.includes('e2e')) &&
  (fileArgs.length === 0 || fileArgs.some((f) => f.includes('e2e')));

// vitest.config.ts adds the PostgreSQL and multi-process legs only when their servers are named;
// a run that would have included them says which ones it left out, and why
const selects = (name) =>
  projects.length === 0 ||
  projects.some((p) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`).test(name));
const unset = (...vars) => vars.filter((v) => !process.env[v]);
const droppedLegs = [
  ['api-pg', unset('TEST_DATABASE_URL')],
  ['api-multi', unset('TEST_DATABASE_URL', 'REDIS_URL')],
]
  .filter(([name, missing]) => missing.length > 0 && selects(name))
  .map(([name, missing]) => `${name} — ${missing.join(' and ')} unset`);

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(
      `ankur: the browser tests need Chromium at ${chromium} and it is missing.\n` +
        '  Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium/Chrome binary)\n' +
        '  To run the other tests only: npm test -- --project shared --project web --project api',
    );
    process.exit(1);
  }
  console.log("ankur: Chromium is missing; installing Debian's chromium package for the browser tests…");
  const r = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'],
    {
      stdio: 'inherit',
    },
  );
  if (r.status !== 0 || !existsSync(chromium)) {
    console.error(
      'ankur: installing chromium failed; install it by hand (apt-get install chromium) or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
}

// the web app's performance budget (scripts/size.mjs) is checked on every build the browser tests
// use; a broken budget fails the run after the tests, so their results still show
// (SIZE_BUDGET=warn reports it without failing, for local work on something else)
let sizeOk = true;
if (runsE2E) {
  ensureChromium();
  buildWeb();
  try {
    sizeOk = reportSize(measureSize(), { table: 'when-broken' });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    sizeOk = false;
  }
  sizeOk ||= process.env.SIZE_BUDGET === 'warn';
}

const outDir = mkdtempSync(path.join(os.tmpdir(), 'ankur-vitest-'));
const report = path.join(outDir, 'report.json');
const t0 = Date.now();
const r = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    `--reporter=${path.join(root, 'scripts/test-times-reporter.mjs')}`,
    ...args,
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR } },
);
const seconds = ((Date.now() - t0) / 1000).toFixed(1);
if (existsSync(report)) {
  const j = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
  console.log(
    `\ntests: ${j.numPassedTests} passed, ${j.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
  if (droppedLegs.length) console.log(`(skipped legs: ${droppedLegs.join('; ')})`);
  console.log(`(${(j.testResults ?? []).length} test files in ${seconds} s)`);
}
rmSync(outDir, { recursive: true, force: true });
if (!sizeOk) console.log('size: the web performance budget is broken (see the size table above; npm run size)');
process.exit(sizeOk ? (r.status ?? 1) : 1);
