import { ZError } from '@ankur/shared/schemas/common';
import {
  ZApplication,
  ZApplicationIdParams,
  ZApplicationInput,
  ZApplicationList,
  ZBeforeQuery,
  ZCall,
  ZCallIdParams,
  ZCallInput,
  ZCallListQuery,
  ZCallPage,
  ZCallPatch,
  ZDecisionInput,
  ZMyApplicationPage,
} from '@ankur/shared/schemas/community-involvement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { access } from '../../../plugins/access.ts';
import { scopeOf } from '../../../plugins/session.ts';
import {
  apply,
  createCall,
  decide,
  getCall,
  listApplications,
  listCalls,
  myApplications,
  myCalls,
  setCallStatus,
  withdraw,
} from './calls.service.ts';

const tags = ['Community: get involved'];
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
const config = { access: access.roleHolder };

/** /api/community/calls and /api/community/applications (issue 21, /community/get-involved). */
export const callRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/community/calls',
    {
      config,
      schema: {
        tags,
        summary: 'Open calls for volunteers, mentors, speakers and judges, newest first (keyset: ?before=<call_id>)',
        querystring: ZCallListQuery,
        response: { 200: ZCallPage, ...errors },
      },
    },
    async (req) => listCalls(db, scopeOf(req), req.query),
  );

  app.get(
    '/community/calls/mine',
    {
      config,
      schema: {
        tags,
        summary: 'The calls the caller runs, open and closed, with their pending applications',
        querystring: ZBeforeQuery,
        response: { 200: ZCallPage, ...errors },
      },
    },
    async (req) => myCalls(db, scopeOf(req), req.query),
  );

  app.post(
    '/community/calls',
    {
      config,
      schema: {
        tags,
        summary: 'Posts a call (event organisers, community moderators and organisation admins)',
        body: ZCallInput,
        response: { 201: ZCall, ...errors, 429: ZError },
      },
    },
    async (req, reply) => reply.status(201).send(await createCall(db, scopeOf(req), req.body, clock)),
  );

  app.get(
    '/community/calls/:callId',
    {
      config,
      schema: {
        tags,
        summary: 'A call with the caller’s application',
        params: ZCallIdParams,
        response: { 200: ZCall, ...errors },
      },
    },
    async (req) => getCall(db, scopeOf(req), req.params.callId),
  );

  app.patch(
    '/community/calls/:callId',
    {
      config,
      schema: {
        tags,
        summary: 'Closes or reopens a call (its organiser or a moderator)',
        params: ZCallIdParams,
        body: ZCallPatch,
        response: { 200: ZCall, ...errors, 409: ZError },
      },
    },
    async (req) => setCallStatus(db, scopeOf(req), req.params.callId, req.body.status),
  );

  app.post(
    '/community/calls/:callId/applications',
    {
      config,
      schema: {
        tags,
        summary: 'Applies to a call with a short message (the organiser is notified)',
        params: ZCallIdParams,
        body: ZApplicationInput,
        response: { 201: ZApplication, ...errors, 409: ZError, 429: ZError },
      },
    },
    async (req, reply) => reply.status(201).send(await apply(db, scopeOf(req), req.params.callId, req.body, clock)),
  );

  app.get(
    '/community/calls/:callId/applications',
    {
      config,
      schema: {
        tags,
        summary: 'A call’s applicants with their profile cards (its organiser or a moderator)',
        params: ZCallIdParams,
        response: { 200: ZApplicationList, ...errors },
      },
    },
    async (req) => listApplications(db, scopeOf(req), req.params.callId),
  );

  app.get(
    '/community/applications/mine',
    {
      config,
      schema: {
        tags,
        summary: 'The caller’s applications, newest first (keyset: ?before=<application_id>)',
        querystring: ZBeforeQuery,
        response: { 200: ZMyApplicationPage, ...errors },
      },
    },
    async (req) => myApplications(db, scopeOf(req), req.query),
  );

  app.patch(
    '/community/applications/:applicationId',
    {
      config,
      schema: {
        tags,
        summary: 'Accepts or declines a pending application with a note (the organiser; the applicant is notified)',
        params: ZApplicationIdParams,
        body: ZDecisionInput,
        response: { 200: ZApplication, ...errors, 409: ZError },
      },
    },
    async (req) => decide(db, scopeOf(req), req.params.applicationId, req.body),
  );

  app.delete(
    '/community/applications/:applicationId',
    {
      config,
      schema: {
        tags,
        summary: 'Withdraws the caller’s application (an accepted place is given back)',
        params: ZApplicationIdParams,
        response: { 200: ZApplication, ...errors, 409: ZError },
      },
    },
    async (req) => withdraw(db, scopeOf(req), req.params.applicationId),
  );
};
