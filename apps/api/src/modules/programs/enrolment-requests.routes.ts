import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import { ZError } from '@ankur/shared/schemas/common';
import { ZEnrolmentRequestCount, ZEnrolmentRequestList, ZEnrolmentRequestQuery } from '@ankur/shared/schemas/programs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { countRequests, listRequests } from './enrolment-requests.service.ts';

/**
 * The requests to join waiting on program managers (issue 19): managers only (update on
 * 'Programs and Courses'), inside the session's tenant. They approve or decline through
 * programs-enrolled/updateProgramEnrolled like the program report does.
 */
export const enrolmentRequestRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const managers = { access: access.menu(PROGRAMS_MENU, 'update') };
  app.get(
    '/enrolment-requests',
    {
      config: managers,
      schema: {
        tags: ['Programs'],
        summary: "The tenant's pending enrolment requests, oldest first, with the learner and the program",
        querystring: ZEnrolmentRequestQuery,
        response: { 200: ZEnrolmentRequestList, 400: ZError, 401: ZError, 403: ZError },
      },
    },
    async (req) => listRequests(db, scopeOf(req), req.query),
  );
  app.get(
    '/enrolment-requests/count',
    {
      config: managers,
      schema: {
        tags: ['Programs'],
        summary:
          'How many enrolment requests wait in the tenant (the managers’ badges; live as enrolment-requests:pending)',
        response: { 200: ZEnrolmentRequestCount, 401: ZError, 403: ZError },
      },
    },
    async (req) => countRequests(db, scopeOf(req)),
  );
};
