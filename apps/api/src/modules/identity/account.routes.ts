/**
 * /api/account/ — the signed-in person's own account and settings (issue 20: /account and
 * /settings). Each call acts on the session's user only, so any signed-in user may call them
 * (like global-user/profile/update); the SPEC §7 resource group user/userSettings/ stays the
 * administrators' view of every user's settings.
 */
import {
  ZAccount,
  ZAccountSessions,
  ZAccountSettings,
  ZAccountSettingsPatch,
  ZEmailChange,
  ZEmailChangeConfirm,
  ZEmailChangeStarted,
  ZSessionIdParams,
  ZSessionsRevoked,
} from '@ankur/shared/schemas/account';
import { ZError } from '@ankur/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { destroyProviderSessions } from '../../plugins/oidc/adapter.ts';
import { scopeOf } from '../../plugins/session.ts';
import {
  confirmEmailChange,
  listSessions,
  loadAccount,
  loadSettings,
  saveSettings,
  signOutOtherSessions,
  signOutSession,
  startEmailChange,
} from './account.service.ts';

const tags = ['Account'];
const errors = { 400: ZError, 401: ZError };

export const accountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const mail = () => ({ ...app.identity, brandName: app.config.brandName });

  app.get(
    '/account',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The own account: names, e-mail, phone, how it signs in, an e-mail change waiting for its code',
        response: { 200: ZAccount, 401: ZError },
      },
    },
    async (req) => loadAccount(db, scopeOf(req).actor.userId, app.identity.clock.now()),
  );

  app.post(
    '/account/email',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Start an e-mail change: a 6-digit code goes to the new address (current password required)',
        body: ZEmailChange,
        response: { 202: ZEmailChangeStarted, ...errors, 409: ZError, 429: ZError, 502: ZError },
      },
    },
    async (req, reply) => reply.status(202).send(await startEmailChange(db, mail(), scopeOf(req), req.body)),
  );

  app.post(
    '/account/email/confirm',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Confirm the new address with its code; the old address gets a notice',
        body: ZEmailChangeConfirm,
        response: { 200: ZAccount, ...errors, 409: ZError },
      },
    },
    async (req) => confirmEmailChange(db, mail(), scopeOf(req), req.body.otp),
  );

  app.get(
    '/account/settings',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The own settings: language, profile visibility, landing page after sign-in',
        response: { 200: ZAccountSettings, 401: ZError },
      },
    },
    async (req) => loadSettings(db, scopeOf(req).actor.userId),
  );

  app.put(
    '/account/settings',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Change any of the own settings (400 names a bad field)',
        body: ZAccountSettingsPatch,
        response: { 200: ZAccountSettings, ...errors },
      },
    },
    async (req) => saveSettings(db, scopeOf(req), req.body),
  );

  app.get(
    '/account/sessions',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The devices signed in to the own account, this one first',
        response: { 200: ZAccountSessions, 401: ZError },
      },
    },
    async (req) => listSessions(db, scopeOf(req)),
  );

  app.delete(
    '/account/sessions/:id',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Sign one other device out (404 for a session that is not the caller’s)',
        params: ZSessionIdParams,
        response: { 204: z.null(), ...errors, 404: ZError },
      },
    },
    async (req, reply) => {
      await signOutSession(db, scopeOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/account/sessions/signOutOthers',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Sign out everywhere else: every other session of the own account ends',
        response: { 200: ZSessionsRevoked, 401: ZError },
      },
    },
    async (req) => {
      const scope = scopeOf(req);
      const result = await signOutOtherSessions(db, scope);
      // the embedded provider's single sign-on ends too, so another browser cannot slip back in
      if (app.identity.provider) await destroyProviderSessions(db, scope.actor.userId);
      return result;
    },
  );
};
