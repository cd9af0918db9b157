import { hasPermission } from '@ankur/shared/access';
import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dataTenant } from '../../db/tenant.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Who } from './conversations.service.ts';

/** The acting user of a request: always the session's user in the session's data tenant. */
export function whoOf(app: FastifyInstance, req: FastifyRequest): Who {
  const actor = req.actor!;
  const tenantId = dataTenant(actor, app.config.defaultTenant);
  return {
    userId: actor.userId,
    tenantId,
    platform: tenantId === app.config.defaultTenant,
    managesPrograms: hasPermission(actor.privileges, PROGRAMS_MENU, 'update'),
  };
}

/** The path of the first string holding a NUL character (PostgreSQL text cannot store one). */
function nulAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = nulAt(v, `${path}[${i}]`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = nulAt(v, `${path}.${k}`);
      if (found) return found;
    }
  }
  return null;
}

/** A preValidation hook: a NUL character anywhere in the query or body is a 400 naming where. */
export async function refuseNul(req: FastifyRequest): Promise<void> {
  const where = nulAt(req.query, 'querystring') ?? nulAt(req.body, 'body');
  if (where)
    throw badRequest(`Invalid ${where}: must not contain NUL characters`, [
      { path: where, message: 'must not contain NUL characters' },
    ]);
}
