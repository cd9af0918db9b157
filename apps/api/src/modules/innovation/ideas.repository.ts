import type { TCanvas, TIdeaCard, TIdeaComment, TIdeaShare, TIdeaVersion } from '@ankur/shared/schemas/innovation';
import { FORMER_MEMBER } from '@ankur/shared/schemas/personal-data';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ideaComments, ideaShares, ideas, ideaVersions } from '../../db/schema/innovation.ts';

/**
 * The ideas' SQL (issue 24): cards with their owner, shares and comment counts in one query, the
 * visibility rule (owner, a person it is shared with, an active member of a circle it is shared
 * with), versions, shares and comments. Row-level security keeps every query inside the tenant.
 */
type Rows<T> = { rows: T[] };
export const rowsOf = async <T>(tx: Db, query: SQL): Promise<T[]> =>
  ((await tx.execute(query)) as unknown as Rows<T>).rows;

export type IdeaRow = typeof ideas.$inferSelect;

/** A person's display name over `users u` (a former member's name is never shown). */
export const personName = (u: string) =>
  sql.raw(
    `case when ${u}.is_deleted then '${FORMER_MEMBER.replace(/'/g, "''")}' else coalesce(nullif(trim(concat_ws(' ', ${u}.first_name, ${u}.last_name)), ''), ${u}.username) end`,
  );

/**
 * The circles a person is an active member of. The community module keeps its member lists in
 * circle_members (it exports no membership check this module may import), so this reads the table.
 */
const myCircles = (userId: number) =>
  sql`(select cm.circle_id from circle_members cm where cm.user_id = ${userId} and cm.status = 'active')`;

/** Shared with the person, or with a circle they are an active member of (over `ideas i`). */
export const sharedWith = (userId: number) =>
  sql`exists (select 1 from idea_shares s where s.idea_id = i.idea_id
    and (s.user_id = ${userId} or s.circle_id in ${myCircles(userId)}))`;

export async function isActiveCircleMember(tx: Db, userId: number, circleId: number): Promise<boolean> {
  const rows = await rowsOf<{ n: number }>(
    tx,
    sql`select 1 as n from circle_members where circle_id = ${circleId} and user_id = ${userId} and status = 'active'`,
  );
  return rows.length > 0;
}

interface CardRow {
  idea_id: number;
  title: string;
  summary: string;
  status: TIdeaCard['status'];
  version: number;
  owner_id: number;
  owner_name: string;
  updated_at: string;
  created_at: string;
  shared_with: string[] | null;
  comment_count: number;
  product_id: number | null;
}

const cardSql = (where: SQL) => sql`select i.idea_id, i.title, i.summary, i.status, i.version, i.owner_id,
    ${personName('u')} as owner_name, i.updated_at::text as updated_at, i.created_at::text as created_at,
    (select array_agg(coalesce(${personName('su')}, c.name) order by s.share_id) from idea_shares s
       left join users su on su.user_id = s.user_id left join circles c on c.circle_id = s.circle_id
       where s.idea_id = i.idea_id) as shared_with,
    (select count(*)::int from idea_comments k where k.idea_id = i.idea_id and k.hidden_at is null) as comment_count,
    (select min(p.product_id) from products p where p.idea_id = i.idea_id) as product_id
  from ideas i join users u on u.user_id = i.owner_id
  where ${where}
  order by i.updated_at desc, i.idea_id desc
  limit 200`;

const toCard = (r: CardRow): TIdeaCard & { created_at: string } => ({
  idea_id: r.idea_id,
  title: r.title,
  summary: r.summary,
  status: r.status,
  version: r.version,
  owner: { user_id: r.owner_id, name: r.owner_name },
  updated_at: new Date(r.updated_at).toISOString(),
  created_at: new Date(r.created_at).toISOString(),
  shared_with: r.shared_with ?? [],
  comment_count: r.comment_count,
  product_id: r.product_id,
});

/** The owner's ideas: open (active and promoted), archived, or all. */
export async function myIdeaCards(tx: Db, userId: number, status: 'open' | 'archived' | 'all') {
  const filter =
    status === 'open' ? sql`i.status <> 'archived'` : status === 'archived' ? sql`i.status = 'archived'` : sql`true`;
  return (await rowsOf<CardRow>(tx, cardSql(sql`i.owner_id = ${userId} and ${filter}`))).map(toCard);
}

