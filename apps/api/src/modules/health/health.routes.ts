import { ZHealth } from '@ankur/shared/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { healthOf } from './health.service.ts';

/** GET /api/health → { status, db, version } (DESIGN.md §4). 503 while the database is down. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = async (app, opts) => {
  app.get(
    '/health',
    {
      config: { access: access.public },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database health',
        response: { 200: ZHealth, 503: ZHealth },
      },
    },
    async (_req, reply) => {
      const { up, health } = await healthOf(opts.database, opts.version);
      return reply.status(up ? 200 : 503).send(health);
    },
  );
};
