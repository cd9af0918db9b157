import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import { ZError } from '@ankur/shared/schemas/common';
import {
  ZProgramParams,
  ZProgramUnitParams,
  ZSubmission,
  ZSubmissionCreate,
  ZSubmissionList,
  ZSubmissionParams,
  ZSubmissionReview,
  ZSubmissionReviewList,
  ZSubmissionReviewQuery,
} from '@ankur/shared/schemas/programs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { createSubmission, listForReview, listMine, reviewSubmission } from './assignments.service.ts';

const tags = ['Programs'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };

/**
 * Assignments (issue 8): learners submit and read their own submissions (on 'Programs and
 * Courses' read, with an approved enrolment to submit); program managers ('update') list and
 * review every learner's submissions of a program.
 */
export const assignmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = access.menu(PROGRAMS_MENU, 'read');
  const manage = access.menu(PROGRAMS_MENU, 'update');

  app.post(
    '/programs/:programId/units/:unitId/submissions',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'Submits an assignment (text, an uploaded submission file, or both); completes the unit',
        params: ZProgramUnitParams,
        body: ZSubmissionCreate,
        response: { 201: ZSubmission, ...errors },
      },
    },
    async (req, reply) => {
      const { programId, unitId } = req.params;
      const submission = await createSubmission(db, scopeOf(req), programId, unitId, req.body);
      return reply.status(201).send(submission);
    },
  );

  app.get(
    '/programs/:programId/units/:unitId/submissions/mine',
    {
      config: { access: read },
      schema: {
        tags,
        summary: "The signed-in user's submissions to an assignment, newest first",
        params: ZProgramUnitParams,
        response: { 200: ZSubmissionList, ...errors },
      },
    },
    async (req) => listMine(db, scopeOf(req), req.params.programId, req.params.unitId),
  );

  app.get(
    '/programs/:programId/submissions',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "Every learner's submissions in a program, newest first, optionally by status (program managers)",
        params: ZProgramParams,
        querystring: ZSubmissionReviewQuery,
        response: { 200: ZSubmissionReviewList, ...errors },
      },
    },
    async (req) => listForReview(db, scopeOf(req), req.params.programId, req.query.status),
  );

  app.post(
    '/programs/:programId/submissions/:submissionId/review',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Approves a submission, or asks for changes, which reopens the unit (program managers)',
        params: ZSubmissionParams,
        body: ZSubmissionReview,
        response: { 200: ZSubmission, ...errors },
      },
    },
    async (req) => reviewSubmission(db, scopeOf(req), req.params.programId, req.params.submissionId, req.body),
  );
};
