import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });

export interface RunningServer {
  baseURL: string;
  /** everything the server printed */
  output(): string;
  /** SIGTERM, then the exit code and signal once it has closed */
  stop(): Promise<readonly [number | null, NodeJS.Signals | null]>;
}

/**
 * Starts the platform exactly as `npm start` runs it (the built web app, the embedded PGlite in
 * `dataDir`) on `port`, and resolves once /api/health answers. The browser suite shares one
 * (global-setup.ts); a test that restarts a server starts its own.
 */
export async function startServer(opts: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const baseURL = `http://127.0.0.1:${opts.port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      // the OpenID provider's issuer and the callbacks are on this address
      PUBLIC_URL: baseURL,
      DATABASE_URL: '',
      SMTP_URL: '',
      OIDC_ISSUER: '',
      OIDC_CLIENT_ID: '',
      ADMIN_EMAIL: 'admin@ankur.test',
      ADMIN_PASSWORD: 'e2e-admin-password',
      LOG_LEVEL: 'warn',
      // the suite is the proxy in front: each browser context sends its own X-Forwarded-For (browser.ts)
      TRUST_PROXY: 'loopback',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const stop = async () => {
    // 'close', not 'exit': the output is complete when it fires; a server that already died counts too
    const closed =
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve([child.exitCode, child.signalCode] as const)
        : new Promise<readonly [number | null, NodeJS.Signals | null]>((r) =>
            child.once('close', (code, signal) => r([code, signal])),
          );
    child.kill('SIGTERM');
    return closed;
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the e2e server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the e2e server did not become healthy in 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseURL, output: () => output, stop };
}
