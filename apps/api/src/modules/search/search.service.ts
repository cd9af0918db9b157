import {
  SUGGEST_LIMIT,
  type TSearchGroup,
  type TSearchKind,
  type TSearchQuery,
  type TSearchResult,
  type TSearchResults,
  type TSuggestions,
} from '@ankur/shared/schemas/search';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { closeTitles, type RawHit, rankedByKind, wordsOf } from './search.repository.ts';
import type { SearchReader } from './search-index.repository.ts';
import { circlesOfReader } from './sources.ts';

/**
 * One search over the platform (issue 22): who reads decides what they may find (signed out:
 * 'public' only; signed in: members, their circles and their own), in the session's data tenant.
 * A page is at most five queries: the reader's circles, the ranked groups, and only when nothing
 * matched every word: the groups matching any word, then (still nothing) the "did you mean" titles.
 */

export interface Searcher {
  tenantId: string;
  userId: number | null;
}

async function readerOf(tx: Db, who: Searcher): Promise<SearchReader> {
  return { userId: who.userId, circleIds: who.userId === null ? [] : await circlesOfReader(tx, who.userId) };
}

const toResult = (h: RawHit): TSearchResult => ({
  kind: h.kind,
  id: h.ref_id,
  title: h.title,
  subtitle: h.subtitle,
  url: h.url,
  snippet: h.snippet ?? '',
  image_url: h.image_url,
  language: h.language,
  meta: h.meta ?? {},
  rank: Number(h.rank),
});

/** Hits of every kind into groups, the group with the best hit first. */
function grouped(hits: RawHit[]): TSearchGroup[] {
  const groups = new Map<TSearchKind, TSearchGroup>();
  for (const h of hits) {
    const g = groups.get(h.kind) ?? { kind: h.kind, total: Number(h.total), more: Boolean(h.more), items: [] };
    g.items.push(toResult(h));
    groups.set(h.kind, g);
  }
  return [...groups.values()];
}

/**
 * Generic plans (db/client.ts TenantOptions): the ranked query's plan is the candidates' scan and
 * the window whatever the words, and PostgreSQL otherwise planned two of its shapes on every search.
 */
const GENERIC = { genericPlans: true };

export function search(db: Db, who: Searcher, query: TSearchQuery): Promise<TSearchResults> {
  return withTenant(
    db,
    who.tenantId,
    async (tx) => {
      const reader = await readerOf(tx, who);
      const ranked = (loose: boolean) =>
        rankedByKind(tx, reader, {
          q: query.q,
          kinds: query.kind ? [query.kind] : undefined,
          perKind: query.limit,
          offset: query.kind ? query.offset : 0,
          snippets: true,
          loose,
        });
      let hits = await ranked(false);
      if (!hits.length && wordsOf(query.q).length > 1) hits = await ranked(true);
      const groups = grouped(hits);
      const did_you_mean = groups.length || query.offset ? [] : await closeTitles(tx, reader, query.q, 3);
      return { q: query.q, groups, did_you_mean };
    },
    GENERIC,
  );
}

/** The header box: the best few across kinds (at most three of a kind), no snippets. */
export function suggest(db: Db, who: Searcher, q: string): Promise<TSuggestions> {
  return withTenant(
    db,
    who.tenantId,
    async (tx) => {
      const reader = await readerOf(tx, who);
      const hits = await rankedByKind(tx, reader, { q, perKind: 3, snippets: false, typeAhead: true });
      const items = hits.slice(0, SUGGEST_LIMIT).map(toResult);
      // grouped by kind in the platform's order of kinds, best kind first
      const order = [...new Set(items.map((i) => i.kind))];
      items.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || b.rank - a.rank);
      return { q, items };
    },
    GENERIC,
  );
}
