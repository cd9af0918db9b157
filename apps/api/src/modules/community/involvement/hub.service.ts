import type { TCommunityHub } from '@ankur/shared/schemas/community-involvement';
import type { Db } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Scope } from '../../../lib/scope.ts';
import { activeCircles, newestCalls, newestMembers, newestRequests, trendingTopics } from './hub.repository.ts';
import { toCard } from './people.repository.ts';

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
    const topics = await trendingTopics(tx, since);
    const active = await activeCircles(tx);
    const members = await newestMembers(tx, scope, me);
    const calls = await newestCalls(tx, me);
    const requests = await newestRequests(tx, me, now);

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
