import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** the server's mail outbox (DATA_DIR/mail): tests read sign-up codes from it */
    mailDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

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
 * One real server for the whole browser suite, started exactly as `npm start` runs it (the
 * built web app, the embedded PGlite in a fresh DATA_DIR), torn down with SIGTERM at the end.
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ankur-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // the OpenID provider's issuer and the callbacks are on this address
      PUBLIC_URL: baseURL,
      DATABASE_URL: '',
      SMTP_URL: '',
      OIDC_ISSUER: '',
      OIDC_CLIENT_ID: '',
      ADMIN_EMAIL: 'admin@ankur.test',
      ADMIN_PASSWORD: 'e2e-admin-password',
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
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the e2e server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the e2e server did not become healthy in 90 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  project.provide('mailDir', path.join(dataDir, 'mail'));
  return async () => {
    // 'close', not 'exit': the output is complete when it fires; a server that already died counts too
    const closed =
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve([child.exitCode, child.signalCode] as const)
        : new Promise<readonly [number | null, NodeJS.Signals | null]>((r) =>
            child.once('close', (code, signal) => r([code, signal])),
          );
    child.kill('SIGTERM');
    const [code, signal] = await closed;
    rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0) {
      throw new Error(
        `the e2e server did not shut down cleanly on SIGTERM (exit code ${code ?? `none, killed by ${signal}`}):\n${output}`,
      );
    }
  };
}
