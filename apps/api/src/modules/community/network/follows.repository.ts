import type { TFollowTargetKind } from '@ankur/shared/schemas/community';
import { NETWORK_PAGE, type TFollowItem, type TFollowsQuery } from '@ankur/shared/schemas/community-network';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { UserScope } from '../../../lib/scope.ts';
import { photoUrlOf, reachablePeople, rowsOf, seesSql } from './people.repository.ts';

/** Following (backbone table `follows`) inside the caller's tenant transaction. */

/** Adds the follow; false when it existed already. */
export async function insertFollow(tx: Db, me: number, kind: TFollowTargetKind, id: number): Promise<boolean> {
  const r =
    await tx.execute(sql`insert into follows (follower_id, target_kind, target_id) values (${me}, ${kind}, ${id})
    on conflict do nothing returning follow_id`);
  return rowsOf(r).length > 0;
}

/** Removes the follow; false when there was none. */
export async function deleteFollow(tx: Db, me: number, kind: TFollowTargetKind, id: number): Promise<boolean> {
  const r = await tx.execute(sql`delete from follows where follower_id = ${me} and target_kind = ${kind}
    and target_id = ${id} returning follow_id`);
  return rowsOf(r).length > 0;
}

/** Keeps organisations.follower_count right (one statement, no lost update). */
export async function bumpOrganisationFollowers(tx: Db, id: number, by: 1 | -1): Promise<number> {
  const r = await tx.execute(sql`update organisations set follower_count = greatest(0, follower_count + ${by})
    where organisation_id = ${id} returning follower_count`);
  return rowsOf<{ follower_count: number }>(r)[0]?.follower_count ?? 0;
}

export async function followerCount(tx: Db, kind: TFollowTargetKind, id: number): Promise<number> {
  if (kind === 'organisation') {
    const r = await tx.execute(sql`select follower_count from organisations where organisation_id = ${id}`);
    return rowsOf<{ follower_count: number }>(r)[0]?.follower_count ?? 0;
  }
  const r = await tx.execute(
    sql`select count(*)::int as n from follows where target_kind = ${kind} and target_id = ${id}`,
  );
  return rowsOf<{ n: number }>(r)[0]?.n ?? 0;
}

/**
 * A circle the viewer may see: it exists, is neither hidden by a moderator nor archived, and is
 * listed (public or private) or the viewer is in it (hidden circles are invite only).
 */
export async function circleVisible(tx: Db, me: number, id: number): Promise<boolean> {
  const r = await tx.execute(sql`select 1 from circles c where c.circle_id = ${id} and c.hidden_at is null
    and c.archived_at is null and (c.visibility <> 'hidden' or exists (select 1 from circle_members m
      where m.circle_id = c.circle_id and m.user_id = ${me} and m.status in ('active', 'invited')))`);
  return rowsOf(r).length > 0;
}

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One page of what the viewer follows (one kind), or of who follows the viewer, newest first. */
export async function listFollows(tx: Db, scope: UserScope, q: TFollowsQuery): Promise<TFollowItem[]> {
  const me = scope.actor.userId;
  const before = q.before ? sql`and f.follow_id < ${q.before}` : sql``;
  const limit = sql`order by f.follow_id desc limit ${NETWORK_PAGE + 1}`;
  const name = sql`coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username)`;
  let query: SQL;
  switch (q.kind) {
    case 'user':
    case 'followers': {
      const mine = q.kind === 'user';
      query = sql`select f.follow_id, 'user' as target_kind, u.user_id as target_id, ${name} as name,
          case when ${seesSql(me, 'basic')} then p.headline end as subtitle, '/user/profile/' || u.user_id as link,
          case when ${seesSql(me, 'basic')} then p.photo_key end as photo_key, ${iso(sql`f.created_at`)} as created_at,
          ${
            mine
              ? sql`true`
              : sql`exists (select 1 from follows back where back.follower_id = ${me}
            and back.target_kind = 'user' and back.target_id = u.user_id)`
          } as following
        from follows f join users u on u.user_id = ${mine ? sql`f.target_id` : sql`f.follower_id`}
        left join user_profiles p on p.user_id = u.user_id
        where ${mine ? sql`f.follower_id = ${me} and f.target_kind = 'user'` : sql`f.target_kind = 'user' and f.target_id = ${me}`}
          and ${reachablePeople(scope)} ${before} ${limit}`;
      break;
    }
    case 'organisation':
      query = sql`select f.follow_id, 'organisation' as target_kind, o.organisation_id as target_id, o.name,
          o.city as subtitle, '/organization?org=' || o.slug as link, null as photo_key, o.logo_key,
          ${iso(sql`f.created_at`)} as created_at, true as following
        from follows f join organisations o on o.organisation_id = f.target_id
        where f.follower_id = ${me} and f.target_kind = 'organisation' and o.hidden_at is null ${before} ${limit}`;
      break;
    case 'circle':
      query = sql`select f.follow_id, 'circle' as target_kind, c.circle_id as target_id, c.name,
          c.description as subtitle, '/community-group/' || c.circle_id as link, null as photo_key,
          ${iso(sql`f.created_at`)} as created_at, true as following
        from follows f join circles c on c.circle_id = f.target_id
        where f.follower_id = ${me} and f.target_kind = 'circle' and c.hidden_at is null ${before} ${limit}`;
      break;
  }
  const r = await tx.execute(query);
  return rowsOf<Omit<TFollowItem, 'image_url'> & { photo_key: string | null; logo_key?: string | null }>(r).map(
    ({ photo_key, logo_key, ...row }) => ({
      ...row,
      subtitle: row.subtitle ? String(row.subtitle).slice(0, 160) : null,
      image_url:
        row.target_kind === 'user'
          ? photoUrlOf(row.target_id, photo_key)
          : logo_key
            ? `/api/community/organisations/${row.target_id}/logo?v=${logo_key.slice(0, 8)}`
            : null,
    }),
  );
}
