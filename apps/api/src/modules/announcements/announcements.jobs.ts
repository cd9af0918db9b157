import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { isPlatformTenant } from '../../plugins/session.ts';
import { announcementContext } from './announcements.context.ts';
import { PUBLISH_JOB, publishDue } from './announcements.service.ts';

/**
 * Scheduled publishing (issue 9): the job queue (lib/jobs.ts, registered first) runs
 * 'announcement.publish' at an announcement's publish_at, in its tenant. The handler is
 * idempotent: an announcement gone, already published or moved later is left alone.
 */
export const announcementsJobsPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const ctx = announcementContext(app, opts.db);
  app.jobs.register(PUBLISH_JOB, async (job) => {
    const id = Number(job.payload.announcementId);
    if (!job.tenantId || !Number.isInteger(id) || id <= 0) {
      app.log.warn({ job: { key: job.key, tenantId: job.tenantId } }, 'announcement.publish: malformed job dropped');
      return;
    }
    await publishDue(ctx, job.tenantId, isPlatformTenant(job.tenantId), id);
  });
});
