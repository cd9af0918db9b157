import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';

/** Issue 24: being built. */
export const cohortRoutes: FastifyPluginAsyncZod<{ db: Db }> = async () => {};
