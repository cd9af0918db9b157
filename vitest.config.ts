import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BOTH_LEGS } from './apps/api/src/test/legs.ts';

/**
 * One runner for everything. Projects:
 *   shared, web  unit tests (node / happy-dom)
 *   api          API inject tests on PGlite (one migrated+seeded template per run, loaded per file)
 *   api-pg       the API tests of BOTH_LEGS on PostgreSQL when TEST_DATABASE_URL is set (CI sets it)
 *   api-multi    *.multi.test.ts: several real API processes on one fresh PostgreSQL database and
 *                one Redis, when both TEST_DATABASE_URL and REDIS_URL are set (CI sets both)
 *   e2e          Playwright-driven Chromium against one real server per run
 */
const apiProject = (name: string, db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: 'apps/api',
    include: db === 'postgres' ? BOTH_LEGS : ['src/**/*.test.ts'],
    // multi-process tests need PostgreSQL and Redis and run in 'api-multi'
    exclude: ['src/**/*.multi.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    env: { ANKUR_TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // one process per worker serves file after file: the app's modules are imported and PGlite's
    // WebAssembly compiled once per worker, not once per file (a third off the API files' time,
    // docs/performance.md (c)); every file still opens its own database and app (test/app.ts)
    isolate: false,
    // on PostgreSQL a deprecation (pg's "client.query() while already executing", from queries run
    // side by side on one transaction's client) fails the test instead of scrolling past
    ...(db === 'postgres' ? { execArgv: ['--throw-deprecation'] } : {}),
  },
});

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'shared',
      root: 'packages/shared',
      include: ['src/**/*.test.ts'],
      environment: 'node',
    },
  },
  {
    extends: './apps/web/vite.config.ts',
    test: {
      name: 'web',
      root: 'apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
      setupFiles: ['src/test/setup.ts'],
    },
  },
  apiProject('api', 'pglite'),
  {
    test: {
      name: 'e2e',
      root: 'e2e',
      include: ['**/*.test.ts'],
      environment: 'node',
      globalSetup: ['./global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      fileParallelism: false,
      // after every other project: the browser, its server and the page get the machine to themselves
      sequence: { groupOrder: 2 },
    },
  },
];
if (process.env.TEST_DATABASE_URL) projects.splice(3, 0, apiProject('api-pg', 'postgres'));
if (process.env.TEST_DATABASE_URL && process.env.REDIS_URL) {
  projects.splice(projects.length - 1, 0, {
    test: {
      name: 'api-multi',
      root: 'apps/api',
      include: ['src/**/*.multi.test.ts'],
      environment: 'node',
      // each file starts its own processes on its own database: no template, no parallel files
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
      pool: 'forks',
      // its own group: its server processes do not compete with the in-process files
      sequence: { groupOrder: 1 },
    },
  });
}

/**
 * vitest's default is one worker fewer than the cores, i.e. ONE on a 2-core machine: every file ran
 * after the other. Two workers run the in-process files (shared, web, api, api-pg) side by side;
 * the e2e and api-multi projects, which start servers and browsers of their own, run afterwards in
 * their own groups, one file at a time (docs/performance.md, "Where the time goes").
 */
const WORKERS = Math.max(2, Math.min(4, availableParallelism()));

export default defineConfig({ test: { projects, maxWorkers: WORKERS } });
