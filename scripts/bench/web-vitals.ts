// npm run bench:web — the landing page's web vitals in Chromium (docs/performance.md, "Web: landing page").
//
// Builds the web app if needed, starts the platform as `npm start` does (production mode, a free
// port, a fresh DATA_DIR, serving a snapshot of apps/web/dist), then loads / cold — a new browser context each time, so nothing is
// cached — RUNS times per profile after one discarded warm-up load. Per load it reads
// first-contentful-paint (paint timing), largest-contentful-paint (a buffered PerformanceObserver,
// read after the load event and a short settle), DOMContentLoaded (navigation timing) and the
// JavaScript the page fetched (resource timing: transferSize = bytes on the wire including headers,
// encodedBodySize = the body as sent). Reports median and worst per profile, writes
// test-results/bench-web.json and replaces the "## Web: landing page" section of
// docs/performance.md (BENCH_WEB_NO_DOCS=1 leaves the docs alone). It reports; it never fails on
// a figure.
//
// Profiles: 1280×800 and 375×812 unthrottled (loopback, the machine's own CPU), and 375×812 with
// Lighthouse's mobile throttling (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× CPU slowdown).
// Knobs: BENCH_WEB_RUNS (default 5), BENCH_WEB_SETTLE_MS (default 1000), CHROMIUM_PATH,
// BENCH_WEB_URL (measure a server that is already running instead of starting one).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { measure as sizeMeasureUntyped } from '../size.mjs';

interface SizeResult {
  entry: string;
  initial: { gzip: number };
  rows: { file: string; gzip: number }[];
  failures: string[];
}
const sizeMeasure = sizeMeasureUntyped as (dist: string) => SizeResult;

const root = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const SETTLE_MS = Number(process.env.BENCH_WEB_SETTLE_MS ?? 1000);
const DOCS = path.join(root, 'docs/performance.md');
const SECTION = '## Web: landing page';

interface Profile {
  name: string;
  width: number;
  height: number;
  throttle?: { latencyMs: number; downKbps: number; upKbps: number; cpu: number };
}

const PROFILES: Profile[] = [
  { name: '1280×800', width: 1280, height: 800 },
  { name: '375×812', width: 375, height: 812 },
  {
    name: '375×812, slow 4G + 4× CPU',
    width: 375,
    height: 812,
    throttle: { latencyMs: 150, downKbps: 1600, upKbps: 750, cpu: 4 },
  },
];

interface Sample {
  fcp: number | null;
  lcp: number | null;
  lcpElement: string | null;
  dcl: number;
  load: number;
  jsRequests: number;
  jsTransfer: number;
  jsEncoded: number;
  jsDecoded: number;
  jsFiles: string[];
}

const started = performance.now();
const log = (msg: string) =>
  console.log(`bench:web ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s  ${msg}`);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });

/**
 * The platform as `npm start` runs it (production mode, the embedded PGlite in a fresh DATA_DIR),
 * serving a snapshot of apps/web/dist: the server reads index.html once, so a rebuild of dist
 * during the run (another `npm test`) would otherwise leave it pointing at deleted chunks.
 */
async function startPlatform(): Promise<{ baseURL: string; webDist: string; stop: () => Promise<void> }> {
  const { buildWeb } = (await import('../web-build.mjs')) as { buildWeb: () => void };
  buildWeb();
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'ankur-bench-web-dist-'));
  cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ankur-bench-web-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_DIST: webDist,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      DATABASE_URL: '',
      SMTP_URL: '',
      OIDC_ISSUER: '',
      OIDC_CLIENT_ID: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the platform exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the platform did not become healthy in 180 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const closed = new Promise((r) => child.once('close', r));
      child.kill('SIGTERM');
      await closed;
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  };
  return { baseURL, webDist, stop };
}

/**
 * Runs in the page. A string, not a function: tsx compiles this file with esbuild's keepNames, whose
 * `__name` helper does not exist in the page (and an error inside setTimeout would leave the promise
 * hanging).
 */
const READ_METRICS = `new Promise((resolve) => {
  const lcpEntries = [];
  const observer = new PerformanceObserver((list) => lcpEntries.push(...list.getEntries()));
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    const lcp = lcpEntries.at(-1);
    const el = lcp ? lcp.element : null;
    const fcp = performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint');
    const nav = performance.getEntriesByType('navigation')[0];
    const js = performance.getEntriesByType('resource').filter((r) => new URL(r.name).pathname.endsWith('.js'));
    const total = (key) => js.reduce((sum, r) => sum + r[key], 0);
    resolve({
      fcp: fcp ? fcp.startTime : null,
      lcp: lcp ? lcp.startTime : null,
      lcpElement: el
        ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' “' + (el.textContent || '').trim().slice(0, 40) + '”'
        : null,
      dcl: nav.domContentLoadedEventEnd,
      load: nav.loadEventEnd,
      jsRequests: js.length,
      jsTransfer: total('transferSize'),
      jsEncoded: total('encodedBodySize'),
      jsDecoded: total('decodedBodySize'),
      jsFiles: js.map((r) => new URL(r.name).pathname),
    });
  }, 200);
})`;

