import { ZError } from '@ankur/shared/schemas/common';
import {
  ZBlock,
  ZBlockList,
  ZBlockParams,
  ZMessageParams,
  ZMessageReport,
  ZPeopleList,
  ZPeopleQuery,
  ZReportCreated,
  ZReportList,
  ZReportMessage,
  ZReportParams,
  ZReportQuery,
  ZResolveReport,
} from '@ankur/shared/schemas/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { block, listBlocks, people, report, reports, resolve, unblock } from './moderation.service.ts';

const tags = ['Messages'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };

/**
 * Who one can message, blocks and reports (issue 9). Members report; the reports inbox is
 * administration (Admin Center, like the support inbox), in the session's tenant.
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { access: access.signedIn };

  app.get(
    '/messaging/people',
    {
      config,
      schema: {
        tags,
        summary:
          'People of the organisation you can start a conversation with (by name or username, never e-mail; not you, not blocked)',
        querystring: ZPeopleQuery,
        response: { 200: ZPeopleList, ...errors },
      },
    },
    async (req) => ({ data: await people(db, scopeOf(req), req.query) }),
  );

  app.get(
    '/blocks',
    {
      config,
      schema: { tags, summary: 'The people you blocked, newest first', response: { 200: ZBlockList, ...errors } },
    },
    async (req) => ({ data: await listBlocks(db, scopeOf(req)) }),
  );

  app.post(
    '/blocks',
    {
      config,
      schema: {
        tags,
        summary: 'Blocks a person: neither of you can send in your direct conversation (201; 200 if already blocked)',
        body: ZBlock,
        response: { 200: ZBlockList.shape.data.element, 201: ZBlockList.shape.data.element, ...errors },
      },
    },
    async (req, reply) => {
      const { created, block: entry } = await block(db, scopeOf(req), req.body.user_id);
      return reply.status(created ? 201 : 200).send(entry);
    },
  );

  app.delete(
    '/blocks/:userId',
    {
      config,
      schema: {
        tags,
        summary: 'Unblocks a person (204)',
        params: ZBlockParams,
        response: { 204: z.null().describe('Unblocked'), ...errors },
      },
    },
    async (req, reply) => {
      await unblock(db, scopeOf(req), req.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/messages/:messageId/report',
    {
      config,
      schema: {
        tags,
        summary:
          "Reports a message in one of your conversations to the organisation's administrators (once; 409 again)",
        params: ZMessageParams,
        body: ZReportMessage,
        response: { 201: ZReportCreated, ...errors, 409: ZError },
      },
    },
    async (req, reply) => reply.status(201).send(await report(db, scopeOf(req), req.params.messageId, req.body.reason)),
  );

  app.get(
    '/message-reports',
    {
      config: { access: access.adminCenter('read') },
      schema: {
        tags,
        summary: 'Reported messages in this organisation, newest first (status: open, dismissed, removed)',
        querystring: ZReportQuery,
        response: { 200: ZReportList, ...errors },
      },
    },
    async (req) => reports(db, scopeOf(req), req.query),
  );

  app.patch(
    '/message-reports/:reportId',
    {
      config: { access: access.adminCenter('update') },
      schema: {
        tags,
        summary: 'Resolves an open report: dismiss it, or remove the message (it shows as deleted to everyone)',
        params: ZReportParams,
        body: ZResolveReport,
        response: { 200: ZMessageReport, ...errors, 409: ZError },
      },
    },
    async (req) => resolve(db, scopeOf(req), req.params.reportId, req.body.action),
  );
};
