import {
  ZAnnouncement,
  ZAnnouncementAudiences,
  ZAnnouncementCreate,
  ZAnnouncementList,
  ZAnnouncementParams,
  ZAnnouncementQuery,
  ZAnnouncementUpdate,
} from '@ankur/shared/schemas/announcements';
import { ZError } from '@ankur/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { announcementContext } from './announcements.context.ts';
import { ANNOUNCEMENT_WRITERS } from './announcements.rules.ts';
import {
  audienceOptions,
  createAnnouncement,
  getForReader,
  listForReader,
  removeAnnouncement,
  updateScheduled,
} from './announcements.service.ts';

const tags = ['Announcements'];
const errors = { 400: ZError, 401: ZError, 403: ZError };

/**
 * Announcements (issue 9): every signed-in user reads the feed of the session's tenant (what is
 * published to an audience they are in); administrators write, schedule, edit while scheduled and
 * delete. Publishing raises 'announcement' notifications and 'announcement:new' live.
 */
export const announcementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const ctx = announcementContext(app, db);

  app.get(
    '/announcements',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary:
          "The session's tenant's announcements: published ones for the reader, newest first; scope=manage (administrators) lists all, scheduled included",
        querystring: ZAnnouncementQuery,
        response: { 200: ZAnnouncementList, ...errors },
      },
    },
    async (req) => listForReader(ctx, scopeOf(req), req.query),
  );

  app.get(
    '/announcements/audiences',
    {
      config: { access: ANNOUNCEMENT_WRITERS },
      schema: {
        tags,
        summary: 'The audiences a writer may choose here: everyone (platform administrators), roles, programs',
        response: { 200: ZAnnouncementAudiences, ...errors },
      },
    },
    async (req) => audienceOptions(ctx, scopeOf(req)),
  );

  app.get(
    '/announcements/:announcementId',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'One announcement the reader may see (administrators: any of the tenant’s)',
        params: ZAnnouncementParams,
        response: { 200: ZAnnouncement, ...errors, 404: ZError },
      },
    },
    async (req) => getForReader(ctx, scopeOf(req), req.params.announcementId),
  );

  app.post(
    '/announcements',
    {
      config: { access: ANNOUNCEMENT_WRITERS },
      schema: {
        tags,
        summary: 'Publishes now (publish_at omitted or not in the future) or schedules an announcement',
        body: ZAnnouncementCreate,
        response: { 201: ZAnnouncement, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createAnnouncement(ctx, scopeOf(req), req.body)),
  );

  app.patch(
    '/announcements/:announcementId',
    {
      config: { access: ANNOUNCEMENT_WRITERS },
      schema: {
        tags,
        summary: 'Edits or moves a scheduled announcement (409 once published)',
        params: ZAnnouncementParams,
        body: ZAnnouncementUpdate,
        response: { 200: ZAnnouncement, ...errors, 404: ZError, 409: ZError },
      },
    },
    async (req) => updateScheduled(ctx, scopeOf(req), req.params.announcementId, req.body),
  );

  app.delete(
    '/announcements/:announcementId',
    {
      config: { access: ANNOUNCEMENT_WRITERS },
      schema: {
        tags,
        summary: 'Cancels a scheduled announcement, or removes a published one for everyone',
        params: ZAnnouncementParams,
        response: { 204: z.null(), ...errors, 404: ZError },
      },
    },
    async (req, reply) => {
      await removeAnnouncement(ctx, scopeOf(req), req.params.announcementId);
      return reply.status(204).send(null);
    },
  );
};
