import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { OIDC_MOUNT } from './provider.ts';

/**
 * Serves the embedded provider at /oidc. The provider is a Koa app: the raw request is handed
 * over with the mount prefix stripped (it rebuilds its own URLs from originalUrl), and Fastify
 * leaves the body unread so that the provider parses its own form posts.
 */
export async function mountProvider(app: FastifyInstance, provider: Provider): Promise<void> {
  const callback = provider.callback();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const handler = (req: { raw: IncomingMessage }, reply: { hijack(): void; raw: unknown }) => {
      reply.hijack();
      const raw = req.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(OIDC_MOUNT.length) || '/';
      void callback(raw, reply.raw as Parameters<typeof callback>[1]);
    };
    scope.all(OIDC_MOUNT, handler);
    scope.all(`${OIDC_MOUNT}/*`, handler);
  });
}
