// Time from launch to a healthy /api/health: one first start (empty DATA_DIR) and RUNS later starts
// on the same DATA_DIR, each stopped with SIGTERM. `--tsx` runs the sources under tsx instead of
// the built API, for comparison. Usage: node scripts/bench/start-time.mjs [--tsx] [--runs=3]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApi } from '../api-build.mjs';
import { buildWeb } from '../web-build.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = process.argv.includes('--tsx');
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const command = tsx
  ? ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')]
  : [path.join(root, 'scripts/start.mjs')];

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startOnce(dataDir) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d) => {
    out += d;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let ms;
  while (ms === undefined) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) ms = performance.now() - t0;
    } catch {}
    if (ms === undefined) await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGTERM');
  await exited;
  const ready = /ready in (\d+) ms/.exec(out)?.[1];
  return { s: ms / 1000, ready: ready ? Number(ready) / 1000 : Number.NaN };
}

buildWeb();
if (!tsx) await buildApi();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ankur-start-'));
try {
  const first = await startOnce(dataDir);
  const later = [];
  for (let i = 0; i < runs; i++) later.push(await startOnce(dataDir));
  const median = [...later].sort((a, b) => a.s - b.s)[Math.floor(later.length / 2)];
  const f = (r) => `${r.s.toFixed(1)} s (ready in ${r.ready.toFixed(1)} s)`;
  console.log(`${tsx ? 'tsx (sources)' : 'built API'}: first start ${f(first)}`);
  console.log(`later starts: ${later.map(f).join(' / ')}`);
  console.log(`later start, median of ${runs}: ${f(median)}; load average ${os.loadavg()[0].toFixed(1)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
