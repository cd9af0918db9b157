import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Schema, schema } from './schema.ts';

/** The query interface every repository uses: the same on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the embedded instance, when kind is pglite (tests dump and load it) */
  pglite?: PGlite;
  ping(): Promise<boolean>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string }
  | { pglite: PGlite }
  | { memory: true; loadDataDir?: Blob };

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * Opens the database: a PostgreSQL server when a URL is given, otherwise PGlite on disk
 * (or in memory for tests). Connection errors surface here, before the server listens.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if ('url' in opts) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    // a pool error on an idle client must not crash the process; the next query reports it
    pool.on('error', () => {});
    const client = await pool.connect();
    client.release();
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        try {
          await db.execute(sql`select 1`);
          return true;
        } catch {
          return false;
        }
      },
      migrate: async () => {
        await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
      },
      close: async () => {
        if (!pool.ended) await pool.end();
      },
    };
  }
  if ('pglite' in opts) return wrapPglite(opts.pglite);
  if ('memory' in opts) {
    const client = await PGlite.create(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
    return wrapPglite(client);
  }
  const dir = path.resolve(opts.dataDir);
  mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir);
  return wrapPglite(client);
}

/** True when the embedded database in dataDir has never been initialised (first start). */
export function isFirstStart(pgDataDir: string): boolean {
  return !existsSync(path.join(pgDataDir, 'PG_VERSION'));
}
