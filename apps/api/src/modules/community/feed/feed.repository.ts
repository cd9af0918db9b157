import type { TPostImage } from '@ankur/shared/schemas/community';
import type { TPost, TReactionKind } from '@ankur/shared/schemas/community-feed';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { nameSql } from '../../../db/people.ts';
import { intArray, preparedRows } from '../../../db/prepared.ts';
import { users } from '../../../db/schema/identity.ts';

/**
 * The feed's queries (issue 21, decision 37): fan-out on read. Each list first finds one page of
 * post ids (one query), then reads those posts with everything shown about them — author,
 * organisation, circle, the viewer's reaction and save, whether the viewer moderates the circle —
 * in one more query, and the originals of shares in a third. A page is at most three queries
 * whatever its size. All run inside the caller's tenant transaction (row-level security).
 */

export interface Viewer {
  userId: number;
  /** a community moderator: sees hidden posts and every circle */
  moderator: boolean;
}

/** every statement here has a fixed shape: prepared once per connection (db/prepared.ts) */
const rowsOf = preparedRows;

export const iso = (v: string | Date | null | undefined) => (v == null ? null : new Date(v).toISOString());

/** The people the viewer blocked or who blocked the viewer (as a subquery). */
export const blockedSql = (me: number) =>
  sql`(select b.blocked_id from user_blocks b where b.blocker_id = ${me}
    union all select b.blocker_id from user_blocks b where b.blocked_id = ${me})`;

/** A post (alias p) the viewer may see in lists: live, not hidden (unless theirs or a moderator), author not blocked. */
const shownSql = (v: Viewer) =>
  sql`p.deleted_at is null and (p.hidden_at is null or p.author_id = ${v.userId} or ${v.moderator})
    and p.author_id not in ${blockedSql(v.userId)}`;

/** The circles whose posts the viewer may read: public ones, and those they are an active member of. */
export const readableCircleSql = (v: Viewer, circle: SQL) =>
  v.moderator
    ? sql`true`
    : sql`(exists (select 1 from circles c where c.circle_id = ${circle} and c.visibility = 'public')
      or exists (select 1 from circle_members m where m.circle_id = ${circle} and m.user_id = ${v.userId} and m.status = 'active'))`;

/** Whether a (non-moderator) viewer may read the circle's posts. */
export async function mayReadCircle(tx: Db, circleId: number, viewerId: number): Promise<boolean> {
  const r = (await tx.execute(
    sql`select ${readableCircleSql({ userId: viewerId, moderator: false }, sql`${circleId}::int`)} as ok`,
  )) as unknown as { rows: { ok: boolean }[] };
  return Boolean(r.rows[0]?.ok);
}

const range = (before: number | undefined, after: number | undefined) =>
  sql`${before ? sql`and p.post_id < ${before}` : sql``} ${after !== undefined ? sql`and p.post_id > ${after}` : sql``}`;

/**
 * One page of the personal feed: the viewer's own posts; main-community posts of their accepted
 * connections and the people they follow; posts of the organisations they follow; every post of
 * their circles (active membership) and of the public circles they follow. One lateral index scan
 * per source (posts_author_idx, posts_circle_idx, posts_organisation_idx), each at most `limit`
 * rows, merged and cut to `limit`: the cost follows the number of sources, not of posts.
 */
