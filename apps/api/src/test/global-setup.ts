import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { TEST_CONFIG_ENV, testConfig } from './config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateDb: string;
  }
}

/**
 * Builds ONE migrated and seeded database per run, which every test file copies: PGlite's
 * initdb costs ~9 s, so files load a dump of the template instead of initialising their own;
 * on PostgreSQL each file gets CREATE DATABASE … TEMPLATE (milliseconds).
 */
export default async function setup(project: TestProject) {
  const config = testConfig();
  if (project.config.env?.ANKUR_TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the api-pg project');
    const name = `ankur_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const tplUrl = new URL(url);
    tplUrl.pathname = `/${name}`;
    const database = await openDatabase({ url: tplUrl.toString(), poolSize: 2 });
    await database.migrate();
    await seedDatabase(database.db, config);
    await database.close();
    project.provide('pgTemplateDb', name);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const t0 = performance.now();
  const database = await openDatabase({ memory: true });
  await database.migrate();
  await seedDatabase(database.db, config);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ankur-test-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  if (process.env.ANKUR_TEST_TIMING) {
    console.log(
      `PGlite test template built in ${Math.round(performance.now() - t0)} ms (${TEST_CONFIG_ENV.ADMIN_EMAIL})`,
    );
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
