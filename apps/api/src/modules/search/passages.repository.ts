import type { TSearchKind } from '@ankur/shared/schemas/search';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SearchReader } from './search-index.repository.ts';

/** One paragraph of an indexed document, ranked against a question (Prajna's retrieval). */
export interface Passage {
  kind: TSearchKind;
  ref_id: number;
  title: string;
  url: string;
  /** the paragraph's position in the document body, from 1 */
  paragraph: number;
  text: string;
  /** the paragraph around the match, matched words between « and » */
  snippet: string;
  score: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The best paragraphs of the given documents (found by searchIndex, so the reader may read them)
 * for the query `q` (websearch syntax, e.g. "udyam or registration"): each body is split at line
 * breaks, and each paragraph ranked with ts_rank_cd against the same English + 'simple' query the
 * index uses (so Devanagari questions rank Hindi paragraphs), plus half its document's rank. A
 * document without a body offers its title and subtitle. One query, whatever the number of documents.
 */
export async function passagesOf(
  tx: Db,
  docs: Array<{ kind: TSearchKind; ref_id: number; rank: number }>,
  q: string,
  limit: number,
): Promise<Passage[]> {
  if (!docs.length || !q.trim()) return [];
  const values = sql.join(
    docs.map((d) => sql`(${d.kind}::text, ${d.ref_id}::int, ${d.rank}::float8)`),
    sql`, `,
  );
  const query = sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('simple', ${q}))`;
  const result = await tx.execute(sql`
    with wanted(kind, ref_id, doc_rank) as (values ${values}),
    docs as (
      select s.kind, s.ref_id, s.title, s.url, w.doc_rank,
        coalesce(nullif(s.body, ''), nullif(s.subtitle, ''), s.title) as body
      from search_documents s join wanted w on w.kind = s.kind and w.ref_id = s.ref_id
    ),
    paras as (
      select d.kind, d.ref_id, d.title, d.url, d.doc_rank, p.ord::int as paragraph, btrim(p.para) as para
      from docs d, regexp_split_to_table(d.body, E'\\n+') with ordinality as p(para, ord)
      where length(btrim(p.para)) >= 12
    ),
    q as (select ${query} as query)
    select kind, ref_id, title, url, paragraph, para as text,
      ts_headline('simple', para, q.query, 'StartSel=«, StopSel=», MaxWords=45, MinWords=20') as snippet,
      (ts_rank_cd(to_tsvector('english', para) || to_tsvector('simple', para), q.query) + doc_rank * 0.5
        - paragraph * 0.0001)::float8 as score
    from paras, q
    order by score desc, kind, ref_id, paragraph
    limit ${limit}`);
  return rowsOf<Passage>(result);
}

/** The newest, most boosted documents of these kinds the reader may find (suggested questions). */
export async function topDocuments(
  tx: Db,
  reader: SearchReader,
  kinds: TSearchKind[],
  limit: number,
): Promise<Array<{ kind: TSearchKind; ref_id: number; title: string; meta: Record<string, unknown> }>> {
  const circles = reader.circleIds.length ? reader.circleIds : [0];
  const audience =
    reader.userId === null
      ? sql`audience = 'public'`
      : sql`(audience in ('public', 'members') or owner_id = ${reader.userId}
          or (audience = 'circle' and circle_id in (${sql.join(
            circles.map((c) => sql`${c}`),
            sql`, `,
          )})))`;
  const result = await tx.execute(sql`
    select kind, ref_id, title, meta from search_documents
    where kind in (${sql.join(
      kinds.map((k) => sql`${k}`),
      sql`, `,
    )}) and ${audience}
    order by boost desc, updated_at desc, doc_id desc
    limit ${limit}`);
  return rowsOf(result);
}
