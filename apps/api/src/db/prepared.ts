import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The hot read paths' statements as named prepared statements (decision 61): on a PostgreSQL
 * server each connection parses and plans such a statement once and, after five runs, keeps a
 * generic plan when it is no dearer than the custom ones (plan_cache_mode = auto). A feed page
 * spent more time planning its statements than running them. PGlite runs them as before.
 *
 * Only for statements whose text has a fixed shape, values passed as parameters (arrays as
 * `= any(${ids}::int[])`, not an `in (…)` list of varying length): the name is a hash of the
 * text, so every distinct text is one more statement kept by each connection for its lifetime.
 */
interface Session {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string | undefined,
    arrayMode: boolean,
  ): { execute(): Promise<unknown> };
}
interface Internals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: Session;
}

const names = new Map<string, string>();
const nameOf = (text: string) => {
  let name = names.get(text);
  if (!name) {
    name = `ank_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (names.size >= 1000) names.clear();
    names.set(text, name);
  }
  return name;
};

/** Runs `query` as a named prepared statement (PostgreSQL) and answers its rows. */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  const result = await session.prepareQuery(built, undefined, nameOf(built.sql), false).execute();
  return (result as { rows: T[] }).rows;
}

/** An int[] parameter: one placeholder whatever the length (drizzle spreads a JS array into a list). */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

/** A text[] parameter, each element quoted (one placeholder whatever the length). */
export const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;
