import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../../scripts/api-build.mjs';
import {
  freePort,
  makeWebDist,
  repoRoot,
  type ServerProcess,
  spawnServer,
  waitForExit,
  waitForHealth,
} from './test/process.ts';

/**
 * `npm start` runs the API bundled by scripts/api-build.mjs, not the sources: the bundle still finds
 * what sits next to the sources (the migrations, the repository's package.json) and starts clean.
 */
describe('the built API', () => {
  let outdir: string;
  let dataDir: string;
  let webDist: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    // inside the repository, so the external packages resolve from the bundle as from apps/api/dist
    const cache = path.join(repoRoot, 'apps/api/node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    outdir = mkdtempSync(path.join(cache, 'ankur-dist-'));
    await buildApi({ outdir });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ankur-built-'));
    webDist = makeWebDist();
  });
  afterAll(async () => {
    await server?.kill();
    for (const dir of [outdir, dataDir, webDist]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  // a first start migrates and seeds a fresh database: the test waits as long as its health wait
  it('starts on an empty DATA_DIR, migrated and seeded, and stops on SIGTERM with exit code 0', {
    timeout: 120_000,
  }, async () => {
    const port = await freePort();
    server = spawnServer(
      { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: webDist },
      { entry: path.join(outdir, 'server.js') },
    );
    const health = await waitForHealth(server, `http://127.0.0.1:${port}`, 90_000);
    const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    expect(health).toMatchObject({ status: 'ok', db: { status: 'up', kind: 'pglite' }, version });
    expect(server.stdout).toContain('created the first administrator');
    const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(html).toContain('<meta name="ankur:default-tenant"');
    server.child.kill('SIGTERM');
    expect(await waitForExit(server, 15_000), server.stderr).toBe(0);
  });
});
