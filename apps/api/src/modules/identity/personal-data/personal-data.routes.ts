/**
 * /api/account/data/ — "Your data" on /account (issue 20, decision 35): the signed-in person's
 * export of everything the platform holds about them, and the erasure of their account after a
 * grace period. Each call acts on the session's user only.
 */

import { ZError } from '@ankur/shared/schemas/common';
import { ZDataRequest, ZDataRequestIdParams, ZErasureRequest, ZMyData } from '@ankur/shared/schemas/personal-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { FileStorage } from '../../../lib/storage.ts';
import { access } from '../../../plugins/access.ts';
import { destroyProviderSessions } from '../../../plugins/oidc/adapter.ts';
import { scopeOf } from '../../../plugins/session.ts';
import {
  type DataDeps,
  exportDownload,
  keepAccount,
  myData,
  requestErasure,
  requestExport,
} from './personal-data.service.ts';

const tags = ['Account'];

/** What the routes and the jobs share: the database, the file store, the mail and the clock. */
export const dataDeps = (app: Parameters<FastifyPluginAsyncZod>[0], db: Db, storage: FileStorage): DataDeps => ({
  db,
  storage,
  clock: app.identity.clock,
  mailer: app.identity.mailer,
  onMailError: app.identity.onMailError,
  brandName: app.config.brandName,
  origin: app.identity.origin,
  log: app.log,
});

export const personalDataRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  const now = () => app.identity.clock.now();

  app.get(
    '/account/data',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The own latest data export and erasure request, with the export’s progress',
        response: { 200: ZMyData, 401: ZError },
      },
    },
    async (req) => myData(db, scopeOf(req).actor.userId, now()),
  );

  app.post(
    '/account/data/export',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary:
          'Start building a ZIP of everything the platform holds about the caller; an e-mail says when it is ready',
        response: { 202: ZDataRequest, 401: ZError, 409: ZError },
      },
    },
    async (req, reply) => reply.status(202).send(await requestExport(db, scopeOf(req), now())),
  );

  app.get(
    '/account/data/export/:id/download',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Download the own ready export (404 for another person’s, 410 once expired)',
        params: ZDataRequestIdParams,
        response: { 200: z.any().describe('The ZIP'), 400: ZError, 401: ZError, 404: ZError, 410: ZError },
      },
    },
    async (req, reply) => {
      const file = await exportDownload({ db, storage }, scopeOf(req), req.params.id, now());
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.post(
    '/account/data/erasure',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary:
          'Delete the own account after the grace period (current password required); every other device is signed out',
        body: ZErasureRequest,
        response: { 202: ZDataRequest, 400: ZError, 401: ZError, 409: ZError, 429: ZError },
      },
    },
    async (req, reply) => {
      const scope = scopeOf(req);
      const result = await requestErasure(dataDeps(app, db, storage), scope, req.body);
      if (app.identity.provider) await destroyProviderSessions(db, scope.actor.userId);
      return reply.status(202).send(result);
    },
  );

  app.delete(
    '/account/data/erasure',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Keep the account: cancel its scheduled deletion (404 when none is scheduled)',
        response: { 200: ZMyData, 401: ZError, 404: ZError },
      },
    },
    async (req) => keepAccount(db, scopeOf(req), now()),
  );
};