/** One cold load of / in a fresh context. */
async function loadOnce(browser: Browser, baseURL: string, profile: Profile): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: profile.width, height: profile.height } });
  const page = await context.newPage();
  try {
    if (profile.throttle) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.throttle.latencyMs,
        downloadThroughput: (profile.throttle.downKbps * 1000) / 8,
        uploadThroughput: (profile.throttle.upKbps * 1000) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.throttle.cpu });
    }
    await page.goto(`${baseURL}/`, { waitUntil: 'load', timeout: 120_000 });
    await page.locator('#home').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    return (await page.evaluate(READ_METRICS)) as Sample;
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const worst = (xs: number[]) => Math.max(...xs);
const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')}`;
const kb = (n: number) => (n / 1000).toFixed(1);

interface Summary {
  profile: string;
  runs: number;
  fcp: [number, number];
  lcp: [number, number];
  dcl: [number, number];
  load: [number, number];
  jsRequests: number;
  jsTransfer: number;
  jsEncoded: number;
  jsDecoded: number;
  lcpElements: string[];
}

function summarize(profile: Profile, samples: Sample[]): Summary {
  const pick = (f: (s: Sample) => number | null) => samples.map(f).filter((n): n is number => n !== null);
  const pair = (xs: number[]): [number, number] => (xs.length ? [median(xs), worst(xs)] : [Number.NaN, Number.NaN]);
  return {
    profile: profile.name,
    runs: samples.length,
    fcp: pair(pick((s) => s.fcp)),
    lcp: pair(pick((s) => s.lcp)),
    dcl: pair(samples.map((s) => s.dcl)),
    load: pair(samples.map((s) => s.load)),
    jsRequests: median(samples.map((s) => s.jsRequests)),
    jsTransfer: median(samples.map((s) => s.jsTransfer)),
    jsEncoded: median(samples.map((s) => s.jsEncoded)),
    jsDecoded: median(samples.map((s) => s.jsDecoded)),
    lcpElements: [...new Set(samples.map((s) => s.lcpElement ?? 'none'))],
  };
}

function table(summaries: Summary[]): string {
  const header =
    '| profile | FCP median / worst ms | LCP median / worst ms | DOMContentLoaded median / worst ms | load median / worst ms | JS requests | JS transferred KB | JS body KB (as sent / decoded) |';
  const rule = '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |';
  const rows = summaries.map(
    (s) =>
      `| ${s.profile} | ${ms(s.fcp[0])} / ${ms(s.fcp[1])} | ${ms(s.lcp[0])} / ${ms(s.lcp[1])} | ${ms(s.dcl[0])} / ${ms(s.dcl[1])} | ${ms(s.load[0])} / ${ms(s.load[1])} | ${s.jsRequests} | ${kb(s.jsTransfer)} | ${kb(s.jsEncoded)} / ${kb(s.jsDecoded)} |`,
  );
  return [header, rule, ...rows].join('\n');
}

function gitCommit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync(
      'git',
      ['--no-optional-locks', 'status', '--porcelain', '--', 'apps/web', 'packages/shared'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    ).trim();
    return dirty ? `${sha} plus uncommitted web changes` : sha;
  } catch {
    return 'unknown';
  }
}

function writeDocs(section: string) {
  const text = existsSync(DOCS) ? readFileSync(DOCS, 'utf8') : '# Performance\n';
  const start = text.indexOf(`\n${SECTION}\n`);
  let next: string;
  if (start === -1) {
    next = `${text.trimEnd()}\n\n${section}`;
  } else {
    const after = text.indexOf('\n## ', start + SECTION.length + 1);
    next = `${text.slice(0, start + 1)}${section}${after === -1 ? '' : `\n${text.slice(after + 1)}`}`;
  }
  writeFileSync(DOCS, next.endsWith('\n') ? next : `${next}\n`);
}

/** The size budget's verdict on the build that was served (scripts/size.mjs), in words. */
function sizeLine(webDist: string | null): string | null {
  if (!webDist) return null;
  try {
    const result = sizeMeasure(webDist);
    const kbOf = (n: number) => (n / 1000).toFixed(1);
    const others = result.rows.filter((r) => r.file !== result.entry).map((r) => r.gzip);
    return (
      `landing initial JS ${kbOf(result.initial.gzip)} KB gzipped (budget 150),\n  largest other chunk ` +
      `${kbOf(Math.max(0, ...others))} KB (budget 100): ${result.failures.length === 0 ? 'met' : 'broken'}.`
    );
  } catch {
    return null;
  }
}

