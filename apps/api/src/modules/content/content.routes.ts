import { ZError } from '@ankur/shared/schemas/common';
import {
  ZContent,
  ZContentCard,
  ZContentHub,
  ZContentInput,
  ZContentListQuery,
  ZContentPage,
  ZContentPatch,
  ZContentTransition,
  ZStudio,
} from '@ankur/shared/schemas/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { dataTenant } from '../../db/tenant.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { hub, listItems, related, studio } from './explore.service.ts';
import {
  CONTENT_MENU,
  createItem,
  deleteItem,
  editItem,
  getItem,
  setFeatured,
  transitionItem,
} from './items.service.ts';

const tags = ['Content library'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
export const ZContentParams = z.object({ id: z.coerce.number().pipe(z.number().int().positive().max(2147483647)) });

/** /api/content (issue 22): the explorer, the hub, pieces and their workflow, the studio. */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const now = () => app.identity.clock.now();
  const reader = (req: { actor: { userId: number; tenantId: string | null } | null }) => ({
    tenantId: dataTenant(req.actor, app.config.defaultTenant),
    viewerId: req.actor?.userId ?? null,
  });

  app.get(
    '/content/items',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Published pieces: filters (q, kind, topic, hub, language, level), sort, pages and facet counts',
        querystring: ZContentListQuery,
        response: { 200: ZContentPage, 400: ZError },
      },
    },
    async (req) => {
      const { tenantId, viewerId } = reader(req);
      return listItems(db, tenantId, viewerId, req.query);
    },
  );
  app.get(
    '/content/hub',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The front page: featured, newest, popular this week, by hub, topics',
        response: { 200: ZContentHub },
      },
    },
    async (req) => {
      const { tenantId, viewerId } = reader(req);
      return hub(db, tenantId, viewerId, now());
    },
  );
  app.get(
    '/content/studio',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'My pieces in every state; the review queue for editors',
        response: { 200: ZStudio, 401: ZError },
      },
    },
    async (req) => studio(db, scopeOf(req)),
  );
  app.post(
    '/content/items',
    {
      config: { access: access.menu(CONTENT_MENU, 'create') },
      schema: {
        tags,
        summary: 'Starts a piece (a draft)',
        body: ZContentInput,
        response: { 201: ZContent, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createItem(db, scopeOf(req), req.body)),
  );
  app.get(
    '/content/items/:id',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'One piece (drafts and reviews only to their author and editors); counts a view once a day',
        params: ZContentParams,
        response: { 200: ZContent, ...errors },
      },
    },
    async (req) => getItem(db, scopeOf(req), req.params.id, now()),
  );
  app.get(
    '/content/items/:id/related',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Up to 6 published pieces sharing topics, hubs or kind',
        params: ZContentParams,
        response: { 200: z.object({ data: z.array(ZContentCard) }), ...errors },
      },
    },
    async (req) => related(db, scopeOf(req), req.params.id),
  );
  app.patch(
    '/content/items/:id',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Edits a piece (its author while a draft; editors always)',
        params: ZContentParams,
        body: ZContentPatch,
        response: { 200: ZContent, ...errors },
      },
    },
    async (req) => editItem(db, scopeOf(req), req.params.id, req.body),
  );
  app.delete(
    '/content/items/:id',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Deletes a piece (its author’s draft, or delete on Content)',
        params: ZContentParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deleteItem(db, scopeOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/content/items/:id/transition',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary:
          'Moves a piece: submit (its author), return, publish, archive, restore (editors); 409 from a wrong state',
        params: ZContentParams,
        body: ZContentTransition,
        response: { 200: ZContent, ...errors, 409: ZError },
      },
    },
    async (req) => transitionItem(db, scopeOf(req), req.params.id, req.body.action, req.body.note),
  );
  app.put(
    '/content/items/:id/featured',
    {
      config: { access: access.menu(CONTENT_MENU, 'update') },
      schema: {
        tags,
        summary: 'Marks a piece featured on the hub, or not (editors)',
        params: ZContentParams,
        body: z.strictObject({ featured: z.boolean() }),
        response: { 200: ZContent, ...errors },
      },
    },
    async (req) => setFeatured(db, scopeOf(req), req.params.id, req.body.featured),
  );
};
