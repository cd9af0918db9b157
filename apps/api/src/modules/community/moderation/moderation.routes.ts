import { ZError } from '@ankur/shared/schemas/common';
import {
  ZModerationActionInput,
  ZModerationActionResult,
  ZModerationQueue,
  ZModerationQueueQuery,
  ZOpenReportCount,
  ZReportCreated,
  ZReportInput,
} from '@ankur/shared/schemas/community';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { access } from '../../../plugins/access.ts';
import { scopeOf } from '../../../plugins/session.ts';
import { createReport, moderate, moderationQueue, openReportCount } from './moderation.service.ts';

const tags = ['Community moderation'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };

/**
 * /api/community/reports and /api/community/moderation (issue 21). The queue and the actions are
 * open to every member at the route (community moderators and circle moderators are told apart
 * in the service: 'delete' on 'Community Circle', or owning or moderating a circle).
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const clock = () => app.identity.clock;

  app.post(
    '/community/reports',
    {
      config: { access: access.roleHolder },
      schema: {
        tags,
        summary: 'Reports a post, comment, thread, reply, member, profile, venture… to the moderators',
        body: ZReportInput,
        response: { 200: ZReportCreated, 201: ZReportCreated, ...errors, 429: ZError },
      },
    },
    async (req, reply) => {
      const out = await createReport(db, scopeOf(req), req.body, clock());
      return reply.status(out.already_reported ? 200 : 201).send(out);
    },
  );

  app.get(
    '/community/moderation/reports',
    {
      config: { access: access.roleHolder },
      schema: {
        tags,
        summary: 'The moderation queue: reports grouped by what they report, newest first (moderators)',
        querystring: ZModerationQueueQuery,
        response: { 200: ZModerationQueue, ...errors },
      },
    },
    async (req) => moderationQueue(db, scopeOf(req), req.query, clock()),
  );

  app.get(
    '/community/moderation/open-count',
    {
      config: { access: access.roleHolder },
      schema: {
        tags,
        summary: 'How many reported things wait for review (moderators)',
        response: { 200: ZOpenReportCount, 401: ZError, 403: ZError },
      },
    },
    async (req) => openReportCount(db, scopeOf(req)),
  );

  app.post(
    '/community/moderation/actions',
    {
      config: { access: access.roleHolder },
      schema: {
        tags,
        summary: 'Hides, restores or dismisses a reported thing, or warns, suspends or unsuspends its author',
        body: ZModerationActionInput,
        response: { 201: ZModerationActionResult, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await moderate(db, scopeOf(req), req.body, clock())),
  );
};
