import { RESOURCES } from '@ankur/shared/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { parseListQuery, ZListQuery } from '../../resources/query.ts';
import { listResponse, listResponseSchema, type RegisteredResource } from '../../resources/routes.ts';
import { searchPrograms } from './programs.service.ts';

const programsResource = RESOURCES.programs;

const isoDate = z.iso.date({ error: 'must be an ISO date (YYYY-MM-DD)' }).optional();

const ZSearchPrograms = ZListQuery.extend({
  program_category: z.string().max(500).optional().describe('One category, or several comma-joined'),
  status: z.string().max(100).optional().describe('draft, published or archived (comma-joined for several)'),
  start_date_from: isoDate.describe('Programs starting on or after this ISO date'),
  start_date_to: isoDate.describe('Programs starting on or before this ISO date'),
  end_date_from: isoDate.describe('Programs ending on or after this ISO date'),
  end_date_to: isoDate.describe('Programs ending on or before this ISO date'),
});

const list = (v: string | undefined) =>
  v === undefined
    ? undefined
    : v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

/** GET programs/searchPrograms (SPEC §7): the list conventions plus category, status and ISO date ranges. */
export function registerSearchPrograms(parent: FastifyInstance, reg: RegisteredResource, db: Db) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/programs/searchPrograms',
    {
      config: { access: access.menu(programsResource.menu, 'read') },
      schema: {
        tags: ['Programs'],
        summary: 'Search programs by text, category, status and dates',
        querystring: ZSearchPrograms,
        response: { 200: listResponseSchema(programsResource.row) },
      },
    },
    async (req) => {
      const { program_category, status, start_date_from, start_date_to, end_date_from, end_date_to, ...rest } =
        req.query;
      const q = parseListQuery(rest, reg.columns, reg.defaults);
      if (start_date_from && start_date_to && start_date_from > start_date_to) {
        throw badRequest('Invalid start_date_to: must not be before start_date_from');
      }
      const { rows, total } = await searchPrograms(db, scopeOf(req), reg, q, {
        categories: list(program_category),
        statuses: list(status),
        start_date_from,
        start_date_to,
        end_date_from,
        end_date_to,
      });
      return listResponse(q, rows, total);
    },
  );
}
