// The PostgreSQL database a bench generates its data in (bench:community, bench:search).
import type pg from 'pg';

/**
 * A fresh database `name`, or with BENCH_REUSE_DB=1 the one a BENCH_KEEP_DB=1 run left (then
 * migrated again by the caller but not regenerated). Returns whether it was reused.
 */
export async function freshOrReused(admin: pg.Client, name: string): Promise<boolean> {
  const reuse =
    process.env.BENCH_REUSE_DB === '1' &&
    Boolean((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount);
  if (!reuse) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  return reuse;
}
