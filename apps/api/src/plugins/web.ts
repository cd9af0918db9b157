import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { errorBody } from './errors.ts';

const escapeAttr = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the runtime settings the web app reads from <meta> tags (no inline script, CSP stays strict). */
export function renderIndexHtml(template: string, config: Pick<Config, 'brandName' | 'defaultTenant'>): string {
  const meta = [
    `<meta name="ankur:brand-name" content="${escapeAttr(config.brandName)}">`,
    `<meta name="ankur:default-tenant" content="${escapeAttr(config.defaultTenant)}">`,
  ].join('\n    ');
  return template.replace('<!--ankur-config-->', meta);
}

const NOT_BUILT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ankur</title></head>
<body style="font-family:system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>The web app is not built yet</h1><p>Run <code>npm start</code> (it builds the web app first) or
<code>npm run build</code>, then reload this page. The API is up: <a href="/api/health">/api/health</a>.</p></body></html>`;

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built SPA: hashed files under /assets with year-long immutable caching, other
 * static files briefly cached, and index.html (never cached) for every other GET path so the
 * client-side router can show its screen or its 404 page. Unknown /api paths answer 404 JSON.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts;
  const indexFile = path.join(config.webDist, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? renderIndexHtml(readFileSync(indexFile, 'utf8'), config) : NOT_BUILT_HTML;

  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      index: false,
      wildcard: true,
      etag: true,
      // the build writes .br and .gz beside each asset; the browser gets the smallest it accepts
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const rel = path.relative(config.webDist, filePath);
        reply.header(
          'cache-control',
          rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    reply
      .status(built ? 200 : 503)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);

  app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const url = req.raw.url ?? '/';
    if (isApiPath(url) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send(errorBody(404, `No such endpoint: ${req.method} ${url.split('?')[0]}`));
    }
    // a missing hashed asset is a real 404, not the SPA (a stale tab must not get HTML for JS)
    if (url.startsWith('/assets/')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return sendIndex(reply);
  });
});