/** Others' ideas shared with the person (directly or through a circle), archived ones left out. */
export async function sharedIdeaCards(tx: Db, userId: number) {
  return (
    await rowsOf<CardRow>(
      tx,
      cardSql(sql`i.owner_id <> ${userId} and i.status <> 'archived' and ${sharedWith(userId)}`),
    )
  ).map(toCard);
}

/** One idea as a card, if the person owns it or it is shared with them. */
export async function visibleIdeaCard(tx: Db, userId: number, ideaId: number) {
  const [row] = await rowsOf<CardRow>(
    tx,
    cardSql(sql`i.idea_id = ${ideaId} and (i.owner_id = ${userId} or ${sharedWith(userId)})`),
  );
  return row ? toCard(row) : null;
}

export async function findIdea(tx: Db, ideaId: number): Promise<IdeaRow | undefined> {
  const [row] = await tx.select().from(ideas).where(eq(ideas.idea_id, ideaId)).for('update');
  return row;
}

export async function insertIdea(tx: Db, values: { owner_id: number; title: string; summary: string }) {
  const [row] = await tx.insert(ideas).values(values).returning();
  return row!;
}

export async function updateIdea(tx: Db, ideaId: number, set: Partial<IdeaRow>, now: Date) {
  await tx
    .update(ideas)
    .set({ ...set, updated_at: now.toISOString() })
    .where(eq(ideas.idea_id, ideaId));
}

export async function insertVersion(
  tx: Db,
  v: { idea_id: number; version: number; canvas: TCanvas; note: string; created_by: number },
) {
  await tx.insert(ideaVersions).values(v);
}

interface VersionRow {
  version: number;
  canvas: TCanvas;
  note: string;
  created_by: number;
  author: string;
  created_at: string;
}
const toVersion = (r: VersionRow): TIdeaVersion => ({
  version: r.version,
  canvas: r.canvas,
  note: r.note,
  created_by: { user_id: r.created_by, name: r.author },
  created_at: new Date(r.created_at).toISOString(),
});
const versionSql = (where: SQL) => sql`select v.version, v.canvas, v.note, v.created_by, ${personName('u')} as author,
    v.created_at::text as created_at
  from idea_versions v join users u on u.user_id = v.created_by where ${where} order by v.version desc`;

export async function listVersions(tx: Db, ideaId: number): Promise<TIdeaVersion[]> {
  return (await rowsOf<VersionRow>(tx, versionSql(sql`v.idea_id = ${ideaId}`))).map(toVersion);
}

export async function findVersion(tx: Db, ideaId: number, version: number): Promise<TIdeaVersion | null> {
  const [row] = await rowsOf<VersionRow>(tx, versionSql(sql`v.idea_id = ${ideaId} and v.version = ${version}`));
  return row ? toVersion(row) : null;
}

export async function listShares(tx: Db, ideaId: number): Promise<TIdeaShare[]> {
  const rows = await rowsOf<{
    share_id: number;
    user_id: number | null;
    circle_id: number | null;
    name: string;
    created_at: string;
  }>(
    tx,
    sql`select s.share_id, s.user_id, s.circle_id, coalesce(${personName('u')}, c.name, '') as name,
      s.created_at::text as created_at
    from idea_shares s left join users u on u.user_id = s.user_id left join circles c on c.circle_id = s.circle_id
    where s.idea_id = ${ideaId} order by s.share_id`,
  );
  return rows.map((r) => ({
    share_id: r.share_id,
    kind: r.user_id !== null ? 'person' : 'circle',
    target_id: (r.user_id ?? r.circle_id)!,
    name: r.name,
    created_at: new Date(r.created_at).toISOString(),
  }));
}

export async function findShare(tx: Db, ideaId: number, target: { user_id?: number; circle_id?: number }) {
  const [row] = await tx
    .select()
    .from(ideaShares)
    .where(
      and(
        eq(ideaShares.idea_id, ideaId),
        target.user_id ? eq(ideaShares.user_id, target.user_id) : eq(ideaShares.circle_id, target.circle_id ?? 0),
      ),
    );
  return row;
}

export async function insertShare(
  tx: Db,
  v: { idea_id: number; user_id?: number; circle_id?: number; shared_by: number },
) {
  await tx.insert(ideaShares).values(v);
}

export async function deleteShare(tx: Db, ideaId: number, shareId: number): Promise<boolean> {
  const gone = await tx
    .delete(ideaShares)
    .where(and(eq(ideaShares.idea_id, ideaId), eq(ideaShares.share_id, shareId)))
    .returning({ id: ideaShares.share_id });
  return gone.length > 0;
}

