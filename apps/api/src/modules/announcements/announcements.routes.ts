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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { dataTenant } from '../../db/tenant.ts';
import { forbidden } from '../../lib/errors.ts';
import { access, isAllowed } from '../../plugins/access.ts';
import { type Actor, isPlatformTenant } from '../../plugins/session.ts';
import { tenantAdmin } from '../tenants/index.ts';
import {
  type AnnouncementActor,
  type AnnouncementContext,
  audienceOptions,
  createAnnouncement,
  getForReader,
  listForReader,
  removeAnnouncement,
  updateScheduled,
} from './announcements.service.ts';

const tags = ['Announcements'];
const errors = { 400: ZError, 401: ZError, 403: ZError };

/** Who may write: platform administrators ('create' on Admin Center) or tenant administrators. */
export const ANNOUNCEMENT_WRITERS = access.anyOf(access.adminCenter('create'), tenantAdmin('create'));
const PLATFORM_WRITERS = access.adminCenter('create');

/**
 * The session's standing: on the main platform only platform administrators write (a Tenant
 * Administrator role held there writes nothing); inside a tenant, its administrators and
 * platform administrators do. 'everyone' is for platform administrators on the main platform.
 */
export function announcementActor(actor: Actor, defaultTenant: string): AnnouncementActor {
  const platform = isPlatformTenant(actor.tenantId);
  const platformWriter = isAllowed(actor, PLATFORM_WRITERS);
  return {
    userId: actor.userId,
    tenantId: dataTenant(actor, defaultTenant),
    platform,
    writer: platform ? platformWriter : isAllowed(actor, ANNOUNCEMENT_WRITERS),
    everyone: platform && platformWriter,
  };
}

export function announcementContext(app: FastifyInstance, db: Db): AnnouncementContext {
  return { db, io: app.io, clock: app.identity.clock };
}

/**
 * Announcements (issue 9): every signed-in user reads the feed of the session's tenant (what is
 * published to an audience they are in); administrators write, schedule, edit while scheduled and
 * delete. Publishing raises 'announcement' notifications and 'announcement:new' live.
 */
export const announcementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const ctx = announcementContext(app, db);
  const who = (req: FastifyRequest) => announcementActor(req.actor!, app.config.defaultTenant);
  /** a writer for this call: the route rule let them in, the tenant may still refuse (403) */
  const writer = (req: FastifyRequest) => {
    const actor = who(req);
    if (!actor.writer) throw forbidden('Only administrators of this organisation can write announcements');
    return actor;
  };

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
    async (req) => listForReader(ctx, who(req), req.query),
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
    async (req) => audienceOptions(ctx, writer(req)),
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
    async (req) => getForReader(ctx, who(req), req.params.announcementId),
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
    async (req, reply) => reply.status(201).send(await createAnnouncement(ctx, writer(req), req.body)),
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
    async (req) => updateScheduled(ctx, writer(req), req.params.announcementId, req.body),
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
      await removeAnnouncement(ctx, writer(req), req.params.announcementId);
      return reply.status(204).send(null);
    },
  );
};
