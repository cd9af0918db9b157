import { ZError } from '@ankur/shared/schemas/common';
import {
  ZOutsidePage,
  ZOutsideQuery,
  ZOutsideRegistration,
  ZOutsideRegistrationInput,
  ZOutsideRegistrationPatch,
} from '@ankur/shared/schemas/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { changeOutside, createOutside, listOutside, removeOutside } from './outside.service.ts';

const tags = ['Events'];
const errors = { 400: ZError, 401: ZError, 404: ZError };
const ZOutsideParams = z.object({ id: z.coerce.number().pipe(z.number().int().positive().max(2147483647)) });

/** /api/events/outside (issue 23): any signed-in person keeps their own outside registrations. */
export const outsideRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const signedIn = { access: access.signedIn };
  app.get(
    '/events/outside',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'My outside registrations: upcoming (soonest first) or past (latest first), in pages',
        querystring: ZOutsideQuery,
        response: { 200: ZOutsidePage, ...errors },
      },
    },
    async (req) => listOutside(db, scopeOf(req), req.query, app.identity.clock.now()),
  );
  app.post(
    '/events/outside',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Keeps an event I registered for elsewhere (it shows in my calendar)',
        body: ZOutsideRegistrationInput,
        response: { 201: ZOutsideRegistration, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await createOutside(db, scopeOf(req), req.body)),
  );
  app.patch(
    '/events/outside/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Changes one of my outside registrations (another person’s answers 404)',
        params: ZOutsideParams,
        body: ZOutsideRegistrationPatch,
        response: { 200: ZOutsideRegistration, ...errors },
      },
    },
    async (req) => changeOutside(db, scopeOf(req), req.params.id, req.body),
  );
  app.delete(
    '/events/outside/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Removes one of my outside registrations',
        params: ZOutsideParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await removeOutside(db, scopeOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
};
