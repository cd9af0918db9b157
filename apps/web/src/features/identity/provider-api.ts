import { type TProfile, ZProfile } from '@ankur/shared/schemas/auth';
import {
  EMAIL_NOT_VERIFIED,
  PARENTAL_CONSENT_PENDING,
  type TInteractionDetails,
  type TInteractionVerifyResult,
  type TSelfServiceRole,
  type TSignup,
  ZInteractionDetails,
  ZInteractionRedirect,
  ZInteractionVerifyResult,
  ZParentalConsentDetails,
  ZSelfServiceRole,
  ZSignupResult,
} from '@ankur/shared/schemas/identity';
import type { z } from 'zod';
import { ApiError, buildApiUrl } from '../../lib/api-client';

/**
 * The calls of the embedded provider's screens (/sign-in/:uid), parental consent and
 * /select-role. Errors are ApiErrors; a 429's Retry-After is kept on ProviderApiError.
 */

/** An API error with the seconds a 429's Retry-After header asks to wait (null without one). */
export class ProviderApiError extends ApiError {
  readonly retryAfter: number | null;

  constructor(status: number, message: string, details: unknown, retryAfter: number | null) {
    super(status, message, details);
    this.retryAfter = retryAfter;
  }
}

/** Seconds from a Retry-After header (delta-seconds or an HTTP date), or from "… in N seconds." */
export function retryAfterSeconds(header: string | null, message: string, now: number = Date.now()): number | null {
  if (header) {
    const trimmed = header.trim();
    if (/^\d+$/.test(trimmed)) return Math.max(1, Number(trimmed));
    const date = Date.parse(trimmed);
    if (!Number.isNaN(date)) return Math.max(1, Math.ceil((date - now) / 1000));
  }
  const fromMessage = /(\d+)\s*seconds?/i.exec(message);
  return fromMessage ? Math.max(1, Number(fromMessage[1])) : null;
}

/** How long to wait before trying again after an error, in seconds; null when it is not a 429. */
export function rateLimitSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return (error instanceof ProviderApiError ? error.retryAfter : null) ?? retryAfterSeconds(null, error.message) ?? 60;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request(path: string, method: 'GET' | 'POST' = 'GET', body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(buildApiUrl(path), {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = response.status === 204 ? undefined : await readJson(response);
  if (!response.ok) {
    const error = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
    const message =
      typeof error.message === 'string' && error.message
        ? error.message
        : response.statusText || `Request failed with status ${response.status}`;
    const retryAfter = response.status === 429 ? retryAfterSeconds(response.headers.get('retry-after'), message) : null;
    throw new ProviderApiError(response.status, message, error.details, retryAfter);
  }
  return payload;
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error('The sign-in service gave an unexpected answer.');
  return result.data;
}

const interaction = (uid: string, step = '') => `auth/interaction/${encodeURIComponent(uid)}${step && `/${step}`}`;

export const getInteraction = async (uid: string): Promise<TInteractionDetails> =>
  parse(ZInteractionDetails, await request(interaction(uid)));

export const login = async (uid: string, body: { username: string; password: string }): Promise<string> =>
  parse(ZInteractionRedirect, await request(interaction(uid, 'login'), 'POST', body)).redirectTo;

export const register = async (uid: string, body: TSignup): Promise<z.infer<typeof ZSignupResult>> =>
  parse(ZSignupResult, await request(interaction(uid, 'register'), 'POST', body));

export const verify = async (uid: string, body: { email: string; otp: string }): Promise<TInteractionVerifyResult> =>
  parse(ZInteractionVerifyResult, await request(interaction(uid, 'verify'), 'POST', body));

export const resend = async (uid: string, email: string): Promise<void> => {
  await request(interaction(uid, 'resend'), 'POST', { email });
};

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  username: string;
  phone_number?: string | null;
}

export const updateProfile = async (uid: string, body: ProfileUpdate): Promise<string> =>
  parse(ZInteractionRedirect, await request(interaction(uid, 'profile'), 'POST', body)).redirectTo;

export const updatePassword = async (uid: string, body: { old_password: string; new_password: string }) =>
  parse(ZInteractionRedirect, await request(interaction(uid, 'password'), 'POST', body)).redirectTo;

export const abort = async (uid: string): Promise<string> =>
  parse(ZInteractionRedirect, await request(interaction(uid, 'abort'), 'POST', {})).redirectTo;

export const forgotPassword = async (email: string): Promise<void> => {
  await request('auth/forgotPassword', 'POST', { email });
};

export const resetPassword = async (body: { email: string; otp: string; new_password: string }): Promise<void> => {
  await request('auth/resetPassword', 'POST', body);
};

export type ParentalConsentDetails = z.infer<typeof ZParentalConsentDetails>;

const consentPath = (token: string) => `auth/parental-consent/${encodeURIComponent(token)}`;

export const getParentalConsent = async (token: string): Promise<ParentalConsentDetails> =>
  parse(ZParentalConsentDetails, await request(consentPath(token)));

export const decideParentalConsent = async (
  token: string,
  decision: 'approve' | 'decline',
): Promise<ParentalConsentDetails> =>
  parse(ZParentalConsentDetails, await request(consentPath(token), 'POST', { decision }));

export const getSelfServiceRoles = async (): Promise<TSelfServiceRole[]> =>
  parse(ZSelfServiceRole.array(), await request('auth/roles/self-service'));

export const selectRole = async (roleId: number): Promise<TProfile> =>
  parse(ZProfile, await request('auth/selectRole', 'POST', { role_id: roleId }));

/** What a 403 from the login step means: the e-mail needs its code, or a parent must approve. */
export type LoginBlock = { kind: 'verify-email'; email: string } | { kind: 'parental-consent'; parentEmail: string };

export function loginBlock(error: unknown): LoginBlock | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const details = error.details as Record<string, unknown> | null | undefined;
  if (typeof details !== 'object' || details === null) return null;
  if (details.code === EMAIL_NOT_VERIFIED && typeof details.email === 'string') {
    return { kind: 'verify-email', email: details.email };
  }
  if (details.code === PARENTAL_CONSENT_PENDING) {
    return {
      kind: 'parental-consent',
      parentEmail: typeof details.parent_email === 'string' ? details.parent_email : '',
    };
  }
  return null;
}

/** The browser navigation to the provider's next URL; replaceable in tests. */
export const providerNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
