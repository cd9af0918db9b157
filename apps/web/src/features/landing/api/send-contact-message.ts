import { SUPPORT_LIMITS, type TContactMessageCreate, ZContactMessageCreate } from '@ankur/shared/schemas/support';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

/** POST /api/support/contact: the public Contact Us form (201 on success). */
export const CONTACT_PATH = 'support/contact';

/** The limits the API enforces (from the shared contract), mirrored by the form's own validation. */
export const CONTACT_LIMITS = {
  nameMax: SUPPORT_LIMITS.name,
  emailMax: SUPPORT_LIMITS.email,
  organisationMax: SUPPORT_LIMITS.organisation,
  messageMin: SUPPORT_LIMITS.message.min,
  messageMax: SUPPORT_LIMITS.message.max,
} as const;

/** The request body (the shared contract's type; `website` is the honeypot, left out when empty). */
export type ContactMessage = TContactMessageCreate;

/** Whether the API will take `value` as an e-mail address (the contract's own rule). */
export function isContactEmail(value: string): boolean {
  return ZContactMessageCreate.shape.email.safeParse(value).success;
}

export type ContactField = 'name' | 'email' | 'organisation' | 'topic' | 'message';
const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'organisation', 'topic', 'message'];

export async function sendContactMessage(body: ContactMessage): Promise<void> {
  await apiFetch<unknown>(CONTACT_PATH, { method: 'POST', body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

function asField(value: unknown): ContactField | null {
  if (typeof value !== 'string') return null;
  // "body.email", "email", "body[0].email" → "email"
  const last = value
    .split(/[.[\]]+/)
    .filter(Boolean)
    .pop();
  return CONTACT_FIELDS.find((field) => field === last) ?? null;
}

/**
 * The form fields a 400 names, from its details ([{ path: "body.email" }], { field: "email" } or
 * { fields: [...] }) or, failing that, its message ("Invalid body.email: ...").
 */
export function rejectedFields(error: unknown): ContactField[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const found = new Set<ContactField>();
  const details: unknown = error.details;
  const entries: unknown[] = Array.isArray(details) ? details : [details];
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    for (const key of ['path', 'field', 'param']) {
      const field = asField(record[key]);
      if (field) found.add(field);
    }
    if (Array.isArray(record.fields)) {
      for (const item of record.fields) {
        const field = asField(item);
        if (field) found.add(field);
      }
    }
  }
  if (found.size === 0) {
    for (const word of error.message.split(/[\s:,]+/)) {
      const field = asField(word);
      if (field) found.add(field);
    }
  }
  return CONTACT_FIELDS.filter((field) => found.has(field));
}

function positiveSeconds(value: unknown): number | null {
  const seconds = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/**
 * How many seconds a 429 asks to wait, or null when the answer does not say. Read from the
 * error's `retryAfter` (the Retry-After header, should the API client pass it on), its details
 * (`retry_after_seconds`, which POST /api/support/contact sends alongside Retry-After), or a
 * message such as "Try again in 2 minutes".
 */
export function rateLimitWait(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const fromError = positiveSeconds((error as ApiError & { retryAfter?: unknown }).retryAfter);
  if (fromError) return fromError;
  const details = error.details;
  if (typeof details === 'object' && details !== null) {
    const record = details as Record<string, unknown>;
    const fromDetails = positiveSeconds(record.retry_after_seconds ?? record.retryAfter ?? record.retry_after);
    if (fromDetails) return fromDetails;
  }
  const match = /(\d+)\s*(seconds?|secs?|s\b|minutes?|mins?)/i.exec(error.message);
  if (!match) return null;
  const amount = Number(match[1]);
  return /^m/i.test(match[2] ?? '') ? amount * 60 : Math.max(1, amount);
}
