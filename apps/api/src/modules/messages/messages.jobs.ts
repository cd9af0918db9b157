import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { REMINDER_KIND } from './messages.service.ts';
import { remindUnread } from './messages-reminders.service.ts';

const ZPayload = z.object({ conversationId: z.number().int().positive(), userId: z.number().int().positive() });

/** The 'message.unread-reminder' job (messages-reminders.service.ts), on the app's job queue. */
export const messagesJobsPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.jobs.register(REMINDER_KIND, async (job) => {
    const payload = ZPayload.safeParse(job.payload);
    if (!payload.success || !job.tenantId) return; // a malformed job is dropped, not retried
    await remindUnread(opts.db, job.tenantId, payload.data.userId, payload.data.conversationId);
  });
});
