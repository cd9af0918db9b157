import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { access } from '../../plugins/access.ts';

export const REDIRECT_ACTIONS = ['register', 'update-profile', 'update-password'] as const;

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
  if (url.origin !== origin || raw.startsWith('//') || /^\/\\/.test(raw)) {
    throw badRequest('Invalid redirect_uri: must be a URL of this site');
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * GET /api/auth/redirect (SPEC §7): the browser's way into the sign-in service. Until the
 * OpenID provider lands (identity issue), the sign-in service is the web app's own /sign-in
 * screen, which signs in through POST /api/auth/signin.
 */
export const redirectRoute: FastifyPluginAsyncZod = async (app) => {
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
      const origin = app.config.publicUrl ?? `${req.protocol}://${req.host}`;
      const back = safeReturnPath(req.query.redirect_uri, origin);
      const params = new URLSearchParams({ redirect_uri: back });
      if (req.query.action) params.set('action', req.query.action);
      if (req.query.tenant_id) params.set('tenant_id', req.query.tenant_id);
      return reply.redirect(`/sign-in?${params}`, 302);
    },
  );
};
