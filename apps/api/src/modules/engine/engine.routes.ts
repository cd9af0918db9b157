import { ZError } from '@ankur/shared/schemas/common';
import {
  ENGINE_MENU,
  ZEngineDashboard,
  ZEngineModule,
  ZEngineScore,
  ZEngineStat,
  ZImportInput,
  ZImportResult,
  ZModuleInput,
  ZModulePatch,
  ZPhaseInput,
  ZScoreInput,
  ZScoreList,
  ZScoreRange,
  ZStatInput,
  ZStatPatch,
} from '@ankur/shared/schemas/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import * as engine from './engine.service.ts';

const tags = ['Engine'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
/** Everything here is the caller's own Engine: read on 'Engine' (every member role) is enough. */
const readEngine = access.menu(ENGINE_MENU, 'read');
const zPathId = z.coerce.number().pipe(z.number().int().positive().max(2147483647));

/** /api/engine (issue 24): the founder's dashboard, KPIs, monthly scores, CSV import and phase. */
export const engineRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const now = () => app.identity.clock.now().toISOString();

  app.get(
    '/engine',
    {
      config: { access: readEngine },
      schema: {
        tags,
        summary: "The caller's Engine (made with the default modules and KPIs on the first visit)",
        response: { 200: ZEngineDashboard, ...errors },
      },
    },
    async (req) => engine.dashboard(db, scopeOf(req)),
  );
  app.put(
    '/engine/phase',
    {
      config: { access: readEngine },
      schema: {
        tags,
        summary: 'Set the phase the founder is in (SPEC §3 activePhase)',
        body: ZPhaseInput,
        response: { 200: ZPhaseInput, ...errors },
      },
    },
    async (req) => engine.changePhase(db, scopeOf(req), req.body.active_phase, now()),
  );

  app.post(
    '/engine/modules',
    {
      config: { access: readEngine },
      schema: { tags, summary: 'Add a module', body: ZModuleInput, response: { 201: ZEngineModule, ...errors } },
    },
    async (req, reply) => reply.code(201).send(await engine.createModule(db, scopeOf(req), req.body)),
  );
  app.patch(
    '/engine/modules/:moduleId',
    {
      config: { access: readEngine },
      schema: {
        tags,
        summary: 'Rename, re-phase or reorder a module',
        params: z.object({ moduleId: zPathId }),
        body: ZModulePatch,
        response: { 200: ZEngineModule, ...errors },
      },
    },
    async (req) => engine.patchModule(db, scopeOf(req), req.params.moduleId, req.body),
  );
  app.delete(
    '/engine/modules/:moduleId',
    {
      config: { access: readEngine },
      schema: {
        tags,
        summary: 'Delete a module with its stats and their scores',
        params: z.object({ moduleId: zPathId }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await engine.removeModule(db, scopeOf(req), req.params.moduleId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/engine/stats',
    {
      config: { access: readEngine },
      schema: {
        tags,
        summary: 'Add a stat (KPI) to a module',
        body: ZStatInput,
        response: { 201: ZEngineStat, ...errors, 409: ZError },
      },
    },
    async (req, reply) => reply.code(201).send(await engine.createStat(db, scopeOf(req), req.body)),
  );
  app.patch(
    '/engine/stats/:statId',
    {
      config: { access: readEngine },
      schema: {
        tags,
        summary: 'Rename, move (module, parent), recategorise or reorder a stat',
        params: z.object({ statId: zPathId }),
        body: ZStatPatch,
        response: { 200: ZEngineStat, ...errors, 409: ZError },
      },
    },
    async (req) => engine.patchStat(db, scopeOf(req), req.params.statId, req.body),
  );
  app.delete(
    '/engine/stats/:statId',
    {
      config: { access: readEngine },
      schema: {
        tags,
        summary: 'Delete a stat and its scores (stats under it move to the top level)',
        params: z.object({ statId: zPathId }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await engine.removeStat(db, scopeOf(req), req.params.statId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/engine/scores',
    {
      config: { access: readEngine },
      schema: {
        tags,
        summary: "The caller's scores from one month to another (YYYY-MM, inclusive)",
        querystring: ZScoreRange,
        response: { 200: ZScoreList, ...errors },
      },
    },
    async (req) => engine.listScores(db, scopeOf(req), req.query.from, req.query.to),
  );
  app.put(
    '/engine/scores',
    {
      config: { access: readEngine },
      schema: {
        tags,
        summary: "Set one stat's value for one month (unit defaults to the stat's)",
        body: ZScoreInput,
        response: { 200: ZEngineScore, ...errors },
      },
    },
    async (req) => engine.putScore(db, scopeOf(req), req.body, now()),
  );
  app.delete(
    '/engine/scores/:tableId',
    {
      config: { access: readEngine },
      schema: {
        tags,
        summary: 'Delete one score',
        params: z.object({ tableId: zPathId }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await engine.removeScore(db, scopeOf(req), req.params.tableId);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/engine/import',
    {
      config: { access: readEngine },
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Import scores (rows of stat, period, value, unit?): one transaction, upsert on (stat, period)',
        body: ZImportInput,
        response: { 200: ZImportResult, ...errors },
      },
    },
    async (req) => engine.importScores(db, scopeOf(req), req.body.rows, now()),
  );
};
