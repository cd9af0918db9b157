import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { envSchema } from '../config.ts';

/** Helpers for tests that run the real server process (server.ts under tsx), as `npm start` does. */

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const serverEntry = path.join(repoRoot, 'apps/api/src/server.ts');

export interface ServerProcess {
  child: ChildProcess;
  /** everything written to stdout so far */
  readonly stdout: string;
  /** everything written to stderr so far */
  readonly stderr: string;
  /** the exit code; a death by signal resolves 128 + the signal's number, like a shell */
  exited: Promise<number>;
  /** stops the process if it still runs (SIGKILL) and waits for it: for cleanup, not for assertions */
  kill(): Promise<void>;
}

/** A port nothing listens on right now (the kernel picks it; closed again before returning). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, host, () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** A temp folder holding a minimal built web app (index.html with the config placeholder). */
export function makeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ankur-web-'));
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><!--ankur-config--><title>Ankur</title></head><body></body></html>\n',
  );
  return dir;
}

/**
 * Spawns `node --import tsx apps/api/src/server.ts` (or `entry`, a built server.js, without tsx)
 * from the repository root. Every variable Ankur reads is removed from the inherited environment
 * first, so only `env` configures it.
 */
export function spawnServer(env: Record<string, string>, { entry = serverEntry } = {}): ServerProcess {
  const base: Record<string, string | undefined> = { ...process.env };
  for (const key of Object.keys(envSchema.shape)) delete base[key];
  const child = spawn(process.execPath, entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry], {
    cwd: repoRoot,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
  });
  child.stderr?.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
  });
  // 'close' (not 'exit') so the captured output is complete when this resolves
  const exited = new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      resolve(code ?? 128 + (signal ? (os.constants.signals[signal] ?? 0) : 0));
    });
  });
  return {
    child,
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
    exited,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited.catch(() => {});
    },
  };
}

const output = (server: ServerProcess) => `--- stdout ---\n${server.stdout}--- stderr ---\n${server.stderr}`;

/** The exit code, or an Error (with the process's output) if it still runs after `ms`; kills it then. */
export async function waitForExit(server: ServerProcess, ms: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the server did not exit within ${ms} ms:\n${output(server)}`)), ms);
  });
  try {
    return await Promise.race([server.exited, timeout]);
  } catch (err) {
    await server.kill();
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Polls GET /api/health until it answers 200 and returns its body. Throws (with the output) if
 * the process exits first or the deadline passes.
 */
export async function waitForHealth(server: ServerProcess, baseURL: string, ms = 60_000): Promise<unknown> {
  const deadline = Date.now() + ms;
  let exitCode: number | undefined;
  server.exited.then(
    (code) => {
      exitCode = code;
    },
    () => {},
  );
  for (;;) {
    if (exitCode !== undefined)
      throw new Error(`the server exited (${exitCode}) before it was healthy:\n${output(server)}`);
    try {
      const res = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return await res.json();
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server was not healthy within ${ms} ms:\n${output(server)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
