import type { TContentDetails, TContentListQuery } from '@ankur/shared/schemas/content';
import { FORMER_MEMBER } from '@ankur/shared/schemas/personal-data';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { textArray } from '../../db/prepared.ts';
import { contentEvents, contentItems, contentViews } from '../../db/schema/content.ts';
import { uploads } from '../../db/schema/uploads.ts';

/**
 * The library's pieces (issue 22): cards for every list in one shape (cardSelect), the explorer's
 * filters and facets, the hub's shelves and the workflow's writes. Each list is a fixed number of
 * queries whatever its length.
 */

type Rows<T> = { rows: T[] };
export const rowsOf = async <T>(tx: Db, query: SQL): Promise<T[]> =>
  ((await tx.execute(query)) as unknown as Rows<T>).rows;

export interface CardRow {
  content_id: number;
  kind: string;
  title: string;
  summary: string;
  language: string;
  level: string;
  topics: string[];
  hubs: string[];
  status: string;
  minutes: number;
  featured: boolean;
  save_count: number;
  view_count: number;
  published_at: string | Date | null;
  updated_at: string | Date;
  author_id: number;
  author_name: string;
  author_photo_key: string | null;
  cover_public_id: string | null;
  cover_file_name: string | null;
  saved: boolean;
}

/** The card's columns over `content_items c` (the caller adds where, order and limit). */
export const cardSelect = (viewerId: number | null, extra: SQL = sql``) => sql`
  select c.content_id, c.kind, c.title, c.summary, c.language, c.level, c.topics, c.hubs, c.status,
    c.minutes, c.featured, c.save_count, c.view_count, c.published_at, c.updated_at, c.author_id,
    case when u.is_deleted then ${FORMER_MEMBER}::text else coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) end as author_name,
    p.photo_key as author_photo_key, cu.public_id::text as cover_public_id, cu.file_name as cover_file_name,
    ${
      viewerId === null
        ? sql`false`
        : sql`exists (select 1 from content_saves s where s.content_id = c.content_id and s.user_id = ${viewerId})`
    } as saved ${extra}
  from content_items c
  join users u on u.user_id = c.author_id
  left join user_profiles p on p.user_id = c.author_id
  left join uploads cu on cu.upload_id = c.cover_upload_id`;

export const LIVE = sql`c.deleted_at is null and c.status = 'published' and c.hidden_at is null`;

/** The words a query matches: English stemming or whole words ('simple', Devanagari). */
const documentOf = sql`(to_tsvector('english', c.title || ' ' || c.summary || ' ' || c.body_text || ' ' || coalesce(c.details->>'transcript', ''))
  || to_tsvector('simple', c.title || ' ' || c.summary || ' ' || c.body_text || ' ' || coalesce(c.details->>'transcript', '')))`;
const queryOf = (q: string) => sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('simple', ${q}))`;

export type Facet = 'kind' | 'topic' | 'hub' | 'language' | 'level';
type Filters = Pick<TContentListQuery, 'q' | 'kind' | 'topic' | 'hub' | 'language' | 'level'>;

/** The explorer's conditions, all but `except` (a facet counts the pieces matching the others). */
export function filtersOf(f: Filters, except?: Facet): SQL {
  const parts: SQL[] = [LIVE];
  const kinds = f.kind === undefined ? [] : [f.kind].flat();
  if (kinds.length && except !== 'kind') {
    parts.push(
      sql`c.kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  }
  if (f.topic && except !== 'topic') parts.push(sql`${f.topic.toLowerCase()} = any(c.topics)`);
  if (f.hub && except !== 'hub') parts.push(sql`${f.hub} = any(c.hubs)`);
  if (f.language && except !== 'language') parts.push(sql`c.language = ${f.language}`);
  if (f.level && except !== 'level') parts.push(sql`c.level = ${f.level}`);
  if (f.q) parts.push(sql`${documentOf} @@ ${queryOf(f.q)}`);
  return sql.join(parts, sql` and `);
}

const ORDER: Record<string, SQL> = {
  newest: sql`c.published_at desc nulls last, c.content_id desc`,
  popular: sql`(c.save_count * 3 + c.view_count) desc, c.content_id desc`,
  title: sql`lower(c.title) asc, c.content_id asc`,
  shortest: sql`c.minutes asc, c.content_id desc`,
};

