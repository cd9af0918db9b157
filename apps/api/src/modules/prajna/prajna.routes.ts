import { ZError } from '@ankur/shared/schemas/common';
import {
  ZPrajnaAnswerParams,
  ZPrajnaAsk,
  ZPrajnaAskResult,
  ZPrajnaBenchConfig,
  ZPrajnaBenchRun,
  ZPrajnaHealth,
  ZPrajnaHistory,
  ZPrajnaHistoryQuery,
  ZPrajnaOverview,
  ZPrajnaOverviewQuery,
  ZPrajnaThread,
} from '@ankur/shared/schemas/prajna';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { dataTenant } from '../../db/tenant.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { benchConfig, benchRun, health } from './bench.service.ts';
import {
  alternative,
  ask,
  forgetAll,
  forgetQuestion,
  history,
  overview,
  type PrajnaContext,
  thread,
} from './prajna.service.ts';
import { providerFrom } from './provider.ts';

const tags = ['Prajna'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
const admin = access.adminCenter('read');

/** /api/prajna (issue 22): ask the library, response sets, history; /api/prajna/bench for administrators. */
export const prajnaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const provider = providerFrom(app.config.prajna);
  const ctx = (): PrajnaContext => ({ db, provider, clock: app.identity.clock, brand: app.config.brandName });

  app.get(
    '/prajna/overview',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Who answers (the provider questions are sent to, or none), the hour’s usage, questions to try',
        querystring: ZPrajnaOverviewQuery,
        response: { 200: ZPrajnaOverview, 400: ZError },
      },
    },
    async (req) =>
      overview(
        ctx(),
        req.actor ? scopeOf(req) : null,
        dataTenant(req.actor, app.config.defaultTenant),
        req.query.language,
      ),
  );
  app.post(
    '/prajna/ask',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Asks a question (English or Hindi); the answer cites the library’s passages [n]',
        body: ZPrajnaAsk,
        response: { 201: ZPrajnaAskResult, ...errors, 429: ZError },
      },
    },
    async (req, reply) => reply.status(201).send(await ask(ctx(), scopeOf(req), req.body)),
  );
  app.post(
    '/prajna/answers/:id/alternatives',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Another response set for the same question (other passages, or regenerated)',
        params: ZPrajnaAnswerParams,
        response: { 201: ZPrajnaAskResult, ...errors, 409: ZError, 429: ZError },
      },
    },
    async (req, reply) => reply.status(201).send(await alternative(ctx(), scopeOf(req), req.params.id)),
  );
  app.get(
    '/prajna/answers/:id',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'One of my questions with all its response sets',
        params: ZPrajnaAnswerParams,
        response: { 200: ZPrajnaThread, ...errors },
      },
    },
    async (req) => thread(db, scopeOf(req), req.params.id),
  );
  app.delete(
    '/prajna/answers/:id',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Forgets one of my questions with its response sets',
        params: ZPrajnaAnswerParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await forgetQuestion(db, scopeOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/prajna/history',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'My questions, newest first (paged)',
        querystring: ZPrajnaHistoryQuery,
        response: { 200: ZPrajnaHistory, ...errors },
      },
    },
    async (req) => history(db, scopeOf(req), req.query),
  );
  app.delete(
    '/prajna/history',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Forgets all my questions and answers',
        response: { 200: z.object({ deleted: z.number().int() }), ...errors },
      },
    },
    async (req) => forgetAll(db, scopeOf(req)),
  );

  app.get(
    '/prajna/bench/config',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'The provider configuration (name, model, base URL; never the key) — administrators',
        response: { 200: ZPrajnaBenchConfig, ...errors },
      },
    },
    async () => benchConfig(ctx()),
  );
  app.post(
    '/prajna/bench/run',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Runs a question through every step: documents, passages, prompt, both answers — administrators',
        body: ZPrajnaAsk,
        response: { 200: ZPrajnaBenchRun, ...errors },
      },
    },
    async (req) => benchRun(ctx(), scopeOf(req), req.body),
  );
  app.post(
    '/prajna/bench/health',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Checks the provider answers — administrators',
        response: { 200: ZPrajnaHealth, ...errors },
      },
    },
    async () => health(ctx()),
  );
};
