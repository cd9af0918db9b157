import { ZError } from '@ankur/shared/schemas/common';
import {
  ASSESSMENTS_MENU,
  READINESS_JOURNEY_MENU,
  ZAssessmentPage,
  ZAttempt,
  ZAttemptDetail,
  ZPathwayItem,
  ZPathwayTick,
  ZReadinessJourney,
  ZReadinessKey,
  ZSaveStep,
  ZStartAttempt,
} from '@ankur/shared/schemas/readiness';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import {
  assessmentPage,
  attemptDetail,
  readinessJourney,
  saveAttemptStep,
  startAttempt,
  submitAttempt,
} from './attempts.service.ts';
import { tickPathwayItem } from './pathway.service.ts';

const tags = ['Readiness'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
const zPgInt = z.coerce.number().pipe(z.number().int().positive().max(2147483647));
const ZIdParams = z.object({ id: zPgInt });

/**
 * Who takes assessments (docs/security.md): the journey and an assessment's page are read on the
 * hub menu 'My Readiness Journey' or on 'Forms and Assessments'; taking one, its results and the
 * pathway are read on 'Forms and Assessments'. Every member role holds both (role-privileges.ts:
 * every hub menu and 'Forms and Assessments' read), temp holds neither. What is read and written
 * is always the session's own: another person's attempt is a 404.
 */
export const readReadiness = access.anyOf(
  access.menu(READINESS_JOURNEY_MENU, 'read'),
  access.menu(ASSESSMENTS_MENU, 'read'),
);
export const takeAssessments = access.menu(ASSESSMENTS_MENU, 'read');

/** /api/readiness (issue 24): the journey, taking an assessment step by step, results, the pathway. */
export const readinessRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const now = () => app.identity.clock.now();

  app.get(
    '/readiness',
    {
      config: { access: readReadiness },
      schema: {
        tags,
        summary: 'The four assessments as the viewer stands with each (in progress, latest result, pathway progress)',
        response: { 200: ZReadinessJourney, 401: ZError, 403: ZError },
      },
    },
    async (req) => readinessJourney(db, scopeOf(req), now()),
  );
  app.get(
    '/readiness/:key',
    {
      config: { access: readReadiness },
      schema: {
        tags,
        summary: "One assessment: the published version's definition, my unfinished attempt, my history, my cohorts",
        params: z.object({ key: ZReadinessKey }),
        response: { 200: ZAssessmentPage, ...errors },
      },
    },
    async (req) => assessmentPage(db, scopeOf(req), req.params.key, now()),
  );
  app.post(
    '/readiness/:key/attempts',
    {
      config: { access: takeAssessments },
      schema: {
        tags,
        summary: 'Starts an attempt on the published version (409 while one is unfinished, unless restart)',
        params: z.object({ key: ZReadinessKey }),
        body: ZStartAttempt,
        response: { 201: ZAttempt, ...errors, 409: ZError },
      },
    },
    async (req, reply) => reply.code(201).send(await startAttempt(db, scopeOf(req), req.params.key, req.body, now())),
  );
  app.get(
    '/readiness/attempts/:id',
    {
      config: { access: takeAssessments },
      schema: {
        tags,
        summary: 'My attempt with its result, pathway and earlier results (another person’s is not found)',
        params: ZIdParams,
        response: { 200: ZAttemptDetail, ...errors },
      },
    },
    async (req) => attemptDetail(db, scopeOf(req), req.params.id, now()),
  );
  app.put(
    '/readiness/attempts/:id/steps/:step',
    {
      config: { access: takeAssessments },
      schema: {
        tags,
        summary:
          'Saves one step as it is left: validated against its section (400 details { question_id: message }), merged whole, idempotent',
        params: z.object({ id: zPgInt, step: z.coerce.number().pipe(z.number().int().min(0).max(1000)) }),
        body: ZSaveStep,
        response: { 200: ZAttempt, ...errors, 409: ZError },
      },
    },
    async (req) => saveAttemptStep(db, scopeOf(req), req.params.id, req.params.step, req.body, now()),
  );
  app.post(
    '/readiness/attempts/:id/submit',
    {
      config: { access: takeAssessments },
      schema: {
        tags,
        summary: 'Submits: every step must pass (400 names the first failing step); scores it and builds the pathway',
        params: ZIdParams,
        response: { 200: ZAttemptDetail, ...errors, 409: ZError },
      },
    },
    async (req) => submitAttempt(db, scopeOf(req), req.params.id, now()),
  );
  app.patch(
    '/readiness/pathway/:itemId',
    {
      config: { access: takeAssessments },
      schema: {
        tags,
        summary: 'Ticks a pathway item off (or unticks it): only my own',
        params: z.object({ itemId: zPgInt }),
        body: ZPathwayTick,
        response: { 200: ZPathwayItem, ...errors },
      },
    },
    async (req) => tickPathwayItem(db, scopeOf(req), req.params.itemId, req.body.done, now()),
  );
};
