import { MEMBERSHIPS_MENU } from '@ankur/shared/menus';
import { ZError } from '@ankur/shared/schemas/common';
import {
  ZMembershipAdminList,
  ZMembershipAdminQuery,
  ZMembershipAdminRow,
  ZMembershipDecision,
  ZMembershipParams,
  ZMembershipPlan,
  ZPlanInput,
  ZPlanParams,
  ZPlanPatch,
  ZSponsorCodeInput,
  ZSponsorCodeParams,
  ZSponsorCodePatch,
  ZSponsorCodeRow,
} from '@ankur/shared/schemas/memberships';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import {
  adminCodes,
  adminMemberships,
  adminPlans,
  changePlan,
  createCode,
  createPlan,
  decideMembership,
  setCode,
} from './memberships-admin.service.ts';

/**
 * /api/memberships/admin/ — the Admin Center's Memberships tab (issue 20): plans, sponsor codes and
 * the requests waiting for their payment. Every member reads the 'Memberships' menu (their own
 * /membership), so managing needs create or update on it: administrators.
 */
export const membershipAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['Memberships'];
  const managers = { access: access.menu(MEMBERSHIPS_MENU, 'update') };
  const creators = { access: access.menu(MEMBERSHIPS_MENU, 'create') };
  const denied = { 401: ZError, 403: ZError };

  app.get(
    '/memberships/admin/plans',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Every plan of the tenant, withdrawn ones too',
        response: { 200: z.array(ZMembershipPlan), ...denied },
      },
    },
    async (req) => adminPlans(db, scopeOf(req)),
  );
  app.post(
    '/memberships/admin/plans',
    {
      config: creators,
      schema: {
        tags,
        summary: 'Add a plan (audited)',
        body: ZPlanInput,
        response: { 201: ZMembershipPlan, 400: ZError, ...denied },
      },
    },
    async (req, reply) => reply.status(201).send(await createPlan(db, scopeOf(req), req.body)),
  );
  app.put(
    '/memberships/admin/plans/:planId',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Change a plan, or withdraw it from offer with active=false (audited)',
        params: ZPlanParams,
        body: ZPlanPatch,
        response: { 200: ZMembershipPlan, 400: ZError, ...denied, 404: ZError },
      },
    },
    async (req) => changePlan(db, scopeOf(req), req.params.planId, req.body),
  );

  app.get(
    '/memberships/admin/requests',
    {
      config: managers,
      schema: {
        tags,
        summary: "The tenant's memberships in a status (pending by default: oldest first), with the member",
        querystring: ZMembershipAdminQuery,
        response: { 200: ZMembershipAdminList, 400: ZError, ...denied },
      },
    },
    async (req) => adminMemberships(db, scopeOf(req), req.query),
  );
  app.post(
    '/memberships/admin/requests/:membershipId/decide',
    {
      config: managers,
      schema: {
        tags,
        summary:
          'Approve a waiting request (the transfer arrived) or decline it with a reason (audited; the member is told)',
        params: ZMembershipParams,
        body: ZMembershipDecision,
        response: { 200: ZMembershipAdminRow, 400: ZError, ...denied, 404: ZError, 409: ZError },
      },
    },
    async (req) => decideMembership(db, scopeOf(req), req.params.membershipId, req.body, app.identity.clock.now()),
  );

  app.get(
    '/memberships/admin/codes',
    {
      config: managers,
      schema: {
        tags,
        summary: "The tenant's sponsor codes, newest first",
        response: { 200: z.array(ZSponsorCodeRow), ...denied },
      },
    },
    async (req) => adminCodes(db, scopeOf(req)),
  );
  app.post(
    '/memberships/admin/codes',
    {
      config: creators,
      schema: {
        tags,
        summary: 'Create a sponsor code for a plan with a number of seats (audited)',
        body: ZSponsorCodeInput,
        response: { 201: ZSponsorCodeRow, 400: ZError, ...denied, 409: ZError },
      },
    },
    async (req, reply) => reply.status(201).send(await createCode(db, scopeOf(req), req.body)),
  );
  app.put(
    '/memberships/admin/codes/:codeId',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Disable (or enable again) a sponsor code (audited)',
        params: ZSponsorCodeParams,
        body: ZSponsorCodePatch,
        response: { 200: ZSponsorCodeRow, 400: ZError, ...denied, 404: ZError },
      },
    },
    async (req) => setCode(db, scopeOf(req), req.params.codeId, req.body.active),
  );
};
