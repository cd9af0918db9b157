import { ZError, zId, zList } from '@ankur/shared/schemas/common';
import {
  BUG_REPORT_LIMIT_PER_USER,
  CONTACT_LIMIT_PER_EMAIL,
  CONTACT_LIMIT_PER_IP,
  SUPPORT_KINDS,
  SUPPORT_STATUSES,
  ZBugReportCreate,
  ZBugReportCreated,
  ZContactMessageCreate,
  ZContactMessageReceived,
  ZSupportMessage,
  ZSupportMessageUpdate,
} from '@ankur/shared/schemas/support';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { deriveSecret } from '../../lib/secrets.ts';
import { access } from '../../plugins/access.ts';
import { siteOrigin } from '../../plugins/context.ts';
import { scopeOf } from '../../plugins/session.ts';
import { ZListQuery } from '../../resources/query.ts';
import { listResponse } from '../../resources/routes.ts';
import { scheduleRetention } from './support.retention.ts';
import {
  fileBugReport,
  inbox,
  type Sender,
  type SupportContext,
  submitContact,
  updateMessageStatus,
} from './support.service.ts';

const tags = ['Support'];
const ZInboxQuery = ZListQuery.extend({
  kind: z.enum(SUPPORT_KINDS).optional().describe('Only contact messages or only bug reports'),
  status: z.enum(SUPPORT_STATUSES).optional().describe('Only messages in this status'),
});
const IdParams = z.object({ id: z.coerce.number({ error: 'must be a number' }).pipe(zId) });
const ZMeta = z.object({ meta: zList(ZSupportMessage).shape.meta });

/**
 * Contact Us (public), bug reports (signed in) and the administrators' inbox of both (Admin
 * Center). Throttled with the shared fixed-window counters of lib/throttle.ts.
 */
export const supportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const secret = deriveSecret(app.config.sessionSecret, 'support');
  const context = (req: FastifyRequest): SupportContext => ({
    clock: app.identity.clock,
    secret,
    origins: [siteOrigin(app.config), `${req.protocol}://${req.host}`],
  });
  scheduleRetention(app, db, app.identity.clock);
  const sender = (req: FastifyRequest): Sender => ({
    ip: req.ip,
    userAgent: req.headers['user-agent'],
    userId: req.actor?.userId ?? null,
    tenantId: req.actor?.tenantId ?? null,
  });

  app.post(
    '/support/contact',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: `Contact Us: a message to the team (at most ${CONTACT_LIMIT_PER_IP} per address and ${CONTACT_LIMIT_PER_EMAIL} per e-mail address an hour); answers 201 { received: true }, also when the honeypot is filled (nothing is kept then)`,
        body: ZContactMessageCreate,
        response: { 201: ZContactMessageReceived, 400: ZError, 429: ZError },
      },
    },
    async (req, reply) => {
      const outcome = await submitContact(db, context(req), req.body, sender(req));
      if (outcome === 'dropped') req.log.info({ honeypot: true }, 'contact message with a filled honeypot dropped');
      return reply.status(201).send({ received: true });
    },
  );

  app.post(
    '/support/bugReports',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: `Report a bug as the signed-in user (at most ${BUG_REPORT_LIMIT_PER_USER} an hour); answers 201 { id, created_at }`,
        body: ZBugReportCreate,
        response: { 201: ZBugReportCreated, 400: ZError, 401: ZError, 429: ZError },
      },
    },
    async (req, reply) => {
      const who = { ...sender(req), userId: req.actor!.userId };
      return reply.status(201).send(await fileBugReport(db, context(req), req.body, who));
    },
  );

  app.get(
    '/support/messages/getAll',
    {
      config: { access: access.adminCenter('read') },
      schema: {
        tags,
        summary:
          'The inbox: Contact Us messages and bug reports, newest first (kind, status, filterFields, search on name, email, subject, message)',
        querystring: ZInboxQuery,
        response: { 200: zList(ZSupportMessage).or(ZMeta), 400: ZError, 401: ZError, 403: ZError },
      },
    },
    async (req) => {
      const { q, rows, total } = await inbox(db, req.query);
      return listResponse(q, rows, total);
    },
  );

  app.patch(
    '/support/messages/:id',
    {
      config: { access: access.adminCenter('update') },
      schema: {
        tags,
        summary: "Set a message's status (you are recorded as its handler; audited)",
        params: IdParams,
        body: ZSupportMessageUpdate,
        response: { 200: ZSupportMessage, 400: ZError, 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (req) => updateMessageStatus(db, scopeOf(req), req.params.id, req.body.status),
  );
};
