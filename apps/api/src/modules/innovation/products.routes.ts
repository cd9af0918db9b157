import { ZError } from '@ankur/shared/schemas/common';
import {
  PRODUCTS_MENU,
  ZEvidenceInput,
  ZMilestoneInput,
  ZMilestoneOrder,
  ZMilestonePatch,
  ZProductCard,
  ZProductDetail,
  ZProductInput,
  ZProductPatch,
} from '@ankur/shared/schemas/innovation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import {
  addEvidence,
  addMilestone,
  createProduct,
  deleteProduct,
  editMilestone,
  editProduct,
  getProduct,
  listProducts,
  removeEvidence,
  removeMilestone,
  reorderMilestones,
  trlFromAssessment,
} from './products.service.ts';

const tags = ['Innovation'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
const zPathId = z.coerce.number().pipe(z.number().int().positive().max(2147483647));
const Params = z.object({ id: zPathId });
const MilestoneParams = z.object({ id: zPathId, milestoneId: zPathId });
const EvidenceParams = z.object({ id: zPathId, evidenceId: zPathId });
const menu = (p: string) => access.menu(PRODUCTS_MENU, p);
const detail = { 200: ZProductDetail, ...errors };

/** /api/innovation/products (issue 24): My Product/Innovation — stage, TRL, milestones, evidence. */
export const productRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const now = () => app.identity.clock.now();

  app.get(
    '/innovation/products',
    {
      config: { access: menu('read') },
      schema: { tags, summary: 'My products', response: { 200: z.array(ZProductCard), ...errors } },
    },
    async (req) => listProducts(db, scopeOf(req)),
  );
  app.post(
    '/innovation/products',
    {
      config: { access: menu('create') },
      schema: {
        tags,
        summary: 'Starts a product; with idea_id, promotes that idea of mine',
        body: ZProductInput,
        response: { 201: ZProductDetail, ...errors, 409: ZError },
      },
    },
    async (req, reply) => reply.status(201).send(await createProduct(db, scopeOf(req), req.body, now())),
  );
  app.get(
    '/innovation/products/:id',
    {
      config: { access: menu('read') },
      schema: { tags, summary: 'A product of mine with milestones and evidence', params: Params, response: detail },
    },
    async (req) => getProduct(db, scopeOf(req), req.params.id),
  );
  app.patch(
    '/innovation/products/:id',
    {
      config: { access: menu('update') },
      schema: {
        tags,
        summary: 'Edits name, description, stage or the TRL (by hand)',
        params: Params,
        body: ZProductPatch,
        response: detail,
      },
    },
    async (req) => editProduct(db, scopeOf(req), req.params.id, req.body, now()),
  );
  app.post(
    '/innovation/products/:id/trl-from-assessment',
    {
      config: { access: menu('update') },
      schema: {
        tags,
        summary: 'Takes the TRL from my latest technology readiness result',
        params: Params,
        response: detail,
      },
    },
    async (req) => trlFromAssessment(db, scopeOf(req), req.params.id, now()),
  );
  app.delete(
    '/innovation/products/:id',
    {
      config: { access: menu('delete') },
      schema: {
        tags,
        summary: 'Deletes a product (its idea returns to my open ideas)',
        params: Params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deleteProduct(db, scopeOf(req), req.params.id, now());
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/innovation/products/:id/milestones',
    {
      config: { access: menu('update') },
      schema: {
        tags,
        summary: 'Adds a milestone at the end',
        params: Params,
        body: ZMilestoneInput,
        response: { 201: ZProductDetail, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await addMilestone(db, scopeOf(req), req.params.id, req.body, now())),
  );
  app.put(
    '/innovation/products/:id/milestones/order',
    {
      config: { access: menu('update') },
      schema: {
        tags,
        summary: 'Reorders the milestones (every id once)',
        params: Params,
        body: ZMilestoneOrder,
        response: detail,
      },
    },
    async (req) => reorderMilestones(db, scopeOf(req), req.params.id, req.body.milestone_ids, now()),
  );
  app.patch(
    '/innovation/products/:id/milestones/:milestoneId',
    {
      config: { access: menu('update') },
      schema: {
        tags,
        summary: 'Edits a milestone or marks it done',
        params: MilestoneParams,
        body: ZMilestonePatch,
        response: detail,
      },
    },
    async (req) => editMilestone(db, scopeOf(req), req.params.id, req.params.milestoneId, req.body, now()),
  );
  app.delete(
    '/innovation/products/:id/milestones/:milestoneId',
    {
      config: { access: menu('update') },
      schema: {
        tags,
        summary: 'Removes a milestone (its evidence stays on the product)',
        params: MilestoneParams,
        response: detail,
      },
    },
    async (req) => removeMilestone(db, scopeOf(req), req.params.id, req.params.milestoneId, now()),
  );
  app.post(
    '/innovation/products/:id/evidence',
    {
      config: { access: menu('update') },
      schema: {
        tags,
        summary: 'Attaches an uploaded evidence file to the product or a milestone',
        params: Params,
        body: ZEvidenceInput,
        response: { 201: ZProductDetail, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await addEvidence(db, scopeOf(req), req.params.id, req.body, now())),
  );
  app.delete(
    '/innovation/products/:id/evidence/:evidenceId',
    {
      config: { access: menu('update') },
      schema: { tags, summary: 'Removes an evidence file from the product', params: EvidenceParams, response: detail },
    },
    async (req) => removeEvidence(db, scopeOf(req), req.params.id, req.params.evidenceId, now()),
  );
};
