import { defineModule } from '../../lib/module.ts';
import { registerReaderCircles, registerSearchSource } from '../search/index.ts';
import { circleRoutes } from './circles/circles.routes.ts';
import { circlesSearchSource, memberCircleIds } from './circles/circles.search.repository.ts';
import { feedRoutes } from './feed/feed.routes.ts';
import { setupFeed } from './feed/feed.setup.ts';
import { postsSearchSource } from './feed/posts.search.repository.ts';
import { forumRoutes } from './forum/forum.routes.ts';
import { registerForumTargets } from './forum/forum.targets.ts';
import { registerForumPersonalData } from './forum/personal-data.repository.ts';
import { threadsSearchSource } from './forum/threads.search.repository.ts';
import { involvementRoutes } from './involvement/involvement.routes.ts';
import { registerInvolvement } from './involvement/register.ts';
import { moderationRoutes } from './moderation/moderation.routes.ts';
import { registerPeopleTargets } from './moderation/people-targets.ts';
import { registerPublicationTargets } from './moderation/publication-targets.ts';
import { networkRoutesAll, setupNetwork } from './network/index.ts';
import { organisationsSearchSource } from './network/organisations.search.repository.ts';
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
    await setupNetwork(app, db);
    await setupFeed(app, db);
    registerInvolvement();
    registerPeopleTargets();
    registerPublicationTargets();
    registerForumTargets();
    registerForumPersonalData();
    for (const source of [postsSearchSource, threadsSearchSource, circlesSearchSource, organisationsSearchSource]) {
      registerSearchSource(source);
    }
    registerReaderCircles(memberCircleIds);
  },
  routes: async (api, { db, storage }) => {
    await api.register(networkRoutesAll, { db, storage });
    await api.register(involvementRoutes, { db, clock: api.identity.clock });
    await api.register(moderationRoutes, { db });
    await api.register(forumRoutes, { db });
    await api.register(feedRoutes, { db });
    await api.register(circleRoutes, { db });
  },
});
