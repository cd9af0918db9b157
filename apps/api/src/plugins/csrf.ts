import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors.ts';
import { bearerAuthenticates } from './session.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_REFUSED = 'Cross-site request refused.';

/**
 * CSRF defence for every state-changing /api call made with the browser's cookies:
 *  - the session cookie is SameSite=Lax, so other sites' requests do not carry it;
 *  - the Origin header (or, without one, Fetch Metadata's Sec-Fetch-Site) must name this site;
 *  - bodies are JSON only (text/plain is not parsed), which a cross-site form cannot send
 *    without a CORS preflight, and no CORS is granted.
 * Calls authenticated by an `Authorization: Bearer` token (and no session cookie) carry no ambient
 * credentials and are not checked;
 * clients that send neither header (curl, servers) are not browsers and are let through.
 */
export function crossSite(req: FastifyRequest, siteOrigin: string): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) return origin !== siteOrigin && origin !== `${req.protocol}://${req.host}`;
  const site = req.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

export const csrfPlugin = fp(async (app: FastifyInstance, opts: { siteOrigin: string }) => {
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method) || !req.url.startsWith('/api/')) return;
    if (bearerAuthenticates(req)) return;
    if (crossSite(req, opts.siteOrigin)) throw forbidden(CROSS_SITE_REFUSED);
  });
});
