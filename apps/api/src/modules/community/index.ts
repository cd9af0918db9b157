import { defineModule } from '../../lib/module.ts';
import { circleRoutes } from './circles/circles.routes.ts';
import { feedRoutes } from './feed/feed.routes.ts';
import { setupFeed } from './feed/feed.setup.ts';
import { registerCommunityPersonalData } from './personal-data.repository.ts';

/**
 * The community (issue 21): one module, one folder per capability, each with its own routes,
 * services, repositories and tests, all on the backbone tables of db/schema/community.ts:
 *  - network/     members directory, connections, following, suggestions, organisations
 *  - feed/        posts, comments, reactions, saves, the personal feed, circles
 *  - forum/       categories, threads, replies, accepted answers, votes
 *  - involvement/ get involved (calls and applications) and the collaboration hub
 *  - moderation/  reports, the moderation queue, writing limits (posting-limits.ts), the target registry
 */
export const communityModule = defineModule({
  name: 'community',
  setup: async (app, { db }) => {
    registerCommunityPersonalData();
    await setupFeed(app, db);
  },
  routes: async (api, { db }) => {
    await api.register(feedRoutes, { db });
    await api.register(circleRoutes, { db });
  },
});
