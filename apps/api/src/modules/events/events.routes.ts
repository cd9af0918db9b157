import { ZError } from '@ankur/shared/schemas/common';
import {
  EVENT_MENU,
  ZEventDetail,
  ZEventInput,
  ZEventPage,
  ZEventPatch,
  ZEventQuery,
  ZEventTransition,
} from '@ankur/shared/schemas/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { createEvent, deleteEvent, editEvent, getEvent, listEvents, transitionEvent } from './events.service.ts';

export const tags = ['Events'];
export const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
export const ZEventParams = z.object({ id: z.coerce.number().pipe(z.number().int().positive().max(2147483647)) });
export const readEvents = access.menu(EVENT_MENU, 'read');

/** /api/events (issue 23): the finder, an event's page, organising (create, edit, move, delete). */
export const eventRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const now = () => app.identity.clock.now();

  app.get(
    '/events',
    {
      config: { access: readEvents },
      schema: {
        tags,
        summary:
          'Events the viewer may see: filters (q, when, on, format, city, topic, hub, community, mine), sort, pages, facets',
        querystring: ZEventQuery,
        response: { 200: ZEventPage, 400: ZError, 401: ZError, 403: ZError },
      },
    },
    async (req) => listEvents(db, scopeOf(req), req.query, now()),
  );
  app.post(
    '/events',
    {
      config: { access: access.menu(EVENT_MENU, 'create') },
      schema: {
        tags,
        summary: 'Starts an event (a draft); the caller organises it',
        body: ZEventInput,
        response: { 201: ZEventDetail, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createEvent(db, scopeOf(req), req.body, now())),
  );
  app.get(
    '/events/:id',
    {
      config: { access: readEvents },
      schema: {
        tags,
        summary: 'One event (drafts only to its organiser and managers; circle and cohort events to their members)',
        params: ZEventParams,
        response: { 200: ZEventDetail, ...errors },
      },
    },
    async (req) => getEvent(db, scopeOf(req), req.params.id, now()),
  );
  app.patch(
    '/events/:id',
    {
      config: { access: readEvents },
      schema: {
        tags,
        summary: 'Edits an event (its organiser, or Event update); a removed ticket type people hold is retired',
        params: ZEventParams,
        body: ZEventPatch,
        response: { 200: ZEventDetail, ...errors, 409: ZError },
      },
    },
    async (req) => editEvent(db, scopeOf(req), req.params.id, req.body, now()),
  );
  app.post(
    '/events/:id/transition',
    {
      config: { access: readEvents },
      schema: {
        tags,
        summary:
          'Publishes, postpones, cancels or completes an event (organiser or Event update); 409 from a wrong status',
        params: ZEventParams,
        body: ZEventTransition,
        response: { 200: ZEventDetail, ...errors, 409: ZError },
      },
    },
    async (req) => transitionEvent(db, scopeOf(req), req.params.id, req.body.action, req.body.note, now()),
  );
  app.delete(
    '/events/:id',
    {
      config: { access: readEvents },
      schema: {
        tags,
        summary: 'Deletes a draft (its organiser, or Event delete)',
        params: ZEventParams,
        response: { 204: z.null(), ...errors, 409: ZError },
      },
    },
    async (req, reply) => {
      await deleteEvent(db, scopeOf(req), req.params.id, now());
      return reply.status(204).send(null);
    },
  );
};
