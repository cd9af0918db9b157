import { z } from 'zod';

/**
 * "Your data" on /account (issue 20, India's DPDP Act 2023, decision 35): a person downloads
 * everything the platform holds about them as a ZIP built in the background, or asks for their
 * account to be erased after a grace period. Calls live under /api/account/data/.
 */

/** Days between asking for erasure and the erasure itself; signing in meanwhile cancels it. */
export const ERASURE_GRACE_DAYS = 30;
/** Days a finished export stays downloadable; its file is deleted afterwards. */
export const EXPORT_TTL_DAYS = 7;

/** How a person erased from the platform is named where their contributions stay (messages, announcements). */
export const FORMER_MEMBER = 'Former member';

export const DATA_REQUEST_KINDS = ['export', 'erasure'] as const;
/**
 * export:  pending (queued) → running → ready (downloadable until expires_at) → expired, or failed
 * erasure: scheduled (until due_at) → completed, or cancelled (signed in, or asked to keep the account)
 */
export const DATA_REQUEST_STATUSES = [
  'pending',
  'running',
  'ready',
  'expired',
  'failed',
  'scheduled',
  'cancelled',
  'completed',
] as const;
export type TDataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

export const ERASURE_CANCEL_REASONS = ['signed_in', 'requested'] as const;

export const ZDataRequest = z.object({
  id: z.number().int(),
  kind: z.enum(DATA_REQUEST_KINDS),
  status: z.enum(DATA_REQUEST_STATUSES),
  /** 0–100 while an export is built */
  progress: z.number().int().min(0).max(100),
  requested_at: z.string(),
  /** erasure: when it will run */
  due_at: z.string().nullable(),
  /** export: until when the download works */
  expires_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.enum(ERASURE_CANCEL_REASONS).nullable(),
  /** export: the ZIP's size once ready */
  size_bytes: z.number().int().nullable(),
});
export type TDataRequest = z.infer<typeof ZDataRequest>;

/** GET account/data: the latest export and the latest erasure request, if any. */
export const ZMyData = z.object({
  export: ZDataRequest.nullable(),
  erasure: ZDataRequest.nullable(),
});
export type TMyData = z.infer<typeof ZMyData>;

/** POST account/data/erasure: the current password (required for a password account). */
export const ZErasureRequest = z.strictObject({
  password: z.string().max(256, 'must be at most 256 characters').optional(),
});

export const ZDataRequestIdParams = z.object({
  id: z.coerce
    .number({ error: 'must be a request id' })
    .int('must be a request id')
    .positive('must be a request id')
    .max(2147483647, 'must be a request id'),
});

export const EXPORT_RUNNING_ERROR = 'An export of your data is already being prepared. Wait for it to finish.';
export const ERASURE_SCHEDULED_ERROR = 'Your account is already scheduled for deletion.';
export const NO_ERASURE_ERROR = 'Your account is not scheduled for deletion.';
export const EXPORT_EXPIRED_ERROR = 'This download has expired. Ask for a new copy of your data.';
