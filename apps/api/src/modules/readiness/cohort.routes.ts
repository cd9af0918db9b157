import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import { ZError } from '@ankur/shared/schemas/common';
import { ZCohortReadiness, ZCohortReadinessQuery, ZNudgeInput, ZNudgeResult } from '@ankur/shared/schemas/readiness';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { siteOrigin } from '../../plugins/context.ts';
import { scopeOf } from '../../plugins/session.ts';
import { cohortReadiness, nudgeMembers } from './cohort.service.ts';

const tags = ['Readiness'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
const ZCohortParams = z.object({
  cohortId: z.coerce.number({ error: 'must be a number' }).pipe(z.number().int().positive().max(2147483647)),
});

/** A cohort's managers: update on 'Program Cohort' or on 'Programs and Courses', in the tenant. */
export const COHORT_MANAGERS = access.anyOf(
  access.menu('Program Cohort', 'update'),
  access.menu(PROGRAMS_MENU, 'update'),
);

/**
 * A cohort's readiness (issue 24) for its managers: each approved member's state in one assessment,
 * who has been inactive, the distribution of the latest scores per dimension; and nudges, a direct
 * message from the manager with a link to the assessment (one per person per cohort a day).
 */
export const cohortRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/readiness/cohorts/:cohortId',
    {
      config: { access: COHORT_MANAGERS },
      schema: {
        tags,
        summary: "A cohort's readiness in one assessment: members' states, inactivity, score distribution",
        params: ZCohortParams,
        querystring: ZCohortReadinessQuery,
        response: { 200: ZCohortReadiness, ...errors },
      },
    },
    async (req) => cohortReadiness(db, scopeOf(req), req.params.cohortId, req.query, app.identity.clock.now()),
  );

  app.post(
    '/readiness/cohorts/:cohortId/nudges',
    {
      config: { access: COHORT_MANAGERS },
      schema: {
        tags,
        summary: 'Sends members a message to take or finish an assessment (once a day per person per cohort)',
        params: ZCohortParams,
        body: ZNudgeInput,
        response: { 200: ZNudgeResult, ...errors, 429: ZError },
      },
    },
    async (req) =>
      nudgeMembers(db, scopeOf(req), req.params.cohortId, req.body, {
        clock: app.identity.clock,
        origin: siteOrigin(app.config),
      }),
  );
};
