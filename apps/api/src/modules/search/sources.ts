import type { TSearchKind } from '@ankur/shared/schemas/search';
import type { Db } from '../../db/client.ts';
import type { SearchDoc } from './search-index.repository.ts';

/**
 * A domain's searchable things, read in pages for a (re)build of the index: the demo seed writes
 * rows directly (it imports no module), and a new domain joins with what already exists. Each
 * domain registers one source per kind in its module setup; `load` runs inside a tenant
 * transaction and returns up to `limit` documents with ref_id > afterRefId, in ref_id order
 * (things nobody may find are simply left out).
 */
export interface SearchSource {
  kind: TSearchKind;
  load: (tx: Db, afterRefId: number, limit: number) => Promise<SearchDoc[]>;
}

const sources = new Map<TSearchKind, SearchSource>();

export function registerSearchSource(source: SearchSource): void {
  sources.set(source.kind, source);
}

export const searchSources = (): SearchSource[] => [...sources.values()];
