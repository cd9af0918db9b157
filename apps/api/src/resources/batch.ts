import { BULK_MAX } from '@ankur/shared/schemas/common';
import type { FastifyRequest } from 'fastify';
import { payloadTooLarge } from '../lib/errors.ts';

/** Refuses an oversized batch before it is validated item by item (SPEC §7 bulk calls). */
export async function limitBatch(req: FastifyRequest) {
  const body = req.body as unknown;
  const items = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? Object.values(body).find((v) => Array.isArray(v))
      : undefined;
  if (Array.isArray(items) && items.length > BULK_MAX) {
    throw payloadTooLarge(`A batch may hold at most ${BULK_MAX} items (got ${items.length})`);
  }
}
