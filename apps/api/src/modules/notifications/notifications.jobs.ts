import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { siteOrigin } from '../../plugins/context.ts';
import { DIGEST_JOB, type DigestDeps, ensureDigestScheduled, runDigest } from './notifications-digest.service.ts';

/**
 * Registers the digest's job handler (after lib/jobs.ts jobsPlugin and the identity plugin) and
 * books the first run once the app is ready.
 */
export const notificationsDigestPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const deps: DigestDeps = {
    db: opts.db,
    mailer: app.identity.mailer,
    clock: app.identity.clock,
    origin: siteOrigin(app.config),
    brandName: app.config.brandName,
    log: app.log,
  };
  app.jobs.register(DIGEST_JOB.kind, async (job) => {
    await runDigest(deps, job);
  });
  app.addHook('onReady', async () => {
    await ensureDigestScheduled(opts.db, deps.clock).catch((err) =>
      app.log.error({ err }, 'notification digest: could not book the daily run'),
    );
  });
});
