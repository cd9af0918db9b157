import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';

/**
 * The Drizzle schema (db/schema/*.ts) and the migrations agree: drizzle-kit, run against a copy of
 * the migrations, finds nothing to generate. A schema change without its migration fails here
 * (the upgrade test checks that the migrations' SQL builds what the latest snapshot describes).
 */
describe('schema drift', () => {
  it('drizzle-kit generate finds nothing to migrate', () => {
    const apiRoot = path.resolve(import.meta.dirname, '../..');
    const copy = mkdtempSync(path.join(os.tmpdir(), 'ankur-drift-'));
    try {
      cpSync(migrationsFolder, copy, { recursive: true });
      const before = readdirSync(copy).sort();
      const r = spawnSync(
        process.execPath,
        [
          path.join(apiRoot, '../../node_modules/drizzle-kit/bin.cjs'),
          'generate',
          '--dialect',
          'postgresql',
          '--schema',
          './src/db/schema/*.ts',
          // drizzle-kit reads --out relative to the working folder
          '--out',
          path.relative(apiRoot, copy),
        ],
        { cwd: apiRoot, encoding: 'utf8', timeout: 60_000 },
      );
      expect(r.status, r.stderr || r.stdout).toBe(0);
      expect(readdirSync(copy).sort(), `drizzle-kit wrote a migration:\n${r.stdout}`).toEqual(before);
      expect(r.stdout).toContain('No schema changes');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