export async function followingPage(
  tx: Db,
  v: Viewer,
  q: { before?: number | undefined; after?: number | undefined; limit: number },
): Promise<number[]> {
  const me = v.userId;
  const r = range(q.before, q.after);
  const rows = await rowsOf<{ post_id: number }>(
    tx,
    sql`with src_users as (
        select case when c.requester_id = ${me} then c.addressee_id else c.requester_id end as id
          from connections c where c.status = 'accepted' and c.requester_id = ${me}
        union select c.requester_id from connections c where c.status = 'accepted' and c.addressee_id = ${me}
        union select f.target_id from follows f where f.follower_id = ${me} and f.target_kind = 'user'
        union select ${me}::int
      ), src_circles as (
        select m.circle_id from circle_members m where m.user_id = ${me} and m.status = 'active'
        union select f.target_id from follows f join circles c on c.circle_id = f.target_id
          where f.follower_id = ${me} and f.target_kind = 'circle' and c.visibility = 'public'
      ), src_orgs as (
        select f.target_id as id from follows f where f.follower_id = ${me} and f.target_kind = 'organisation'
      )
      select distinct x.post_id from (
        select y.post_id from src_users u cross join lateral (
          select p.post_id from posts p
          where p.author_id = u.id and (p.circle_id is null or p.author_id = ${me}) and ${shownSql(v)} ${r}
          order by p.post_id desc limit ${q.limit}) y
        union all
        select y.post_id from src_circles s cross join lateral (
          select p.post_id from posts p
          where p.circle_id = s.circle_id and ${shownSql(v)} ${r}
          order by p.post_id desc limit ${q.limit}) y
        union all
        select y.post_id from src_orgs o cross join lateral (
          select p.post_id from posts p
          where p.organisation_id = o.id and p.circle_id is null and ${shownSql(v)} ${r}
          order by p.post_id desc limit ${q.limit}) y
      ) x order by x.post_id desc limit ${q.limit}`,
  );
  return rows.map((x) => Number(x.post_id));
}

/** One page of "Everyone": the main community's posts and the public circles' posts. */
export async function everyonePage(
  tx: Db,
  v: Viewer,
  q: { before?: number | undefined; after?: number | undefined; limit: number },
): Promise<number[]> {
  const rows = await rowsOf<{ post_id: number }>(
    tx,
    sql`select p.post_id from posts p left join circles c on c.circle_id = p.circle_id
      where ${shownSql(v)} ${range(q.before, q.after)}
        and (p.circle_id is null or (c.visibility = 'public' and c.hidden_at is null))
      order by p.post_id desc limit ${q.limit}`,
  );
  return rows.map((x) => Number(x.post_id));
}

/** One page of a person's posts (their own list: every circle; another's: what the viewer may read). */
export async function authorPage(
  tx: Db,
  v: Viewer,
  authorId: number,
  q: { before?: number | undefined; limit: number },
): Promise<number[]> {
  const rows = await rowsOf<{ post_id: number }>(
    tx,
    sql`select p.post_id from posts p
      where p.author_id = ${authorId} and ${shownSql(v)} ${range(q.before, undefined)}
        and (p.circle_id is null or p.author_id = ${v.userId} or ${readableCircleSql(v, sql`p.circle_id`)})
      order by p.post_id desc limit ${q.limit}`,
  );
  return rows.map((x) => Number(x.post_id));
}

/** One page of a circle's posts (pinned ones excluded when `unpinned`), newest first. */
export async function circlePage(
  tx: Db,
  v: Viewer,
  circleId: number,
  q: { before?: number | undefined; limit: number; pinned: boolean },
): Promise<number[]> {
  const rows = await rowsOf<{ post_id: number }>(
    tx,
    sql`select p.post_id from posts p
      where p.circle_id = ${circleId} and ${shownSql(v)} ${range(q.before, undefined)}
        and ${q.pinned ? sql`p.pinned_at is not null` : sql`p.pinned_at is null`}
      order by p.post_id desc limit ${q.limit}`,
  );
  return rows.map((x) => Number(x.post_id));
}

/** The viewer's saved posts, most recently saved first (keyset on the post id for simplicity). */
export async function savedPage(tx: Db, v: Viewer, q: { before?: number | undefined; limit: number }) {
  const rows = await rowsOf<{ post_id: number }>(
    tx,
    sql`select p.post_id from post_saves s join posts p on p.post_id = s.post_id
      where s.user_id = ${v.userId} and ${shownSql(v)} ${range(q.before, undefined)}
        and (p.circle_id is null or ${readableCircleSql(v, sql`p.circle_id`)})
      order by p.post_id desc limit ${q.limit}`,
  );
  return rows.map((x) => Number(x.post_id));
}

interface PostRow {
  post_id: number;
  author_id: number;
  author_name: string;
  organisation_id: number | null;
  organisation_name: string | null;
  circle_id: number | null;
  circle_name: string | null;
  body_html: string;
  topics: string[];
  images: TPostImage[];
  link_url: string | null;
  shared_post_id: number | null;
  pinned_at: string | null;
  reaction_count: number;
  comment_count: number;
  created_at: string;
  edited_at: string | null;
  hidden_at: string | null;
  my_reaction: TReactionKind | null;
  saved: boolean;
  circle_manager: boolean;
}

