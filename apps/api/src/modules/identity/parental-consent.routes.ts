import { ZError } from '@ankur/shared/schemas/common';
import { ZParentalConsentDecision, ZParentalConsentDetails } from '@ankur/shared/schemas/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { answerConsent, consentRequest } from './parental-consent.service.ts';

const Params = z.object({ token: z.string().min(20).max(100) });

/**
 * Verifiable parental consent for minors (DPDP Act 2023 §9): the parent opens the e-mailed link
 * and approves (the account opens) or declines (it stays closed). The link works once.
 */
export const parentalConsentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/auth/parental-consent/:token',
    {
      config: { access: access.public },
      schema: {
        tags: ['Auth'],
        summary: "A parent's consent request: whose account it is and whether it was answered",
        params: Params,
        response: { 200: ZParentalConsentDetails, 404: ZError },
      },
    },
    async (req) => consentRequest(db, req.params.token, app.identity.clock),
  );

  app.post(
    '/auth/parental-consent/:token',
    {
      config: { access: access.public },
      schema: {
        tags: ['Auth'],
        summary: "Approve (the minor's account opens) or decline (it stays closed)",
        params: Params,
        body: ZParentalConsentDecision,
        response: { 200: ZParentalConsentDetails, 404: ZError, 409: ZError },
      },
    },
    async (req) => answerConsent(db, req.params.token, req.body.decision, app.identity.clock),
  );
};
