import { ZProfile, ZSignin } from '@ankur/shared/schemas/auth';
import { ZError } from '@ankur/shared/schemas/common';
import { ZRefresh, ZSelectRole, ZSelfServiceRole, ZVisit } from '@ankur/shared/schemas/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../lib/errors.ts';
import { access } from '../../plugins/access.ts';
import { destroyProviderSessions } from '../../plugins/oidc/adapter.ts';
import { endSession, isPlatformTenant, scopeOf, sessionRecord, startSession } from '../../plugins/session.ts';
import { previousVisit, profileFor } from './profile.service.ts';
import { assertMayEnterTenant, selectRole, selfServiceRoles } from './roles.service.ts';
import { passwordSignIn } from './sign-in-completion.ts';

const tags = ['Auth'];

export const authRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const profileOf = (userId: number, tenantId: string | null = null) => profileFor(db, userId, tenantId);

  app.post(
    '/auth/signin',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Sign in with username or e-mail and password; sets the same session as the browser flow',
        body: ZSignin,
        response: { 200: ZProfile, 400: ZError, 401: ZError, 403: ZError, 429: ZError },
      },
    },
    async (req, reply) => {
      const userId = await passwordSignIn(
        db,
        { ...app.identity, brandName: app.config.brandName },
        { ...req.body, ip: req.ip },
      );
      await startSession(db, reply, app.config, userId, { userAgent: req.headers['user-agent'] });
      return profileOf(userId);
    },
  );

  const signOut = async (req: FastifyRequest, reply: FastifyReply) => {
    const actor = req.actor;
    await endSession(db, reply, actor);
    // our sign-out ends the embedded provider's single sign-on too, so the next Login asks again
    if (actor && app.identity.provider) await destroyProviderSessions(db, actor.userId);
    return reply.status(204).send(null);
  };
  for (const path of ['/auth/signout', '/auth/logout']) {
    app.post(
      path,
      {
        config: { access: access.public },
        schema: { tags, summary: 'End the session (idempotent)', response: { 204: z.null() } },
      },
      signOut,
    );
  }

  app.get(
    '/auth/profile',
    {
      config: { access: access.signedIn },
      schema: { tags, summary: 'The signed-in user (SPEC §3), or 401', response: { 200: ZProfile, 401: ZError } },
    },
    async (req) => profileOf(req.actor!.userId, req.actor!.tenantId),
  );

  app.get(
    '/auth/visit',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'When the signed-in user was last seen before this sign-in (null: their first visit)',
        response: { 200: ZVisit, 401: ZError },
      },
    },
    async (req) => previousVisit(db, req.actor!.userId, req.actor!.sessionId),
  );

  /** A new session id with the same absolute expiry; the old one stops working at once. */
  const rotate = async (req: FastifyRequest, reply: FastifyReply, tenantId: string | null) => {
    const actor = req.actor!;
    const current = await sessionRecord(db, actor.sessionId);
    if (!current) throw unauthorized();
    await endSession(db, reply, actor);
    return startSession(db, reply, app.config, actor.userId, {
      userAgent: req.headers['user-agent'],
      tenantId,
      idToken: current.idToken,
      expiresAt: current.expiresAt,
    });
  };

  app.post(
    '/auth/refresh',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Rotate the session and set its tenant (null: the main platform); 401 signs the client out',
        body: ZRefresh.optional(),
        response: { 200: ZProfile, 400: ZError, 401: ZError, 403: ZError },
      },
    },
    async (req, reply) => {
      // the default tenant is the main platform, which every signed-in user belongs to (SPEC §4:
      // a failed refresh signs the client out); other tenants are for their members
      const requested = req.body?.tenant_id ?? null;
      const tenantId = isPlatformTenant(requested) ? null : requested;
      if (tenantId) await assertMayEnterTenant(db, scopeOf(req), tenantId);
      await rotate(req, reply, tenantId);
      return profileOf(req.actor!.userId, tenantId);
    },
  );

  app.post(
    '/auth/refreshToken',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Rotate the session token; API clients may send the new token as Authorization: Bearer',
        response: {
          200: z.object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number().int() }),
          401: ZError,
        },
      },
    },
    async (req, reply) => {
      const { token, expiresAt } = await rotate(req, reply, req.actor!.tenantId);
      return {
        access_token: token,
        token_type: 'Bearer' as const,
        expires_in: Math.floor((expiresAt.getTime() - Date.now()) / 1000),
      };
    },
  );

  app.get(
    '/auth/roles/self-service',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The system roles anyone may pick at /select-role',
        response: { 200: z.array(ZSelfServiceRole) },
      },
    },
    async () => selfServiceRoles(db),
  );

  app.post(
    '/auth/selectRole',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Make a role the active one: a held role, or a self-service role (which replaces temp)',
        body: ZSelectRole,
        response: { 200: ZProfile, 400: ZError, 401: ZError, 403: ZError },
      },
    },
    async (req) => {
      await selectRole(db, scopeOf(req), req.body.role_id);
      return profileOf(req.actor!.userId, req.actor!.tenantId);
    },
  );
};
