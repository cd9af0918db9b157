import { ZError } from '@ankur/shared/schemas/common';
import { ZFollowTargetKind } from '@ankur/shared/schemas/community';
import {
  ZConnection,
  ZConnectionPage,
  ZConnectionRequest,
  ZConnectionsQuery,
  ZFollowInput,
  ZFollowPage,
  ZFollowState,
  ZFollowsQuery,
  ZMemberFacets,
  ZMemberPage,
  ZMembersQuery,
  ZNetworkCounts,
  ZPersonRelation,
  ZSuggestions,
} from '@ankur/shared/schemas/community-network';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { access } from '../../../plugins/access.ts';
import { scopeOf } from '../../../plugins/session.ts';
import {
  listConnections,
  networkCounts,
  personRelation,
  removeConnection,
  requestConnection,
  respond,
} from './connections.service.ts';
import { follow, followPage, unfollow } from './follows.service.ts';
import { memberFacets, memberPage, suggestions } from './people.service.ts';

const tags = ['Community network'];
const errors = { 400: ZError, 401: ZError, 403: ZError };
const zId = z.coerce.number().int().positive().max(2147483647);
const ZIdParams = z.object({ id: zId });

/**
 * /api/community: the members directory, connections, following and suggestions (issue 21,
 * decision 36). Every member acting in a role may use them; actor and tenant come from the session.
 */
export const networkRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const member = { access: access.roleHolder };

  app.get(
    '/community/members',
    {
      config: member,
      schema: {
        tags,
        summary:
          'The members directory: search by name or headline, filter by role, sector, stage, place, skill, language',
        querystring: ZMembersQuery,
        response: { 200: ZMemberPage, ...errors },
      },
    },
    async (req) => memberPage(db, scopeOf(req), req.query),
  );

  app.get(
    '/community/members/facets',
    {
      config: member,
      schema: { tags, summary: 'The role names the directory filters by', response: { 200: ZMemberFacets, ...errors } },
    },
    async (req) => memberFacets(db, scopeOf(req)),
  );

  app.get(
    '/community/suggestions',
    {
      config: member,
      schema: {
        tags,
        summary: 'People to meet, with the reasons: shared circles and programs, the same sector or city',
        response: { 200: ZSuggestions, ...errors },
      },
    },
    async (req) => suggestions(db, scopeOf(req)),
  );

  app.get(
    '/community/people/:id/relation',
    {
      config: member,
      schema: {
        tags,
        summary: 'Where a person stands with the caller (connection, following) and their counts',
        params: ZIdParams,
        response: { 200: ZPersonRelation, ...errors, 404: ZError },
      },
    },
    async (req) => personRelation(db, scopeOf(req), req.params.id),
  );

  app.get(
    '/community/network/counts',
    {
      config: member,
      schema: {
        tags,
        summary: 'The caller’s requests received and sent, connections, followers and following',
        response: { 200: ZNetworkCounts, ...errors },
      },
    },
    async (req) => networkCounts(db, scopeOf(req)),
  );

  app.get(
    '/community/connections',
    {
      config: member,
      schema: {
        tags,
        summary: 'Requests received or sent, or accepted connections (search by name), newest first',
        querystring: ZConnectionsQuery,
        response: { 200: ZConnectionPage, ...errors },
      },
    },
    async (req) => listConnections(db, scopeOf(req), req.query),
  );

  app.post(
    '/community/connections',
    {
      config: member,
      schema: {
        tags,
        summary:
          'Ask to connect (optional note ≤ 300); 200 when it accepted their own request; 30 a day (429), 409 when asked already',
        body: ZConnectionRequest,
        response: { 200: ZConnection, 201: ZConnection, ...errors, 404: ZError, 409: ZError, 429: ZError },
      },
    },
    async (req, reply) => {
      const { created, connection } = await requestConnection(db, scopeOf(req), req.body, app.identity.clock);
      return reply.status(created ? 201 : 200).send(connection);
    },
  );

  for (const [action, status] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/community/connections/:id/${action}`,
      {
        config: member,
        schema: {
          tags,
          summary: `The addressee ${action}s a pending request`,
          params: ZIdParams,
          response: { 200: ZConnection, ...errors, 404: ZError },
        },
      },
      async (req) => respond(db, scopeOf(req), req.params.id, status),
    );
  }

  app.delete(
    '/community/connections/:id',
    {
      config: member,
      schema: {
        tags,
        summary: 'Withdraw a request one sent, or remove an accepted connection (either side)',
        params: ZIdParams,
        response: { 204: z.null(), ...errors, 404: ZError },
      },
    },
    async (req, reply) => {
      await removeConnection(db, scopeOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/community/follows',
    {
      config: member,
      schema: {
        tags,
        summary: 'What the caller follows (people, organisations or circles), or who follows the caller',
        querystring: ZFollowsQuery,
        response: { 200: ZFollowPage, ...errors },
      },
    },
    async (req) => followPage(db, scopeOf(req), req.query),
  );

  app.put(
    '/community/follows',
    {
      config: member,
      schema: {
        tags,
        summary: 'Follow a person, an organisation or a circle (idempotent)',
        body: ZFollowInput,
        response: { 200: ZFollowState, ...errors, 404: ZError },
      },
    },
    async (req) => follow(db, scopeOf(req), req.body),
  );

  app.delete(
    '/community/follows/:kind/:id',
    {
      config: member,
      schema: {
        tags,
        summary: 'Stop following (idempotent)',
        params: z.object({ kind: ZFollowTargetKind, id: zId }),
        response: { 200: ZFollowState, ...errors },
      },
    },
    async (req) => unfollow(db, scopeOf(req), { target_kind: req.params.kind, target_id: req.params.id }),
  );
};
