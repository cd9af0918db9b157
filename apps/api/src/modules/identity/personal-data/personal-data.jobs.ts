import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/client.ts';
import type { FileStorage } from '../../../lib/storage.ts';
import { eraseNow } from './erase-job.service.ts';
import { buildExport, expireExport } from './export-job.service.ts';
import { dataDeps } from './personal-data.routes.ts';
import { ERASE_JOB, EXPIRE_JOB, EXPORT_JOB } from './requests.repository.ts';

/**
 * The jobs of "Your data" (decision 35), platform jobs (no tenant) keyed by request or user:
 * building an export, deleting it once expired, and erasing an account when its grace period ends.
 */
export const personalDataJobsPlugin = fp(async (app: FastifyInstance, opts: { db: Db; storage: FileStorage }) => {
  const deps = dataDeps(app as never, opts.db, opts.storage);
  const requestIdOf = (payload: Record<string, unknown>) => {
    const id = Number(payload.requestId);
    return Number.isInteger(id) && id > 0 ? id : null;
  };
  app.jobs.register(EXPORT_JOB, async (job) => {
    const id = requestIdOf(job.payload);
    if (id) await buildExport(deps, id);
  });
  app.jobs.register(EXPIRE_JOB, async (job) => {
    const id = requestIdOf(job.payload);
    if (id) await expireExport(deps, id);
  });
  app.jobs.register(ERASE_JOB, async (job) => {
    const id = requestIdOf(job.payload);
    if (id) await eraseNow(deps, id);
  });
});
