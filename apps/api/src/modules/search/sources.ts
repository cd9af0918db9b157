import type { TSearchKind } from '@ankur/shared/schemas/search';
import type { Db } from '../../db/client.ts';
import { indexDocuments, removeDocuments, type SearchDoc } from './search-index.repository.ts';

/**
 * A domain's searchable things, read in pages for a (re)build of the index: the demo seed writes
 * rows directly (it imports no module), and a new domain joins with what already exists. Each
 * domain registers one source per kind in its module setup; `load` runs inside a tenant
 * transaction and returns up to `limit` documents with ref_id > afterRefId, in ref_id order
 * (things nobody may find are simply left out). `loadIds` reads given things the same way: the
 * write paths call syncSearch(tx, kind, ids) with it, so a feeder's rules live in one place.
 * `version`: raise it when the documents a source makes change shape; the rebuild runner then
 * rewrites that kind in every tenant once.
 */
export interface SearchSource {
  kind: TSearchKind;
  version?: number;
  load: (tx: Db, afterRefId: number, limit: number) => Promise<SearchDoc[]>;
  loadIds?: (tx: Db, ids: number[]) => Promise<SearchDoc[]>;
}

const sources = new Map<TSearchKind, SearchSource>();

export function registerSearchSource(source: SearchSource): void {
  sources.set(source.kind, source);
}

export const searchSources = (): SearchSource[] => [...sources.values()];

/**
 * Brings the index up to date for these things of a kind, inside the caller's write transaction:
 * what the kind's source still finds is (re)written, the rest (deleted, hidden, no longer
 * findable) removed. One read, one write and one delete whatever the number of ids.
 */
export async function syncSearch(tx: Db, kind: TSearchKind, ids: number[]): Promise<void> {
  const source = sources.get(kind);
  if (!source?.loadIds || !ids.length) return;
  const docs = await source.loadIds(tx, [...new Set(ids)]);
  await indexDocuments(tx, docs);
  const found = new Set(docs.map((d) => d.ref_id));
  await removeDocuments(
    tx,
    kind,
    ids.filter((id) => !found.has(id)),
  );
}

/** The circles a signed-in reader belongs to (registered by the community; none until then). */
type ReaderCircles = (tx: Db, userId: number) => Promise<number[]>;
let readerCircles: ReaderCircles = async () => [];

/** The community tells the search which circles a person belongs to (the search imports no domain). */
export function registerReaderCircles(fn: ReaderCircles): void {
  readerCircles = fn;
}

export const circlesOfReader = (tx: Db, userId: number): Promise<number[]> => readerCircles(tx, userId);
