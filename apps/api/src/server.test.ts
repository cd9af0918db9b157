import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, makeWebDist, type ServerProcess, spawnServer, waitForExit, waitForHealth } from './test/process.ts';

/**
 * The real server process (server.ts under tsx, as `npm start` runs it): start-up failures are
 * one line on stderr and exit 1, the embedded database survives a restart, SIGTERM exits 0.
 */

const ADMIN_EMAIL = 'process-admin@ankur.test';
const ADMIN_PASSWORD = 'process-admin-password';
const ADMIN_LINE = 'created the first administrator';

let tmpRoot: string;
let webDist: string;
const running = new Set<ServerProcess>();

beforeAll(() => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'ankur-process-'));
  webDist = makeWebDist();
});

afterAll(async () => {
  await Promise.all([...running].map((s) => s.kill()));
  rmSync(tmpRoot, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
});

function start(env: Record<string, string>): ServerProcess {
  const server = spawnServer({
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpRoot, 'data-')),
    DATABASE_URL: '',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    WEB_DIST: webDist,
    ...env,
  });
  running.add(server);
  return server;
}

/** stderr must be exactly one newline-terminated line with no stack trace; returns that line. */
function oneLine(stderr: string): string {
  expect(stderr).not.toContain('    at ');
  expect(stderr.endsWith('\n'), `stderr is not newline-terminated: ${JSON.stringify(stderr)}`).toBe(true);
  const lines = stderr.slice(0, -1).split('\n');
  expect(lines, 'stderr is not exactly one line').toHaveLength(1);
  return lines[0] as string;
}

describe.concurrent('a wrong setting stops the server with one line and exit code 1', () => {
  it('PORT=abc', async () => {
    const server = start({ PORT: 'abc' });
    expect(await waitForExit(server, 15_000)).toBe(1);
    expect(oneLine(server.stderr)).toMatch(/^ankur: Invalid PORT/);
  });

  it('DATABASE_URL pointing at a closed port', async () => {
    const server = start({ PORT: String(await freePort()), DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    expect(await waitForExit(server, 15_000)).toBe(1);
    const line = oneLine(server.stderr);
    expect(line).toMatch(/^ankur: /);
    expect(line).toContain('DATABASE_URL');
    expect(line).toContain('connection refused');
  });

  it('DATABASE_URL that is not a postgres URL', async () => {
    const server = start({ PORT: String(await freePort()), DATABASE_URL: 'mysql://x' });
    expect(await waitForExit(server, 15_000)).toBe(1);
    expect(oneLine(server.stderr)).toMatch(/^ankur: Invalid DATABASE_URL: ./);
  });
});

describe('one embedded DATA_DIR across starts', () => {
  let dataDir: string;
  let secret: string | undefined;
  let server: ServerProcess | undefined;
  let baseURL: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpRoot, 'persist-'));
  });

  const startOnDataDir = async () => {
    const port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    return start({ PORT: String(port), DATA_DIR: dataDir });
  };

  it('a port already in use stops the first start with one line and exit code 1', {
    timeout: 60_000,
  }, async () => {
    const port = await freePort();
    const blocker: Server = createServer();
    await new Promise<void>((resolve, reject) => {
      blocker.once('error', reject);
      blocker.listen(port, '127.0.0.1', resolve);
    });
    try {
      // the database is opened (and initialised: first start) before the server listens
      const failed = start({ PORT: String(port), DATA_DIR: dataDir });
      expect(await waitForExit(failed, 55_000)).toBe(1);
      expect(oneLine(failed.stderr)).toBe(`ankur: Invalid PORT: port ${port} is already in use`);
      expect(failed.stdout).toContain('first start — creating the embedded PostgreSQL database');
      // the administrator was created before listen failed: the operator must still be told so
      expect(failed.stdout).toContain(`${ADMIN_LINE} — e-mail ${ADMIN_EMAIL}, password from ADMIN_PASSWORD`);
    } finally {
      await new Promise((r) => blocker.close(r));
    }
    expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    secret = readFileSync(path.join(dataDir, 'session-secret'), 'utf8');
    expect(secret.length).toBeGreaterThanOrEqual(32);
  });

  it('starts on the initialised DATA_DIR and reports the embedded database healthy', async () => {
    server = await startOnDataDir();
    const health = await waitForHealth(server, baseURL, 25_000);
    expect(health).toMatchObject({ status: 'ok', db: { status: 'up', kind: 'pglite' } });
    expect(server.stdout).toContain(`is running at http://localhost:`);
    expect(server.stdout).not.toContain('first start');
    secret ??= readFileSync(path.join(dataDir, 'session-secret'), 'utf8');
    // the failed first start already created the administrator (and said so)
    expect(server.stdout).not.toContain(ADMIN_LINE);
    // the web app is served with the runtime config injected
    const html = await (await fetch(`${baseURL}/`)).text();
    expect(html).toContain('<meta name="ankur:default-tenant"');
  });

  it('mounts Socket.IO at /socket.io and refuses a handshake without a session', async () => {
    expect(server).toBeDefined();
    const socket = io(baseURL, { path: '/socket.io', transports: ['websocket'], reconnection: false, timeout: 5000 });
    try {
      const outcome = await new Promise<string>((resolve) => {
        socket.once('connect', () => resolve('connected without a session'));
        socket.once('connect_error', (err) => resolve(err.message));
      });
      expect(outcome).toBe('unauthorized');
    } finally {
      socket.close();
    }
  });

  it('SIGTERM shuts it down gracefully with exit code 0', async () => {
    const s = server as ServerProcess;
    s.child.kill('SIGTERM');
    expect(await waitForExit(s, 15_000)).toBe(0);
    expect(s.stderr).toBe('');
  });

  it('a restart keeps the data: no second administrator, the same session secret', async () => {
    const again = await startOnDataDir();
    expect(await waitForHealth(again, baseURL, 25_000)).toMatchObject({ db: { kind: 'pglite' } });
    expect(again.stdout).not.toContain(ADMIN_LINE);
    expect(again.stdout).not.toContain('first start');
    again.child.kill('SIGTERM');
    expect(await waitForExit(again, 15_000)).toBe(0);

    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(secret);
    const pglite = new PGlite(path.join(dataDir, 'pgdata'));
    try {
      const { rows } = await pglite.query<{ email: string }>('select email from users where lower(email) = $1', [
        ADMIN_EMAIL,
      ]);
      expect(rows).toEqual([{ email: ADMIN_EMAIL }]);
    } finally {
      await pglite.close();
    }
  });
});
