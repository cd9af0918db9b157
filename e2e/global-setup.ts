import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** the server's mail outbox (DATA_DIR/mail): tests read sign-up codes from it */
    mailDir: string;
  }
}

/**
 * One real server for the whole browser suite, started exactly as `npm start` runs it (the
 * built web app, the embedded PGlite in a fresh DATA_DIR), torn down with SIGTERM at the end.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ankur-e2e-'));
  const server = await startServer({ port: await freePort(), dataDir });
  project.provide('baseURL', server.baseURL);
  project.provide('mailDir', path.join(dataDir, 'mail'));
  return async () => {
    const [code, signal] = await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0) {
      throw new Error(
        `the e2e server did not shut down cleanly on SIGTERM (exit code ${code ?? `none, killed by ${signal}`}):\n${server.output()}`,
      );
    }
  };
}
