import {
  NETWORK_PAGE,
  type TFollowInput,
  type TFollowPage,
  type TFollowState,
  type TFollowsQuery,
} from '@ankur/shared/schemas/community-network';
import type { Db } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import type { UserScope } from '../../../lib/scope.ts';
import { notify } from '../../notifications/index.ts';
import { shownName } from './connections.repository.ts';
import {
  bumpOrganisationFollowers,
  circleVisible,
  deleteFollow,
  followerCount,
  insertFollow,
  listFollows,
} from './follows.repository.ts';
import { findOrganisation } from './organisations.repository.ts';
import { isReachable } from './people.repository.ts';

/**
 * Following without asking (decision 36): a person, an organisation or a circle the viewer may
 * see. Following twice or unfollowing what one does not follow changes nothing (idempotent).
 * organisations.follower_count moves in the same transaction; a followed person is notified.
 */

const NOT_FOUND = {
  user: 'No such person in this community.',
  organisation: 'No such organisation.',
  circle: 'No such circle.',
};

async function assertFollowable(tx: Db, scope: UserScope, input: TFollowInput) {
  const me = scope.actor.userId;
  const { target_kind: kind, target_id: id } = input;
  if (kind === 'user') {
    if (id === me)
      throw badRequest('Invalid body.target_id: you cannot follow yourself', [
        { path: 'body.target_id', message: 'is yourself' },
      ]);
    if (!(await isReachable(tx, scope, id))) throw notFound(NOT_FOUND.user);
  } else if (kind === 'organisation') {
    if (!(await findOrganisation(tx, me, false, { id }))) throw notFound(NOT_FOUND.organisation);
  } else if (!(await circleVisible(tx, me, id))) throw notFound(NOT_FOUND.circle);
}

/** PUT community/follows */
export async function follow(db: Db, scope: UserScope, input: TFollowInput): Promise<TFollowState> {
  const me = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx) => {
    await assertFollowable(tx, scope, input);
    const added = await insertFollow(tx, me, input.target_kind, input.target_id);
    if (added && input.target_kind === 'organisation') await bumpOrganisationFollowers(tx, input.target_id, 1);
    if (added && input.target_kind === 'user') {
      await notify(tx, {
        userIds: [input.target_id],
        type: 'new_follower',
        title: `${await shownName(tx, me)} started following you`,
        link: `/user/profile/${me}`,
      });
    }
    return { following: true, follower_count: await followerCount(tx, input.target_kind, input.target_id) };
  });
}

/** DELETE community/follows/{kind}/{id}: always allowed (one may stop following what one no longer sees). */
export async function unfollow(db: Db, scope: UserScope, input: TFollowInput): Promise<TFollowState> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const removed = await deleteFollow(tx, scope.actor.userId, input.target_kind, input.target_id);
    if (removed && input.target_kind === 'organisation') await bumpOrganisationFollowers(tx, input.target_id, -1);
    return { following: false, follower_count: await followerCount(tx, input.target_kind, input.target_id) };
  });
}

/** GET community/follows?kind&before: what I follow of one kind, or my followers. */
export async function followPage(db: Db, scope: UserScope, q: TFollowsQuery): Promise<TFollowPage> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const rows = await listFollows(tx, scope, q);
    const items = rows.slice(0, NETWORK_PAGE);
    return { items, next_before: rows.length > NETWORK_PAGE ? items[items.length - 1]!.follow_id : null };
  });
}
