import { ZError } from '@ankur/shared/schemas/common';
import {
  COMPETITION_MENU,
  ZApplication,
  ZApplicationInput,
  ZApplicationListQuery,
  ZApplicationPage,
  ZCompetitionDetail,
  ZCompetitionInput,
  ZCompetitionPage,
  ZCompetitionPatch,
  ZCompetitionQuery,
  ZCompetitionTransition,
  ZMyApplication,
} from '@ankur/shared/schemas/competitions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import {
  apply,
  editApplication,
  myApplication,
  organiserApplications,
  withdrawApplication,
} from './applications.service.ts';
import {
  createCompetition,
  deleteCompetition,
  editCompetition,
  getCompetition,
  listCompetitions,
  transitionCompetition,
} from './competitions.service.ts';

const tags = ['Competitions'];
export const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError };
const zRowId = z.coerce.number().pipe(z.number().int().positive().max(2147483647));
export const ZIdParams = z.object({ id: zRowId });

/** Organisers of events run competitions too: create on 'Competition' or on 'Event' starts one. */
export const mayCreate = access.anyOf(access.menu(COMPETITION_MENU, 'create'), access.menu('Event', 'create'));

/** /api/competitions (issue 23): the finder, a competition's setup and life, teams' applications. */
export const competitionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const now = () => app.identity.clock.now();

  app.get(
    '/competitions',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Competitions (drafts to their organisers and managers): search, status, hub, mine, pages',
        querystring: ZCompetitionQuery,
        response: { 200: ZCompetitionPage, 400: ZError, 401: ZError },
      },
    },
    async (req) => listCompetitions(db, scopeOf(req), req.query, now()),
  );
  app.post(
    '/competitions',
    {
      config: { access: mayCreate },
      schema: {
        tags,
        summary: 'Starts a competition (a draft) with its form, rounds, rubrics, judges and prizes',
        body: ZCompetitionInput,
        response: { 201: ZCompetitionDetail, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createCompetition(db, scopeOf(req), req.body)),
  );
  app.get(
    '/competitions/:id',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'One competition (judges listed to its organisers only)',
        params: ZIdParams,
        response: { 200: ZCompetitionDetail, ...errors },
      },
    },
    async (req) => getCompetition(db, scopeOf(req), req.params.id),
  );
  app.patch(
    '/competitions/:id',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Edits a competition (its organiser or update on Competition); a begun round keeps its rubric (409)',
        params: ZIdParams,
        body: ZCompetitionPatch,
        response: { 200: ZCompetitionDetail, ...errors },
      },
    },
    async (req) => editCompetition(db, scopeOf(req), req.params.id, req.body),
  );
  app.delete(
    '/competitions/:id',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Deletes a draft competition (its organisers)',
        params: ZIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deleteCompetition(db, scopeOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/competitions/:id/transition',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'open, start_judging (round 1 begins, judges assigned), publish_results (from the standings), cancel',
        params: ZIdParams,
        body: ZCompetitionTransition,
        response: { 200: ZCompetitionDetail, ...errors },
      },
    },
    async (req) => transitionCompetition(db, scopeOf(req), req.params.id, req.body.action, req.body.note, now()),
  );

  app.post(
    '/competitions/:id/applications',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Applies as a team led by the caller (a draft, or submitted); open and before the deadline',
        params: ZIdParams,
        body: ZApplicationInput,
        response: { 201: ZApplication, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await apply(db, scopeOf(req), req.params.id, req.body, now())),
  );
  app.get(
    '/competitions/:id/applications/mine',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The application the caller leads or belongs to, or null',
        params: ZIdParams,
        response: { 200: ZMyApplication, ...errors },
      },
    },
    async (req) => myApplication(db, scopeOf(req), req.params.id),
  );
  app.get(
    '/competitions/:id/applications',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Organisers: the applications, 50 a page, newest first, by status',
        params: ZIdParams,
        querystring: ZApplicationListQuery,
        response: { 200: ZApplicationPage, ...errors },
      },
    },
    async (req) => organiserApplications(db, scopeOf(req), req.params.id, req.query),
  );
  app.patch(
    '/competitions/applications/:id',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The lead edits (or submits) the application until the deadline',
        params: ZIdParams,
        body: ZApplicationInput,
        response: { 200: ZApplication, ...errors },
      },
    },
    async (req) => editApplication(db, scopeOf(req), req.params.id, req.body, now()),
  );
  app.post(
    '/competitions/applications/:id/withdraw',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The lead withdraws the application until the deadline (the members are freed)',
        params: ZIdParams,
        response: { 200: ZApplication, ...errors },
      },
    },
    async (req) => withdrawApplication(db, scopeOf(req), req.params.id, now()),
  );
};
