import { ZError } from '@ankur/shared/schemas/common';
import {
  ZBeforeQuery,
  ZCollabIdParams,
  ZCollabInput,
  ZCollabListQuery,
  ZCollaboratorOrganisations,
  ZCollaboratorPeople,
  ZCollaboratorQuery,
  ZCollabPage,
  ZCollabPatch,
  ZCollabRequest,
  ZCollabResponseCreated,
  ZCollabResponseInput,
  ZMyCollabPage,
  ZOpenToCollaborate,
} from '@ankur/shared/schemas/community-involvement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { access } from '../../../plugins/access.ts';
import { scopeOf } from '../../../plugins/session.ts';
import { closeRequest, createRequest, getRequest, listRequests, myRequests, respond } from './collab.service.ts';
import {
  collaboratorOrganisations,
  collaboratorPeople,
  openToCollaborate,
  setOpenToCollaborate,
} from './collaborators.service.ts';

const tags = ['Community: collaboration hub'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
const config = { access: access.roleHolder };

/** /api/community/collab-requests and /api/community/collaborators (issue 21, /collab-hub). */
export const collabRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/community/collab-requests',
    {
      config,
      schema: {
        tags,
        summary: 'Open, unexpired collaboration requests, newest first (keyset: ?before=<request_id>)',
        querystring: ZCollabListQuery,
        response: { 200: ZCollabPage, ...errors },
      },
    },
    async (req) => listRequests(db, scopeOf(req), req.query, clock),
  );

  app.get(
    '/community/collab-requests/mine',
    {
      config,
      schema: {
        tags,
        summary: 'The caller’s requests (open, closed and expired) with their responses',
        querystring: ZBeforeQuery,
        response: { 200: ZMyCollabPage, ...errors },
      },
    },
    async (req) => myRequests(db, scopeOf(req), req.query),
  );

  app.post(
    '/community/collab-requests',
    {
      config,
      schema: {
        tags,
        summary: 'Posts a collaboration request (expires after expires_in_days, 60 by default)',
        body: ZCollabInput,
        response: { 201: ZCollabRequest, ...errors, 429: ZError },
      },
    },
    async (req, reply) => reply.status(201).send(await createRequest(db, scopeOf(req), req.body, clock)),
  );

  app.get(
    '/community/collab-requests/:requestId',
    {
      config,
      schema: {
        tags,
        summary: 'A collaboration request',
        params: ZCollabIdParams,
        response: { 200: ZCollabRequest, ...errors },
      },
    },
    async (req) => getRequest(db, scopeOf(req), req.params.requestId),
  );

  app.patch(
    '/community/collab-requests/:requestId',
    {
      config,
      schema: {
        tags,
        summary: 'Closes a request as fulfilled or withdrawn (its author or a moderator)',
        params: ZCollabIdParams,
        body: ZCollabPatch,
        response: { 200: ZCollabRequest, ...errors, 409: ZError },
      },
    },
    async (req) => closeRequest(db, scopeOf(req), req.params.requestId, req.body.status),
  );

  app.post(
    '/community/collab-requests/:requestId/responses',
    {
      config,
      schema: {
        tags,
        summary: 'Responds with a note: opens the direct conversation with the author (notified)',
        params: ZCollabIdParams,
        body: ZCollabResponseInput,
        response: { 201: ZCollabResponseCreated, ...errors, 409: ZError, 429: ZError },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await respond(db, scopeOf(req), req.params.requestId, req.body.note, clock)),
  );

  app.get(
    '/community/collaborators/people',
    {
      config,
      schema: {
        tags,
        summary: 'People open to collaborate (keyset: ?before=<user_id>)',
        querystring: ZCollaboratorQuery,
        response: { 200: ZCollaboratorPeople, ...errors },
      },
    },
    async (req) => collaboratorPeople(db, scopeOf(req), req.query, clock),
  );

  app.get(
    '/community/collaborators/organisations',
    {
      config,
      schema: {
        tags,
        summary: 'Organisations open to collaborate (keyset: ?before=<organisation_id>)',
        querystring: ZCollaboratorQuery,
        response: { 200: ZCollaboratorOrganisations, ...errors },
      },
    },
    async (req) => collaboratorOrganisations(db, scopeOf(req), req.query),
  );

  app.get(
    '/community/collaborators/me',
    {
      config,
      schema: {
        tags,
        summary: 'Whether the caller is listed as open to collaborate',
        response: { 200: ZOpenToCollaborate, ...errors },
      },
    },
    async (req) => openToCollaborate(db, scopeOf(req)),
  );

  app.put(
    '/community/collaborators/me',
    {
      config,
      schema: {
        tags,
        summary: 'Lists (or unlists) the caller as open to collaborate',
        body: ZOpenToCollaborate,
        response: { 200: ZOpenToCollaborate, ...errors },
      },
    },
    async (req) => setOpenToCollaborate(db, scopeOf(req), req.body.open_to_collaborate),
  );
};
