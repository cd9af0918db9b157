import { ZError } from '@ankur/shared/schemas/common';
import {
  ZCollection,
  ZCollectionDetail,
  ZCollectionInput,
  ZCollectionPatch,
  ZContentCard,
  ZLibrary,
  ZOrderInput,
  ZProgressInput,
} from '@ankur/shared/schemas/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { ZContentParams } from './content.routes.ts';
import {
  addToCollection,
  collection,
  collections,
  createCollection,
  download,
  editCollection,
  library,
  removeCollection,
  removeFromCollection,
  reorderCollection,
  reorderCollections,
  save,
  saved,
  saveProgress,
  sharedCollection,
} from './library.service.ts';

const tags = ['Content library'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
const me = access.signedIn;
const zPositive = z.coerce.number().pipe(z.number().int().positive().max(2147483647));
const ZCollectionParams = z.object({ id: zPositive });
const ZEntryParams = z.object({ id: zPositive, contentId: zPositive });
const ZSaved = z.object({ saved: z.boolean(), save_count: z.number().int() });
const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
const ZSavedPage = z.object({
  data: z.array(ZContentCard),
  meta: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});
const noContent = { 204: z.null(), ...errors };

/** /api/content (issue 22): what a reader keeps — saves, progress, downloads, collections, the library. */
export const libraryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const [method, on] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/content/items/:id/save',
      {
        config: { access: me },
        schema: {
          tags,
          summary: on ? 'Saves a published piece' : 'Unsaves a piece',
          params: ZContentParams,
          response: { 200: ZSaved, ...errors },
        },
      },
      async (req) => save(db, scopeOf(req), req.params.id, on),
    );
  }
  app.get(
    '/content/saved',
    {
      config: { access: me },
      schema: {
        tags,
        summary: 'What I saved, newest first',
        querystring: ZPageQuery,
        response: { 200: ZSavedPage, ...errors },
      },
    },
    async (req) => saved(db, scopeOf(req), req.query.page, req.query.limit),
  );
  app.put(
    '/content/items/:id/progress',
    {
      config: { access: me },
      schema: { tags, summary: 'Where I left off', params: ZContentParams, body: ZProgressInput, response: noContent },
    },
    async (req, reply) => {
      await saveProgress(db, scopeOf(req), req.params.id, req.body.position, req.body.percent);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/content/items/:id/download',
    {
      config: { access: me },
      schema: {
        tags,
        summary: 'Records a download and answers the file’s address',
        params: ZContentParams,
        response: { 200: z.object({ url: z.string() }), ...errors },
      },
    },
    async (req) => download(db, scopeOf(req), req.params.id),
  );
  app.get(
    '/content/library',
    {
      config: { access: me },
      schema: {
        tags,
        summary: 'My collections, where I left off and what I downloaded',
        response: { 200: ZLibrary, ...errors },
      },
    },
    async (req) => library(db, scopeOf(req)),
  );

  app.get(
    '/content/collections',
    {
      config: { access: me },
      schema: {
        tags,
        summary: 'My collections, in my order',
        response: { 200: z.object({ data: z.array(ZCollection) }), ...errors },
      },
    },
    async (req) => collections(db, scopeOf(req)),
  );
  app.post(
    '/content/collections',
    {
      config: { access: me },
      schema: {
        tags,
        summary: 'Starts a collection (at the end)',
        body: ZCollectionInput,
        response: { 201: ZCollection, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createCollection(db, scopeOf(req), req.body)),
  );
  app.put(
    '/content/collections/order',
    {
      config: { access: me },
      schema: {
        tags,
        summary: 'Puts my collections in a new order (each once)',
        body: ZOrderInput,
        response: noContent,
      },
    },
    async (req, reply) => {
      await reorderCollections(db, scopeOf(req), req.body.ids);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/content/collections/shared/:token',
    {
      config: { access: me },
      schema: {
        tags,
        summary: 'A shared collection by its link',
        params: z.object({ token: z.string().min(10).max(64) }),
        response: { 200: ZCollectionDetail, ...errors },
      },
    },
    async (req) => sharedCollection(db, scopeOf(req), req.params.token),
  );
  app.get(
    '/content/collections/:id',
    {
      config: { access: me },
      schema: {
        tags,
        summary: 'One of my collections with its pieces',
        params: ZCollectionParams,
        response: { 200: ZCollectionDetail, ...errors },
      },
    },
    async (req) => collection(db, scopeOf(req), req.params.id),
  );
  app.patch(
    '/content/collections/:id',
    {
      config: { access: me },
      schema: {
        tags,
        summary: 'Renames, redescribes or shares (unshares) a collection',
        params: ZCollectionParams,
        body: ZCollectionPatch,
        response: { 200: ZCollection, ...errors },
      },
    },
    async (req) => editCollection(db, scopeOf(req), req.params.id, req.body),
  );
  app.delete(
    '/content/collections/:id',
    {
      config: { access: me },
      schema: {
        tags,
        summary: 'Deletes a collection (not its pieces)',
        params: ZCollectionParams,
        response: noContent,
      },
    },
    async (req, reply) => {
      await removeCollection(db, scopeOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/content/collections/:id/items',
    {
      config: { access: me },
      schema: {
        tags,
        summary: 'Adds a published piece at the end of a collection (409 when already in)',
        params: ZCollectionParams,
        body: z.strictObject({ content_id: zPositive }),
        response: { 201: ZCollection, ...errors, 409: ZError },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await addToCollection(db, scopeOf(req), req.params.id, req.body.content_id)),
  );
  app.put(
    '/content/collections/:id/items/order',
    {
      config: { access: me },
      schema: {
        tags,
        summary: 'Puts a collection’s pieces in a new order (each once)',
        params: ZCollectionParams,
        body: ZOrderInput,
        response: noContent,
      },
    },
    async (req, reply) => {
      await reorderCollection(db, scopeOf(req), req.params.id, req.body.ids);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/content/collections/:id/items/:contentId',
    {
      config: { access: me },
      schema: { tags, summary: 'Takes a piece out of a collection', params: ZEntryParams, response: noContent },
    },
    async (req, reply) => {
      await removeFromCollection(db, scopeOf(req), req.params.id, req.params.contentId);
      return reply.status(204).send(null);
    },
  );
};
