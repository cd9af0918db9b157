import { createHmac } from 'node:crypto';
import {
  CALENDAR_ERRORS,
  ZCalendarFeedCreated,
  ZCalendarFeedParams,
  ZCalendarFeedStatus,
} from '@ankur/shared/schemas/calendar';
import { ZError } from '@ankur/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { deriveSecret } from '../../lib/secrets.ts';
import { hit, tooMany } from '../../lib/throttle.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { createFeed, feedCalendar, feedStatus, revokeFeed } from './calendar-feed.service.ts';

const tags = ['Calendar'];
const errors = { 400: ZError, 401: ZError };

/**
 * Feed fetches per client address and window: calendar apps poll every few minutes to hours, and
 * one service (Google, Outlook) fetches for many people from few addresses, so the limit is roomy.
 */
export const CALENDAR_FEED_LIMIT = 120;
export const CALENDAR_FEED_WINDOW_MS = 60_000;

/**
 * The private iCal feed (issue 9): the signed-in user makes (or remakes) their feed URL, asks
 * whether one exists, or turns it off; calendar apps read it without a session, by its secret
 * token, throttled per client address (shared counters of identity/throttle.ts, keyed by a hash).
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const signedIn = { access: access.signedIn };
  const secret = deriveSecret(app.config.sessionSecret, 'calendar-feed');

  app.post(
    '/calendar/feed',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          "Makes the user's private feed URL, replacing any earlier one (which stops working); the URL is shown only in this answer",
        response: { 201: ZCalendarFeedCreated, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await createFeed(db, scopeOf(req), app.identity.origin)),
  );

  app.get(
    '/calendar/feed',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Whether the user has a feed, and since when (never its URL: only a hash of it is kept)',
        response: { 200: ZCalendarFeedStatus, ...errors },
      },
    },
    async (req) => feedStatus(db, scopeOf(req)),
  );

  app.delete(
    '/calendar/feed',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Turns the user's feed off: its URL stops working (204 whether or not there was one)",
        response: { 204: z.null().describe('Turned off'), ...errors },
      },
    },
    async (req, reply) => {
      await revokeFeed(db, scopeOf(req));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/calendar/feed/:token.ics',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: `Public, by secret token: the owner's calendar as iCalendar (60 days back, a year ahead); 404 for an unknown token; at most ${CALENDAR_FEED_LIMIT} fetches a minute per address`,
        params: ZCalendarFeedParams,
        response: { 200: z.any().describe('text/calendar'), 404: z.any().describe('text/plain'), 429: ZError },
      },
    },
    async (req, reply) => {
      const ipKey = createHmac('sha256', secret).update(req.ip).digest('base64url');
      const limit = await hit(
        db,
        `calendar:feed:ip:${ipKey}`,
        { limit: CALENDAR_FEED_LIMIT, windowMs: CALENDAR_FEED_WINDOW_MS },
        app.identity.clock,
      );
      if (!limit.allowed) throw tooMany(limit.retryAfterSec);
      const body = await feedCalendar(db, req.params.token, {
        now: app.identity.clock.now(),
        origin: app.identity.origin,
        brandName: app.config.brandName,
      });
      reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'no-referrer');
      if (body === null) {
        return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send(CALENDAR_ERRORS.noFeed);
      }
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );
};
