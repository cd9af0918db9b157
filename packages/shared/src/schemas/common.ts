import { z } from 'zod';

/** Server-owned columns every record carries (SPEC §3): read-only for clients. */
export const ZAudit = z.object({
  created_by: z.number().int().nullable(),
  modified_by: z.number().int().nullable(),
  deleted_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  is_deleted: z.boolean(),
});

export const zId = z.number().int().positive().max(2147483647);

const zIgnoredAuditId = z
  .union([z.number().int(), z.string().max(100), z.null()])
  .optional()
  .describe('ignored: the signed-in user is recorded');
/**
 * SPEC §7: a client's create adds created_by, its update modified_by, deleteMany deleted_by. Every
 * write accepts the three and ignores them: the session's user is what gets recorded.
 */
export const ZAuditInput = { created_by: zIgnoredAuditId, modified_by: zIgnoredAuditId, deleted_by: zIgnoredAuditId };
export const AUDIT_INPUT_KEYS = Object.keys(ZAuditInput) as (keyof typeof ZAuditInput)[];
export const zText = (max = 200) => z.string().trim().min(1, 'must not be empty').max(max);
export const zOptText = (max = 2000) => z.string().max(max).nullable().optional();
export const zIsoDate = z.iso.date({ error: 'must be an ISO date (YYYY-MM-DD)' });

/** The list response of SPEC §7 (DESIGN.md §5). */
export const ZListMeta = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TListMeta = z.infer<typeof ZListMeta>;
export const zList = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: ZListMeta });
export type TList<T> = { data: T[]; meta: TListMeta };

export const ZError = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type TError = z.infer<typeof ZError>;

/** Bulk limit: a createMany / updateMany / deleteMany over this many items answers 413. */
export const BULK_MAX = 500;
/** limit=-1 ("all records", SPEC §7) returns at most this many rows; more answers 400. */
export const LIST_ALL_MAX = 10000;
/** The largest explicit page size. */
export const LIST_LIMIT_MAX = 1000;

/**
 * A link to an image the browser will load: an http(s) URL or a path on this site. `//host` and
 * `/\host` are other hosts to a browser, and no other scheme (javascript:, data:) is taken.
 */
export const zImageUrl = z
  .string()
  .trim()
  .max(2048, 'must be at most 2048 characters')
  .regex(/^(https?:\/\/|\/(?![/\\]))\S*$/, 'must be an http(s) URL or a path starting with /');
