import { createHmac } from 'node:crypto';
import { ZError } from '@ankur/shared/schemas/common';
import { ZCertificateCodeParams, ZCertificateList, ZCertificateVerification } from '@ankur/shared/schemas/programs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { deriveSecret } from '../../lib/secrets.ts';
import { hit, tooMany } from '../../lib/throttle.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { listCertificates, verifyCertificate } from './certificates.service.ts';

const tags = ['Programs'];

/** Verification lookups per client address and window: plenty for people, little for guessing. */
export const CERTIFICATE_VERIFY_LIMIT = 30;
export const CERTIFICATE_VERIFY_WINDOW_MS = 60_000;

/**
 * Certificates (issue 8): the signed-in user's own, and the public verification page's lookup
 * (no session; throttled per client address with the shared counters of identity/throttle.ts,
 * keyed by a hash so the address itself is not stored).
 */
export const certificateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const secret = deriveSecret(app.config.sessionSecret, 'certificates');

  app.get(
    '/certificates',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "The signed-in user's certificates in the session's tenant (revoked ones too), newest first",
        response: { 200: ZCertificateList, 401: ZError },
      },
    },
    async (req) => listCertificates(db, scopeOf(req)),
  );

  app.get(
    '/certificates/verify/:code',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: `Public: what a certificate says and whether it stands (valid unless revoked); code compared trimmed and case-insensitively; at most ${CERTIFICATE_VERIFY_LIMIT} lookups a minute per address`,
        params: ZCertificateCodeParams,
        response: { 200: ZCertificateVerification, 400: ZError, 404: ZError, 429: ZError },
      },
    },
    async (req) => {
      const ipKey = createHmac('sha256', secret).update(req.ip).digest('base64url');
      const limit = await hit(
        db,
        `certificates:verify:ip:${ipKey}`,
        { limit: CERTIFICATE_VERIFY_LIMIT, windowMs: CERTIFICATE_VERIFY_WINDOW_MS },
        app.identity.clock,
      );
      if (!limit.allowed) throw tooMany(limit.retryAfterSec);
      return verifyCertificate(db, req.params.code);
    },
  );
};