export async function cardPage(
  tx: Db,
  viewerId: number | null,
  f: Filters,
  opts: { sort: string; limit: number; offset: number },
): Promise<CardRow[]> {
  const rank = f.q ? sql`ts_rank_cd(${documentOf}, ${queryOf(f.q)}) desc, ` : sql``;
  const order = f.q && opts.sort === 'newest' ? sql`${rank}${ORDER.newest}` : (ORDER[opts.sort] ?? ORDER.newest!);
  return rowsOf<CardRow>(
    tx,
    sql`${cardSelect(viewerId)} where ${filtersOf(f)} order by ${order} limit ${opts.limit} offset ${opts.offset}`,
  );
}

export async function countMatching(tx: Db, f: Filters): Promise<number> {
  const [r] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from content_items c where ${filtersOf(f)}`,
  );
  return r?.n ?? 0;
}

/** Every facet's counts in one query (each facet under the other filters). */
export async function facetCounts(tx: Db, f: Filters): Promise<{ facet: Facet; value: string; count: number }[]> {
  return rowsOf(
    tx,
    sql`
    (select 'kind' as facet, c.kind as value, count(*)::int as count from content_items c where ${filtersOf(f, 'kind')} group by c.kind)
    union all
    (select 'topic', t, count(*)::int from content_items c, unnest(c.topics) t where ${filtersOf(f, 'topic')} group by t order by count(*) desc, t limit 30)
    union all
    (select 'hub', h, count(*)::int from content_items c, unnest(c.hubs) h where ${filtersOf(f, 'hub')} group by h)
    union all
    (select 'language', c.language, count(*)::int from content_items c where ${filtersOf(f, 'language')} group by c.language)
    union all
    (select 'level', c.level, count(*)::int from content_items c where ${filtersOf(f, 'level')} group by c.level)`,
  );
}

export const cardsWhere = (tx: Db, viewerId: number | null, where: SQL, order: SQL, limit: number) =>
  rowsOf<CardRow>(tx, sql`${cardSelect(viewerId)} where ${where} order by ${order} limit ${limit}`);

/** Published pieces sharing topics or hubs (or the kind) with one, most in common first. */
export function relatedCards(tx: Db, viewerId: number | null, item: ItemRow, limit: number) {
  const topics = textArray(item.topics);
  const hubs = textArray(item.hubs);
  const score = sql`(cardinality(array(select unnest(c.topics) intersect select unnest(${topics}))) * 2
    + cardinality(array(select unnest(c.hubs) intersect select unnest(${hubs})))
    + case when c.kind = ${item.kind} then 1 else 0 end)`;
  return rowsOf<CardRow>(
    tx,
    sql`${cardSelect(viewerId)} where ${LIVE} and c.content_id <> ${item.content_id}
      and (c.topics && ${topics} or c.hubs && ${hubs} or c.kind = ${item.kind})
      order by ${score} desc, c.published_at desc nulls last, c.content_id desc limit ${limit}`,
  );
}

/** Popular this week: views and saves (a save weighs three views) in the last 7 days. */
export function popularWeek(tx: Db, viewerId: number | null, since: string, limit: number) {
  const score = sql`((select count(*) from content_views v where v.content_id = c.content_id and v.day >= ${since}::date)
    + 3 * (select count(*) from content_saves s2 where s2.content_id = c.content_id and s2.created_at >= ${since}::date))`;
  return rowsOf<CardRow & { score: number }>(
    tx,
    sql`select * from (${cardSelect(viewerId, sql`, ${score}::int as score`)} where ${LIVE}) x
      where x.score > 0 order by x.score desc, x.content_id desc limit ${limit}`,
  );
}

/** Up to `per` newest pieces of every hub that has any. */
export function byHub(tx: Db, viewerId: number | null, per: number) {
  return rowsOf<CardRow & { hub: string }>(
    tx,
    sql`select * from (
      ${cardSelect(viewerId, sql`, h.hub, row_number() over (partition by h.hub order by c.published_at desc nulls last, c.content_id desc) as rn`)}
      cross join lateral unnest(c.hubs) as h(hub)
      where ${LIVE}) x where x.rn <= ${per} order by x.hub, x.rn`,
  );
}

export function topTopics(tx: Db, limit: number) {
  return rowsOf<{ value: string; count: number }>(
    tx,
    sql`select t as value, count(*)::int as count from content_items c, unnest(c.topics) t where ${LIVE}
      group by t order by count(*) desc, t limit ${limit}`,
  );
}

export type ItemRow = typeof contentItems.$inferSelect;
export type ItemInsert = typeof contentItems.$inferInsert;

export async function findItem(tx: Db, id: number): Promise<ItemRow | undefined> {
  const [row] = await tx
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.content_id, id), sql`${contentItems.deleted_at} is null`));
  return row;
}

export async function insertItem(tx: Db, values: ItemInsert): Promise<ItemRow> {
  const [row] = await tx.insert(contentItems).values(values).returning();
  return row!;
}

export async function updateItem(tx: Db, id: number, set: Partial<ItemInsert>): Promise<ItemRow> {
  const [row] = await tx.update(contentItems).set(set).where(eq(contentItems.content_id, id)).returning();
  return row!;
}

export async function insertEvent(tx: Db, values: typeof contentEvents.$inferInsert): Promise<void> {
  await tx.insert(contentEvents).values(values);
}

export function historyOf(tx: Db, id: number) {
  return rowsOf<{
    action: string;
    from_status: string | null;
    to_status: string;
    note: string | null;
    at: string | Date;
    user_id: number;
    name: string;
    photo_key: string | null;
  }>(
    tx,
    sql`select e.action, e.from_status, e.to_status, e.note, e.at, e.by_user_id as user_id,
      coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as name, p.photo_key
    from content_events e join users u on u.user_id = e.by_user_id
    left join user_profiles p on p.user_id = e.by_user_id
    where e.content_id = ${id} order by e.event_id`,
  );
}

/** One card by id, whatever its status (the caller decides who may see it). */
export async function cardById(tx: Db, viewerId: number | null, id: number): Promise<CardRow | undefined> {
  const [row] = await rowsOf<CardRow>(
    tx,
    sql`${cardSelect(viewerId)} where c.content_id = ${id} and c.deleted_at is null`,
  );
  return row;
}

export async function uploadOf(tx: Db, uploadId: number) {
  const [row] = await tx.select().from(uploads).where(eq(uploads.upload_id, uploadId));
  return row;
}

/** Counts a view once per person per day; answers whether it was a new one. */
export async function recordView(tx: Db, contentId: number, userId: number, day: string): Promise<boolean> {
  const added = await tx
    .insert(contentViews)
    .values({ content_id: contentId, user_id: userId, day })
    .onConflictDoNothing()
    .returning({ id: contentViews.view_id });
  if (!added.length) return false;
  await tx
    .update(contentItems)
    .set({ view_count: sql`${contentItems.view_count} + 1` })
    .where(eq(contentItems.content_id, contentId));
  return true;
}

/** The file a piece carries (its details.file_id) as stored. */
export const fileIdOf = (d: TContentDetails): number | null => ('file_id' in d ? (d.file_id ?? null) : null);

const NEWEST = sql`c.published_at desc nulls last, c.content_id desc`;
export const featuredCards = (tx: Db, viewerId: number | null, limit: number) =>
  cardsWhere(tx, viewerId, sql`${LIVE} and c.featured`, NEWEST, limit);
export const newestCards = (tx: Db, viewerId: number | null, limit: number) =>
  cardsWhere(tx, viewerId, LIVE, NEWEST, limit);
/** An author's pieces in every state, latest change first. */
export const authoredCards = (tx: Db, userId: number, limit: number) =>
  cardsWhere(
    tx,
    userId,
    sql`c.deleted_at is null and c.author_id = ${userId}`,
    sql`c.updated_at desc, c.content_id desc`,
    limit,
  );
/** The pieces waiting for an editor, oldest first. */
export const reviewCards = (tx: Db, viewerId: number, limit: number) =>
  cardsWhere(
    tx,
    viewerId,
    sql`c.deleted_at is null and c.status = 'in_review'`,
    sql`c.updated_at asc, c.content_id asc`,
    limit,
  );

/** The cover (an image upload) of a published piece, for anyone (the explorer is public). */
export async function publishedCover(tx: Db, contentId: number) {
  const [row] = await rowsOf<{ storage_key: string; content_type: string; size_bytes: number }>(
    tx,
    sql`select u.storage_key, u.content_type, u.size_bytes from content_items c join uploads u on u.upload_id = c.cover_upload_id
      where c.content_id = ${contentId} and ${LIVE}`,
  );
  return row;
}
