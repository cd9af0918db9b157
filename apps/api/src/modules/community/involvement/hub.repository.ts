import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { nameSql } from '../../../db/people.ts';
import { circles, posts } from '../../../db/schema/community.ts';
import { collabRequests, communityCalls } from '../../../db/schema/community-involvement.ts';
import { userSettings, users } from '../../../db/schema/identity.ts';
import { userProfiles } from '../../../db/schema/profiles.ts';
import type { Scope } from '../../../lib/scope.ts';
import { tenantPeopleCondition } from '../../tenants/index.ts';
import { basicShownSql, notBlocked } from './people.repository.ts';

/** The community hub's five reads (GET community/hub), one query each, inside the caller's tenant transaction. */

/** The 12 most used #topics since `since` (the main community and public circles). */
export function trendingTopics(tx: Db, since: string) {
  const topic = sql<string>`t.topic`;
  return tx
    .select({ topic, count: sql<number>`count(*)::int` })
    .from(sql`${posts} p cross join lateral jsonb_array_elements_text(p.topics) as t(topic)`)
    .where(
      sql`p.created_at > ${since} and p.deleted_at is null and p.hidden_at is null
        and (p.circle_id is null or exists (select 1 from ${circles} c where c.circle_id = p.circle_id and c.visibility = 'public'))`,
    )
    .groupBy(topic)
    .orderBy(desc(sql`count(*)`), topic)
    .limit(12);
}

/** The six most recently active public and private circles. */
export function activeCircles(tx: Db) {
  return tx
    .select({
      circle_id: circles.circle_id,
      name: circles.name,
      description: circles.description,
      visibility: circles.visibility,
      member_count: circles.member_count,
      last_activity_at: circles.last_activity_at,
    })
    .from(circles)
    .where(
      and(inArray(circles.visibility, ['public', 'private']), isNull(circles.archived_at), isNull(circles.hidden_at)),
    )
    .orderBy(sql`${circles.last_activity_at} desc nulls last`, desc(circles.circle_id))
    .limit(6);
}

/** The eight newest people of the tenant the viewer has no block with; `shown`: their basics are visible. */
export function newestMembers(tx: Db, scope: Scope, me: number) {
  return tx
    .select({
      user_id: users.user_id,
      name: nameSql(users),
      username: users.username,
      photo_key: userProfiles.photo_key,
      headline: userProfiles.headline,
      city: userProfiles.city,
      state: userProfiles.state,
      shown: basicShownSql(userProfiles.visibility, userSettings.preferences),
      joined_at: users.created_at,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.user_id, users.user_id))
    .leftJoin(userSettings, and(eq(userSettings.user_id, users.user_id), eq(userSettings.is_deleted, false)))
    .where(
      and(
        eq(users.enabled, true),
        eq(users.is_deleted, false),
        tenantPeopleCondition(users.user_id, scope),
        notBlocked(me, users.user_id),
      ),
    )
    .orderBy(desc(users.user_id))
    .limit(8);
}

/** The four newest open calls. */
export function newestCalls(tx: Db, me: number) {
  return tx
    .select({
      call_id: communityCalls.call_id,
      kind: communityCalls.kind,
      title: communityCalls.title,
      mode: communityCalls.mode,
      city: communityCalls.city,
      apply_by: communityCalls.apply_by,
    })
    .from(communityCalls)
    .where(
      and(
        eq(communityCalls.status, 'open'),
        isNull(communityCalls.hidden_at),
        notBlocked(me, communityCalls.author_id),
      ),
    )
    .orderBy(desc(communityCalls.call_id))
    .limit(4);
}

/** The four newest open requests unexpired at `now`. */
export function newestRequests(tx: Db, me: number, now: Date) {
  return tx
    .select({
      request_id: collabRequests.request_id,
      kind: collabRequests.kind,
      title: collabRequests.title,
      sector: collabRequests.sector,
      city: collabRequests.city,
      state: collabRequests.state,
    })
    .from(collabRequests)
    .where(
      and(
        eq(collabRequests.status, 'open'),
        gt(collabRequests.expires_at, now.toISOString()),
        isNull(collabRequests.hidden_at),
        notBlocked(me, collabRequests.author_id),
      ),
    )
    .orderBy(desc(collabRequests.request_id))
    .limit(4);
}
