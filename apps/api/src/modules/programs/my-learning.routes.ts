import { DEFAULT_DATE_TIME_ZONE } from '@ankur/shared/dates';
import { isoDateIn } from '@ankur/shared/plan-schedule';
import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import { ZError } from '@ankur/shared/schemas/common';
import { ZMyLearning } from '@ankur/shared/schemas/programs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { myLearning } from './my-learning.service.ts';

/**
 * The home's summary of the signed-in user's learning (issue 19): read on 'Programs and Courses',
 * always the session's own user, inside the session's tenant. "This week" is the app clock's week
 * in India (DEFAULT_DATE_TIME_ZONE), as the plans' late items.
 */
export const myLearningRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/programs/my-learning',
    {
      config: { access: access.menu(PROGRAMS_MENU, 'read') },
      schema: {
        tags: ['Programs'],
        summary:
          "The signed-in user's programs to continue (progress, the unit to resume), pending enrolment requests and plan items due this week",
        response: { 200: ZMyLearning, 401: ZError, 403: ZError },
      },
    },
    async (req) => myLearning(db, scopeOf(req), isoDateIn(app.identity.clock.now(), DEFAULT_DATE_TIME_ZONE)),
  );
};
