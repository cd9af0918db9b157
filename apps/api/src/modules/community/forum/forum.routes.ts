import { ZError } from '@ankur/shared/schemas/common';
import {
  ZForumAccept,
  ZForumCategory,
  ZForumCategoryInput,
  ZForumCategoryList,
  ZForumCategoryOrder,
  ZForumCategoryParams,
  ZForumCategoryPatch,
  ZForumReply,
  ZForumReplyInput,
  ZForumReplyList,
  ZForumReplyParams,
  ZForumReplyPatch,
  ZForumReplyQuery,
  ZForumThread,
  ZForumThreadInput,
  ZForumThreadList,
  ZForumThreadModeration,
  ZForumThreadParams,
  ZForumThreadPatch,
  ZForumThreadQuery,
  ZForumVote,
} from '@ankur/shared/schemas/community-forum';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { access } from '../../../plugins/access.ts';
import { scopeOf } from '../../../plugins/session.ts';
import { MODERATOR_MENU, MODERATOR_PERMISSION } from '../moderation/moderators.ts';
import {
  categories,
  createCategory,
  createThread,
  deleteThread,
  editCategory,
  editThread,
  getThread,
  listThreads,
  moderateThread,
  reorderCategories,
} from './forum.service.ts';
import { acceptAnswer, createReply, deleteReply, editReply, listReplies, vote } from './replies.service.ts';

const tags = ['Community forum'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
const writeErrors = { ...errors, 409: ZError, 429: ZError };
const member = access.roleHolder;
const moderator = access.menu(MODERATOR_MENU, MODERATOR_PERMISSION);

/** /api/community/forum (issue 21): categories, threads, replies, votes and accepted answers. */
export const forumRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const clock = () => app.identity.clock;
  const base = '/community/forum';

  app.get(
    `${base}/categories`,
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'The forum’s categories, in order',
        response: { 200: ZForumCategoryList, 401: ZError, 403: ZError },
      },
    },
    async (req) => categories(db, scopeOf(req)),
  );
  app.post(
    `${base}/categories`,
    {
      config: { access: moderator },
      schema: {
        tags,
        summary: 'Adds a category at the end (moderators)',
        body: ZForumCategoryInput,
        response: { 201: ZForumCategory, ...errors, 409: ZError },
      },
    },
    async (req, reply) => reply.status(201).send(await createCategory(db, scopeOf(req), req.body)),
  );
  app.put(
    `${base}/categories/order`,
    {
      config: { access: moderator },
      schema: {
        tags,
        summary: 'Puts the categories in a new order (moderators)',
        body: ZForumCategoryOrder,
        response: { 200: ZForumCategoryList, ...errors },
      },
    },
    async (req) => reorderCategories(db, scopeOf(req), req.body.category_ids),
  );
  app.patch(
    `${base}/categories/:categoryId`,
    {
      config: { access: moderator },
      schema: {
        tags,
        summary: 'Renames or redescribes a category (moderators)',
        params: ZForumCategoryParams,
        body: ZForumCategoryPatch,
        response: { 200: ZForumCategory, ...errors, 409: ZError },
      },
    },
    async (req) => editCategory(db, scopeOf(req), req.params.categoryId, req.body),
  );

  app.get(
    `${base}/threads`,
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'Threads of one category or all: by latest activity, newest, top votes or unanswered; or searched',
        querystring: ZForumThreadQuery,
        response: { 200: ZForumThreadList, ...errors },
      },
    },
    async (req) => listThreads(db, scopeOf(req), req.query),
  );
  app.post(
    `${base}/threads`,
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'Starts a thread',
        body: ZForumThreadInput,
        response: { 201: ZForumThread, ...writeErrors },
      },
    },
    async (req, reply) => reply.status(201).send(await createThread(db, scopeOf(req), req.body, clock())),
  );
  app.get(
    `${base}/threads/:threadId`,
    {
      config: { access: member },
      schema: { tags, summary: 'One thread', params: ZForumThreadParams, response: { 200: ZForumThread, ...errors } },
    },
    async (req) => getThread(db, scopeOf(req), req.params.threadId, clock()),
  );
  app.patch(
    `${base}/threads/:threadId`,
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'Edits one’s thread within the edit window',
        params: ZForumThreadParams,
        body: ZForumThreadPatch,
        response: { 200: ZForumThread, ...errors },
      },
    },
    async (req) => editThread(db, scopeOf(req), req.params.threadId, req.body, clock()),
  );
  app.delete(
    `${base}/threads/:threadId`,
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'Deletes a thread (its author or a moderator)',
        params: ZForumThreadParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deleteThread(db, scopeOf(req), req.params.threadId, clock());
      return reply.status(204).send(null);
    },
  );
  app.put(
    `${base}/threads/:threadId/moderation`,
    {
      config: { access: moderator },
      schema: {
        tags,
        summary: 'Pins or locks a thread (moderators)',
        params: ZForumThreadParams,
        body: ZForumThreadModeration,
        response: { 200: ZForumThread, ...errors },
      },
    },
    async (req) => moderateThread(db, scopeOf(req), req.params.threadId, req.body, clock()),
  );
  app.put(
    `${base}/threads/:threadId/accepted`,
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'Chooses or clears the accepted answer (the asker or a moderator)',
        params: ZForumThreadParams,
        body: ZForumAccept,
        response: { 200: z.object({ accepted_reply_id: z.number().int().nullable() }), ...errors },
      },
    },
    async (req) => acceptAnswer(db, scopeOf(req), req.params.threadId, req.body.reply_id),
  );
  for (const [method, on] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method](
      `${base}/threads/:threadId/vote`,
      {
        config: { access: member },
        schema: {
          tags,
          summary: on ? 'Up-votes a thread' : 'Withdraws one’s vote on a thread',
          params: ZForumThreadParams,
          response: { 200: ZForumVote, ...errors },
        },
      },
      async (req) => vote(db, scopeOf(req), 'thread', req.params.threadId, on),
    );
    app[method](
      `${base}/replies/:replyId/vote`,
      {
        config: { access: member },
        schema: {
          tags,
          summary: on ? 'Up-votes a reply' : 'Withdraws one’s vote on a reply',
          params: ZForumReplyParams,
          response: { 200: ZForumVote, ...errors },
        },
      },
      async (req) => vote(db, scopeOf(req), 'reply', req.params.replyId, on),
    );
  }

  app.get(
    `${base}/threads/:threadId/replies`,
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'A thread’s replies, oldest first',
        params: ZForumThreadParams,
        querystring: ZForumReplyQuery,
        response: { 200: ZForumReplyList, ...errors },
      },
    },
    async (req) => listReplies(db, scopeOf(req), req.params.threadId, req.query, clock()),
  );
  app.post(
    `${base}/threads/:threadId/replies`,
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'Replies to a thread (409 when it is locked)',
        params: ZForumThreadParams,
        body: ZForumReplyInput,
        response: { 201: ZForumReply, ...writeErrors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createReply(db, scopeOf(req), req.params.threadId, req.body, clock())),
  );
  app.patch(
    `${base}/replies/:replyId`,
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'Edits one’s reply within the edit window',
        params: ZForumReplyParams,
        body: ZForumReplyPatch,
        response: { 200: ZForumReply, ...errors },
      },
    },
    async (req) => editReply(db, scopeOf(req), req.params.replyId, req.body.body, clock()),
  );
  app.delete(
    `${base}/replies/:replyId`,
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'Deletes a reply (its author or a moderator)',
        params: ZForumReplyParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deleteReply(db, scopeOf(req), req.params.replyId, clock());
      return reply.status(204).send(null);
    },
  );
};
