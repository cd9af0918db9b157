import type { TCommunityHub } from '@ankur/shared/schemas/community-involvement';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { nameSql } from '../../../db/people.ts';
import { circles, posts } from '../../../db/schema/community.ts';
import { collabRequests, communityCalls } from '../../../db/schema/community-involvement.ts';
import { userSettings, users } from '../../../db/schema/identity.ts';
import { userProfiles } from '../../../db/schema/profiles.ts';
import { withTenant } from '../../../db/tenant.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Scope } from '../../../lib/scope.ts';
import { tenantPeopleCondition } from '../../tenants/index.ts';
import { basicShownSql, notBlocked, toCard } from './people.repository.ts';

/**
 * GET community/hub (issue 21, /community-hub): the community's front page in one call and five
 * queries whatever the community's size: trending #topics of the last 7 days (posts in the main
 * community and public circles), the most active public and private circles, the newest members,
 * and the newest open calls and collaboration requests.
 */

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function communityHub(db: Db, scope: Scope, clock: Clock): Promise<TCommunityHub> {
  const me = scope.actor.userId;
  const now = clock.now();
  return withTenant(db, scope.tenantId, async (tx) => {
    const since = new Date(now.getTime() - WEEK_MS).toISOString();
    const topic = sql<string>`t.topic`;
    const topics = await tx
      .select({ topic, count: sql<number>`count(*)::int` })
      .from(sql`${posts} p cross join lateral jsonb_array_elements_text(p.topics) as t(topic)`)
      .where(
        sql`p.created_at > ${since} and p.deleted_at is null and p.hidden_at is null
          and (p.circle_id is null or exists (select 1 from ${circles} c where c.circle_id = p.circle_id and c.visibility = 'public'))`,
      )
      .groupBy(topic)
      .orderBy(desc(sql`count(*)`), topic)
      .limit(12);

    const active = await tx
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

    const members = await tx
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

    const calls = await tx
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

    const requests = await tx
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

    return {
      topics,
      circles: active.map((c) => ({
        ...c,
        visibility: c.visibility as 'public' | 'private',
        last_activity_at: c.last_activity_at ? new Date(c.last_activity_at).toISOString() : null,
      })),
      members: members.map((m) => ({
        ...toCard(m, m.shown || m.user_id === me),
        joined_at: new Date(m.joined_at).toISOString(),
      })),
      calls,
      requests,
    };
  });
}
