import { ZError } from '@ankur/shared/schemas/common';
import {
  ZInvestorAdminList,
  ZInvestorAdminQuery,
  ZInvestorAdminRow,
  ZInvestorBadge,
  ZInvestorDecision,
  ZInvestorProfileInput,
  ZInvestorProfileParams,
  ZInvestorUserParams,
  ZMyInvestorProfile,
} from '@ankur/shared/schemas/investors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import {
  decideInvestor,
  investorBadge,
  investorProfiles,
  myInvestorProfile,
  registerInvestor,
} from './investors.service.ts';

/**
 * /api/investors/ — investor registration (issue 20: /investor-registration) and its review in
 * the Admin Center's Investors tab (update on the Admin Center).
 */
export const investorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['Investors'];
  const reviewers = { access: access.adminCenter('update') };

  app.get(
    '/investors/me',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The own investor registration (null before registering)',
        response: { 200: ZMyInvestorProfile, 401: ZError },
      },
    },
    async (req) => myInvestorProfile(db, scopeOf(req)),
  );
  app.put(
    '/investors/me',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Register as an investor, or change the registration (it waits for verification again)',
        body: ZInvestorProfileInput,
        response: { 200: ZMyInvestorProfile, 400: ZError, 401: ZError },
      },
    },
    async (req) => registerInvestor(db, scopeOf(req), req.body),
  );
  app.get(
    '/investors/:userId/badge',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Whether a person is a verified investor of this tenant (for the "Verified investor" badge)',
        params: ZInvestorUserParams,
        response: { 200: ZInvestorBadge, 400: ZError, 401: ZError },
      },
    },
    async (req) => investorBadge(db, scopeOf(req), req.params.userId),
  );
  app.get(
    '/investors/admin/profiles',
    {
      config: reviewers,
      schema: {
        tags,
        summary: "The tenant's investor registrations in a status (pending by default: oldest first)",
        querystring: ZInvestorAdminQuery,
        response: { 200: ZInvestorAdminList, 400: ZError, 401: ZError, 403: ZError },
      },
    },
    async (req) => investorProfiles(db, scopeOf(req), req.query),
  );
  app.post(
    '/investors/admin/profiles/:profileId/decide',
    {
      config: reviewers,
      schema: {
        tags,
        summary: 'Verify a registration, or decline it with a reason (audited; the investor is told)',
        params: ZInvestorProfileParams,
        body: ZInvestorDecision,
        response: { 200: ZInvestorAdminRow, 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError },
      },
    },
    async (req) => decideInvestor(db, scopeOf(req), req.params.profileId, req.body),
  );
};
