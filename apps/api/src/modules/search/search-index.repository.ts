import type { TSearchAudience, TSearchKind } from '@ankur/shared/schemas/search';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchDocuments } from '../../db/schema/search.ts';

/** One searchable thing as its domain describes it (the write side of the one index). */
export interface SearchDoc {
  kind: TSearchKind;
  ref_id: number;
  title: string;
  subtitle?: string;
  body?: string;
  url: string;
  language?: string;
  audience: TSearchAudience;
  circle_id?: number | null;
  owner_id?: number | null;
  image_url?: string | null;
  meta?: Record<string, unknown>;
  boost?: number;
}

/** Who is searching: a signed-out visitor has no userId; circleIds are the circles they belong to. */
export interface SearchReader {
  userId: number | null;
  circleIds: number[];
}

const MAX_BODY = 100_000;

/** Writes (or rewrites) documents in the caller's tenant transaction: current when it commits. */
export async function indexDocuments(tx: Db, docs: SearchDoc[]): Promise<void> {
  if (!docs.length) return;
  const rows = docs.map((d) => ({
    kind: d.kind,
    ref_id: d.ref_id,
    title: d.title,
    subtitle: d.subtitle ?? '',
    body: (d.body ?? '').slice(0, MAX_BODY),
    url: d.url,
    language: d.language ?? 'en',
    audience: d.audience,
    circle_id: d.circle_id ?? null,
    owner_id: d.owner_id ?? null,
    image_url: d.image_url ?? null,
    meta: d.meta ?? {},
    boost: d.boost ?? 0,
  }));
  await tx
    .insert(searchDocuments)
    .values(rows)
    .onConflictDoUpdate({
      target: [searchDocuments.tenant_id, searchDocuments.kind, searchDocuments.ref_id],
      set: {
        title: sql`excluded.title`,
        subtitle: sql`excluded.subtitle`,
        body: sql`excluded.body`,
        url: sql`excluded.url`,
        language: sql`excluded.language`,
        audience: sql`excluded.audience`,
        circle_id: sql`excluded.circle_id`,
        owner_id: sql`excluded.owner_id`,
        image_url: sql`excluded.image_url`,
        meta: sql`excluded.meta`,
        boost: sql`excluded.boost`,
        updated_at: sql`now()`,
      },
    });
}

/** Drops documents (deleted, hidden or no longer findable things). */
export async function removeDocuments(tx: Db, kind: TSearchKind, refIds: number[]): Promise<void> {
  if (!refIds.length) return;
  await tx.delete(searchDocuments).where(and(eq(searchDocuments.kind, kind), inArray(searchDocuments.ref_id, refIds)));
}

export interface SearchHit {
  kind: TSearchKind;
  ref_id: number;
  title: string;
  subtitle: string;
  url: string;
  language: string;
  image_url: string | null;
  meta: Record<string, unknown>;
  /** a fragment of the body around the match, with the matched words between « and » */
  snippet: string;
  rank: number;
}

/**
 * Full-text search over the documents the reader may find, best first: English stemming and the
 * 'simple' configuration (Devanagari words whole), ts_rank_cd plus the document's boost. Candidates
 * come through search_candidates() (migration 0025), so the GIN index serves it under row-level
 * security too.
 */
export async function searchIndex(
  tx: Db,
  reader: SearchReader,
  opts: { q: string; kinds?: TSearchKind[]; limit: number },
): Promise<SearchHit[]> {
  const q = opts.q.trim();
  if (!q) return [];
  const query = sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('simple', ${q}))`;
  const circles = reader.circleIds.length ? reader.circleIds : [0];
  const audience =
    reader.userId === null
      ? sql`audience = 'public'`
      : sql`(audience in ('public', 'members') or owner_id = ${reader.userId}
          or (audience = 'circle' and circle_id in (${sql.join(
            circles.map((c) => sql`${c}`),
            sql`, `,
          )})))`;
  const kinds = opts.kinds?.length
    ? sql`and kind in (${sql.join(
        opts.kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql``;
  const result = await tx.execute(sql`
    select kind, ref_id, title, subtitle, url, language, image_url, meta,
      ts_headline('simple', left(body, 2000), ${query}, 'StartSel=«, StopSel=», MaxWords=30, MinWords=12') as snippet,
      (ts_rank_cd(tsv, ${query}) + boost * 0.1)::float8 as rank
    from search_candidates(${query}, null::tsquery, null::tsquery, ${q}, null::text[], 2000)
    where tsv @@ ${query} and ${audience} ${kinds}
    order by rank desc, doc_id desc
    limit ${opts.limit}`);
  return (result as unknown as { rows: SearchHit[] }).rows;
}
