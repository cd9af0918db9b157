import { DEFAULT_PROFILE_VISIBILITY } from '@ankur/shared/schemas/account';
import {
  MEMBERS_PAGE,
  type TMemberCard,
  type TMembersQuery,
  type TRelation,
} from '@ankur/shared/schemas/community-network';
import { FORMER_MEMBER } from '@ankur/shared/schemas/personal-data';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { intArray, preparedRows } from '../../../db/prepared.ts';
import type { UserScope } from '../../../lib/scope.ts';
import { tenantPeopleCondition } from '../../tenants/index.ts';

/**
 * People as the network shows them (issue 21): the members directory's query and the cards of
 * every list (directory, connections, followers, suggestions). A card carries only what the person
 * shares with the viewer, section by section, like modules/profiles/visibility.ts decides for the
 * profile page: 'public' and 'members' show to every signed-in member of the tenant, 'connections'
 * to accepted connections, 'only_me' to nobody. Never the e-mail address.
 */

export const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** "Either of the two blocked the other" for user `other` (a column or value) and the viewer. */
export const blockedSql = (viewerId: number, other: SQL) =>
  sql`exists (select 1 from user_blocks b where (b.blocker_id = ${viewerId} and b.blocked_id = ${other})
    or (b.blocker_id = ${other} and b.blocked_id = ${viewerId}))`;

/** The accepted connection between the viewer and `other` exists. */
const connectedSql = (viewerId: number, other: SQL) =>
  sql`exists (select 1 from connections cx where cx.status = 'accepted'
    and least(cx.requester_id, cx.addressee_id) = least(${viewerId}::int, ${other})
    and greatest(cx.requester_id, cx.addressee_id) = greatest(${viewerId}::int, ${other}))`;

/** The effective visibility of a section of profile `p` (its own choice, else the account's default). */
const visibilityOf = (section: string) =>
  sql`coalesce(p.visibility->>${section}, (select s.preferences->>'profile_visibility' from user_settings s
    where s.user_id = p.user_id and s.is_deleted = false limit 1), ${DEFAULT_PROFILE_VISIBILITY})`;

/** Whether the viewer may see a section of profile `p` (SQL twin of visibility.ts maySee, with connections). */
export const seesSql = (viewerId: number, section: string) =>
  sql`(p.user_id = ${viewerId} or case ${visibilityOf(section)} when 'public' then true when 'members' then true
    when 'connections' then ${connectedSql(viewerId, sql`p.user_id`)} else false end)`;

/** Live people of the scope's tenant other than the viewer, not blocked either way (column `u.user_id`). */
export function reachablePeople(scope: UserScope): SQL {
  const me = scope.actor.userId;
  const inTenant = tenantPeopleCondition(sql`u.user_id`, scope);
  return sql`u.is_deleted = false and u.enabled = true and u.user_id <> ${me}
    and not ${blockedSql(me, sql`u.user_id`)} ${inTenant ? sql`and ${inTenant}` : sql``}`;
}

const like = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the directory: the ids of the people matching, newest members first (keyset on
 * user_id). Every filter on a profile section only matches where the viewer may see that section,
 * so a filter never reveals what a person did not share.
 *
 * With filters it runs in two steps (docs/performance.md, "Community"): the candidates by the cheap,
 * indexed conditions alone, materialised, then each candidate's own rows and the per-section
 * visibility checks on those few rows. A state, city, sector or stage filter takes its candidates
 * from directory_candidates() (decision 61): one table holding what those filters and the words
 * look at, so the indexes are combined before a row is read. Without one, the words go through
 * users' name trigrams and directory_headline_matches(). In one step the planner evaluated the
 * visibility subqueries on every profile before the name or state narrowed them down.
 */
