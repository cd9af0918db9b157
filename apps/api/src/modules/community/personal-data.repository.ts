import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  circleMembers,
  circles,
  communityReports,
  communitySuspensions,
  connections,
  follows,
  moderationActions,
  organisationMembers,
  organisations,
  posts,
} from '../../db/schema/community.ts';
import { type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/**
 * The community backbone's personal data (decision 35's registry). Each capability registers the
 * tables of its own schema file beside its code; these are the shared tables of 0019.
 */

/** Connections and follows: exported; erased on both sides (nobody keeps a link to a former member). */
const NETWORK: PersonalDataSource = {
  name: 'community-network',
  tables: ['connections', 'follows'],
  scope: 'tenant',
  export: async (tx, userId) => ({
    connections: await tx
      .select()
      .from(connections)
      .where(or(eq(connections.requester_id, userId), eq(connections.addressee_id, userId))),
    follows: await tx.select().from(follows).where(eq(follows.follower_id, userId)),
  }),
  erase: async (tx, userId) => {
    await tx.delete(connections).where(or(eq(connections.requester_id, userId), eq(connections.addressee_id, userId)));
    await tx.delete(follows).where(eq(follows.follower_id, userId));
    await tx.delete(follows).where(and(eq(follows.target_kind, 'user'), eq(follows.target_id, userId)));
  },
};

/** Organisation memberships go; the pages they created stay (they belong to the organisation). */
const ORGANISATIONS: PersonalDataSource = {
  name: 'community-organisations',
  tables: ['organisations', 'organisation_members'],
  scope: 'tenant',
  export: (tx, userId) => tx.select().from(organisationMembers).where(eq(organisationMembers.user_id, userId)),
  erase: async (tx, userId) => {
    await tx.delete(organisationMembers).where(eq(organisationMembers.user_id, userId));
    await tx.update(organisations).set({ created_by: null }).where(eq(organisations.created_by, userId));
  },
};

/**
 * Circles: memberships go; a circle the person owns passes to its longest-standing moderator, else
 * its longest-standing member; a circle with nobody else goes with its posts.
 */
const CIRCLES: PersonalDataSource = {
  name: 'community-circles',
  tables: ['circles', 'circle_members'],
  scope: 'tenant',
  export: async (tx, userId) => ({
    owned: await tx.select().from(circles).where(eq(circles.owner_user_id, userId)),
    memberships: await tx.select().from(circleMembers).where(eq(circleMembers.user_id, userId)),
  }),
  erase: async (tx, userId) => {
    const owned = await tx.select({ id: circles.circle_id }).from(circles).where(eq(circles.owner_user_id, userId));
    for (const { id } of owned) {
      const [heir] = await tx
        .select({ user_id: circleMembers.user_id })
        .from(circleMembers)
        .where(
          and(eq(circleMembers.circle_id, id), ne(circleMembers.user_id, userId), eq(circleMembers.status, 'active')),
        )
        .orderBy(
          sql`case ${circleMembers.role} when 'moderator' then 0 else 1 end`,
          asc(circleMembers.circle_member_id),
        )
        .limit(1);
      if (heir) {
        await tx.update(circles).set({ owner_user_id: heir.user_id }).where(eq(circles.circle_id, id));
        await tx
          .update(circleMembers)
          .set({ role: 'owner' })
          .where(and(eq(circleMembers.circle_id, id), eq(circleMembers.user_id, heir.user_id)));
      } else {
        await tx.delete(circles).where(eq(circles.circle_id, id));
      }
    }
    const left = await tx
      .delete(circleMembers)
      .where(eq(circleMembers.user_id, userId))
      .returning({ circle_id: circleMembers.circle_id, status: circleMembers.status });
    const active = [...new Set(left.filter((m) => m.status === 'active').map((m) => m.circle_id))];
    if (active.length) {
      await tx
        .update(circles)
        .set({ member_count: sql`greatest(${circles.member_count} - 1, 0)` })
        .where(inArray(circles.circle_id, active));
    }
    await tx.update(circleMembers).set({ invited_by: null }).where(eq(circleMembers.invited_by, userId));
  },
};

/** The person's posts: exported, then deleted (with what hangs on them: comments, reactions, saves). */
const POSTS: PersonalDataSource = {
  name: 'community-posts',
  tables: ['posts'],
  scope: 'tenant',
  export: (tx, userId) => tx.select().from(posts).where(eq(posts.author_id, userId)),
  erase: async (tx, userId) => {
    await tx.delete(posts).where(eq(posts.author_id, userId));
  },
};

/**
 * Moderation: the person's own reports go; reports and actions about them or by them stay for
 * the record without their id; a suspension ends with the account.
 */
const MODERATION: PersonalDataSource = {
  name: 'community-moderation',
  tables: ['community_reports', 'moderation_actions', 'community_suspensions'],
  scope: 'tenant',
  export: async (tx, userId) => ({
    reports: await tx.select().from(communityReports).where(eq(communityReports.reporter_id, userId)),
    suspensions: await tx.select().from(communitySuspensions).where(eq(communitySuspensions.user_id, userId)),
  }),
  erase: async (tx, userId) => {
    await tx.delete(communityReports).where(eq(communityReports.reporter_id, userId));
    await tx
      .update(communityReports)
      .set({ subject_user_id: null })
      .where(eq(communityReports.subject_user_id, userId));
    await tx.update(communityReports).set({ resolved_by: null }).where(eq(communityReports.resolved_by, userId));
    await tx.update(moderationActions).set({ actor_id: null }).where(eq(moderationActions.actor_id, userId));
    await tx
      .update(moderationActions)
      .set({ subject_user_id: null })
      .where(eq(moderationActions.subject_user_id, userId));
    await tx.delete(communitySuspensions).where(eq(communitySuspensions.user_id, userId));
    await tx
      .update(communitySuspensions)
      .set({ suspended_by: null })
      .where(eq(communitySuspensions.suspended_by, userId));
  },
};

export function registerCommunityPersonalData(): void {
  for (const source of [NETWORK, ORGANISATIONS, CIRCLES, POSTS, MODERATION]) registerPersonalData(source);
}
