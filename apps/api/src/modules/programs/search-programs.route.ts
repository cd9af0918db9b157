import { DEFAULT_DATE_TIME_ZONE } from '@ankur/shared/dates';
import { isoDateIn } from '@ankur/shared/plan-schedule';
import { PROGRAM_SCHEDULES, type ProgramSchedule } from '@ankur/shared/program-schedule';
import { RESOURCES } from '@ankur/shared/resources';
import { PROGRAM_LANGUAGES, type ProgramLanguage } from '@ankur/shared/schemas/programs';
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
  language: z
    .string()
    .max(100)
    .optional()
    .describe(`The language of the content: ${PROGRAM_LANGUAGES.join(', ')} (comma-joined for several)`),
  schedule: z
    .string()
    .max(100)
    .optional()
    .describe(`Where programs stand today: ${PROGRAM_SCHEDULES.join(', ')} (comma-joined for several)`),
  prefer_language: z
    .enum(PROGRAM_LANGUAGES, { error: `must be one of ${PROGRAM_LANGUAGES.join(', ')}` })
    .optional()
    .describe('Programs in this language first (e.g. the interface language), then the sort'),
  open_first: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .describe('true: programs that have ended come after all others, then the sort'),
});

const list = (v: string | undefined) =>
  v === undefined
    ? undefined
    : v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

/** The names of a comma list, each one of `allowed`; anything else is a 400 naming the parameter. */
function listOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T[] | undefined {
  const names = list(value);
  const wrong = names?.find((n) => !(allowed as readonly string[]).includes(n));
  if (wrong !== undefined) {
    throw badRequest(`Invalid ${name}: '${wrong}' is not one of ${allowed.join(', ')}`, { field: name });
  }
  return names as T[] | undefined;
}

/**
 * GET programs/searchPrograms (SPEC §7): the list conventions plus category, status, ISO date
 * ranges, language and schedule (upcoming, running, ended, self_paced on the platform's today).
 */
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
      const {
        program_category,
        status,
        start_date_from,
        start_date_to,
        end_date_from,
        end_date_to,
        language,
        schedule,
        prefer_language,
        open_first,
        ...rest
      } = req.query;
      const languages = listOf<ProgramLanguage>('language', language, PROGRAM_LANGUAGES);
      const schedules = listOf<ProgramSchedule>('schedule', schedule, PROGRAM_SCHEDULES);
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
        languages,
        schedules,
        today: isoDateIn(app.identity.clock.now(), DEFAULT_DATE_TIME_ZONE),
        preferLanguage: prefer_language,
        openFirst: open_first === 'true',
      });
      return listResponse(q, rows, total);
    },
  );
}
