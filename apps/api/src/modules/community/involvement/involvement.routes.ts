import { ZError } from '@ankur/shared/schemas/common';
import { ZCommunityHub } from '@ankur/shared/schemas/community-involvement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { access } from '../../../plugins/access.ts';
import { scopeOf } from '../../../plugins/session.ts';
import { callRoutes } from './calls.routes.ts';
import { collabRoutes } from './collab.routes.ts';
import { communityHub } from './hub.service.ts';

/** Get involved, the collaboration hub and the community hub (issue 21): the capability's routes. */
export const involvementRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  await app.register(callRoutes, { db, clock });
  await app.register(collabRoutes, { db, clock });
  app.get(
    '/community/hub',
    {
      config: { access: access.roleHolder },
      schema: {
        tags: ['Community: hub'],
        summary: 'The community’s front page: trending topics, active circles, new members, open calls and requests',
        response: { 200: ZCommunityHub, 401: ZError, 403: ZError },
      },
    },
    async (req) => communityHub(db, scopeOf(req), clock),
  );
};
