import { SELECT_ROLE_PATH } from '@ankur/shared/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { access } from '../../plugins/access.ts';
import { CALLBACK_PATH, KC_ACTIONS } from '../../plugins/oidc/provider.ts';
import type { FlowState } from '../../plugins/oidc/relying-party.ts';
import { resolveSession, startSession } from '../../plugins/session.ts';
import { landingPageAfterSignIn } from './account.service.ts';
import { errorPage } from './error-page.ts';
import { completeSignIn } from './sign-in-completion.ts';

export const REDIRECT_ACTIONS = ['register', 'update-profile', 'update-password'] as const;
/** The signed, short-lived cookie that carries state, nonce and PKCE verifier to the callback. */
export const FLOW_COOKIE = 'ankur_oidc';
const FLOW_TTL_S = 60 * 60;

interface Flow extends FlowState {
  back: string;
  tenant: string | null;
}

/**
 * Only a path on this site, or an absolute URL of this site's own origin, may be a return
 * address: anything else would make the sign-in flow an open redirect.
 */
export function safeReturnPath(raw: string | undefined, origin: string): string {
  if (!raw) return '/';
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    throw badRequest('Invalid redirect_uri: must be a URL of this site');
  }
  if (url.origin !== new URL(origin).origin || raw.startsWith('//') || /^\/\\/.test(raw) || /[\t\n\r]/.test(raw)) {
    throw badRequest('Invalid redirect_uri: must be a URL of this site');
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * GET /api/auth/redirect (SPEC §7) sends the browser to the OpenID provider — the embedded one
 * or OIDC_ISSUER — with PKCE, state and nonce; GET /api/auth/callback finishes the sign-in
 * (SPEC §4 sign-in completion), starts the session and returns to redirect_uri.
 */
export const redirectRoute: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const cookieOptions = () => ({
    path: CALLBACK_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.identity.origin.startsWith('https://'),
    signed: true,
  });

  app.get(
    '/auth/redirect',
    {
      config: { access: access.public },
      schema: {
        tags: ['Auth'],
        summary: 'Send the browser to the sign-in service (sign-in, register, update-profile, update-password)',
        querystring: z.object({
          redirect_uri: z.string().max(2048).optional(),
          tenant_id: z.string().max(64).optional(),
          action: z.enum(REDIRECT_ACTIONS).optional(),
        }),
      },
    },
    async (req, reply) => {
      const here = app.config.publicUrl ?? `${req.protocol}://${req.host}`;
      const back = safeReturnPath(req.query.redirect_uri, here);
      const extra: Record<string, string> = {};
      if (req.query.action === 'register') extra.prompt = 'create';
      else if (req.query.action) extra.kc_action = KC_ACTIONS[req.query.action];
      if (req.query.tenant_id) extra.tenant_id = req.query.tenant_id;
      let started: Awaited<ReturnType<typeof app.identity.rp.authorizationUrl>>;
      try {
        started = await app.identity.rp.authorizationUrl(`${app.identity.origin}${CALLBACK_PATH}`, extra);
      } catch (err) {
        req.log.error({ err }, 'the OpenID provider could not be reached');
        throw new HttpError(503, 'The sign-in service cannot be reached right now. Please try again in a minute.');
      }
      const flow: Flow = { ...started.flow, back, tenant: req.query.tenant_id ?? null };
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), { ...cookieOptions(), maxAge: FLOW_TTL_S });
      return reply.redirect(started.url, 302);
    },
  );

  app.get(
    '/auth/callback',
    {
      config: { access: access.public },
      schema: {
        tags: ['Auth'],
        summary: 'Where the OpenID provider returns the browser (authorization code); starts the session',
        querystring: z.record(z.string(), z.string().max(4096)),
      },
    },
    async (req, reply) => {
      const raw = req.cookies[FLOW_COOKIE];
      const unsigned = raw ? req.unsignCookie(raw) : null;
      reply.clearCookie(FLOW_COOKIE, { path: CALLBACK_PATH });
      let flow: Flow | null = null;
      try {
        flow = unsigned?.valid && unsigned.value ? (JSON.parse(unsigned.value) as Flow) : null;
      } catch {
        flow = null;
      }
      const retry = '/api/auth/redirect';
      if (!flow) {
        return errorPage(reply, 400, 'This sign-in has expired', 'Start again: it only takes a moment.', retry);
      }
      if (req.query.error) {
        // the person cancelled at the provider: back where they came from, still signed out
        return reply.redirect(req.query.error === 'access_denied' ? flow.back : '/', 302);
      }
      const current = new URL(`${app.identity.origin}${CALLBACK_PATH}`);
      for (const [k, v] of Object.entries(req.query)) current.searchParams.set(k, v);
      let result: Awaited<ReturnType<typeof app.identity.rp.finish>>;
      try {
        result = await app.identity.rp.finish(current, flow);
      } catch (err) {
        req.log.warn({ err }, 'the OpenID callback was refused');
        return errorPage(
          reply,
          400,
          'We could not finish signing you in',
          'The sign-in answer was not valid or has expired.',
          retry,
        );
      }
      const external = app.identity.provider ? null : app.identity.rp.issuer;
      let userId: number;
      try {
        userId = await completeSignIn(db, { ...result.claims, sub: String(result.claims.sub) }, external);
      } catch (err) {
        if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
        return errorPage(reply, err.statusCode, 'We could not finish signing you in', err.message, retry);
      }
      const { token } = await startSession(db, reply, app.config, userId, {
        userAgent: req.headers['user-agent'],
        idToken: result.idToken,
      });
      // a plain sign-in (back to /select-role) of someone who holds a role lands on the page
      // they chose in /settings, when their role may open it
      const landing =
        flow.back === SELECT_ROLE_PATH ? await landingPageAfterSignIn(db, await resolveSession(db, token)) : null;
      return reply.redirect(landing ?? flow.back, 302);
    },
  );
};
