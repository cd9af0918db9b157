import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import { ZError } from '@ankur/shared/schemas/common';
import {
  ZProgramUnitParams,
  ZQuiz,
  ZQuizAttemptCreate,
  ZQuizAttemptResult,
  ZQuizDefinition,
} from '@ankur/shared/schemas/programs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { getDefinition, getQuiz, putDefinition, submitAttempt } from './quiz.service.ts';

const tags = ['Programs'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };

/** ZQuizDefinition as answered: the same shape, but a new quiz may have no questions yet. */
const ZQuizDefinitionView = z.object({
  passing_score: z.number().int(),
  questions: z.array(
    z.object({
      prompt: z.string(),
      options: z.array(z.string()),
      correct_options: z.array(z.number().int()),
      explanation: z.string().nullable(),
    }),
  ),
});

/**
 * Quizzes (issue 8): learners read a quiz (on 'Programs and Courses' read) and submit attempts
 * (with an approved enrolment); program managers ('update') read and replace the questions.
 */
export const quizRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = access.menu(PROGRAMS_MENU, 'read');
  const manage = access.menu(PROGRAMS_MENU, 'update');
  const base = '/programs/:programId/units/:unitId/quiz';

  app.get(
    base,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "A quiz's questions (without answers) and the signed-in user's attempts, newest first",
        params: ZProgramUnitParams,
        response: { 200: ZQuiz, ...errors },
      },
    },
    async (req) => getQuiz(db, scopeOf(req), req.params.programId, req.params.unitId),
  );

  app.post(
    `${base}/attempts`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'Submits answers to every question; the graded attempt (passing completes the unit)',
        params: ZProgramUnitParams,
        body: ZQuizAttemptCreate,
        response: { 201: ZQuizAttemptResult, ...errors, 409: ZError },
      },
    },
    async (req, reply) => {
      const { programId, unitId } = req.params;
      const result = await submitAttempt(db, scopeOf(req), programId, unitId, req.body.answers);
      return reply.status(201).send(result);
    },
  );

  app.get(
    `${base}/questions`,
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "A quiz's questions with their answers and the pass mark (program managers)",
        params: ZProgramUnitParams,
        response: { 200: ZQuizDefinitionView, ...errors },
      },
    },
    async (req) => getDefinition(db, scopeOf(req), req.params.programId, req.params.unitId),
  );

  app.put(
    `${base}/questions`,
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "Replaces all of a quiz's questions and sets its pass mark (program managers)",
        params: ZProgramUnitParams,
        body: ZQuizDefinition,
        response: { 200: ZQuizDefinitionView, ...errors },
      },
    },
    async (req) => putDefinition(db, scopeOf(req), req.params.programId, req.params.unitId, req.body),
  );
};