export async function searchMembers(tx: Db, scope: UserScope, q: TMembersQuery): Promise<number[]> {
  const me = scope.actor.userId;
  const cheap: SQL[] = [reachablePeople(scope)];
  const visible: SQL[] = [];
  if (q.before) cheap.push(sql`u.user_id < ${q.before}`);
  const text = q.q ? like(q.q) : undefined;
  const city = q.city?.toLowerCase();
  const narrowed = Boolean(q.state || q.city || q.sector || q.stage);
  // a condition on the person's profile: checked on the candidate's own profile row (p) when the
  // directory's table narrowed them down, else a cheap condition of its own
  const onProfile = (cond: (pf: SQL) => SQL) =>
    narrowed
      ? visible.push(cond(sql`p`))
      : cheap.push(sql`u.user_id in (select pf.user_id from user_profiles pf where ${cond(sql`pf`)})`);
  if (narrowed) {
    cheap.push(sql`u.user_id in (select directory_candidates(${text ?? null}::text, ${q.state ?? null}::text,
      ${city ?? null}::text, ${q.sector ?? null}::text, ${q.stage ?? null}::text, ${q.before ?? null}::int))`);
  }
  if (text) {
    const name = sql`(lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) like ${text}
      or lower(u.username) like ${text})`;
    // one indexed lookup per way of matching (an OR of them would read every user)
    if (!narrowed)
      cheap.push(sql`u.user_id in (
        select n.user_id from users n where lower(coalesce(n.first_name, '') || ' ' || coalesce(n.last_name, '')) like ${text}
        union select n.user_id from users n where lower(n.username) like ${text}
        union select directory_headline_matches(${text}))`);
    visible.push(sql`(${name} or (lower(p.headline) like ${text} and ${seesSql(me, 'basic')}))`);
  }
  if (city) {
    onProfile((pf) => sql`lower(${pf}.city) = ${city}`);
    visible.push(seesSql(me, 'basic'));
  }
  if (q.state) {
    onProfile((pf) => sql`${pf}.state = ${q.state}`);
    visible.push(seesSql(me, 'basic'));
  }
  if (q.skill) {
    const skill = q.skill.toLowerCase();
    onProfile(
      (pf) => sql`exists (select 1 from jsonb_array_elements_text(${pf}.skills) sk where lower(sk) = ${skill})`,
    );
    visible.push(seesSql(me, 'about'));
  }
  if (q.language) {
    const language = q.language.toLowerCase();
    onProfile(
      (pf) => sql`exists (select 1 from jsonb_array_elements_text(${pf}.languages) lg where lower(lg) = ${language})`,
    );
    visible.push(seesSql(me, 'about'));
  }
  if (q.role)
    cheap.push(sql`exists (select 1 from user_roles ur join roles r on r.role_id = ur.role_id and r.is_deleted = false
      where ur.user_id = u.user_id and ur.is_deleted = false and coalesce(r.display_name, r.role_name) = ${q.role})`);
  if (q.sector || q.stage) {
    const venture: SQL[] = [sql`v.owner_user_id = u.user_id`, sql`v.visibility in ('public', 'members')`];
    if (q.sector) venture.push(sql`v.sector = ${q.sector}`);
    if (q.stage) venture.push(sql`v.stage = ${q.stage}`);
    // always narrowed: the exact check on the candidate's ventures (the directory's arrays may hold
    // the sector and the stage of two different ventures)
    visible.push(sql`exists (select 1 from ventures v where ${sql.join(venture, sql` and `)})`);
    visible.push(seesSql(me, 'venture'));
  }
  const page = MEMBERS_PAGE + 1;
  // narrowed, the statement's text depends only on which filters are given: prepared (db/prepared.ts)
  const run = async (query: SQL) =>
    narrowed ? preparedRows<{ user_id: number }>(tx, query) : rowsOf<{ user_id: number }>(await tx.execute(query));
  const found = visible.length
    ? await run(sql`with cand as materialized (
        select u.user_id, u.first_name, u.last_name, u.username from users u where ${sql.join(cheap, sql` and `)})
      select u.user_id from cand u
      left join lateral (select * from user_profiles pp where pp.user_id = u.user_id limit 1) p on true
      where ${sql.join(visible, sql` and `)} order by u.user_id desc limit ${page}`)
    : await run(sql`select u.user_id from users u where ${sql.join(cheap, sql` and `)}
      order by u.user_id desc limit ${page}`);
  return found.map((row) => row.user_id);
}

