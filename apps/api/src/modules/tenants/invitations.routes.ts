import { ZError, zId, zList } from '@ankur/shared/schemas/common';
import {
  INVITATION_TTL_DAYS,
  ZInvitation,
  ZInvitationCreate,
  ZInvitationPreview,
  ZUserTenant,
} from '@ankur/shared/schemas/tenants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { acceptInvitation, invitations, invite, previewInvitation, revokeInvitation } from './invitations.service.ts';
import { tenantAdmin } from './tenant-access.ts';
import { ZTenantPaging } from './tenants.schemas.ts';

const ZInvitationsQuery = ZTenantPaging.extend({
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']).optional(),
});
const IdParams = z.object({ id: z.coerce.number({ error: 'must be a number' }).pipe(zId) });
const TokenParams = z.object({ token: z.string().min(1).max(200) });
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError };
const tags = ['Tenant administration'];

/**
 * Invitations: a tenant's administrators invite by e-mail with a role (create / read / delete on
 * 'Tenant Admin Center', in the session's tenant); the invitee previews the link without signing
 * in and accepts it signed in with the invited address.
 */
export const invitationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const now = () => app.identity.clock.now();

  app.post(
    '/tenant/invitations',
    {
      config: { access: tenantAdmin('create') },
      schema: {
        tags,
        summary: `Invite an e-mail address with a role (one of GET tenant/roles); the link works for ${INVITATION_TTL_DAYS} days`,
        body: ZInvitationCreate,
        response: { 201: ZInvitation, ...errors, 429: ZError, 502: ZError },
      },
    },
    async (req, reply) => {
      const ctx = { ...app.identity, brandName: app.config.brandName, log: req.log };
      return reply.status(201).send(await invite(db, scopeOf(req), req.body, ctx));
    },
  );

  app.get(
    '/tenant/invitations',
    {
      config: { access: tenantAdmin('read') },
      schema: {
        tags,
        summary: "The tenant's invitations, newest first (status: pending, accepted, revoked, expired)",
        querystring: ZInvitationsQuery,
        response: { 200: zList(ZInvitation), ...errors },
      },
    },
    async (req) => invitations(db, scopeOf(req), req.query, now()),
  );

  app.delete(
    '/tenant/invitations/:id',
    {
      config: { access: tenantAdmin('delete') },
      schema: {
        tags,
        summary: 'Revoke a pending invitation (its link stops working)',
        params: IdParams,
        response: { 200: ZInvitation, ...errors },
      },
    },
    async (req) => revokeInvitation(db, scopeOf(req), req.params.id, now()),
  );

  app.get(
    '/invitations/:token',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'What an invitation offers (tenant, role, the invited address masked) and whether it still works',
        params: TokenParams,
        response: { 200: ZInvitationPreview, 400: ZError, 404: ZError },
      },
    },
    async (req) => previewInvitation(db, req.params.token, now()),
  );

  app.post(
    '/invitations/:token/accept',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary:
          'Accept an invitation signed in with the invited address: you become a member with its role (then POST auth/refresh {tenant_id})',
        params: TokenParams,
        response: { 200: ZUserTenant, ...errors, 410: ZError },
      },
    },
    async (req) => acceptInvitation(db, scopeOf(req), req.params.token, now()),
  );
};
