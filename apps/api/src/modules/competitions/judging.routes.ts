import {
  ZAdvanceInput,
  ZAssignment,
  ZCompetitionDetail,
  ZConflictInput,
  ZJudgingQueue,
  ZLeaderboard,
  ZResultsInput,
  ZScoreInput,
  ZStandings,
} from '@ankur/shared/schemas/competitions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { errors, ZIdParams } from './competitions.routes.ts';
import { declareConflict, judgingQueue, saveScore } from './judging.service.ts';
import { advanceRound, leaderboard, publishResults, roundStandings } from './results.service.ts';

const tags = ['Competitions: judging and results'];
const ZRoundParams = z.object({ roundId: z.coerce.number().pipe(z.number().int().positive().max(2147483647)) });

/** /api/competitions (issue 23): judges' queues and scores, standings, advancing, results, the leaderboard. */
export const judgingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const now = () => app.identity.clock.now();

  app.get(
    '/competitions/:id/judging',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "The caller's assignments in the active rounds: answers and files, their own scores only",
        params: ZIdParams,
        response: { 200: ZJudgingQueue, ...errors },
      },
    },
    async (req) => judgingQueue(db, scopeOf(req), req.params.id),
  );
  app.put(
    '/competitions/assignments/:id/score',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The judge saves scores as they go (any criteria); final submits a complete score',
        params: ZIdParams,
        body: ZScoreInput,
        response: { 200: ZAssignment, ...errors },
      },
    },
    async (req) => saveScore(db, scopeOf(req), req.params.id, req.body, now()),
  );
  app.post(
    '/competitions/assignments/:id/conflict',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The judge declares a conflict of interest; the organiser is told, another judge takes it',
        params: ZIdParams,
        body: ZConflictInput,
        response: { 200: ZAssignment, ...errors },
      },
    },
    async (req) => declareConflict(db, scopeOf(req), req.params.id, req.body),
  );
  app.get(
    '/competitions/rounds/:roundId/standings',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Organisers: a round's progress and ranking (average and normalised scores)",
        params: ZRoundParams,
        response: { 200: ZStandings, ...errors },
      },
    },
    async (req) => roundStandings(db, scopeOf(req), req.params.roundId),
  );
  app.post(
    '/competitions/rounds/:roundId/advance',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Organisers: these move on, the rest stop; the round closes and the next begins',
        params: ZRoundParams,
        body: ZAdvanceInput,
        response: { 200: ZCompetitionDetail, ...errors },
      },
    },
    async (req) => advanceRound(db, scopeOf(req), req.params.roundId, req.body),
  );
  app.post(
    '/competitions/:id/results',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Organisers: final ranks and prizes, published; applicants told; certificates issued',
        params: ZIdParams,
        body: ZResultsInput,
        response: { 200: ZCompetitionDetail, ...errors },
      },
    },
    async (req) => publishResults(db, scopeOf(req), req.params.id, req.body, now()),
  );
  app.get(
    '/competitions/:id/leaderboard',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary:
          'The placed teams (public in the tenant once results are out, if the organiser chose; else organisers)',
        params: ZIdParams,
        response: { 200: ZLeaderboard, ...errors },
      },
    },
    async (req) => leaderboard(db, scopeOf(req), req.params.id),
  );
};
