import { ZError } from '@ankur/shared/schemas/common';
import { ZSearchQuery, ZSearchResults, ZSuggestions, ZSuggestQuery, ZSuiteRun } from '@ankur/shared/schemas/search';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { dataTenant } from '../../db/tenant.ts';
import { hit, tooMany } from '../../lib/throttle.ts';
import { access } from '../../plugins/access.ts';
import { type Searcher, search, suggest } from './search.service.ts';
import { runSuite } from './suite.service.ts';

const tags = ['Search'];

/** Suggestions per person (or address, signed out) and minute: typing is debounced, so this is roomy. */
export const SUGGEST_LIMIT_PER_MINUTE = 120;

/**
 * /api/search (issue 22): the results page, the header box's suggestions, and the relevance
 * suite administrators run. No session needed: a signed-out visitor finds only 'public' things.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const searcher = (req: FastifyRequest): Searcher => ({
    tenantId: dataTenant(req.actor, app.config.defaultTenant),
    userId: req.actor?.userId ?? null,
  });

  app.get(
    '/search',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Ranked results grouped by kind (people, programs, content, circles, posts, threads, organisations)',
        description:
          'Full text (English stemming and Devanagari words) with trigram similarity on titles for names and typos; only what the searcher may find. With kind: that group alone, paged by offset.',
        querystring: ZSearchQuery,
        response: { 200: ZSearchResults, 400: ZError },
      },
    },
    async (req) => search(db, searcher(req), req.query),
  );

  app.get(
    '/search/suggest',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The best few results across kinds for the header search box (type-ahead)',
        querystring: ZSuggestQuery,
        response: { 200: ZSuggestions, 400: ZError, 429: ZError },
      },
    },
    async (req) => {
      const who = req.actor ? `user:${req.actor.userId}` : `ip:${req.ip}`;
      const limit = await hit(db, `search:suggest:${who}`, { limit: SUGGEST_LIMIT_PER_MINUTE, windowMs: 60_000 });
      if (!limit.allowed) throw tooMany(limit.retryAfterSec, 'Too many searches. Try again in a moment.');
      return suggest(db, searcher(req), req.query.q);
    },
  );

  app.get(
    '/search/suite',
    {
      config: { access: access.adminCenter('read') },
      schema: {
        tags,
        summary:
          'Runs the relevance suite (administrators): each query and whether its expected result is in the top 3',
        response: { 200: ZSuiteRun, 401: ZError, 403: ZError },
      },
    },
    async () => runSuite(db, { tenantId: app.config.defaultTenant }),
  );
};
