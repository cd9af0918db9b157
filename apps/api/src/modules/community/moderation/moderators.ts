import { hasPermission } from '@ankur/shared/access';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { circleMembers } from '../../../db/schema/community.ts';
import type { Actor } from '../../../lib/scope.ts';

/** The menu and permission that make a community moderator (Administrator, Tenant Administrator). */
export const MODERATOR_MENU = 'Community Circle';
export const MODERATOR_PERMISSION = 'delete';

/** A community moderator: holds 'delete' on 'Community Circle' in the active role. */
export const isCommunityModerator = (actor: Pick<Actor, 'privileges'>): boolean =>
  hasPermission(actor.privileges, MODERATOR_MENU, MODERATOR_PERMISSION);

/** The circles the person owns or moderates (active members with role owner or moderator). */
export async function moderatedCircles(tx: Db, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ circle_id: circleMembers.circle_id })
    .from(circleMembers)
    .where(
      and(
        eq(circleMembers.user_id, userId),
        eq(circleMembers.status, 'active'),
        inArray(circleMembers.role, ['owner', 'moderator']),
      ),
    );
  return rows.map((r) => r.circle_id);
}
