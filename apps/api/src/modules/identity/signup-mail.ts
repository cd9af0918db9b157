import { OTP_SEND_ERROR, PARENT_CONSENT_TTL_MS } from '@ankur/shared/schemas/identity';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import type { MailMessage } from '../../lib/mail.ts';
import type { Identity } from '../../plugins/context.ts';
import { codeEmail, parentConsentEmail } from './emails.ts';
import { issueCode, issueLinkToken } from './otp.ts';

type MailContext = Pick<Identity, 'clock' | 'mailer' | 'secret'> &
  Partial<Pick<Identity, 'onMailError'>> & { brandName: string; origin?: string };

/** Sends or fails with the SPEC §8 message (502): the code exists but never reached the user. */
async function deliver(identity: MailContext, msg: MailMessage): Promise<void> {
  try {
    await identity.mailer.send(msg);
  } catch {
    throw new HttpError(502, OTP_SEND_ERROR);
  }
}

type Recipient = { email: string; name: string | null; userId: number | null };

/**
 * A new e-mail code for sign-up or a password reset (429 with Retry-After within a minute of the last).
 * A sign-up code is sent before the answer (its 502 tells the person who just registered that no code
 * came). A reset code is sent after it, in the background: the answer to "reset this address" must not
 * wait for, or fail with, a mail server that only known accounts reach (issue 18: no account discovery
 * by timing or by a 502); a failed send is logged (Identity.onMailError).
 */
async function sendCode(db: Db, identity: MailContext, to: Recipient, purpose: 'signup' | 'reset_password') {
  const { code } = await issueCode(
    db,
    { email: to.email, purpose, userId: to.userId, secret: identity.secret },
    identity.clock,
  );
  const msg = codeEmail(identity.brandName, to.email, to.name, code, purpose);
  if (purpose === 'signup') return deliver(identity, msg);
  identity.mailer.send(msg).catch((err: Error) => identity.onMailError?.(err, msg));
}

export const sendSignupCode = (db: Db, identity: MailContext, to: Recipient) => sendCode(db, identity, to, 'signup');
export const sendResetCode = (db: Db, identity: MailContext, to: Recipient) =>
  sendCode(db, identity, to, 'reset_password');

/** The parent's consent link for a minor's account (DPDP Act 2023 §9), valid for 7 days. */
export async function sendParentConsent(
  db: Db,
  identity: MailContext & { origin: string },
  minor: { userId: number; name: string; email: string; parentEmail: string; parentName: string | null },
): Promise<void> {
  const { token } = await issueLinkToken(
    db,
    { email: minor.parentEmail, purpose: 'parent_consent', userId: minor.userId, ttlMs: PARENT_CONSENT_TTL_MS },
    identity.clock,
  );
  const link = `${identity.origin}/parental-consent/${token}`;
  await deliver(
    identity,
    parentConsentEmail(
      identity.brandName,
      minor.parentEmail,
      minor.parentName,
      { name: minor.name, email: minor.email },
      link,
    ),
  );
}
