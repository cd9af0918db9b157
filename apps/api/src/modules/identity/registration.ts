import { ZSignup } from '@ankur/shared/schemas/identity';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../../lib/password.ts';
import { hit, tooMany } from '../../lib/throttle.ts';
import type { Identity } from '../../plugins/context.ts';
import { createAccount, deleteAccount, findLogin, type LoginRecord, markEmailVerified } from './accounts.repository.ts';
import { checkNewPassword } from './auth-users.service.ts';
import { verifyCode } from './otp.ts';
import { parseBody } from './parse-body.ts';
import { sendParentConsent, sendSignupCode } from './signup-mail.ts';

type Signup = z.output<typeof ZSignup>;
type MailContext = Pick<Identity, 'clock' | 'mailer' | 'secret'> & { brandName: string };

/** Self-service sign-ups per client address and hour (docs/security.md). */
export const SIGNUP_PER_IP_HOUR = 20;

/**
 * Self-service sign-up (SPEC §3 payload): a disabled account with the temp role, and a code to
 * the e-mail address. If the code cannot be sent, the account is removed again so that the
 * person can simply try once more (nothing is left half-made), and the SPEC §8 message is given.
 */
export async function registerAccount(db: Db, identity: MailContext, input: unknown, ip: string) {
  const limit = await hit(
    db,
    `signup:ip:${ip}`,
    { limit: SIGNUP_PER_IP_HOUR, windowMs: 60 * 60 * 1000 },
    identity.clock,
  );
  if (!limit.allowed) throw tooMany(limit.retryAfterSec);
  const a: Signup = parseBody(ZSignup, input);
  checkNewPassword(a.password, a, 'body.password');
  const account = await createAccount(db, {
    firstName: a.firstName,
    lastName: a.lastName,
    username: a.username,
    email: a.email,
    passwordHash: await hashPassword(a.password),
    phone_number: a.phone_number ?? null,
    tnc_accepted: a.tnc_accepted,
    is_underage: a.is_underage,
    parent_email: a.parent_email ?? null,
    parent_phone_number: a.parent_phone_number ?? null,
    parent_name: a.parent_name ?? null,
  });
  try {
    await sendSignupCode(db, identity, { email: a.email, name: a.firstName, userId: account.user_id });
  } catch (err) {
    await deleteAccount(db, account.user_id);
    throw err;
  }
  return { user_id: account.user_id, email: a.email, next: 'verify-email' as const };
}

/**
 * Confirms a sign-up code (the e-mail address is then verified). A minor's parent is sent the
 * consent link at this point; `parentEmail` says so. `login` is null if no account has the address.
 */
export async function confirmSignupCode(
  db: Db,
  identity: MailContext & { origin: string },
  input: { email: string; otp: string },
): Promise<{ login: LoginRecord | null; parentEmail: string | null }> {
  await verifyCode(
    db,
    { email: input.email, purpose: 'signup', code: input.otp, secret: identity.secret },
    identity.clock,
  );
  await markEmailVerified(db, input.email);
  const login = await findLogin(db, input.email);
  if (!login?.user_id || !login.is_underage || login.parent_consent_at || !login.parent_email) {
    return { login, parentEmail: null };
  }
  await sendParentConsent(db, identity, {
    userId: login.user_id,
    name: [login.first_name, login.last_name].filter(Boolean).join(' ') || login.username,
    email: login.email,
    parentEmail: login.parent_email,
    parentName: login.parent_name,
  });
  return { login, parentEmail: login.parent_email };
}
