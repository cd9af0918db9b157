import { ZError } from '@ankur/shared/schemas/common';
import { ZMembershipRequest, ZMyMembership, ZRedeemCode } from '@ankur/shared/schemas/memberships';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { cancelMembership, myMembership, redeemCode, requestMembership } from './memberships.service.ts';

/**
 * /api/memberships/ — the signed-in member's own membership (issue 20: /membership). Any
 * signed-in user may call them: they act on the caller's own membership in the session's tenant.
 */
export const membershipRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['Memberships'];
  const now = () => app.identity.clock.now();

  app.get(
    '/memberships/me',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The own membership (plan, status), the locked apps it unlocks now, the plans on offer, where to pay',
        response: { 200: ZMyMembership, 401: ZError },
      },
    },
    async (req) => myMembership(db, scopeOf(req), now()),
  );

  app.post(
    '/memberships/request',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary:
          'Join a plan: a free one at once; a paid one waits until an administrator has seen the transfer (transfer_ref: its UTR)',
        body: ZMembershipRequest,
        response: { 200: ZMyMembership, 400: ZError, 401: ZError, 404: ZError, 409: ZError },
      },
    },
    async (req) => requestMembership(db, scopeOf(req), req.body, now()),
  );

  app.post(
    '/memberships/redeem',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary:
          "Redeem a sponsor code: one of its seats, and the code's plan starts at once (10 attempts per 15 minutes)",
        body: ZRedeemCode,
        response: { 200: ZMyMembership, 400: ZError, 401: ZError, 404: ZError, 409: ZError, 429: ZError },
      },
    },
    async (req) => redeemCode(db, scopeOf(req), req.body.code, now()),
  );

  app.post(
    '/memberships/cancel',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Cancel the own membership, or the request still waiting',
        response: { 200: ZMyMembership, 401: ZError, 404: ZError },
      },
    },
    async (req) => cancelMembership(db, scopeOf(req), now()),
  );
};
