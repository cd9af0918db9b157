import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_MS, OTP_TTL_MS } from '@ankur/shared/schemas/identity';
import type { Db } from '../../db/client.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import { hit } from '../../lib/throttle.ts';
import {
  consumeOnce,
  consumeUnused,
  countAttempt,
  countIssuedSince,
  findOtpByHash,
  insertOtp,
  lastIssuedAt,
  lockOtp,
  markConsumed,
  newestLiveCode,
} from './otp.repository.ts';

/**
 * One-time e-mail codes (6 digits) and link tokens over table otp_codes. Only hashes are
 * stored. Codes and link tokens share the table, so give each flow its own purpose: a purpose
 * is used either for codes or for link tokens, never both.
 */
export type OtpPurpose = 'signup' | 'reset_password' | 'parent_consent' | 'email_change';

/** Codes per e-mail + purpose and day: 5 reset codes × OTP_MAX_ATTEMPTS tries bound a day's guesses. */
export const OTP_DAILY_CAP: Partial<Record<OtpPurpose, number>> = { reset_password: 5, email_change: 5 };
const DAY_MS = 24 * 60 * 60 * 1000;

const normEmail = (email: string) => email.trim().toLowerCase();
const plural = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

/** HMAC-SHA256(secret, `${purpose}:${email}:${code}`) as base64url: what otp_codes.code_hash keeps. */
export function hashCode(secret: string, purpose: string, email: string, code: string): string {
  return createHmac('sha256', secret)
    .update(`${purpose}:${normEmail(email)}:${code}`)
    .digest('base64url');
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'base64url');
  const y = Buffer.from(b, 'base64url');
  return x.length === y.length && timingSafeEqual(x, y);
}

export const invalidCode = () =>
  new HttpError(400, 'Invalid or expired code.', [{ path: 'body.otp', message: 'is invalid or has expired' }]);

const waitForNewCode = (n: number) =>
  new HttpError(429, `Please wait ${plural(n)} before asking for a new code.`, undefined, { 'Retry-After': String(n) });
const tooManyCodesToday = () =>
  new HttpError(429, 'Too many codes today. Try again tomorrow.', undefined, { 'Retry-After': String(DAY_MS / 1000) });

/**
 * For an address that gets no code (unknown, closed, already verified): the same 429s issueCode
 * would answer, on the same schedule, so asking for codes tells nothing about an account.
 * Counted in rate_limits under a keyed hash of the address.
 */
export async function refuseLikeIssueCode(
  db: Db,
  input: { email: string; purpose: OtpPurpose; secret: string },
  clock: Clock = systemClock,
): Promise<void> {
  const key = `otp:none:${input.purpose}:${hashCode(input.secret, 'none', input.email, '')}`;
  const resend = await hit(db, key, { limit: 1, windowMs: OTP_RESEND_MS }, clock);
  if (!resend.allowed) throw waitForNewCode(resend.retryAfterSec);
  const cap = OTP_DAILY_CAP[input.purpose];
  if (cap !== undefined && !(await hit(db, `${key}:day`, { limit: cap, windowMs: DAY_MS }, clock)).allowed) {
    throw tooManyCodesToday();
  }
}

/**
 * Issues a new code for email + purpose and returns it (to be e-mailed; never log it). Older
 * unconsumed codes of that email + purpose stop working. Throws 429 with Retry-After when the
 * previous code is younger than OTP_RESEND_MS.
 */
export async function issueCode(
  db: Db,
  input: { email: string; purpose: OtpPurpose; userId?: number | null; secret: string },
  clock: Clock = systemClock,
): Promise<{ code: string }> {
  const email = normEmail(input.email);
  const now = clock.now();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await db.transaction(async (tx) => {
    await lockOtp(tx, email, input.purpose);
    const last = await lastIssuedAt(tx, email, input.purpose);
    const waitMs = last ? OTP_RESEND_MS - (now.getTime() - last.getTime()) : 0;
    if (waitMs > 0) throw waitForNewCode(Math.ceil(Math.min(waitMs, OTP_RESEND_MS) / 1000));
    const cap = OTP_DAILY_CAP[input.purpose];
    if (
      cap !== undefined &&
      (await countIssuedSince(tx, email, input.purpose, new Date(now.getTime() - DAY_MS))) >= cap
    ) {
      throw tooManyCodesToday();
    }
    await consumeUnused(tx, email, input.purpose, now);
    await insertOtp(tx, {
      email,
      purpose: input.purpose,
      user_id: input.userId ?? null,
      code_hash: hashCode(input.secret, input.purpose, email, code),
      created_at: now,
      expires_at: new Date(now.getTime() + OTP_TTL_MS),
    });
  });
  return { code };
}

/**
 * Checks a code against the newest live code of email + purpose. Success consumes it; a wrong
 * code costs one of OTP_MAX_ATTEMPTS tries, after which the code is dead. Throws 400
 * (invalidCode) for a wrong, expired, used or missing code alike.
 */
export async function verifyCode(
  db: Db,
  input: { email: string; purpose: OtpPurpose; code: string; secret: string },
  clock: Clock = systemClock,
): Promise<{ userId: number | null }> {
  const email = normEmail(input.email);
  const now = clock.now();
  const result = await db.transaction(async (tx) => {
    await lockOtp(tx, email, input.purpose);
    const row = await newestLiveCode(tx, email, input.purpose, now);
    if (!row) return null;
    const matches = sameHash(row.code_hash, hashCode(input.secret, input.purpose, email, input.code));
    if (matches && row.attempts < OTP_MAX_ATTEMPTS) {
      await markConsumed(tx, row.otp_id, now);
      return { userId: row.user_id };
    }
    const attempts = row.attempts + 1;
    await countAttempt(tx, row.otp_id, attempts >= OTP_MAX_ATTEMPTS ? now : null);
    return null;
  });
  if (!result) throw invalidCode();
  return result;
}

/** Issues a single-use link token (32 random bytes, base64url); only its SHA-256 is stored. */
export async function issueLinkToken(
  db: Db,
  input: { email: string; purpose: OtpPurpose; userId: number | null; ttlMs: number },
  clock: Clock = systemClock,
): Promise<{ token: string }> {
  const now = clock.now();
  const token = randomBytes(32).toString('base64url');
  await insertOtp(db, {
    email: normEmail(input.email),
    purpose: input.purpose,
    user_id: input.userId,
    code_hash: hashToken(token),
    created_at: now,
    expires_at: new Date(now.getTime() + input.ttlMs),
  });
  return { token };
}

export interface LinkToken {
  otpId: number;
  userId: number | null;
  email: string;
  expired: boolean;
  consumed: boolean;
}

/** Looks a link token up; null when unknown (or issued for another purpose). */
export async function findLinkToken(
  db: Db,
  input: { token: string; purpose: OtpPurpose },
  clock: Clock = systemClock,
): Promise<LinkToken | null> {
  const row = await findOtpByHash(db, hashToken(input.token), input.purpose);
  if (!row) return null;
  return {
    otpId: row.otp_id,
    userId: row.user_id,
    email: row.email,
    expired: row.expires_at.getTime() <= clock.now().getTime(),
    consumed: row.consumed_at !== null,
  };
}

/** Marks a link token used. Returns false when it already was (a concurrent use won). */
export async function consumeLinkToken(db: Db, otpId: number, clock: Clock = systemClock): Promise<boolean> {
  return consumeOnce(db, otpId, clock.now());
}
