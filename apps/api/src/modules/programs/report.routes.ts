import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import { ZError } from '@ankur/shared/schemas/common';
import { ZProgramParams, ZProgramReport } from '@ankur/shared/schemas/programs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { programReport } from './report.service.ts';

/** The program manager's report (issue 8): managers only, inside the session's tenant. */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/programs/:programId/report',
    {
      config: { access: access.menu(PROGRAMS_MENU, 'update') },
      schema: {
        tags: ['Programs'],
        summary:
          "A program's learners (every enrolment, oldest first) with their progress, each unit's completion rate among active learners, and the submissions waiting for review",
        params: ZProgramParams,
        response: { 200: ZProgramReport, 400: ZError, 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (req) => programReport(db, scopeOf(req), req.params.programId),
  );
};
