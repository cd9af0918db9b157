import { randomBytes } from 'node:crypto';
import { EMAIL_NOT_VERIFIED, PARENTAL_CONSENT_PENDING } from '@ankur/shared/schemas/identity';
import type { Db } from '../../db/client.ts';
import { HttpError, unauthorized } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { hit, tooMany } from '../../lib/throttle.ts';
import type { Identity } from '../../plugins/context.ts';
import { findLogin, type LoginRecord } from './accounts.repository.ts';
import { recordFailure, recordSuccess, recordUnknownFailure, unknownLockedForSec } from './lockout.repository.ts';
import { lockedForSec } from './lockout.ts';
import { sendSignupCode } from './signup-mail.ts';

export const INVALID_CREDENTIALS = 'Incorrect username or password.';

/** Sign-in attempts per client address: 20 in 5 minutes (docs/security.md). */
export const SIGNIN_IP_LIMIT = { limit: 20, windowMs: 5 * 60 * 1000 };

/** A hash of a random password: unknown users cost the same argon2 time as wrong passwords. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

/**
 * Checks a username (or e-mail) and password for the embedded provider and POST /auth/signin:
 * per-address rate limit, progressive lockout, argon2id, then the account's state. An unknown
 * user, a wrong password and a disabled account answer alike (401).
 */
export async function checkCredentials(
  db: Db,
  identity: Pick<Identity, 'clock' | 'mailer' | 'secret'> & { brandName: string },
  input: { username: string; password: string; ip: string },
): Promise<LoginRecord> {
  const { clock } = identity;
  const perIp = await hit(db, `signin:ip:${input.ip}`, SIGNIN_IP_LIMIT, clock);
  if (!perIp.allowed) throw tooMany(perIp.retryAfterSec);

  const login = await findLogin(db, input.username);
  // both branches run the same queries, so the answer's timing does not tell them apart either
  const unknownLocked = await unknownLockedForSec(db, input.username, clock);
  const locked = login ? lockedForSec(login, clock) : unknownLocked;
  if (locked > 0) throw tooMany(locked);

  const ok = await verifyPassword(login?.password_hash ?? (await getDummyHash()), input.password);
  if (!login || !ok) {
    if (login) await recordFailure(db, login.auth_user_id, clock);
    else await recordUnknownFailure(db, input.username, clock);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (!login.enabled || login.user_deleted || !login.user_id) throw unauthorized(INVALID_CREDENTIALS);
  await recordSuccess(db, login.auth_user_id, clock);

  if (!login.email_verified) {
    // a fresh code, unless one went out less than a minute ago
    await sendSignupCode(db, identity, { email: login.email, name: null, userId: login.user_id }).catch((err) => {
      if (!(err instanceof HttpError && err.statusCode === 429)) throw err;
    });
    throw new HttpError(403, 'Confirm your e-mail address first: we sent you a code.', {
      code: EMAIL_NOT_VERIFIED,
      email: login.email,
    });
  }
  if (login.is_underage && !login.parent_consent_at) {
    throw new HttpError(403, 'Your parent or guardian has not approved your account yet.', {
      code: PARENTAL_CONSENT_PENDING,
      parent_email: login.parent_email,
    });
  }
  return login;
}
