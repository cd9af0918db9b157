import { z } from 'zod';
import { zId } from './common.ts';

/**
 * The support contract: Contact Us messages (POST /api/support/contact, public), bug reports
 * (POST /api/support/bugReports, signed in) and the administrators' inbox of both
 * (GET /api/support/messages/getAll, PATCH /api/support/messages/{id}; 'Admin Center').
 */

export const SUPPORT_KINDS = ['contact', 'bug'] as const;
export type TSupportKind = (typeof SUPPORT_KINDS)[number];

export const SUPPORT_STATUSES = ['new', 'in_progress', 'resolved', 'spam'] as const;
export type TSupportStatus = (typeof SUPPORT_STATUSES)[number];

export const CONTACT_TOPICS = ['general', 'partnership', 'programs', 'press', 'support'] as const;
export type TContactTopic = (typeof CONTACT_TOPICS)[number];

export const BUG_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type TBugSeverity = (typeof BUG_SEVERITIES)[number];

/** The length limits of every field, shared by the forms and the API. */
export const SUPPORT_LIMITS = {
  name: 100,
  email: 254,
  organisation: 150,
  message: { min: 10, max: 5000 },
  title: { min: 5, max: 150 },
  description: { min: 10, max: 5000 },
  steps: 5000,
  pageUrl: 2000,
} as const;

/** Spam throttling of Contact Us: per address (IP) and per e-mail address, each per hour. */
export const CONTACT_LIMIT_PER_IP = 5;
export const CONTACT_LIMIT_PER_EMAIL = 3;
/** Bug reports a signed-in user may file per hour. */
export const BUG_REPORT_LIMIT_PER_USER = 10;
export const SUPPORT_THROTTLE_WINDOW_MS = 60 * 60 * 1000;

/**
 * Why `value` is not a page of a site ("/path?query#hash" or an http(s) URL), or null when it may
 * be one. Protocol-relative ("//host") and backslash paths are refused: browsers read them as
 * another host. Whether an absolute URL is on this site is for the server (it knows its origin).
 */
export function pageUrlProblem(value: string): string | null {
  if (value.length > SUPPORT_LIMITS.pageUrl) return `must be at most ${SUPPORT_LIMITS.pageUrl} characters`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return 'must not contain spaces or control characters';
  if (value.startsWith('/')) {
    return value.startsWith('//') || value.startsWith('/\\') ? 'must be a path of this site, such as /programs' : null;
  }
  if (!URL.canParse(value)) return 'must be a path such as /programs, or a web address of this site';
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:' ? null : 'must be an http or https address';
}

const trimmed = (min: number, max: number, what = 'characters') =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? 'must not be empty' : `must be at least ${min} ${what}`)
    .max(max, `must be at most ${max} ${what}`);

/** Optional free text: a blank value is the same as none (stored as null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** POST /api/support/contact: a message to the platform's team (public; throttled). */
export const ZContactMessageCreate = z.strictObject({
  name: trimmed(1, SUPPORT_LIMITS.name),
  email: z
    .string()
    .trim()
    .max(SUPPORT_LIMITS.email, `must be at most ${SUPPORT_LIMITS.email} characters`)
    .pipe(z.email({ error: 'must be an e-mail address' })),
  organisation: optionalText(SUPPORT_LIMITS.organisation),
  topic: z.enum(CONTACT_TOPICS),
  message: trimmed(SUPPORT_LIMITS.message.min, SUPPORT_LIMITS.message.max),
  /** a honeypot: hidden from people, filled in by form-filling robots (a filled one is dropped) */
  website: z.string().max(10_000).optional().describe('leave empty (a field people never see)'),
});
export type TContactMessageCreate = z.input<typeof ZContactMessageCreate>;

/**
 * The answer to a Contact Us message. It is the same whether or not the message was kept (a
 * robot that filled the honeypot is told exactly what a person is).
 */
export const ZContactMessageReceived = z.object({ received: z.literal(true) });
export type TContactMessageReceived = z.infer<typeof ZContactMessageReceived>;

/** POST /api/support/bugReports: a problem report; who filed it comes from the session. */
export const ZBugReportCreate = z.strictObject({
  title: trimmed(SUPPORT_LIMITS.title.min, SUPPORT_LIMITS.title.max),
  description: trimmed(SUPPORT_LIMITS.description.min, SUPPORT_LIMITS.description.max),
  steps_to_reproduce: optionalText(SUPPORT_LIMITS.steps),
  severity: z.enum(BUG_SEVERITIES),
  page_url: z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      const problem = v ? pageUrlProblem(v) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null))
    .describe('the page the problem happened on: a path of this site (/programs) or its full address'),
});
export type TBugReportCreate = z.input<typeof ZBugReportCreate>;

export const ZBugReportCreated = z.object({ id: zId, created_at: z.string() });
export type TBugReportCreated = z.infer<typeof ZBugReportCreated>;

/** One message of the inbox, as administrators read it (never the sender's IP, nor its hash). */
export const ZSupportMessage = z.object({
  id: zId,
  kind: z.enum(SUPPORT_KINDS),
  status: z.enum(SUPPORT_STATUSES),
  name: z.string(),
  email: z.string(),
  organisation: z.string().nullable(),
  /** Contact Us only */
  topic: z.enum(CONTACT_TOPICS).nullable(),
  /** a bug report's title (Contact Us messages have none) */
  subject: z.string().nullable(),
  /** the message, or a bug report's description: plain text */
  message: z.string(),
  /** bug reports only */
  severity: z.enum(BUG_SEVERITIES).nullable(),
  page_url: z.string().nullable(),
  steps_to_reproduce: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** the signed-in sender, if any */
  user_id: z.number().int().nullable(),
  /** the tenant the sender's session was in when they wrote (null: the main platform) */
  tenant_id: z.string().nullable(),
  handled_by: z.number().int().nullable(),
  handled_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSupportMessage = z.infer<typeof ZSupportMessage>;

/** PATCH /api/support/messages/{id}: an administrator sets a message's status. */
export const ZSupportMessageUpdate = z.strictObject({
  status: z.enum(SUPPORT_STATUSES),
});
export type TSupportMessageUpdate = z.infer<typeof ZSupportMessageUpdate>;

/**
 * A 429's details: how long until the sender may try again (also in the Retry-After header),
 * so a client can say it in its own words.
 */
export const ZSupportThrottled = z.object({ retry_after_seconds: z.number().int().positive() });
