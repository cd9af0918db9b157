// Builds apps/web when its output is missing or older than its sources (shared by start and test).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
  'package-lock.json',
];

/** The newest modification time under p (0 when p is missing). */
export function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

export function webIsStale() {
  const index = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return sources.some((s) => newest(path.join(root, s)) > built);
}

export function buildWeb({ force = false } = {}) {
  if (!force && !webIsStale()) return;
  console.log('ankur: building the web app…');
  const t0 = Date.now();
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) {
    console.error('ankur: the web app failed to build (see above)');
    process.exit(r.status ?? 1);
  }
  console.log(`ankur: web app built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
