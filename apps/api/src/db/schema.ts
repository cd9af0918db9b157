import * as access from './schema/access.ts';
import * as announcements from './schema/announcements.ts';
import * as calendar from './schema/calendar.ts';
import * as community from './schema/community.ts';
import * as communityFeed from './schema/community-feed.ts';
import * as communityForum from './schema/community-forum.ts';
import * as communityInvolvement from './schema/community-involvement.ts';
import * as competitions from './schema/competitions.ts';
import * as content from './schema/content.ts';
import * as engine from './schema/engine.ts';
import * as events from './schema/events.ts';
import * as identity from './schema/identity.ts';
import * as innovation from './schema/innovation.ts';
import * as investors from './schema/investors.ts';
import * as jobs from './schema/jobs.ts';
import * as memberships from './schema/memberships.ts';
import * as messages from './schema/messages.ts';
import * as notifications from './schema/notifications.ts';
import * as personalData from './schema/personal-data.ts';
import * as prajna from './schema/prajna.ts';
import * as profiles from './schema/profiles.ts';
import * as programs from './schema/programs.ts';
import * as readiness from './schema/readiness.ts';
import * as search from './schema/search.ts';
import * as stats from './schema/stats.ts';
import * as support from './schema/support.ts';
import * as tenants from './schema/tenants.ts';
import * as uploads from './schema/uploads.ts';

/** The whole schema, for drizzle's relational queries and drizzle-kit. */
export const schema = {
  ...identity,
  ...access,
  ...tenants,
  ...programs,
  ...uploads,
  ...stats,
  ...support,
  ...notifications,
  ...messages,
  ...announcements,
  ...calendar,
  ...jobs,
  ...personalData,
  ...memberships,
  ...events,
  ...competitions,
  ...investors,
  ...profiles,
  ...community,
  ...communityInvolvement,
  ...communityForum,
  ...communityFeed,
  ...search,
  ...content,
  ...prajna,
  ...readiness,
  ...innovation,
  ...engine,
};
export type Schema = typeof schema;
