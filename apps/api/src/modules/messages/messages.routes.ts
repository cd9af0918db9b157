import { ZError } from '@ankur/shared/schemas/common';
import {
  ZConversationParams,
  ZEditMessage,
  ZMarkRead,
  ZMessage,
  ZMessagePage,
  ZMessageParams,
  ZMessageQuery,
  ZMessageUnread,
  ZReceipt,
  ZSendMessage,
} from '@ankur/shared/schemas/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { conversationRoutes } from './conversations.routes.ts';
import { history, markRead, removeMessage, sendMessage, unreadCount, updateMessage } from './messages.service.ts';
import { moderationRoutes } from './moderation.routes.ts';

const tags = ['Messages'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };

/**
 * Messages (issue 9, SPEC §1 chat, /messages): conversations, their history, sending, editing,
 * deleting and read positions; blocks and reports (moderation.routes.ts). Every call acts as the
 * session's user in the session's tenant; changes reach the members' sockets after commit.
 */
export const messageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(conversationRoutes, { db });
  await app.register(moderationRoutes, { db });
  const config = { access: access.signedIn };

  app.get(
    '/conversations/:conversationId/messages',
    {
      config,
      schema: {
        tags,
        summary:
          'History, newest first: `before` a message id pages older; `q` searches the text (case-insensitive); meta.hasMore: older ones exist',
        params: ZConversationParams,
        querystring: ZMessageQuery,
        response: { 200: ZMessagePage, ...errors },
      },
    },
    async (req) => history(db, scopeOf(req), req.params.conversationId, req.query),
  );

  app.post(
    '/conversations/:conversationId/messages',
    {
      config,
      schema: {
        tags,
        summary:
          "Sends plain text and/or your own uploads of purpose 'message' (201); a client_id already stored answers that message (200)",
        params: ZConversationParams,
        body: ZSendMessage,
        response: { 200: ZMessage, 201: ZMessage, ...errors, 409: ZError },
      },
    },
    async (req, reply) => {
      const now = app.identity.clock.now();
      const { created, message } = await sendMessage(db, scopeOf(req), req.params.conversationId, req.body, now);
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.patch(
    '/messages/:messageId',
    {
      config,
      schema: {
        tags,
        summary: 'Edits your own message within 24 hours of sending',
        params: ZMessageParams,
        body: ZEditMessage,
        response: { 200: ZMessage, ...errors, 409: ZError },
      },
    },
    async (req) => updateMessage(db, scopeOf(req), req.params.messageId, req.body.body),
  );

  app.delete(
    '/messages/:messageId',
    {
      config,
      schema: {
        tags,
        summary: 'Deletes your own message: its text and files are cleared and it shows as deleted',
        params: ZMessageParams,
        response: { 200: ZMessage, ...errors },
      },
    },
    async (req) => removeMessage(db, scopeOf(req), req.params.messageId),
  );

  app.post(
    '/conversations/:conversationId/read',
    {
      config,
      schema: {
        tags,
        summary: 'Marks the conversation read up to a message (never moves back); answers your receipt',
        params: ZConversationParams,
        body: ZMarkRead,
        response: { 200: ZReceipt, ...errors },
      },
    },
    async (req) => markRead(db, scopeOf(req), req.params.conversationId, req.body.message_id),
  );

  app.get(
    '/messages/unread-count',
    {
      config,
      schema: {
        tags,
        summary: 'Unread messages across your conversations, muted ones aside (the Messages badge)',
        response: { 200: ZMessageUnread, ...errors },
      },
    },
    async (req) => ({ unread: await unreadCount(db, scopeOf(req)) }),
  );
};
