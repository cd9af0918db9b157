import { ZError, zId, zList } from '@ankur/shared/schemas/common';
import {
  INVITATION_TTL_DAYS,
  ZInvitation,
  ZInvitationCreate,
  ZInvitationPreview,
  ZUserTenant,
} from '@ankur/shared/schemas/tenants';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { HttpError } from '../../lib/errors.ts';
import { hit, tooMany } from '../../lib/throttle.ts';
import { access } from '../../plugins/access.ts';
import { forgetUserSessions } from '../../plugins/session.ts';
import { invitationEmail } from './invitation-mail.ts';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  previewInvitation,
  revokeInvitation,
  withdrawUnsent,
} from './invitations.repository.ts';
import { tenantAdmin } from './tenant-access.ts';
import { listUserTenants } from './tenants.repository.ts';
import { ZTenantPaging } from './tenants.schemas.ts';
import { adminTenantOf } from './tenants.service.ts';

/** At most this many invitations per tenant per hour. */
export const INVITATIONS_PER_HOUR = 50;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

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
      const actor = req.actor!;
      const tenantId = await adminTenantOf(db, actor);
      const created = await createInvitation(db, {
        tenantId,
        email: req.body.email,
        roleId: req.body.role_id,
        actorId: actor.userId,
        now: now(),
        ttlMs: INVITATION_TTL_DAYS * DAY_MS,
        limit: async (tx) => {
          const r = await hit(
            tx,
            `tenant-invitations:${tenantId}`,
            { limit: INVITATIONS_PER_HOUR, windowMs: HOUR_MS },
            app.identity.clock,
          );
          if (!r.allowed) {
            const minutes = Math.max(1, Math.ceil(r.retryAfterSec / 60));
            throw tooMany(
              r.retryAfterSec,
              `This tenant has sent ${INVITATIONS_PER_HOUR} invitations in the last hour; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
            );
          }
        },
      });
      const [inviter] = await db
        .select({
          name: sql<
            string | null
          >`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
        })
        .from(users)
        .where(eq(users.user_id, actor.userId));
      const link = `${app.identity.origin}/invitations/${created.token}`;
      try {
        await app.identity.mailer.send(
          invitationEmail(
            app.config.brandName,
            created.invitation.email,
            {
              tenantName: created.tenantName,
              roleName: created.roleName,
              inviterName: inviter?.name ?? null,
              validDays: INVITATION_TTL_DAYS,
            },
            link,
          ),
        );
      } catch (err) {
        req.log.warn({ err }, 'invitation e-mail not sent');
        await withdrawUnsent(db, created.invitation.invitation_id, actor.userId);
        throw new HttpError(
          502,
          'The invitation e-mail could not be sent, so the invitation was withdrawn. Try again later.',
        );
      }
      return reply.status(201).send(created.invitation);
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
    async (req) => {
      const tenantId = await adminTenantOf(db, req.actor!);
      return listInvitations(db, tenantId, req.query, now());
    },
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
    async (req) => {
      const tenantId = await adminTenantOf(db, req.actor!);
      return revokeInvitation(db, tenantId, req.params.id, req.actor!.userId, now());
    },
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
    async (req) => {
      const actor = req.actor!;
      const tenantId = await acceptInvitation(db, req.params.token, actor, now());
      forgetUserSessions(actor.userId);
      const [tenant] = await listUserTenants(db, actor.userId, tenantId);
      return tenant!;
    },
  );
};
