import { ZError } from '@ankur/shared/schemas/common';
import {
  ZAddVentureMember,
  ZVenture,
  ZVentureIdParams,
  ZVentureInput,
  ZVentureList,
  ZVentureMemberParams,
  ZVenturePatch,
} from '@ankur/shared/schemas/profiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { isCommunityModerator } from './moderators.ts';
import {
  addVentureMember,
  createVenture,
  editVenture,
  getVenture,
  myVentures,
  removeVentureMember,
} from './ventures.service.ts';

const tags = ['Ventures'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };

/** /api/ventures (issue 20, /profile/entrepreneurial): a founder's venture and its team. */
export const ventureRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/ventures/mine',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The ventures whose team the caller is on',
        response: { 200: ZVentureList, 401: ZError },
      },
    },
    async (req) => myVentures(db, scopeOf(req)),
  );

  app.post(
    '/ventures',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Creates a venture; the caller owns it and is its first team member',
        body: ZVentureInput,
        response: { 201: ZVenture, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createVenture(db, scopeOf(req), req.body)),
  );

  app.get(
    '/ventures/:ventureId',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'A venture as its visibility allows (its team always sees it)',
        params: ZVentureIdParams,
        response: { 200: ZVenture, ...errors },
      },
    },
    async (req) => {
      const scope = scopeOf(req);
      const viewer = { userId: scope.actor.userId, moderator: isCommunityModerator(scope.actor) };
      return getVenture(db, scope.tenantId, viewer, req.params.ventureId);
    },
  );

  app.put(
    '/ventures/:ventureId',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Changes a venture (any team member)',
        params: ZVentureIdParams,
        body: ZVenturePatch,
        response: { 200: ZVenture, ...errors },
      },
    },
    async (req) => editVenture(db, scopeOf(req), req.params.ventureId, req.body),
  );

  app.post(
    '/ventures/:ventureId/members',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Adds an existing person to the team by username or e-mail (the owner)',
        params: ZVentureIdParams,
        body: ZAddVentureMember,
        response: { 201: ZVenture, ...errors, 409: ZError, 429: ZError },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await addVentureMember(db, scopeOf(req), req.params.ventureId, req.body.identifier)),
  );

  app.delete(
    '/ventures/:ventureId/members/:userId',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Removes a team member (the owner), or leaves the team (the member)',
        params: ZVentureMemberParams,
        response: { 200: ZVenture, ...errors, 409: ZError },
      },
    },
    async (req) => removeVentureMember(db, scopeOf(req), req.params.ventureId, req.params.userId),
  );
};
