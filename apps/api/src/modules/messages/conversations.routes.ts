import { ZError } from '@ankur/shared/schemas/common';
import {
  ZAddMembers,
  ZConversationDetail,
  ZConversationList,
  ZConversationParams,
  ZConversationQuery,
  ZCreateConversation,
  ZMemberParams,
  ZUpdateConversation,
} from '@ankur/shared/schemas/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import {
  addConversationMembers,
  createConversation,
  getConversation,
  listConversations,
  removeConversationMember,
  updateConversation,
} from './conversations.service.ts';

const tags = ['Messages'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };

/**
 * Conversations (issue 9): any signed-in user, always as themselves in the session's tenant. A
 * conversation they are not a current member of answers 404 'No such conversation'.
 */
export const conversationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { access: access.signedIn };

  app.get(
    '/conversations',
    {
      config,
      schema: {
        tags,
        summary:
          "The user's conversations, newest activity first (q: the title or a member's name); meta.unread is the Messages badge",
        querystring: ZConversationQuery,
        response: { 200: ZConversationList, ...errors },
      },
    },
    async (req) => listConversations(db, scopeOf(req), req.query),
  );

  app.post(
    '/conversations',
    {
      config,
      schema: {
        tags,
        summary:
          'Starts a direct conversation (200 with the existing one), a group (201), or a program cohort’s conversation (program managers; 200 if it exists)',
        body: ZCreateConversation,
        response: { 200: ZConversationDetail, 201: ZConversationDetail, ...errors },
      },
    },
    async (req, reply) => {
      const { created, conversation } = await createConversation(db, scopeOf(req), req.body);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    '/conversations/:conversationId',
    {
      config,
      schema: {
        tags,
        summary: 'One conversation with its members and their read and delivered positions',
        params: ZConversationParams,
        response: { 200: ZConversationDetail, ...errors },
      },
    },
    async (req) => getConversation(db, scopeOf(req), req.params.conversationId),
  );

  app.patch(
    '/conversations/:conversationId',
    {
      config,
      schema: {
        tags,
        summary: 'Renames a group (its owner) and/or mutes it for yourself (muted: no reminders, not in the badge)',
        params: ZConversationParams,
        body: ZUpdateConversation,
        response: { 200: ZConversationDetail, ...errors },
      },
    },
    async (req) => updateConversation(db, scopeOf(req), req.params.conversationId, req.body),
  );

  app.post(
    '/conversations/:conversationId/members',
    {
      config,
      schema: {
        tags,
        summary: 'Adds people of the organisation to a group (its owner); answers the conversation',
        params: ZConversationParams,
        body: ZAddMembers,
        response: { 200: ZConversationDetail, ...errors },
      },
    },
    async (req) => addConversationMembers(db, scopeOf(req), req.params.conversationId, req.body.user_ids),
  );

  app.delete(
    '/conversations/:conversationId/members/:userId',
    {
      config,
      schema: {
        tags,
        summary: 'Leaves a group (your own id), or its owner removes someone; 204',
        params: ZMemberParams,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (req, reply) => {
      await removeConversationMember(db, scopeOf(req), req.params.conversationId, req.params.userId);
      return reply.status(204).send(null);
    },
  );
};
