import { ZError } from '@ankur/shared/schemas/common';
import { ZParentalConsentDecision, ZParentalConsentDetails } from '@ankur/shared/schemas/identity';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authUsers, users } from '../../db/schema/identity.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { access } from '../../plugins/access.ts';
import { consumeLinkToken, findLinkToken } from './otp.ts';

const INVALID = 'This consent link is invalid or has expired.';
const Params = z.object({ token: z.string().min(20).max(100) });

/**
 * Verifiable parental consent for minors (DPDP Act 2023 §9): the parent opens the e-mailed link
 * and approves (the account opens) or declines (it stays closed). The link works once.
 */
export const parentalConsentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  async function load(token: string) {
    const link = await findLinkToken(db, { token, purpose: 'parent_consent' }, app.identity.clock);
    if (!link?.userId || (link.expired && !link.consumed)) throw notFound(INVALID);
    const [row] = await db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        email: users.email,
        parent_name: users.parent_name,
        consent_at: authUsers.parent_consent_at,
        enabled: authUsers.enabled,
      })
      .from(users)
      .innerJoin(authUsers, and(eq(authUsers.user_id, users.user_id), isNull(authUsers.issuer)))
      .where(and(eq(users.user_id, link.userId), eq(users.is_deleted, false)));
    if (!row) throw notFound(INVALID);
    const status = row.consent_at ? 'approved' : link.consumed ? 'declined' : 'pending';
    return {
      link,
      details: {
        child_name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username,
        child_email: row.email,
        parent_name: row.parent_name,
        status: status as 'pending' | 'approved' | 'declined',
      },
    };
  }

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
    async (req) => (await load(req.params.token)).details,
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
    async (req) => {
      const { link, details } = await load(req.params.token);
      if (details.status !== 'pending') throw conflict(`This request was already ${details.status}.`);
      if (!(await consumeLinkToken(db, link.otpId, app.identity.clock)))
        throw conflict('This request was already answered.');
      if (req.body.decision === 'approve') {
        await db
          .update(authUsers)
          .set({ parent_consent_at: sql`now()`, updated_at: sql`now()` })
          .where(and(eq(authUsers.user_id, link.userId!), isNull(authUsers.issuer)));
        return { ...details, status: 'approved' as const };
      }
      return { ...details, status: 'declined' as const };
    },
  );
};
