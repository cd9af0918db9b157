import type { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';

/** A body validated in a handler (one route, two payloads) fails like a schema: 400 naming the field. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  const details = r.error.issues.map((i) => ({
    path: `body${i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`,
    message: i.message,
  }));
  throw badRequest(`Invalid ${details[0]!.path}: ${details[0]!.message}`, details);
}
