import { ZError } from '@ankur/shared/schemas/common';
import { ZEventReport, ZFeedback, ZFeedbackInput } from '@ankur/shared/schemas/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { eventReport, giveFeedback } from './feedback.service.ts';

const tags = ['Events'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
const ZEventParams = z.object({ id: z.coerce.number().pipe(z.number().int().positive().max(2147483647)) });

/** After an event (issue 23): attendees' feedback and the organiser's report. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/events/:id/feedback',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: `Feedback from a confirmed registrant, once, from the event's end for 14 days (403 outside; 409 a second time)`,
        params: ZEventParams,
        body: ZFeedbackInput,
        response: { 201: ZFeedback, ...errors, 409: ZError },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await giveFeedback(db, scopeOf(req), req.params.id, req.body, app.identity.clock.now())),
  );
  app.get(
    '/events/:id/report',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Registrations, attendance and feedback of an event (its organiser, or update on Event)',
        params: ZEventParams,
        response: { 200: ZEventReport, ...errors },
      },
    },
    async (req) => eventReport(db, scopeOf(req), req.params.id),
  );
};
