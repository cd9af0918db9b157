import { AUDIT_INPUT_KEYS, ZAuditInput } from '@ankur/shared/schemas/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** A write body that also accepts the SPEC §7 client's audit fields (created_by, modified_by, deleted_by). */
export function withAuditInput<T extends z.ZodObject>(schema: T) {
  return schema.safeExtend(ZAuditInput);
}

function drop(item: unknown): void {
  if (item && typeof item === 'object' && !Array.isArray(item)) {
    for (const key of AUDIT_INPUT_KEYS) delete (item as Record<string, unknown>)[key];
  }
}

/**
 * preHandler of every write that accepts audit fields: once the body is valid they are dropped, so
 * no service can record what the client claimed; the session's user is recorded instead.
 */
export async function dropAuditInput(req: FastifyRequest): Promise<void> {
  if (Array.isArray(req.body)) req.body.forEach(drop);
  else drop(req.body);
}
