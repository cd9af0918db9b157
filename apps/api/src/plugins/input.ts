import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.ts';
import { badTextAt } from '../lib/text.ts';

/** Every route's params, query and body pass here after the access check and before their schemas. */
async function refuseBadText(req: FastifyRequest): Promise<void> {
  const found = badTextAt(req.params, 'params') ?? badTextAt(req.query, 'querystring') ?? badTextAt(req.body, 'body');
  if (found) throw badRequest(`Invalid ${found.path}: ${found.message}`, [found]);
}

/**
 * Input normalisation (docs/security.md): a NUL character or an unpaired surrogate in any string
 * of the params, query or body answers 400 naming the field, for every route.
 */
export const inputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', refuseBadText);
});
