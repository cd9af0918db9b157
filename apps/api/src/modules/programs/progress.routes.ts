import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import { ZError } from '@ankur/shared/schemas/common';
import { ZProgramParams, ZProgramProgress, ZProgramUnitParams, ZUnitCompletion } from '@ankur/shared/schemas/programs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { completeUnit, getProgress, uncompleteUnit } from './progress.service.ts';

const tags = ['Programs'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };

/**
 * A learner's unit completions (issue 8): read on 'Programs and Courses', always the session's
 * own user, inside the session's tenant. Writes also need an approved enrolment (service).
 */
export const progressRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const rule = access.menu(PROGRAMS_MENU, 'read');

  app.get(
    '/programs/progress/:programId',
    {
      config: { access: rule },
      schema: {
        tags,
        summary: "The signed-in user's completed units of a program, in completion order",
        params: ZProgramParams,
        response: { 200: ZProgramProgress, ...errors },
      },
    },
    async (req) => getProgress(db, scopeOf(req), req.params.programId),
  );

  app.post(
    '/programs/progress/:programId/units/:unitId/complete',
    {
      config: { access: rule },
      schema: {
        tags,
        summary: 'Marks a unit complete for the signed-in user (201 the first time, 200 after)',
        params: ZProgramUnitParams,
        response: { 200: ZUnitCompletion, 201: ZUnitCompletion, ...errors },
      },
    },
    async (req, reply) => {
      const { created, completion } = await completeUnit(db, scopeOf(req), req.params.programId, req.params.unitId);
      return reply.status(created ? 201 : 200).send(completion);
    },
  );

  app.delete(
    '/programs/progress/:programId/units/:unitId/complete',
    {
      config: { access: rule },
      schema: {
        tags,
        summary: "Removes the signed-in user's completion of a unit",
        params: ZProgramUnitParams,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (req, reply) => {
      await uncompleteUnit(db, scopeOf(req), req.params.programId, req.params.unitId);
      return reply.status(204).send(null);
    },
  );
};
