import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { REMINDER_JOB, remindEntry } from './calendar-reminders.service.ts';

/** Registers the reminder handler on app.jobs (register after the jobs plugin). */
export const calendarJobsPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.jobs.register(REMINDER_JOB, async (job) => {
    const entryId = Number(job.payload.entryId);
    if (!job.tenantId || !Number.isInteger(entryId)) return;
    await remindEntry(opts.db, job.tenantId, entryId, String(job.payload.startsAt ?? ''));
  });
});
