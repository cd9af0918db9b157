import { ZError } from '@ankur/shared/schemas/common';
import {
  ASSESSMENTS_MENU,
  ZAdminAssessments,
  ZReadinessKey,
  ZVersionDetail,
  ZVersionSave,
} from '@ankur/shared/schemas/readiness';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { adminAssessments, deleteDraft, publishVersion, readVersion, saveDraft, startDraft } from './admin.service.ts';

const tags = ['Readiness'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
const ZKeyParams = z.object({ key: ZReadinessKey });
const ZVersionParams = z.object({
  id: z.coerce.number({ error: 'must be a number' }).pipe(z.number().int().positive().max(2147483647)),
});

/**
 * Readiness administration (issue 24): the four assessments' versions, edited on the Forms and
 * Assessments menu (Cohort Manager, Tenant Administrator, Administrator). One draft at a time per
 * assessment, copied from the published version; publishing retires the old one. A published
 * version never changes: people's attempts point at it and finish the version they began.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = { access: access.menu(ASSESSMENTS_MENU, 'update') };
  const create = { access: access.menu(ASSESSMENTS_MENU, 'create') };
  const update = { access: access.menu(ASSESSMENTS_MENU, 'update') };
  const remove = { access: access.menu(ASSESSMENTS_MENU, 'delete') };

  app.get(
    '/readiness/admin/assessments',
    {
      config: read,
      schema: {
        tags,
        summary: "The four assessments with their versions, newest first, each with its attempts' count",
        response: { 200: ZAdminAssessments, ...errors },
      },
    },
    async (req) => adminAssessments(db, scopeOf(req)),
  );

  app.post(
    '/readiness/admin/:key/versions',
    {
      config: create,
      schema: {
        tags,
        summary: 'Starts a draft copied from the published version (409 when a draft exists already)',
        params: ZKeyParams,
        response: { 201: ZVersionDetail, ...errors, 409: ZError },
      },
    },
    async (req, reply) => reply.status(201).send(await startDraft(db, scopeOf(req), req.params.key)),
  );

  app.get(
    '/readiness/admin/versions/:id',
    {
      config: read,
      schema: {
        tags,
        summary: "A version's definition",
        params: ZVersionParams,
        response: { 200: ZVersionDetail, ...errors },
      },
    },
    async (req) => readVersion(db, scopeOf(req), req.params.id),
  );

  app.put(
    '/readiness/admin/versions/:id',
    {
      config: update,
      schema: {
        tags,
        summary: "Saves a draft's definition (409 for a published or retired version: it never changes)",
        params: ZVersionParams,
        body: ZVersionSave,
        response: { 200: ZVersionDetail, ...errors, 409: ZError },
      },
    },
    async (req) => saveDraft(db, scopeOf(req), req.params.id, req.body, app.identity.clock.now()),
  );

  app.post(
    '/readiness/admin/versions/:id/publish',
    {
      config: update,
      schema: {
        tags,
        summary: 'Publishes a draft: people take it from now on; the version published before is retired',
        params: ZVersionParams,
        response: { 200: ZVersionDetail, ...errors, 409: ZError },
      },
    },
    async (req) => publishVersion(db, scopeOf(req), req.params.id, app.identity.clock.now()),
  );

  app.delete(
    '/readiness/admin/versions/:id',
    {
      config: remove,
      schema: {
        tags,
        summary: 'Deletes a draft (409 for a published or retired version)',
        params: ZVersionParams,
        response: { 204: z.null(), ...errors, 409: ZError },
      },
    },
    async (req, reply) => {
      await deleteDraft(db, scopeOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};
