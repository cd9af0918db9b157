import {
  ZCalendarEntryCreate,
  ZCalendarEntryParams,
  ZCalendarEntryUpdate,
  ZCalendarItem,
  ZCalendarItemList,
  ZCalendarQuery,
} from '@ankur/shared/schemas/calendar';
import { ZError } from '@ankur/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { changeEntry, createEntry, entryItem, getEntry, listItems, removeEntry } from './calendar.service.ts';
import { buildIcs, icsFileName } from './calendar-ics.ts';

const tags = ['Calendar'];
const errors = { 400: ZError, 401: ZError };

/**
 * The calendar (issue 9): any signed-in user reads their own items in the session's tenant and
 * keeps personal entries there (another user's entry answers 404). Each entry downloads as .ics.
 */
export const calendarRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const signedIn = { access: access.signedIn };
  const now = () => app.identity.clock.now();

  app.get(
    '/calendar',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          "The signed-in user's calendar items overlapping [from, to) (at most 400 days): personal entries, enrolled programs' start and end dates, learning-plan weeks",
        querystring: ZCalendarQuery,
        response: { 200: ZCalendarItemList, ...errors },
      },
    },
    async (req) => ({ items: await listItems(db, scopeOf(req), req.query.from, req.query.to) }),
  );

  app.post(
    '/calendar/entries',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Creates a personal entry (all-day: ISO dates, ends_at exclusive; otherwise ISO instants); a reminder raises a notification before it starts',
        body: ZCalendarEntryCreate,
        response: { 201: ZCalendarItem, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await createEntry(db, scopeOf(req), req.body, now())),
  );

  app.patch(
    '/calendar/entries/:entryId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Changes one of the user's entries (any of its fields; times checked with the stored ones)",
        params: ZCalendarEntryParams,
        body: ZCalendarEntryUpdate,
        response: { 200: ZCalendarItem, ...errors, 404: ZError },
      },
    },
    async (req) => changeEntry(db, scopeOf(req), req.params.entryId, req.body, now()),
  );

  app.delete(
    '/calendar/entries/:entryId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Deletes one of the user's entries (and its pending reminder)",
        params: ZCalendarEntryParams,
        response: { 204: z.null().describe('Deleted'), ...errors, 404: ZError },
      },
    },
    async (req, reply) => {
      await removeEntry(db, scopeOf(req), req.params.entryId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/calendar/entries/:entryId.ics',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'One of the user\'s entries as an iCalendar file (text/calendar, downloaded as "<title>.ics")',
        params: ZCalendarEntryParams,
        response: { 200: z.any().describe('text/calendar'), ...errors, 404: ZError },
      },
    },
    async (req, reply) => {
      const row = await getEntry(db, scopeOf(req), req.params.entryId);
      const item = entryItem(row);
      const body = buildIcs([item], {
        name: `${app.config.brandName} — ${row.title}`,
        origin: app.identity.origin,
        uids: new Map([[item.id, row.uid]]),
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${icsFileName(row.title)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
};
