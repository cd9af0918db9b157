// npm run size: the web app's performance budget, checked against the Vite build (apps/web/dist).
//
//  (a) the landing page's initial JavaScript ≤ 150 KB gzipped: what a first visit to / downloads
//      before it shows content — the entry script of dist/index.html and its static imports (the
//      modulepreload links), plus the landing screen's lazy chunk and its static imports;
//  (b) no other chunk (route screens and the chunks they share) over 100 KB gzipped. The entry is
//      held to budget (a), which it is part of.
// Sizes are gzip level 9 (node:zlib); 1 KB = 1,000 bytes, as Vite reports them.
//
// The chunk graph comes from dist/.vite/manifest.json when the build writes one (build.manifest);
// otherwise from index.html and the `import … from "./x.js"` statements of the emitted chunks
// (dynamic `import()` calls are lazy and not followed). The landing screen's chunk is the one built
// from src/features/landing/screens/landing-screen.tsx (named landing-screen-[hash].js).
//
// Builds the web app first when dist is missing or stale (`--dist <dir>` measures another build). Exits 1, naming the chunk, when a budget
// is broken. `--all` lists every chunk (chunks under 1 KB gzipped outside the landing page otherwise
// share one row); `--json` prints the figures as JSON instead of the table.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildWeb } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const defaultDist = path.join(root, 'apps/web/dist');

export const BUDGET = {
  /** the landing page's initial JavaScript, gzip bytes */
  landingInitialJs: 150_000,
  /** any chunk other than the entry, gzip bytes */
  chunk: 100_000,
};
/** chunks smaller than this (gzip) outside the landing page share one row of the table */
const SMALL_CHUNK = 1_000;
const LANDING_SOURCE = 'src/features/landing/screens/landing-screen.tsx';
const LANDING_CHUNK = /^landing-screen-[\w-]+\.js$/;
/** shown for information: a visitor who has not answered the cookie notice also fetches it */
const COOKIE_SOURCE = 'src/features/consent/cookie-banner.tsx';
const COOKIE_CHUNK = /^cookie-banner-[\w-]+\.js$/;

const kb = (bytes) => (bytes / 1000).toFixed(1);

/** Every emitted .js file (paths relative to dist), with its raw and gzip size. */
function measureChunks(dist) {
  const assets = path.join(dist, 'assets');
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js')) files.push(full);
    }
  };
  walk(assets);
  const chunks = new Map();
  for (const full of files) {
    const source = readFileSync(full);
    chunks.set(path.relative(dist, full).split(path.sep).join('/'), {
      file: path.relative(dist, full).split(path.sep).join('/'),
      raw: source.length,
      gzip: gzipSync(source, { level: 9 }).length,
      imports: staticImports(source.toString('utf8'), path.dirname(full), dist),
    });
  }
  return chunks;
}

/** The chunks a chunk imports statically (`import{…}from"./x.js"`, `import"./x.js"`, `export…from`). */
function staticImports(code, dir, dist) {
  const found = new Set();
  const re = /(?:\bfrom\s*|\bimport\s*)(["'`])(\.{1,2}\/[^"'`]+?\.js)\1/g;
  for (const match of code.matchAll(re)) {
    found.add(path.relative(dist, path.resolve(dir, match[2])).split(path.sep).join('/'));
  }
  return [...found];
}

/** The graph from Vite's manifest, when the build wrote one. */
function readManifest(dist) {
  for (const candidate of ['.vite/manifest.json', 'manifest.json']) {
    const file = path.join(dist, candidate);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  }
  return null;
}

/** `start` and everything it imports statically, transitively. */
function closure(start, importsOf) {
  const seen = new Set();
  const stack = [...start];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file));
  }
  return seen;
}

