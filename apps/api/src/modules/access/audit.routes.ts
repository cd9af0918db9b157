import { ZAuditEntry } from '@ankur/shared/schemas/admin';
import { ZError, zList } from '@ankur/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { ZListQuery } from '../../resources/query.ts';
import { listResponse } from '../../resources/routes.ts';
import { auditEntries } from './access.service.ts';

/** GET system/audit/getAll: the recorded changes (who, when, what), with the list conventions. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/system/audit/getAll',
    {
      config: { access: access.adminCenter('read') },
      schema: {
        tags: ['Audit'],
        summary: 'Recorded changes: filterFields {table_name, record_id, actor_id, action}, newest first',
        querystring: ZListQuery,
        response: {
          200: zList(ZAuditEntry).or(z.object({ meta: zList(ZAuditEntry).shape.meta })),
          400: ZError,
          401: ZError,
          403: ZError,
        },
      },
    },
    async (req) => {
      const { q, rows, total } = await auditEntries(db, req.query);
      return listResponse(q, rows, total);
    },
  );
};
