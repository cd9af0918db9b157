import { ZError } from '@ankur/shared/schemas/common';
import {
  ZCircle,
  ZCircleIdParams,
  ZCircleInput,
  ZCircleList,
  ZCircleMemberList,
  ZCircleMemberParams,
  ZCircleMemberQuery,
  ZCirclePatch,
  ZCircleQuery,
  ZDecision,
  ZInviteInput,
  ZJoinInput,
  ZMemberChange,
} from '@ankur/shared/schemas/community-circles';
import { ZPageQuery, ZPost } from '@ankur/shared/schemas/community-feed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { access } from '../../../plugins/access.ts';
import { scopeOf } from '../../../plugins/session.ts';
import {
  changeRole,
  createCircle,
  decideRequest,
  getCircle,
  inviteToCircle,
  joinCircle,
  leaveCircle,
  listCirclePosts,
  listCircles,
  listMembers,
  removeMember,
  updateCircle,
} from './circles.service.ts';

const tags = ['Community circles'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
const config = { access: access.roleHolder };

/** /api/community/circles (issue 21): discover, create, join, request, invite, roles, members, posts. */
export const circleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const clock = () => app.identity.clock;

  app.get(
    '/community/circles',
    {
      config,
      schema: {
        tags,
        summary: 'Circles to discover (public and private), mine, or the ones I manage; newest first, keyset',
        querystring: ZCircleQuery,
        response: { 200: ZCircleList, ...errors },
      },
    },
    async (req) => listCircles(db, scopeOf(req), req.query),
  );

  app.post(
    '/community/circles',
    {
      config: { access: access.menu('Community Circle', 'create') },
      schema: {
        tags,
        summary: 'Creates a circle; the caller owns it; its group conversation is opened',
        body: ZCircleInput,
        response: { 201: ZCircle, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createCircle(db, scopeOf(req), req.body, clock())),
  );

  app.get(
    '/community/circles/:circleId',
    {
      config,
      schema: {
        tags,
        summary: 'A circle (a hidden one only to its members and the invited)',
        params: ZCircleIdParams,
        response: { 200: ZCircle, ...errors },
      },
    },
    async (req) => getCircle(db, scopeOf(req), req.params.circleId),
  );

  app.patch(
    '/community/circles/:circleId',
    {
      config,
      schema: {
        tags,
        summary: 'Edits or archives a circle (its owner and moderators)',
        params: ZCircleIdParams,
        body: ZCirclePatch.extend({ archived: z.boolean().optional() }),
        response: { 200: ZCircle, ...errors },
      },
    },
    async (req) => updateCircle(db, scopeOf(req), req.params.circleId, req.body),
  );

  app.get(
    '/community/circles/:circleId/posts',
    {
      config,
      schema: {
        tags,
        summary: 'A circle’s posts, pinned ones first on the first page (members of a private circle)',
        params: ZCircleIdParams,
        querystring: ZPageQuery,
        response: {
          200: z.object({ items: z.array(ZPost), pinned: z.array(ZPost), next: z.number().int().nullable() }),
          ...errors,
        },
      },
    },
    async (req) => listCirclePosts(db, scopeOf(req), req.params.circleId, req.query, clock()),
  );

  app.post(
    '/community/circles/:circleId/join',
    {
      config,
      schema: {
        tags,
        summary: 'Joins a public circle, asks to join a private one, or accepts an invitation',
        params: ZCircleIdParams,
        body: ZJoinInput,
        response: { 200: ZCircle, ...errors, 409: ZError, 429: ZError },
      },
    },
    async (req) => joinCircle(db, scopeOf(req), req.params.circleId, req.body.note, clock()),
  );

  app.post(
    '/community/circles/:circleId/leave',
    {
      config,
      schema: {
        tags,
        summary: 'Leaves a circle, withdraws a request or declines an invitation',
        params: ZCircleIdParams,
        response: { 200: ZCircle.nullable(), ...errors, 409: ZError },
      },
    },
    async (req) => leaveCircle(db, scopeOf(req), req.params.circleId, clock()),
  );

  app.get(
    '/community/circles/:circleId/members',
    {
      config,
      schema: {
        tags,
        summary: 'Members (requests and invitations: the owner and moderators)',
        params: ZCircleIdParams,
        querystring: ZCircleMemberQuery,
        response: { 200: ZCircleMemberList, ...errors },
      },
    },
    async (req) => listMembers(db, scopeOf(req), req.params.circleId, req.query),
  );

  app.post(
    '/community/circles/:circleId/invitations',
    {
      config,
      schema: {
        tags,
        summary: 'Invites people (the owner and moderators)',
        params: ZCircleIdParams,
        body: ZInviteInput,
        response: { 200: z.object({ invited: z.number().int() }), ...errors, 429: ZError },
      },
    },
    async (req) => inviteToCircle(db, scopeOf(req), req.params.circleId, req.body.user_ids, clock()),
  );

  app.post(
    '/community/circles/:circleId/requests/:userId',
    {
      config,
      schema: {
        tags,
        summary: 'Approves or declines a request to join (the owner and moderators)',
        params: ZCircleMemberParams,
        body: ZDecision,
        response: { 200: ZCircle, ...errors },
      },
    },
    async (req) => decideRequest(db, scopeOf(req), req.params.circleId, req.params.userId, req.body.approve, clock()),
  );

  app.put(
    '/community/circles/:circleId/members/:userId',
    {
      config,
      schema: {
        tags,
        summary: 'Changes a member’s role, or hands ownership on (the owner)',
        params: ZCircleMemberParams,
        body: ZMemberChange,
        response: { 200: ZCircle, ...errors, 409: ZError },
      },
    },
    async (req) => changeRole(db, scopeOf(req), req.params.circleId, req.params.userId, req.body.role),
  );

  app.delete(
    '/community/circles/:circleId/members/:userId',
    {
      config,
      schema: {
        tags,
        summary: 'Removes a member or withdraws an invitation (the owner and moderators)',
        params: ZCircleMemberParams,
        response: { 204: z.null().describe('Removed'), ...errors, 409: ZError },
      },
    },
    async (req, reply) => {
      await removeMember(db, scopeOf(req), req.params.circleId, req.params.userId, clock());
      return reply.status(204).send(null);
    },
  );
};