interface CardRow {
  user_id: number;
  name: string;
  photo_key: string | null;
  headline: string | null;
  city: string | null;
  state: string | null;
  skills: string[] | null;
  sees_basic: boolean | null;
  sees_about: boolean | null;
  roles: string[];
  connection_id: number | null;
  status: string | null;
  requester_id: number | null;
  following: boolean;
}

export const photoUrlOf = (userId: number, key: string | null) =>
  key ? `/api/profiles/${userId}/photo?v=${key.slice(0, 8)}` : null;

/** The cards of `ids` as the viewer may see them, in the order given, in one query. */
export async function cardsOf(tx: Db, viewerId: number, ids: number[]): Promise<TMemberCard[]> {
  if (!ids.length) return [];
  const cards = await preparedRows<CardRow>(
    tx,
    sql`select u.user_id,
      case when u.is_deleted then ${FORMER_MEMBER}::text
        else coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) end as name,
      p.photo_key, p.headline, p.city, p.state, p.skills,
      ${seesSql(viewerId, 'basic')} as sees_basic, ${seesSql(viewerId, 'about')} as sees_about,
      array(select coalesce(r.display_name, r.role_name) from user_roles ur join roles r on r.role_id = ur.role_id
        and r.is_deleted = false where ur.user_id = u.user_id and ur.is_deleted = false and lower(r.role_name) <> 'temp'
        order by r.role_id) as roles,
      c.connection_id, c.status, c.requester_id,
      exists (select 1 from follows f where f.follower_id = ${viewerId} and f.target_kind = 'user'
        and f.target_id = u.user_id) as following
    from users u
    left join user_profiles p on p.user_id = u.user_id
    left join connections c on least(c.requester_id, c.addressee_id) = least(${viewerId}::int, u.user_id)
      and greatest(c.requester_id, c.addressee_id) = greatest(${viewerId}::int, u.user_id)
    where u.user_id = any(${intArray(ids)})`,
  );
  const byId = new Map(cards.map((row) => [row.user_id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, viewerId)] : [];
  });
}

function relationOf(row: Pick<CardRow, 'status' | 'requester_id'>, viewerId: number): TRelation {
  if (row.status === 'accepted') return 'connected';
  if (row.status === 'pending') return row.requester_id === viewerId ? 'sent' : 'received';
  // a declined request shows to its requester as still sent (LinkedIn's quiet decline)
  if (row.status === 'declined' && row.requester_id === viewerId) return 'sent';
  return 'none';
}

function toCard(row: CardRow, viewerId: number): TMemberCard {
  const relation = relationOf(row, viewerId);
  const basic = row.sees_basic === true;
  const about = row.sees_about === true;
  return {
    user_id: row.user_id,
    name: row.name,
    photo_url: basic ? photoUrlOf(row.user_id, row.photo_key) : null,
    headline: basic ? (row.headline ?? '') : null,
    city: basic ? (row.city ?? '') : null,
    state: basic ? row.state : null,
    roles: row.roles ?? [],
    skills: about ? (row.skills ?? []) : [],
    relation,
    connection_id: relation === 'none' ? null : row.connection_id,
    following: row.following,
  };
}

/** The role names people hold that the directory filters by (not temp, not the platform's admin views). */
export async function directoryRoles(tx: Db): Promise<string[]> {
  const r = await tx.execute(sql`select coalesce(display_name, role_name) as name from roles
    where is_deleted = false and lower(role_name) <> 'temp' and role_view <> 'admin' order by role_id`);
  return rowsOf<{ name: string }>(r).map((row) => row.name);
}

/** Whether `userId` is a live person of the tenant the viewer may reach (not self, not blocked). */
export async function isReachable(tx: Db, scope: UserScope, userId: number): Promise<boolean> {
  const r = await tx.execute(sql`select 1 from users u where u.user_id = ${userId} and ${reachablePeople(scope)}`);
  return rowsOf(r).length > 0;
}
