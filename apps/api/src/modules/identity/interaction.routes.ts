import { ZError } from '@ankur/shared/schemas/common';
import {
  type TInteractionDetails,
  ZAccepted,
  ZInteractionDetails,
  ZInteractionLogin,
  ZInteractionPassword,
  ZInteractionRedirect,
  ZInteractionResend,
  ZInteractionVerify,
  ZInteractionVerifyResult,
  ZSignup,
  ZSignupResult,
  ZUpdateProfile,
} from '@ankur/shared/schemas/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { access } from '../../plugins/access.ts';
import { INTERACTION_PATH } from '../../plugins/oidc/provider.ts';
import { checkCredentials } from './credentials.ts';
import { accountSummary, changePassword, updateOwnProfile } from './interaction-account.ts';
import { resendSignupCode } from './password-reset.ts';
import { confirmSignupCode, registerAccount } from './registration.ts';

const EXPIRED = 'This sign-in page has expired. Start again.';
const Params = z.object({ uid: z.string().min(10).max(100) });
/** the interaction paths inside the /api prefix */
const base = INTERACTION_PATH.replace(/^\/api/, '');
const tags = ['Sign-in screens'];

/**
 * The embedded provider's interaction API: the web screens at /sign-in/:uid (sign in, register,
 * verify the e-mail code, update profile or password) call these. Each call is bound to the
 * browser that started the sign-in by the provider's interaction cookie, whose path is
 * /api/auth/interaction/:uid.
 */
export const interactionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const mailContext = () => ({ ...app.identity, brandName: app.config.brandName });

  type Req = FastifyRequest & { params: { uid: string } };

  async function details(req: Req, reply: FastifyReply) {
    const provider = app.identity.provider;
    if (!provider) throw notFound(EXPIRED);
    try {
      const d = await provider.interactionDetails(req.raw, reply.raw);
      if (d.uid !== req.params.uid) throw new Error('another interaction');
      return { provider, d };
    } catch {
      throw notFound(EXPIRED);
    }
  }

  async function finish(req: Req, reply: FastifyReply, result: InteractionResults) {
    const { provider } = await details(req, reply);
    const redirectTo = await provider.interactionResult(req.raw, reply.raw, result, { mergeWithLastSubmission: true });
    return { redirectTo };
  }

  const loginResult = (authUserId: number): InteractionResults => ({
    login: { accountId: String(authUserId) },
    create: {},
  });

  app.get(
    `${base}/:uid`,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The interaction: the browser goes to its screen; the screen reads its details',
        params: Params,
        response: { 200: ZInteractionDetails, 404: ZError },
      },
    },
    async (req, reply) => {
      const accept = req.headers.accept ?? '';
      if (!accept.includes('application/json'))
        return reply.redirect(`/sign-in/${encodeURIComponent(req.params.uid)}`, 302);
      const { d } = await details(req, reply);
      const prompt = d.prompt.name as TInteractionDetails['prompt'];
      const kcAction = d.params.kc_action;
      const action: TInteractionDetails['action'] =
        prompt === 'create'
          ? 'register'
          : prompt === 'kc_action'
            ? kcAction === 'UPDATE_PASSWORD'
              ? 'update-password'
              : 'update-profile'
            : 'sign-in';
      const account =
        prompt === 'kc_action' && d.session?.accountId ? await accountSummary(db, Number(d.session.accountId)) : null;
      const hint = d.params.login_hint;
      return { uid: d.uid, prompt, action, login_hint: typeof hint === 'string' ? hint : null, account };
    },
  );

  const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError, 429: ZError, 502: ZError };
  const opts = <S extends object>(summary: string, schema: S) => ({
    config: { access: access.public },
    schema: { tags, summary, params: Params, ...schema },
  });

  app.post(
    `${base}/:uid/login`,
    opts('Sign in with username or e-mail and password', {
      body: ZInteractionLogin,
      response: { 200: ZInteractionRedirect, ...errors },
    }),
    async (req, reply) => {
      await details(req, reply);
      const login = await checkCredentials(db, mailContext(), { ...req.body, ip: req.ip });
      return finish(req, reply, loginResult(login.auth_user_id));
    },
  );

  app.post(
    `${base}/:uid/register`,
    opts('Create an account; a code goes to the e-mail address', {
      body: ZSignup,
      response: { 201: ZSignupResult, ...errors },
    }),
    async (req, reply) => {
      await details(req, reply);
      return reply.status(201).send(await registerAccount(db, mailContext(), req.body, req.ip));
    },
  );

  app.post(
    `${base}/:uid/verify`,
    opts('Confirm the e-mail code; signs in unless a parent must consent first', {
      body: ZInteractionVerify,
      response: { 200: ZInteractionVerifyResult, ...errors },
    }),
    async (req, reply) => {
      await details(req, reply);
      const { email, otp } = req.body;
      const { login, parentEmail } = await confirmSignupCode(
        db,
        { ...mailContext(), origin: app.identity.origin },
        { email, otp },
      );
      if (!login?.user_id || !login.enabled) throw notFound(EXPIRED);
      if (parentEmail) return { pending: 'parental-consent' as const, parent_email: parentEmail };
      return finish(req, reply, loginResult(login.auth_user_id));
    },
  );

  app.post(
    `${base}/:uid/resend`,
    opts('Send a new e-mail code (one a minute)', {
      body: ZInteractionResend,
      response: { 202: ZAccepted, ...errors },
    }),
    async (req, reply) => {
      await details(req, reply);
      await resendSignupCode(db, mailContext(), req.body.email);
      return reply.status(202).send({ accepted: true as const });
    },
  );

  app.post(
    `${base}/:uid/profile`,
    opts('Update the profile (kc_action UPDATE_PROFILE)', {
      body: ZUpdateProfile,
      response: { 200: ZInteractionRedirect, ...errors },
    }),
    async (req, reply) => {
      const { d } = await details(req, reply);
      if (d.prompt.name !== 'kc_action' || !d.session?.accountId) throw notFound(EXPIRED);
      await updateOwnProfile(db, Number(d.session.accountId), req.body);
      return finish(req, reply, { kc_action: { done: true } });
    },
  );

  app.post(
    `${base}/:uid/password`,
    opts('Change the password (kc_action UPDATE_PASSWORD)', {
      body: ZInteractionPassword,
      response: { 200: ZInteractionRedirect, ...errors },
    }),
    async (req, reply) => {
      const { d } = await details(req, reply);
      if (d.prompt.name !== 'kc_action' || !d.session?.accountId) throw notFound(EXPIRED);
      await changePassword(db, Number(d.session.accountId), req.body);
      return finish(req, reply, { kc_action: { done: true } });
    },
  );

  app.post(
    `${base}/:uid/abort`,
    opts('Cancel: back to the site without signing in', { response: { 200: ZInteractionRedirect, ...errors } }),
    async (req, reply) =>
      finish(req, reply, { error: 'access_denied', error_description: 'End-User aborted interaction' }),
  );
};
