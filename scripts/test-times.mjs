// Where the time of the last `npm test` went: wall time per project (first file's start to last
// file's end; projects run side by side, so the spans overlap), the summed file time, and the
// slowest files. Usage: node scripts/test-times.mjs [--top=20] [path/to/test-times.json]
import { existsSync, readFileSync } from 'node:fs';
import { timesFile } from './test-times-reporter.mjs';

const args = process.argv.slice(2);
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 20);
const file = args.find((a) => !a.startsWith('--')) ?? timesFile;
if (!existsSync(file)) {
  console.error(`no test times at ${file}: run npm test (or node scripts/test.mjs …) first`);
  process.exit(1);
}
const run = JSON.parse(readFileSync(file, 'utf8'));
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const pad = (v, n) => String(v).padStart(n);

const projects = new Map();
for (const f of run.files) {
  const p = projects.get(f.project) ?? { files: 0, tests: 0, sum: 0, start: Number.POSITIVE_INFINITY, end: 0 };
  p.files += 1;
  p.tests += f.tests;
  p.sum += f.ms;
  p.start = Math.min(p.start, f.end - f.ms);
  p.end = Math.max(p.end, f.end);
  projects.set(f.project, p);
}
console.log(`whole run: ${s(run.endedAt - run.startedAt)} wall, ${run.files.length} files`);
console.log('\nproject      files  tests   wall span   summed file time');
for (const [name, p] of [...projects].sort((a, b) => b[1].sum - a[1].sum)) {
  console.log(
    `${name.padEnd(12)} ${pad(p.files, 5)} ${pad(p.tests, 6)} ${pad(s(p.end - p.start), 11)} ${pad(s(p.sum), 18)}`,
  );
}
console.log(`\nslowest ${top} files`);
for (const f of [...run.files].sort((a, b) => b.ms - a.ms).slice(0, top)) {
  console.log(`${pad(s(f.ms), 8)}  ${f.project.padEnd(10)} ${f.file} (${f.tests} tests)`);
}
