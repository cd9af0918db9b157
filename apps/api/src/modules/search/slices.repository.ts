import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SearchDoc } from './search-index.repository.ts';

/** What a source reads: a page after a ref id (a rebuild) or given ids (syncSearch from a write path). */
export type SourceSlice = { after: number; limit: number } | { ids: number[] };

/**
 * The WHERE and LIMIT of a feeder's query for a slice, on its id column: `and id > after order by
 * id limit n`, or `and id in (...)`. Feeders (in their own modules' *.search.repository.ts) use it.
 */
export function sliceSql(id: SQL, slice: SourceSlice): { where: SQL; tail: SQL } {
  if ('ids' in slice) {
    const ids = slice.ids.length ? slice.ids : [0];
    return {
      where: sql`${id} in (${sql.join(
        ids.map((v) => sql`${v}`),
        sql`, `,
      )})`,
      tail: sql`order by ${id}`,
    };
  }
  return { where: sql`${id} > ${slice.after}`, tail: sql`order by ${id} limit ${slice.limit}` };
}

/** A feeder's source from one slice reader: the paged load and the by-ids load. */
export function sourceOf(read: (tx: Db, slice: SourceSlice) => Promise<SearchDoc[]>) {
  return {
    load: (tx: Db, after: number, limit: number) => read(tx, { after, limit }),
    loadIds: (tx: Db, ids: number[]) => read(tx, { ids }),
  };
}

export const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** A short title from a text without one (a post): its first words, cut at a word. */
export function titleOf(text: string, max = 90): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