/** Measures the build; returns the figures and the broken budgets (does not print or exit). */
export function measure(dist = defaultDist) {
  const chunks = measureChunks(dist);
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const htmlScripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/g)].map((m) => m[1]);
  const entry = htmlScripts[0];
  if (!entry || !chunks.has(entry)) throw new Error(`size: no module script found in ${dist}/index.html`);

  const manifest = readManifest(dist);
  let importsOf = (file) => chunks.get(file)?.imports ?? [];
  let landing;
  let cookie;
  if (manifest) {
    const byFile = new Map(Object.values(manifest).map((m) => [m.file, m]));
    importsOf = (file) => (byFile.get(file)?.imports ?? []).map((key) => manifest[key]?.file).filter(Boolean);
    landing = manifest[LANDING_SOURCE]?.file;
    cookie = manifest[COOKIE_SOURCE]?.file;
  } else {
    const named = (re) => [...chunks.keys()].filter((f) => re.test(path.basename(f)));
    const landings = named(LANDING_CHUNK);
    if (landings.length > 1) throw new Error(`size: more than one landing-screen chunk: ${landings.join(', ')}`);
    landing = landings[0];
    cookie = named(COOKIE_CHUNK)[0];
  }
  if (!landing) throw new Error(`size: no chunk built from ${LANDING_SOURCE} in ${dist}/assets`);

  const entrySet = closure([entry, ...preloads], importsOf);
  const landingSet = closure([...entrySet, landing], importsOf);
  const cookieExtra = cookie ? [...closure([cookie], importsOf)].filter((f) => !landingSet.has(f)) : [];
  const sum = (files, key) => [...files].reduce((total, f) => total + (chunks.get(f)?.[key] ?? 0), 0);

  const rows = [...chunks.values()]
    .map((c) => ({
      ...c,
      role: c.file === entry ? 'entry' : entrySet.has(c.file) ? 'preload' : landingSet.has(c.file) ? 'landing' : '',
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const initial = { files: [...landingSet], raw: sum(landingSet, 'raw'), gzip: sum(landingSet, 'gzip') };
  const failures = [];
  if (initial.gzip > BUDGET.landingInitialJs) {
    const largest = rows.find((r) => landingSet.has(r.file));
    failures.push(
      `the landing page's initial JavaScript is ${kb(initial.gzip)} KB gzipped, over the ${kb(BUDGET.landingInitialJs)} KB budget ` +
        `(${initial.files.length} chunks; the largest is ${largest?.file}, ${kb(largest?.gzip ?? 0)} KB)`,
    );
  }
  for (const row of rows) {
    if (row.file !== entry && row.gzip > BUDGET.chunk) {
      failures.push(
        `chunk ${row.file} is ${kb(row.gzip)} KB gzipped, over the ${kb(BUDGET.chunk)} KB per-chunk budget`,
      );
    }
  }
  return {
    dist,
    source: manifest ? 'manifest' : 'index.html + static imports',
    entry,
    landing,
    initial,
    cookie: cookie ? { files: cookieExtra, raw: sum(cookieExtra, 'raw'), gzip: sum(cookieExtra, 'gzip') } : null,
    total: { chunks: rows.length, raw: sum(chunks.keys(), 'raw'), gzip: sum(chunks.keys(), 'gzip') },
    rows: rows.map(({ imports: _imports, ...row }) => row),
    failures,
  };
}

/**
 * Prints the table and the verdict; returns true when every budget holds. `table: 'when-broken'`
 * prints only the summary while the budget holds (npm test).
 */
export function report(result, { table = 'always', all = false, log = console.log } = {}) {
  const ok = result.failures.length === 0;
  if (table === 'always' || !ok) printTable(result, log, all);
  log(
    `size: landing initial JS ${kb(result.initial.gzip)} / ${kb(BUDGET.landingInitialJs)} KB gzipped, ` +
      `largest other chunk ${kb(Math.max(0, ...result.rows.filter((r) => r.file !== result.entry).map((r) => r.gzip)))} / ` +
      `${kb(BUDGET.chunk)} KB — ${ok ? 'budget met' : 'BUDGET BROKEN'}`,
  );
  for (const failure of result.failures) log(`size: ${failure}`);
  return ok;
}

const name = (file) => file.replace(/^assets\//, '');

function printTable(result, log, all) {
  const width = Math.max(18, ...result.rows.map((r) => name(r.file).length));
  const line = (a, b, c, d) => `  ${a.padEnd(width)}  ${b.padStart(9)}  ${c.padStart(9)}  ${d}`.trimEnd();
  log(
    `size: web chunks in ${path.relative(root, result.dist) || '.'} (gzip -9; 1 KB = 1,000 bytes; graph from ${result.source})`,
  );
  log(line('chunk', 'raw KB', 'gzip KB', ''));
  // tiny chunks (single icons and helpers) outside the landing page fold into one row unless --all
  const small = all ? [] : result.rows.filter((r) => !r.role && r.gzip < SMALL_CHUNK);
  for (const row of result.rows) {
    if (small.includes(row)) continue;
    const over = row.file !== result.entry && row.gzip > BUDGET.chunk ? '  OVER 100 KB' : '';
    log(line(name(row.file), kb(row.raw), kb(row.gzip), `${row.role}${over}`));
  }
  if (small.length > 0) {
    const sum = (key) => small.reduce((total, r) => total + r[key], 0);
    log(line(`${small.length} chunks < ${kb(SMALL_CHUNK)} KB`, kb(sum('raw')), kb(sum('gzip')), '(--all lists them)'));
  }
  log(line('all chunks', kb(result.total.raw), kb(result.total.gzip), `${result.total.chunks} files`));
  log(
    line(
      'landing initial JS',
      kb(result.initial.raw),
      kb(result.initial.gzip),
      `entry + preloads + ${name(result.landing)} and its imports (${result.initial.files.length} files)`,
    ),
  );
  if (result.cookie && result.cookie.files.length > 0) {
    log(
      `  (a first visit with no cookie choice stored also fetches ${result.cookie.files.map(name).join(' + ')}: ` +
        `${kb(result.cookie.gzip)} KB gzipped, outside the budget)`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distArg = process.argv.indexOf('--dist');
  // `--dist <dir>` measures another build, as is
  if (distArg < 0) buildWeb();
  let result;
  try {
    result = measure(distArg < 0 ? defaultDist : path.resolve(process.argv[distArg + 1] ?? ''));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ budget: BUDGET, ...result }, null, 2));
    process.exit(result.failures.length === 0 ? 0 : 1);
  }
  process.exit(report(result, { all: process.argv.includes('--all') }) ? 0 : 1);
}
