import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { mapDbError } from '../../resources/db-errors.ts';
import { createAccount, identityClaims, tempRoleId } from './accounts.repository.ts';
import { checkCredentials } from './credentials.ts';
import { cancelErasure } from './personal-data/requests.repository.ts';
import { findLiveUserId, findSignInIdentity, saveSignIn, usernameFree, usernameOf } from './sign-in.repository.ts';

/** SPEC §3 "Identity profile", as an OpenID provider's id token and userinfo carry it. */
export interface IdentityProfile {
  sub: string;
  user_id?: unknown;
  email?: unknown;
  email_verified?: unknown;
  preferred_username?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  phone_number?: unknown;
}

export const USER_NOT_FOUND = 'User not found';

const str = (v: unknown, max = 200): string | null =>
  typeof v === 'string' && v.trim().length > 0 ? v.trim().slice(0, max) : null;

/** A username we may use: the provider's, made safe, or one derived from the e-mail address. */
function usernameFrom(profile: IdentityProfile, email: string): string {
  const raw = str(profile.preferred_username, 64) ?? email.split('@')[0] ?? 'member';
  const safe = raw.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 64);
  return safe.length >= 3 ? safe : `member-${safe}`;
}

/** Step 1: the numeric user_id claim, else the user with that e-mail address; 404 when absent. */
async function resolveUserId(db: Db, profile: IdentityProfile, email: string): Promise<number> {
  const claimed = Number(profile.user_id);
  const byId = Number.isSafeInteger(claimed) && claimed > 0 ? claimed : null;
  const userId = await findLiveUserId(db, byId ? { userId: byId } : { email });
  if (userId === undefined) throw new HttpError(404, USER_NOT_FOUND);
  return userId;
}

/**
 * The sign-in completion of SPEC §4, run after every successful sign-in (the OpenID callback and
 * POST /api/auth/signin alike). `issuer` is null for the embedded provider, whose subject is the
 * auth_user_id, and the external issuer's URL otherwise. Returns the platform user_id; the caller
 * then starts the session (step 6, "refresh the access token").
 */
export async function completeSignIn(db: Db, profile: IdentityProfile, issuer: string | null): Promise<number> {
  const email = str(profile.email, 254)?.toLowerCase();
  if (!email) throw new HttpError(400, 'The identity provider did not share an e-mail address.');
  const firstName = str(profile.given_name, 100);
  const lastName = str(profile.family_name, 100);
  const phone = str(profile.phone_number, 20);

  const identity = await findSignInIdentity(db, issuer, profile.sub);
  if (identity && !identity.enabled) throw new HttpError(403, 'This account is disabled.');

  // 1–2: resolve the platform user; create one with the temp role when there is none
  let userId: number;
  try {
    userId = await resolveUserId(db, { ...profile, user_id: profile.user_id ?? identity?.user_id }, email);
  } catch (err) {
    if (!(err instanceof HttpError && err.statusCode === 404)) throw err;
    const created = await createAccount(
      db,
      { firstName, lastName, username: usernameFrom(profile, email), email, passwordHash: null, phone_number: phone },
      { enabled: true, emailVerified: profile.email_verified === true, issuer, sub: issuer ? profile.sub : null },
    );
    userId = created.user_id;
  }
  await tempRoleId(db); // SPEC §5: the temp role must resolve for users without roles

  const current = await usernameOf(db, userId);
  const wanted = usernameFrom(profile, email);
  const username =
    current !== undefined && wanted !== current && (await usernameFree(db, wanted, userId)) ? wanted : current!;

  // a changed e-mail address that another user already has is a 409, not a 500
  try {
    // 3: the identity profile carries username, e-mail, names, phone and user_id; 4: user settings;
    // 5: username, names, e-mail and enabled=true on the user
    await saveSignIn(
      db,
      { username, email, first_name: firstName, last_name: lastName, phone_number: phone, user_id: userId },
      identity,
      issuer ? { issuer, sub: profile.sub, email_verified: profile.email_verified === true } : null,
    );
  } catch (err) {
    mapDbError(err);
  }
  // signing in during an erasure's grace period keeps the account (decision 35; /account says so)
  await cancelErasure(db, userId, new Date(), 'signed_in');
  return userId;
}

/** POST auth/signin: checks the credentials, then completes the sign-in as the embedded provider's account; answers the user_id. */
export async function passwordSignIn(
  db: Db,
  identity: Parameters<typeof checkCredentials>[1],
  input: Parameters<typeof checkCredentials>[2],
): Promise<number> {
  const login = await checkCredentials(db, identity, input);
  const claims = await identityClaims(db, login.auth_user_id);
  return completeSignIn(
    db,
    {
      sub: String(login.auth_user_id),
      user_id: login.user_id,
      email: claims?.email,
      email_verified: claims?.email_verified,
      preferred_username: claims?.username,
      given_name: claims?.first_name,
      family_name: claims?.last_name,
      phone_number: claims?.phone_number,
    },
    null,
  );
}