/** The circle's active members and name (to tell them nothing, but to name the share). */
export async function circleName(tx: Db, circleId: number): Promise<string | null> {
  const [row] = await rowsOf<{ name: string }>(tx, sql`select name from circles where circle_id = ${circleId}`);
  return row?.name ?? null;
}

interface CommentRow {
  comment_id: number;
  version: number;
  block: TIdeaComment['block'];
  author_id: number;
  author: string;
  body: string;
  created_at: string;
}

export async function listComments(tx: Db, ideaId: number, viewerId: number, ownerId: number) {
  const rows = await rowsOf<CommentRow>(
    tx,
    sql`select k.comment_id, k.version, k.block, k.author_id, ${personName('u')} as author, k.body,
      k.created_at::text as created_at
    from idea_comments k join users u on u.user_id = k.author_id
    where k.idea_id = ${ideaId} and k.hidden_at is null order by k.created_at, k.comment_id limit 500`,
  );
  return rows.map(
    (r): TIdeaComment => ({
      comment_id: r.comment_id,
      version: r.version,
      block: r.block,
      author: { user_id: r.author_id, name: r.author },
      body: r.body,
      created_at: new Date(r.created_at).toISOString(),
      can_delete: r.author_id === viewerId || ownerId === viewerId,
    }),
  );
}

export async function insertComment(
  tx: Db,
  v: { idea_id: number; version: number; block: string | null; author_id: number; body: string },
) {
  const [row] = await tx.insert(ideaComments).values(v).returning({ comment_id: ideaComments.comment_id });
  return row!.comment_id;
}

export async function findComment(tx: Db, ideaId: number, commentId: number) {
  const [row] = await tx
    .select()
    .from(ideaComments)
    .where(and(eq(ideaComments.idea_id, ideaId), eq(ideaComments.comment_id, commentId)));
  return row;
}

export async function deleteComment(tx: Db, commentId: number) {
  await tx.delete(ideaComments).where(eq(ideaComments.comment_id, commentId));
}

/** Removes an idea and everything hanging from it; a product promoted from it keeps going, unlinked. */
export async function deleteIdeaTree(tx: Db, ideaId: number) {
  await tx.execute(sql`update products set idea_id = null where idea_id = ${ideaId}`);
  await tx.delete(ideaComments).where(eq(ideaComments.idea_id, ideaId));
  await tx.delete(ideaShares).where(eq(ideaShares.idea_id, ideaId));
  await tx.delete(ideaVersions).where(eq(ideaVersions.idea_id, ideaId));
  await tx.delete(ideas).where(eq(ideas.idea_id, ideaId));
}

/** People of the tenant by name (everyone on the main platform; an organisation's active members). */
export async function findPeople(tx: Db, q: string, exceptId: number, platform: boolean, tenantId: string) {
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const inTenant = platform
    ? sql`true`
    : sql`exists (select 1 from tenant_memberships m where m.user_id = u.user_id
        and m.tenant_id = ${tenantId} and m.is_deleted = false and m.status = 'active')`;
  return rowsOf<{ user_id: number; name: string }>(
    tx,
    sql`select u.user_id, ${personName('u')} as name from users u
    where u.is_deleted = false and u.enabled = true and u.user_id <> ${exceptId} and ${inTenant}
      and (lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) like ${like}
        or lower(u.username) like ${like})
    order by name limit 12`,
  );
}

export async function isTenantPerson(tx: Db, userId: number, platform: boolean, tenantId: string) {
  const inTenant = platform
    ? sql`true`
    : sql`exists (select 1 from tenant_memberships m where m.user_id = u.user_id
        and m.tenant_id = ${tenantId} and m.is_deleted = false and m.status = 'active')`;
  const rows = await rowsOf<{ n: number }>(
    tx,
    sql`select 1 as n from users u where u.user_id = ${userId} and u.is_deleted = false and u.enabled = true
      and ${inTenant}`,
  );
  return rows.length > 0;
}

export async function myCircleList(tx: Db, userId: number) {
  return rowsOf<{ circle_id: number; name: string }>(
    tx,
    sql`select c.circle_id, c.name from circles c where c.circle_id in ${myCircles(userId)} order by c.name limit 50`,
  );
}

/** Everyone who should hear of a comment or a share: for circles, their active members. */
export async function circleMemberIds(tx: Db, circleId: number): Promise<number[]> {
  const rows = await rowsOf<{ user_id: number }>(
    tx,
    sql`select user_id from circle_members where circle_id = ${circleId} and status = 'active'`,
  );
  return rows.map((r) => r.user_id);
}
