import { ZError } from '@ankur/shared/schemas/common';
import {
  IDEAS_MENU,
  ZCommentInput,
  ZIdeaCard,
  ZIdeaComment,
  ZIdeaDetail,
  ZIdeaInput,
  ZIdeaPatch,
  ZIdeaQuery,
  ZIdeaShare,
  ZIdeaVersion,
  ZShareCandidates,
  ZShareCandidatesQuery,
  ZShareInput,
  ZVersionInput,
} from '@ankur/shared/schemas/innovation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import {
  createIdea,
  deleteIdea,
  editIdea,
  getIdea,
  getVersion,
  getVersions,
  listMyIdeas,
  listSharedWithMe,
  restoreVersion,
  saveVersion,
} from './ideas.service.ts';
import { addComment, getComments, removeComment, shareCandidates, shareIdea, unshareIdea } from './sharing.service.ts';

const tags = ['Innovation'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
const zPathId = z.coerce.number().pipe(z.number().int().positive().max(2147483647));
const Params = z.object({ id: zPathId });
const VersionParams = z.object({ id: zPathId, version: zPathId });
const ShareParams = z.object({ id: zPathId, shareId: zPathId });
const CommentParams = z.object({ id: zPathId, commentId: zPathId });
const menu = (p: string) => access.menu(IDEAS_MENU, p);
/** Reading a shared idea and commenting need no menu: the share is the grant (checked in the service). */
const sharedReader = access.roleHolder;

/** /api/innovation/ideas (issue 24): My Ideas — the Lean Canvas, versions, sharing, comments. */
export const ideaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const now = () => app.identity.clock.now();
  const clock = app.identity.clock;

  app.get(
    '/innovation/ideas',
    {
      config: { access: menu('read') },
      schema: {
        tags,
        summary: 'My ideas: open (active, promoted), archived or all',
        querystring: ZIdeaQuery,
        response: { 200: z.array(ZIdeaCard), ...errors },
      },
    },
    async (req) => listMyIdeas(db, scopeOf(req), req.query.status),
  );
  app.get(
    '/innovation/shared',
    {
      config: { access: sharedReader },
      schema: {
        tags,
        summary: 'Others’ ideas shared with me (directly or through a circle)',
        response: { 200: z.array(ZIdeaCard), ...errors },
      },
    },
    async (req) => listSharedWithMe(db, scopeOf(req)),
  );
  app.get(
    '/innovation/share-candidates',
    {
      config: { access: menu('update') },
      schema: {
        tags,
        summary: 'People of the tenant by name, and my circles, to share an idea with',
        querystring: ZShareCandidatesQuery,
        response: { 200: ZShareCandidates, ...errors },
      },
    },
    async (req) => shareCandidates(db, scopeOf(req), req.query.q),
  );
  app.post(
    '/innovation/ideas',
    {
      config: { access: menu('create') },
      schema: {
        tags,
        summary: 'Starts an idea (its canvas is version 1)',
        body: ZIdeaInput,
        response: { 201: ZIdeaDetail, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createIdea(db, scopeOf(req), req.body, now())),
  );
  app.get(
    '/innovation/ideas/:id',
    {
      config: { access: sharedReader },
      schema: {
        tags,
        summary: 'An idea with its current canvas (its owner, or those it is shared with)',
        params: Params,
        response: { 200: ZIdeaDetail, ...errors },
      },
    },
    async (req) => getIdea(db, scopeOf(req), req.params.id),
  );
  app.patch(
    '/innovation/ideas/:id',
    {
      config: { access: menu('update') },
      schema: {
        tags,
        summary: 'Edits the title or summary; archives or restores',
        params: Params,
        body: ZIdeaPatch,
        response: { 200: ZIdeaDetail, ...errors, 409: ZError },
      },
    },
    async (req) => editIdea(db, scopeOf(req), req.params.id, req.body, now()),
  );
  app.delete(
    '/innovation/ideas/:id',
    {
      config: { access: menu('delete') },
      schema: {
        tags,
        summary: 'Deletes an idea with its versions, shares and comments',
        params: Params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deleteIdea(db, scopeOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/innovation/ideas/:id/versions',
    {
      config: { access: sharedReader },
      schema: {
        tags,
        summary: 'The idea’s versions, newest first, each with its canvas',
        params: Params,
        response: { 200: z.array(ZIdeaVersion), ...errors },
      },
    },
    async (req) => getVersions(db, scopeOf(req), req.params.id),
  );
  app.post(
    '/innovation/ideas/:id/versions',
    {
      config: { access: menu('update') },
      schema: {
        tags,
        summary: 'Saves the canvas as a new version (with an optional note)',
        params: Params,
        body: ZVersionInput,
        response: { 201: ZIdeaDetail, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await saveVersion(db, scopeOf(req), req.params.id, req.body, now())),
  );
  app.get(
    '/innovation/ideas/:id/versions/:version',
    {
      config: { access: sharedReader },
      schema: {
        tags,
        summary: 'One version’s canvas',
        params: VersionParams,
        response: { 200: ZIdeaVersion, ...errors },
      },
    },
    async (req) => getVersion(db, scopeOf(req), req.params.id, req.params.version),
  );
  app.post(
    '/innovation/ideas/:id/versions/:version/restore',
    {
      config: { access: menu('update') },
      schema: {
        tags,
        summary: 'Restores an old version as a new one',
        params: VersionParams,
        response: { 201: ZIdeaDetail, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await restoreVersion(db, scopeOf(req), req.params.id, req.params.version, now())),
  );
  app.post(
    '/innovation/ideas/:id/shares',
    {
      config: { access: menu('update') },
      schema: {
        tags,
        summary: 'Shares the idea with a person ({ user_id }) or a circle I belong to ({ circle_id })',
        params: Params,
        body: ZShareInput,
        response: { 201: z.array(ZIdeaShare), ...errors, 409: ZError },
      },
    },
    async (req, reply) => reply.status(201).send(await shareIdea(db, scopeOf(req), req.params.id, req.body)),
  );
  app.delete(
    '/innovation/ideas/:id/shares/:shareId',
    {
      config: { access: menu('update') },
      schema: {
        tags,
        summary: 'Stops sharing the idea with that person or circle',
        params: ShareParams,
        response: { 200: z.array(ZIdeaShare), ...errors },
      },
    },
    async (req) => unshareIdea(db, scopeOf(req), req.params.id, req.params.shareId),
  );
  app.get(
    '/innovation/ideas/:id/comments',
    {
      config: { access: sharedReader },
      schema: {
        tags,
        summary: 'Comments on the idea (per block or on the whole)',
        params: Params,
        response: { 200: z.array(ZIdeaComment), ...errors },
      },
    },
    async (req) => getComments(db, scopeOf(req), req.params.id),
  );
  app.post(
    '/innovation/ideas/:id/comments',
    {
      config: { access: sharedReader },
      schema: {
        tags,
        summary: 'Comments on a block or the whole (current version); the owner is notified',
        params: Params,
        body: ZCommentInput,
        response: { 201: z.array(ZIdeaComment), ...errors, 429: ZError },
      },
    },
    async (req, reply) => reply.status(201).send(await addComment(db, scopeOf(req), req.params.id, req.body, clock)),
  );
  app.delete(
    '/innovation/ideas/:id/comments/:commentId',
    {
      config: { access: sharedReader },
      schema: {
        tags,
        summary: 'Deletes a comment (its author, or the idea’s owner)',
        params: CommentParams,
        response: { 200: z.array(ZIdeaComment), ...errors },
      },
    },
    async (req) => removeComment(db, scopeOf(req), req.params.id, req.params.commentId),
  );
};
