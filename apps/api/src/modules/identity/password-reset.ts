import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Identity } from '../../plugins/context.ts';
import { destroyProviderSessions } from '../../plugins/oidc/adapter.ts';
import { endUserSessions } from '../../plugins/session.ts';
import { findLogin, markEmailVerified, setPassword } from './accounts.repository.ts';
import { checkNewPassword } from './auth-users.service.ts';
import { refuseLikeIssueCode, verifyCode } from './otp.ts';
import { sendResetCode, sendSignupCode } from './signup-mail.ts';

/**
 * Codes on request and the forgotten-password pair. None of them tells whether an address is
 * registered: an unknown or closed account is accepted and sent nothing.
 */

type MailContext = Pick<Identity, 'clock' | 'mailer' | 'secret'> & { brandName: string };

/** auth/generateOtp: a new sign-up code for an unverified account, or a reset code for an enabled one. */
export async function sendCodeOnRequest(
  db: Db,
  identity: MailContext,
  input: { email: string; firstName?: string | null | undefined; type: 'signup' | 'reset_password' },
): Promise<void> {
  const login = await findLogin(db, input.email);
  const to = { email: input.email, name: input.firstName ?? null, userId: login?.user_id ?? null };
  if (input.type === 'reset_password') {
    if (login?.enabled) await sendResetCode(db, identity, to);
    else
      await refuseLikeIssueCode(
        db,
        { email: input.email, purpose: 'reset_password', secret: identity.secret },
        identity.clock,
      );
  } else if (login && !login.email_verified) {
    await sendSignupCode(db, identity, to);
  } else {
    await refuseLikeIssueCode(db, { email: input.email, purpose: 'signup', secret: identity.secret }, identity.clock);
  }
}

/** A new sign-up code for an account whose address is not verified yet (the sign-in screen's resend). */
export async function resendSignupCode(db: Db, identity: MailContext, email: string): Promise<void> {
  const login = await findLogin(db, email);
  if (login && !login.email_verified) {
    await sendSignupCode(db, identity, { email: login.email, name: login.first_name, userId: login.user_id });
  } else {
    await refuseLikeIssueCode(db, { email, purpose: 'signup', secret: identity.secret }, identity.clock);
  }
}

/** auth/forgotPassword: a reset code to an enabled account's address (a code sent a moment ago stands). */
export async function forgotPassword(db: Db, identity: MailContext, email: string): Promise<void> {
  const login = await findLogin(db, email);
  try {
    if (!login?.enabled || login.user_deleted) {
      await refuseLikeIssueCode(db, { email, purpose: 'reset_password', secret: identity.secret }, identity.clock);
    } else {
      await sendResetCode(db, identity, { email: login.email, name: login.first_name, userId: login.user_id });
    }
  } catch (err) {
    // a second request within the minute is answered like the first one
    if (!(err instanceof HttpError && err.statusCode === 429)) throw err;
  }
}

/** auth/resetPassword: a new password with the e-mailed code; every session of the account ends. */
export async function resetPassword(
  db: Db,
  identity: Pick<Identity, 'clock' | 'secret'>,
  input: { email: string; otp: string; new_password: string },
): Promise<void> {
  const { email, otp, new_password } = input;
  await verifyCode(db, { email, purpose: 'reset_password', code: otp, secret: identity.secret }, identity.clock);
  const login = await findLogin(db, email);
  if (!login?.user_id) throw new HttpError(400, 'Invalid or expired code.');
  checkNewPassword(new_password, login, 'body.new_password');
  await setPassword(db, login.auth_user_id, await hashPassword(new_password), login.user_id);
  // the code proved the mailbox: the address counts as verified from now on
  await markEmailVerified(db, email);
  await endUserSessions(db, login.user_id);
  await destroyProviderSessions(db, login.user_id);
}
