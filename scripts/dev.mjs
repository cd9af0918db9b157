// npm run dev: the API (restarting on change) on PORT (default 3000) and Vite's dev server with hot
// reload on 5173, which proxies /api, /socket.io and /oidc to the API. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { LOG_LEVEL: 'info', ...process.env },
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  }),
];
const stop = (signal) => {
  for (const c of children) if (c.exitCode === null) c.kill(signal);
};
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop(sig));
for (const c of children)
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
