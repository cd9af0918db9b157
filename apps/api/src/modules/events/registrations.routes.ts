import { ZError } from '@ankur/shared/schemas/common';
import {
  ZAttendance,
  ZCheckInInput,
  ZCheckInResult,
  ZMyTicket,
  ZRegistration,
  ZRegistrationDecision,
  ZRegistrationInput,
  ZRegistrationPage,
  ZRegistrationQuery,
} from '@ankur/shared/schemas/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { scopeOf } from '../../plugins/session.ts';
import { errors, readEvents, tags, ZEventParams } from './events.routes.ts';
import { cancelMine, decide, register } from './registrations.service.ts';
import { attendance, checkIn, checkInCsv, qrSvg, registrationsOf, ticketsOf } from './tickets.service.ts';

/** /api/events registrations (issue 23): registering, cancelling, tickets, decisions, the door. */
export const registrationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const now = () => app.identity.clock.now();

  app.post(
    '/events/:id/registrations',
    {
      config: { access: readEvents },
      schema: {
        tags,
        summary: 'Registers me: confirmed (a seat), waitlisted (full) or pending (approval or a priced ticket)',
        params: ZEventParams,
        body: ZRegistrationInput,
        response: { 201: ZRegistration, ...errors, 409: ZError, 429: ZError },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await register(db, scopeOf(req), req.params.id, req.body, app.identity.clock)),
  );
  app.delete(
    '/events/:id/registrations/mine',
    {
      config: { access: readEvents },
      schema: {
        tags,
        summary: 'Cancels my registration; a freed seat goes to the oldest waitlisted registration that fits',
        params: ZEventParams,
        response: { 204: z.null(), ...errors, 409: ZError },
      },
    },
    async (req, reply) => {
      await cancelMine(db, scopeOf(req), req.params.id, now());
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/events/:id/registrations',
    {
      config: { access: readEvents },
      schema: {
        tags,
        summary: 'The registrations of an event I manage: search by name, filter by status and check-in, pages of 50',
        params: ZEventParams,
        querystring: ZRegistrationQuery,
        response: { 200: ZRegistrationPage, ...errors },
      },
    },
    async (req) => registrationsOf(db, scopeOf(req), req.params.id, req.query),
  );
  app.get(
    '/events/:id/registrations.csv',
    {
      config: { access: readEvents },
      schema: {
        tags,
        summary: 'The check-in list of an event I manage (name, e-mail, ticket type, status, checked in at) as CSV',
        params: ZEventParams,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (req, reply) => {
      const { csv, fileName } = await checkInCsv(db, scopeOf(req), req.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
  app.post(
    '/events/registrations/:id/decision',
    {
      config: { access: readEvents },
      schema: {
        tags,
        summary: 'Approves (a seat, else the waitlist) or declines a pending registration (organisers)',
        params: ZEventParams,
        body: ZRegistrationDecision,
        response: { 200: ZRegistration, ...errors, 409: ZError },
      },
    },
    async (req) => decide(db, scopeOf(req), req.params.id, req.body, now()),
  );
  app.get(
    '/events/tickets/mine',
    {
      config: { access: readEvents },
      schema: {
        tags,
        summary: 'My registrations with their events, newest event first (at most 200)',
        response: { 200: z.array(ZMyTicket), 401: ZError, 403: ZError },
      },
    },
    async (req) => ticketsOf(db, scopeOf(req)),
  );
  app.get(
    '/events/registrations/:id/qr.svg',
    {
      config: { access: readEvents },
      schema: {
        tags,
        summary: 'A confirmed ticket’s QR code (SVG), for its holder and the organisers',
        params: ZEventParams,
        response: { 200: z.string().describe('image/svg+xml'), ...errors },
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(await qrSvg(db, scopeOf(req), req.params.id)),
  );
  app.post(
    '/events/:id/check-in',
    {
      config: { access: readEvents },
      schema: {
        tags,
        summary: 'Checks a confirmed ticket in by its code or registration id (organisers); a second scan says so',
        params: ZEventParams,
        body: ZCheckInInput,
        response: { 200: ZCheckInResult, ...errors, 409: ZError },
      },
    },
    async (req) => checkIn(db, scopeOf(req), req.params.id, req.body, now()),
  );
  app.get(
    '/events/:id/attendance',
    {
      config: { access: readEvents },
      schema: {
        tags,
        summary: 'Live attendance of an event I manage (also sent as the event:attendance socket event)',
        params: ZEventParams,
        response: { 200: ZAttendance, ...errors },
      },
    },
    async (req) => attendance(db, scopeOf(req), req.params.id),
  );
};
