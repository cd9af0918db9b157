import { SEARCH_TOTAL_CAP, type TSearchKind } from '@ankur/shared/schemas/search';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intArray, preparedRows, textArray } from '../../db/prepared.ts';
import type { SearchReader } from './search-index.repository.ts';

/**
 * The read side of the one index (GET /api/search and /api/search/suggest): one query answers
 * every group with its total. A document matches when
 *  - its full text matches (English stemming, or the 'simple' configuration that keeps Devanagari
 *    words whole), with the last word a prefix (type-ahead: "priy" finds "Priya"), or
 *  - its title is close to the query by trigrams (pg_trgm): `title % q` (whole-string similarity,
 *    "Priya Sharmaa") or `q <% title` (the query is close to a part of the title: "Arjn", "mentr").
 * Rank: ts_rank_cd (title weight A) + trigram closeness of the title + an exact or prefix title
 * bonus + the document's boost. Only documents the reader may find are read at all.
 */

export interface RawHit {
  kind: TSearchKind;
  ref_id: number;
  title: string;
  subtitle: string;
  url: string;
  language: string;
  image_url: string | null;
  meta: Record<string, unknown>;
  snippet: string;
  rank: number;
  total: number;
  /** the candidates reached their cap: totals are lower bounds */
  more: boolean;
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The words of a query, lower case, at most eight (letters, digits and combining marks: Devanagari). */
export function wordsOf(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

/**
 * The full-text query. English stemming only: the English configuration keeps Devanagari words whole
 * as 'simple' does, and every OR with a second configuration doubled the index reads. For the
 * bodies: the words as typed (web search syntax), or any of them (`loose`, the second try when
 * nothing matched them all). For `title_tsv` (migration 0032, read first): the words with the last one
 * also a prefix, stemmed or as typed ("priy" finds "Priya", "universit" finds "University").
 */
function tsQuery(q: string, loose = false, title = false): SQL {
  const words = wordsOf(q);
  if (!words.length) return sql`(websearch_to_tsquery('english', ${q}))`;
  if (!title)
    return loose ? sql`to_tsquery('english', ${words.join(' | ')})` : sql`websearch_to_tsquery('english', ${q})`;
  const last = `${words.at(-1)}:*`;
  const typed = sql`(to_tsquery('english', ${last}) || to_tsquery('simple', ${last}))`;
  const head = words.slice(0, -1);
  if (!head.length) return typed;
  return loose
    ? sql`(to_tsquery('english', ${head.join(' | ')}) || ${typed})`
    : sql`(to_tsquery('english', ${head.join(' & ')}) && ${typed})`;
}

/** The title query without the prefix: search_candidates() uses it when the last word is a known word. */
function exactTitle(q: string, loose = false): SQL {
  const words = wordsOf(q);
  return words.length ? sql`to_tsquery('english', ${words.join(loose ? ' | ' : ' & ')})` : sql`null::tsquery`;
}

/** The query's words as a text[] (they hold no spaces): the fuzzy tier looks up each one's close known words. */
const wordList = (q: string) => sql`string_to_array(${wordsOf(q).join(' ')}, ' ')`;

/** What the reader may find: 'public' for everyone; members, their circles and their own for the signed in. */
export function audienceSql(reader: SearchReader): SQL {
  if (reader.userId === null) return sql`d.audience = 'public'`;
  const circles = reader.circleIds.length
    ? sql` or (d.audience = 'circle' and d.circle_id = any(${intArray(reader.circleIds)}))`
    : sql``;
  return sql`(d.audience in ('public', 'members') or d.owner_id = ${reader.userId}${circles})`;
}

/**
 * An account disabled or deleted outside the profile's write path (the identity module's) is not
 * found even before its document is rewritten: checked on the matched person documents only.
 */
const livePerson = sql`(d.kind <> 'person' or exists (select 1 from users u where u.user_id = d.ref_id
  and u.enabled = true and u.is_deleted = false))`;

/**
 * Matches read per search before ranking (search_candidates, migration 0025: the tenant's documents
 * whose title, then body, matches the full text, and only when few did, whose title is close by
 * trigrams; found through the GIN indexes, which row-level security would otherwise keep the
 * planner from using). Totals are counted within them. 150 (was 300, decision 62): reading and
 * ranking them is most of a common word's cost, and the relevance suite at a million documents
 * passes the same 68 of 73 queries with either.
 */
export const CANDIDATES = 150;

export interface RankedQuery {
  q: string;
  kinds?: TSearchKind[] | undefined;
  /** results per kind */
  perKind: number;
  /** skipped per kind (paging one kind) */
  offset?: number;
  /** highlight a fragment of the body (the results page); the header box needs none */
  snippets: boolean;
  /** any word matches (the second try when nothing matched them all) */
  loose?: boolean;
  /** the header box, as the person types: the last word is always a prefix ("found" finds "foundation") */
  typeAhead?: boolean;
}

/** The best `perKind` documents of each kind with each kind's total (counted up to SEARCH_TOTAL_CAP), in one query. */
export async function rankedByKind(tx: Db, reader: SearchReader, r: RankedQuery): Promise<RawHit[]> {
  const q = r.q.trim();
  const query = tsQuery(q, r.loose);
  const kinds = r.kinds?.length ? sql`and d.kind = any(${textArray(r.kinds)})` : sql``;
  const offset = r.offset ?? 0;
  const snippet = r.snippets
    ? sql`ts_headline('simple', left(m.body, 3000), ${query}, 'StartSel=«, StopSel=», MaxWords=28, MinWords=10, MaxFragments=1')`
    : sql`''`;
  // prepared (db/prepared.ts): the text varies only with the query's shape (number of words, loose,
  // snippets, kinds or circles given), and the plan is the function's scan and the window whatever
  // the words; planning it was 0.4–1.0 ms of each search
  return preparedRows<RawHit>(
    tx,
    sql`
    with c as (
      select * from search_candidates(${query}, ${tsQuery(q, r.loose, true)}, ${r.typeAhead ? sql`null::tsquery` : exactTitle(q, r.loose)}, ${q}, ${wordList(q)}, ${CANDIDATES})
    ), m as (
      select d.doc_id, d.kind, d.ref_id, d.title, d.subtitle, d.url, d.language, d.image_url, d.meta, d.body,
        (ts_rank_cd(d.tsv, ${query}, 32) * 2
          + greatest(similarity(d.title, ${q}), word_similarity(${q}, d.title))
          + case when lower(d.title) = lower(${q}) then 1.5
                 when lower(d.title) like lower(${`${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}) then 0.5 else 0 end
          + d.boost * 0.2)::float8 as rank
      from c d
      where ${audienceSql(reader)} ${kinds} and ${livePerson}
    ), r as (
      select m.*, row_number() over (partition by m.kind order by m.rank desc, m.doc_id desc) as rn,
        count(*) over (partition by m.kind)::int as total
      from m
    )
    select m.kind, m.ref_id, m.title, m.subtitle, m.url, m.language, m.image_url, m.meta, m.rank,
      least(m.total, ${SEARCH_TOTAL_CAP})::int as total, (select count(*) from c) >= ${CANDIDATES} as more, ${snippet} as snippet
    from r m
    where m.rn > ${offset} and m.rn <= ${offset + r.perKind}
    order by m.rank desc, m.doc_id desc`,
  );
}

/** Titles close to the query (a lower trigram threshold, this transaction only): "did you mean". */
export async function closeTitles(tx: Db, reader: SearchReader, q: string, limit: number): Promise<string[]> {
  await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', '0.15', true)`);
  const result = await tx.execute(sql`
    select title from (
      select d.title, max(similarity(d.title, ${q})) as s
      from search_candidates(null::tsquery, null::tsquery, null::tsquery, ${q}, null::text[], ${CANDIDATES}) d
      where ${audienceSql(reader)}
      group by d.title
    ) t order by s desc, title limit ${limit}`);
  return rowsOf<{ title: string }>(result).map((row) => row.title);
}