function encodingNote(summaries: Summary[]): string {
  const s = summaries[0];
  if (!s) return 'No loads measured.';
  if (s.jsEncoded >= s.jsDecoded * 0.95) {
    const slow = PROFILES.find((p) => p.throttle)?.throttle;
    const seconds = slow ? ((s.jsTransfer * 8) / (slow.downKbps * 1000)).toFixed(1) : null;
    return (
      'The server sent the JavaScript without content encoding ("as sent" equals "decoded"), so the bytes\n' +
      '  on the wire are the raw chunk sizes, not the gzip sizes `npm run size` budgets' +
      (seconds ? `:\n  at 1.6 Mbps its ${kb(s.jsTransfer)} KB alone take ≈ ${seconds} s.` : '.')
    );
  }
  return `The JavaScript arrived compressed: ${kb(s.jsEncoded)} KB as sent for ${kb(s.jsDecoded)} KB decoded.`;
}

async function main() {
  if (!process.env.BENCH_WEB_URL) log('building the web app if it is stale, then starting the platform…');
  const platform = process.env.BENCH_WEB_URL
    ? { baseURL: process.env.BENCH_WEB_URL.replace(/\/$/, ''), webDist: null, stop: async () => {} }
    : await startPlatform();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox'],
  });
  const chromiumVersion = `Chromium ${browser.version()}`;
  // the size budget of the build being served, while its snapshot exists
  const budget = sizeLine(platform.webDist);
  const loadAverages: number[] = [];
  const summaries: Summary[] = [];
  const samplesByProfile: Record<string, Sample[]> = {};
  try {
    log(`platform up at ${platform.baseURL}; ${chromiumVersion}`);
    await loadOnce(browser, platform.baseURL, PROFILES[0] as Profile); // warm-up: server caches, not measured
    for (const profile of PROFILES) {
      const samples: Sample[] = [];
      for (let i = 0; i < RUNS; i++) {
        loadAverages.push(os.loadavg()[0] ?? 0);
        const s = await loadOnce(browser, platform.baseURL, profile);
        samples.push(s);
        log(
          `${profile.name} run ${i + 1}: FCP ${ms(s.fcp ?? Number.NaN)} ms, LCP ${ms(s.lcp ?? Number.NaN)} ms (${s.lcpElement}), ` +
            `DCL ${ms(s.dcl)} ms, JS ${s.jsRequests} files ${kb(s.jsTransfer)} KB transferred`,
        );
      }
      samplesByProfile[profile.name] = samples;
      summaries.push(summarize(profile, samples));
    }
  } finally {
    await browser.close();
    await platform.stop();
  }

  const cpus = os.cpus();
  const machine = `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`;
  const date = new Date().toISOString().slice(0, 10);
  const load = `${Math.min(...loadAverages).toFixed(1)}–${Math.max(...loadAverages).toFixed(1)}`;
  const commit = gitCommit();
  const result = { date, machine, chromium: chromiumVersion, commit, runs: RUNS, load, summaries, samplesByProfile };
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  writeFileSync(path.join(root, 'test-results/bench-web.json'), `${JSON.stringify(result, null, 2)}\n`);

  const lcpElements = [...new Set(summaries.flatMap((s) => s.lcpElements))].join('; ');
  const section = `${SECTION}

Measured ${date} by \`npm run bench:web\` on the development VM:
${machine}, ${chromiumVersion} headless.
The code was at ${commit}. The 1-minute load average was ${load} during the runs.

\`\`\`sh
npm run bench:web   # builds if needed; the server (production mode) on a free port, fresh DATA_DIR
# BENCH_WEB_RUNS (default 5), BENCH_WEB_SETTLE_MS (default 1000), BENCH_WEB_NO_DOCS=1
# figures per load: test-results/bench-web.json
\`\`\`

Each profile loads \`/\` ${RUNS} times cold: a new browser context each time, so no cache, no stored
cookie choice (the cookie notice shows) and no session, after one discarded warm-up load. Figures
are the median and the worst of the ${RUNS} loads, in ms from navigation start. FCP is
\`first-contentful-paint\`; LCP is the last \`largest-contentful-paint\` entry, read after the load
event, \`#home\` on screen and a ${SETTLE_MS} ms settle. JS is every \`.js\` resource of the page,
including the cookie notice's lazy chunks (resource timing: "transferred" includes headers, "as
sent" is the body on the wire, "decoded" the body after any content encoding). The unthrottled
profiles run over loopback; the throttled one uses Chromium's network emulation (150 ms RTT,
1.6 Mbps down, 750 kbps up) and a 4× CPU slowdown, Lighthouse's mobile settings.

${table(summaries)}

- LCP element: ${lcpElements}.
- ${encodingNote(summaries)}
${budget ? `- The same build against the budget (\`npm run size\`): ${budget}\n` : ''}`;
  console.log(`\n${table(summaries)}\n`);
  console.log(`machine: ${machine}; ${chromiumVersion}; load ${load}; commit ${commit}`);
  if (!process.env.BENCH_WEB_NO_DOCS) {
    writeDocs(section);
    log(`wrote the "${SECTION}" section of docs/performance.md`);
  }
}

await main();
