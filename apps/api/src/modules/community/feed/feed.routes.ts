import { ZError } from '@ankur/shared/schemas/common';
import {
  ZComment,
  ZCommentIdParams,
  ZCommentInput,
  ZCommentList,
  ZCommentPatch,
  ZFeedQuery,
  ZPageQuery,
  ZPost,
  ZPostIdParams,
  ZPostInput,
  ZPostPage,
  ZPostPatch,
  ZReactInput,
  ZReactResult,
  ZSaveInput,
  ZSaveResult,
  ZShareInput,
} from '@ankur/shared/schemas/community-feed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { access } from '../../../plugins/access.ts';
import { scopeOf } from '../../../plugins/session.ts';
import { addComment, deleteComment, editComment, listComments } from './comments.service.ts';
import {
  createPost,
  deletePost,
  editPost,
  getPost,
  listFeed,
  listMine,
  listSaved,
  pinPost,
  react,
  savePost,
  sharePost,
} from './posts.service.ts';

const tags = ['Community feed'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
const writeErrors = { ...errors, 429: ZError };
const config = { access: access.roleHolder };

/** /api/community/feed, /api/community/posts, /api/community/comments (issue 21, decision 37). */
export const feedRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const clock = () => app.identity.clock;

  app.get(
    '/community/feed',
    {
      config,
      schema: {
        tags,
        summary: 'The personal feed (following) or the whole community (everyone), newest first, keyset by post id',
        querystring: ZFeedQuery,
        response: { 200: ZPostPage, ...errors },
      },
    },
    async (req) => listFeed(db, scopeOf(req), req.query, clock()),
  );

  app.get(
    '/community/posts/mine',
    {
      config,
      schema: {
        tags,
        summary: 'The caller’s own posts, newest first',
        querystring: ZPageQuery,
        response: { 200: ZPostPage, ...errors },
      },
    },
    async (req) => listMine(db, scopeOf(req), req.query, clock()),
  );

  app.get(
    '/community/posts/saved',
    {
      config,
      schema: {
        tags,
        summary: 'The posts the caller saved',
        querystring: ZPageQuery,
        response: { 200: ZPostPage, ...errors },
      },
    },
    async (req) => listSaved(db, scopeOf(req), req.query, clock()),
  );

  app.post(
    '/community/posts',
    {
      config,
      schema: {
        tags,
        summary: 'Writes a post in the main community or a circle (optionally as an organisation)',
        body: ZPostInput,
        response: { 201: ZPost, ...writeErrors },
      },
    },
    async (req, reply) => reply.status(201).send(await createPost(db, scopeOf(req), req.body, clock())),
  );

  app.get(
    '/community/posts/:postId',
    {
      config,
      schema: {
        tags,
        summary: 'One post as the caller may see it',
        params: ZPostIdParams,
        response: { 200: ZPost, ...errors },
      },
    },
    async (req) => getPost(db, scopeOf(req), req.params.postId, clock()),
  );

  app.patch(
    '/community/posts/:postId',
    {
      config,
      schema: {
        tags,
        summary: 'Edits the caller’s post within the edit window',
        params: ZPostIdParams,
        body: ZPostPatch,
        response: { 200: ZPost, ...errors },
      },
    },
    async (req) => editPost(db, scopeOf(req), req.params.postId, req.body, clock()),
  );

  app.delete(
    '/community/posts/:postId',
    {
      config,
      schema: {
        tags,
        summary: 'Deletes a post (its author, the circle’s moderators, community moderators)',
        params: ZPostIdParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (req, reply) => {
      await deletePost(db, scopeOf(req), req.params.postId, clock());
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/community/posts/:postId/share',
    {
      config,
      schema: {
        tags,
        summary: 'Shares a post to the main community or one of the caller’s circles (a new post)',
        params: ZPostIdParams,
        body: ZShareInput,
        response: { 201: ZPost, ...writeErrors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await sharePost(db, scopeOf(req), req.params.postId, req.body, clock())),
  );

  app.put(
    '/community/posts/:postId/reaction',
    {
      config,
      schema: {
        tags,
        summary: 'Sets the caller’s reaction to a post (null removes it)',
        params: ZPostIdParams,
        body: ZReactInput,
        response: { 200: ZReactResult, ...errors },
      },
    },
    async (req) => react(db, scopeOf(req), req.params.postId, req.body.kind),
  );

  app.put(
    '/community/posts/:postId/save',
    {
      config,
      schema: {
        tags,
        summary: 'Saves or unsaves a post for the caller',
        params: ZPostIdParams,
        body: ZSaveInput,
        response: { 200: ZSaveResult, ...errors },
      },
    },
    async (req) => savePost(db, scopeOf(req), req.params.postId, req.body.saved),
  );

  app.put(
    '/community/posts/:postId/pin',
    {
      config,
      schema: {
        tags,
        summary: 'Pins or unpins a circle’s post (the circle’s owner and moderators)',
        params: ZPostIdParams,
        body: z.object({ pinned: z.boolean() }),
        response: { 200: ZPost, ...errors },
      },
    },
    async (req) => pinPost(db, scopeOf(req), req.params.postId, req.body.pinned, clock()),
  );

  app.get(
    '/community/posts/:postId/comments',
    {
      config,
      schema: {
        tags,
        summary: 'A post’s comments, oldest first, with one level of replies',
        params: ZPostIdParams,
        response: { 200: ZCommentList, ...errors },
      },
    },
    async (req) => listComments(db, scopeOf(req), req.params.postId, clock()),
  );

  app.post(
    '/community/posts/:postId/comments',
    {
      config,
      schema: {
        tags,
        summary: 'Comments on a post, or replies to a comment',
        params: ZPostIdParams,
        body: ZCommentInput,
        response: { 201: ZComment, ...writeErrors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await addComment(db, scopeOf(req), req.params.postId, req.body, clock())),
  );

  app.patch(
    '/community/comments/:commentId',
    {
      config,
      schema: {
        tags,
        summary: 'Edits the caller’s comment within the edit window',
        params: ZCommentIdParams,
        body: ZCommentPatch,
        response: { 200: ZComment, ...errors },
      },
    },
    async (req) => editComment(db, scopeOf(req), req.params.commentId, req.body.body, clock()),
  );

  app.delete(
    '/community/comments/:commentId',
    {
      config,
      schema: {
        tags,
        summary: 'Deletes a comment (its author, the circle’s moderators, community moderators)',
        params: ZCommentIdParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (req, reply) => {
      await deleteComment(db, scopeOf(req), req.params.commentId, clock());
      return reply.status(204).send(null);
    },
  );
};