/** the author's shown name (users joined as u) */
const authorName = nameSql(alias(users, 'u'));

/** The posts of `ids` with what is shown about them, in the order of `ids` (one query). */
async function postRows(tx: Db, v: Viewer, ids: number[]): Promise<PostRow[]> {
  if (!ids.length) return [];
  const rows = await rowsOf<PostRow>(
    tx,
    sql`select p.post_id, p.author_id, ${authorName} as author_name,
        p.organisation_id, o.name as organisation_name, p.circle_id, c.name as circle_name,
        p.body_html, p.topics, p.images, p.link_url, p.shared_post_id, p.pinned_at,
        p.reaction_count, p.comment_count, p.created_at, p.edited_at, p.hidden_at,
        (select r.kind from post_reactions r where r.post_id = p.post_id and r.user_id = ${v.userId}) as my_reaction,
        exists (select 1 from post_saves s where s.post_id = p.post_id and s.user_id = ${v.userId}) as saved,
        (p.circle_id is not null and exists (select 1 from circle_members m where m.circle_id = p.circle_id
          and m.user_id = ${v.userId} and m.status = 'active' and m.role in ('owner', 'moderator'))) as circle_manager
      from posts p
      join users u on u.user_id = p.author_id
      left join organisations o on o.organisation_id = p.organisation_id
      left join circles c on c.circle_id = p.circle_id
      where p.post_id = any(${intArray(ids)})`,
  );
  const byId = new Map(rows.map((r) => [Number(r.post_id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const EDIT_WINDOW_MS = (minutes: number) => minutes * 60 * 1000;

/** The posts of `ids` as the viewer sees them (two queries, three with shares). */
export async function hydrate(tx: Db, v: Viewer, ids: number[], now: Date, editMinutes: number): Promise<TPost[]> {
  const rows = await postRows(tx, v, ids);
  const sharedIds = [...new Set(rows.flatMap((r) => (r.shared_post_id ? [Number(r.shared_post_id)] : [])))];
  const shared = new Map<number, TPost['shared']>();
  if (sharedIds.length) {
    const visible = await rowsOf<{ post_id: number }>(
      tx,
      sql`select p.post_id from posts p where p.post_id = any(${intArray(sharedIds)}) and ${shownSql({ ...v, moderator: false })} and p.hidden_at is null
        and (p.circle_id is null or ${readableCircleSql(v, sql`p.circle_id`)})`,
    );
    const originals = await postRows(
      tx,
      v,
      visible.map((x) => Number(x.post_id)),
    );
    for (const o of originals) {
      shared.set(Number(o.post_id), {
        post_id: Number(o.post_id),
        author: { user_id: Number(o.author_id), name: o.author_name },
        body_html: o.body_html,
        created_at: iso(o.created_at)!,
      });
    }
  }
  return rows.map((r) => {
    const mine = Number(r.author_id) === v.userId;
    const fresh = now.getTime() - new Date(r.created_at).getTime() < EDIT_WINDOW_MS(editMinutes);
    const manager = v.moderator || r.circle_manager;
    return {
      post_id: Number(r.post_id),
      author: { user_id: Number(r.author_id), name: r.author_name },
      organisation: r.organisation_id
        ? { organisation_id: Number(r.organisation_id), name: r.organisation_name! }
        : null,
      circle: r.circle_id ? { circle_id: Number(r.circle_id), name: r.circle_name! } : null,
      body_html: r.body_html,
      topics: r.topics ?? [],
      images: r.images ?? [],
      link_url: r.link_url,
      shared_post_id: r.shared_post_id ? Number(r.shared_post_id) : null,
      shared: r.shared_post_id ? (shared.get(Number(r.shared_post_id)) ?? null) : null,
      pinned: r.pinned_at !== null,
      reaction_count: Number(r.reaction_count),
      comment_count: Number(r.comment_count),
      my_reaction: r.my_reaction ?? null,
      saved: Boolean(r.saved),
      created_at: iso(r.created_at)!,
      edited_at: iso(r.edited_at),
      hidden: r.hidden_at !== null,
      can_edit: mine && fresh,
      can_delete: mine || manager,
      can_pin: Boolean(r.circle_id) && manager,
    };
  });
}
