import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  /** applies the migrations not applied yet (`folder`: another copy of them, as the upgrade test uses) */
  migrate(folder?: string): Promise<void>;
  /**
   * From now on, act as the application role (APP_ROLE): it neither owns the tables nor
   * bypasses row-level security, so tenant isolation holds for every query (docs/tenancy.md).
   * Called after migrations and the seed, which run as the owner.
   */
  restrict(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A faster way into a tenant's transaction, per database handle: on a PostgreSQL server, BEGIN
 * and the tenant go in one round trip on a pooled connection (db/tenant.ts uses it when present).
 */
export type TenantRunner = <T>(tenantId: string, work: (tx: Db) => Promise<T>, opts?: TenantOptions) => Promise<T>;

export interface TenantOptions {
  /**
   * The transaction's prepared statements use their generic plan from the first run
   * (plan_cache_mode = force_generic_plan, set with the tenant: no extra round trip). For
   * statements whose plan does not depend on their values but which PostgreSQL would plan again
   * on every run: the search's ranked query (decision 62).
   */
  genericPlans?: boolean;
}
export const tenantRunners = new WeakMap<Db, TenantRunner>();

/** A tenant code in SQL text: only letters, digits, _ and - ever reach here (tenant ids are codes). */
const tenantLiteral = (tenantId: string) => {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(tenantId)) throw new Error(`invalid tenant id ${JSON.stringify(tenantId)}`);
  return `'${tenantId}'`;
};

/** The role the application's queries run as (created and granted at start-up by the owner). */
export const APP_ROLE = 'ankur_app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Creates APP_ROLE when missing and grants it the data privileges on every table and sequence
 * (run after each migration, as the owner). Concurrent starts on one cluster race on the role's
 * catalog rows; a lost race is retried.
 */
async function grantAppRole(exec: (q: string) => Promise<unknown>): Promise<void> {
  const statements = [
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
         CREATE ROLE ${APP_ROLE} NOLOGIN NOBYPASSRLS;
       END IF;
     EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
     END $$`,
    `DO $$ BEGIN
       IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
          AND NOT pg_has_role(current_user, '${APP_ROLE}', 'MEMBER') THEN
         EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
       END IF;
     END $$`,
    `GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`,
  ];
  for (const q of statements) {
    for (let attempt = 1; ; attempt++) {
      try {
        await exec(q);
        break;
      } catch (err) {
        // "tuple concurrently updated": another process granted at the same moment
        if (attempt >= 5 || !/concurrently|duplicate/i.test(String((err as Error).message))) throw err;
        await sleep(20 * attempt);
      }
    }
  }
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
    migrate: async (folder = migrationsFolder) => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder });
    },
    restrict: async () => {
      const [{ current_user: who } = { current_user: '' }] = (
        await client.query<{ current_user: string }>('select current_user')
      ).rows;
      if (who === APP_ROLE) return;
      await grantAppRole((q) => client.exec(q));
      // one connection: the whole embedded database now runs as the application role
      await client.exec(`SET ROLE ${APP_ROLE}`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** The extensions the migrations create (0023: pg_trgm for the search index's names and typos). */
const extensions = { pg_trgm };

/** The connection URL with `-c role=…` added to its startup options (kept with any it has). */
function withRoleOption(url: string, role: string): string {
  const u = new URL(url);
  const options = [u.searchParams.get('options'), `-c role=${role}`].filter(Boolean).join(' ');
  u.searchParams.set('options', options);
  return u.toString();
}

/**
 * Opens the database: a PostgreSQL server when a URL is given, otherwise PGlite on disk
 * (or in memory for tests). Connection errors surface here, before the server listens.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if ('url' in opts) {
    // after restrict(), every connection acts as APP_ROLE. A connection opened from then on asks
    // for the role in its startup packet (`options=-c role=…`), so no query is ever queued behind
    // another on a fresh client (pg deprecates that, and a pool.query() in the connect callback hit
    // it). The few connections opened before restrict() get a SET ROLE when next checked out: they
    // are idle then, so it runs at once, before the caller's first query.
    let restricted = false;
    const asApp = new WeakSet<pg.Client>();
    const appUrl = withRoleOption(opts.url, APP_ROLE);
    class AppClient extends pg.Client {
      constructor(config?: pg.ClientConfig) {
        super(restricted ? { ...config, connectionString: appUrl } : config);
        if (restricted) asApp.add(this);
      }
    }
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      // short queries only: compiling a plan (JIT) costs more than it saves and, on a large search
      // or feed, added hundreds of milliseconds when the planner's estimate crossed jit_above_cost
      options: '-c jit=off',
      Client: AppClient,
    });
    // a pool error on an idle client must not crash the process; the next query reports it
    pool.on('error', () => {});
    pool.on('acquire', (c) => {
      if (!restricted || asApp.has(c)) return;
      asApp.add(c);
      // fail closed: a connection that could not drop the owner's rights is closed, not used
      c.query(`SET ROLE ${APP_ROLE}`).catch(() =>
        (c as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy(),
      );
    });
    const client = await pool.connect();
    client.release();
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const onClient = new WeakMap<pg.PoolClient, Db>();
    tenantRunners.set(db, async (tenantId, work, opts) => {
      const c = await pool.connect();
      let tx = onClient.get(c);
      if (!tx) {
        tx = drizzlePg(c, { schema }) as unknown as Db;
        onClient.set(c, tx);
      }
      let broken = false;
      try {
        const generic = opts?.genericPlans ? `, set_config('plan_cache_mode', 'force_generic_plan', true)` : '';
        await c.query(`BEGIN; SELECT set_config('app.tenant_id', ${tenantLiteral(tenantId)}, true)${generic}`);
        const result = await work(tx);
        await c.query('COMMIT');
        return result;
      } catch (err) {
        await c.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw err;
      } finally {
        c.release(broken);
      }
    });
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
      migrate: async (folder = migrationsFolder) => {
        await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: folder });
      },
      restrict: async () => {
        if (restricted) return;
        await grantAppRole((q) => pool.query(q));
        restricted = true;
      },
      close: async () => {
        if (!pool.ended) await pool.end();
      },
    };
  }
  if ('pglite' in opts) return wrapPglite(opts.pglite);
  if ('memory' in opts) {
    const client = await PGlite.create({ extensions, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
    return wrapPglite(client);
  }
  const dir = path.resolve(opts.dataDir);
  mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir, { extensions });
  return wrapPglite(client);
}

/** True when the embedded database in dataDir has never been initialised (first start). */
export function isFirstStart(pgDataDir: string): boolean {
  return !existsSync(path.join(pgDataDir, 'PG_VERSION'));
}
