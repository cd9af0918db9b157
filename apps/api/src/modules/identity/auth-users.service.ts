import type { TAuthUserPatch, TNewUser, TUserRecord } from '@ankur/shared/schemas/user-admin';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { Scope } from '../../lib/scope.ts';
import { hit, tooMany } from '../../lib/throttle.ts';
import { type Actor, endUserSessions } from '../../plugins/session.ts';
import { recordAudit } from '../../resources/audit.ts';
import { mapDbError } from '../../resources/db-errors.ts';
import { diff } from '../../resources/repository.ts';
import {
  assertHoldsRole,
  assertRoleWithinReach,
  assertUserWithinReach,
  countAdministrators,
  findRole,
} from '../access/index.ts';
import { assertAvailable, createAccount, setPassword } from './accounts.repository.ts';
import {
  findLiveUser,
  findOwnLogin,
  findUserRow,
  loadUserRecords,
  otpVerifiedOf,
  replaceRoles,
  softDeleteUsers,
  writeUser,
} from './auth-users.repository.ts';
import { passwordProblem } from './password-policy.ts';

/**
 * User administration (SPEC §7 auth/ and global-user/profile/): password changes, updates,
 * bulk creation and deletion. The actor always comes from the session; batches are all or
 * nothing; sessions end when a password changes, a user is disabled or deleted.
 */

type Detail = { path: string; message: string };

const fieldError = (status: number, path: string, message: string) =>
  new HttpError(status, `Invalid ${path}: ${message}`, [{ path, message }]);

/** 400 when a new password breaks the policy (length is checked by the schema). */
export function checkNewPassword(password: string, who: { username: string; email: string }, path: string) {
  const problem = passwordProblem(password, who);
  if (problem) throw fieldError(400, path, problem);
}

/** Re-points an error about `body.x` at item i of a batch: `body[i].x` (no other change). */
function atItem(err: unknown, prefix: string): unknown {
  if (!(err instanceof HttpError) || prefix === 'body') return err;
  const details = Array.isArray(err.details)
    ? (err.details as Detail[]).map((d) => ({ ...d, path: d.path.replace(/^body\./, `${prefix}.`) }))
    : err.details;
  const first = Array.isArray(details) ? (details[0] as Detail | undefined) : undefined;
  const message = first && !err.message.startsWith('Invalid ') ? `${first.path}: ${err.message}` : err.message;
  return new HttpError(err.statusCode, message.replace(/^Invalid body\./, `Invalid ${prefix}.`), details, err.headers);
}

const transaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));

/** Password-change attempts per user (right or wrong) in 15 minutes. */
export const PASSWORD_CHANGE_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };

/**
 * auth/updatePassword, profile/update-password and the provider's update-password screen: the
 * user's own password. Every other session of the user ends (`keepSessionId` stays).
 */
export async function changeOwnPassword(
  db: Db,
  who: { userId: number; keepSessionId?: string },
  oldPassword: string,
  newPassword: string,
) {
  // a stolen session must not become an oracle for the current password
  const attempt = await hit(db, `password-change:user:${who.userId}`, PASSWORD_CHANGE_LIMIT);
  if (!attempt.allowed) throw tooMany(attempt.retryAfterSec);
  const login = await findOwnLogin(db, who.userId);
  const ok = login?.password_hash ? await verifyPassword(login.password_hash, oldPassword) : false;
  if (!login || !ok) {
    throw badRequest('The current password is incorrect.', [{ path: 'body.old_password', message: 'is incorrect' }]);
  }
  if (newPassword === oldPassword) {
    throw fieldError(400, 'body.new_password', 'must differ from the current password');
  }
  checkNewPassword(newPassword, login, 'body.new_password');
  await setPassword(db, login.auth_user_id, await hashPassword(newPassword), who.userId);
  await endUserSessions(db, who.userId, who.keepSessionId);
}

async function applyPatch(tx: Db, actor: Actor, userId: number, patch: TAuthUserPatch, at: string) {
  if (!actor.isAdmin && actor.userId !== userId) throw forbidden('You may only change your own account.');
  const current = await findLiveUser(tx, userId);
  if (!current) throw notFound(`No user with user_id ${userId}`, [{ path: at, message: 'no such user' }]);
  const changesEmail = patch.email !== undefined && patch.email !== current.email.toLowerCase();
  const changesEnabled = patch.enabled !== undefined && patch.enabled !== current.enabled;
  if (!actor.isAdmin && (changesEmail || changesEnabled)) {
    throw forbidden('Only an administrator may change the e-mail address or the enabled flag.');
  }
  const changesUsername = patch.username !== undefined && patch.username !== current.username;
  if (changesEmail || changesUsername) {
    await assertAvailable(
      tx,
      { email: patch.email ?? current.email, username: patch.username ?? current.username },
      { userId },
    );
  }
  const before = await findUserRow(tx, userId);
  await writeUser(tx, userId, patch, actor.userId);
  await recordAudit(tx, [
    { table_name: 'users', record_id: userId, action: 'update', changes: diff(before!, patch), actor_id: actor.userId },
  ]);
  return patch.enabled === false;
}

/**
 * auth/updateAuthUser and auth/updateMany: each item is the user's own record or the actor is
 * an administrator. All items commit together; at least one enabled administrator must remain.
 */
export async function updateUsers(
  db: Db,
  { actor }: Scope,
  items: Array<{ user_id: number; patch: TAuthUserPatch; at: string; prefix: string }>,
): Promise<TUserRecord[]> {
  const ids = items.map((i) => i.user_id);
  const seen = new Set<number>();
  items.forEach((item, n) => {
    if (seen.has(item.user_id)) throw fieldError(400, items[n]!.at, 'each user_id may appear once');
    seen.add(item.user_id);
  });
  for (const item of items) {
    // authorization before validation: someone else's account answers 403 whatever the body
    if (!actor.isAdmin && actor.userId !== item.user_id) throw forbidden('You may only change your own account.');
    if (Object.keys(item.patch).length === 0) throw fieldError(400, item.prefix, 'nothing to update');
  }
  let disabled: number[] = [];
  try {
    disabled = await transaction(db, async (tx) => {
      const off: number[] = [];
      for (const item of items) {
        try {
          if (await applyPatch(tx, actor, item.user_id, item.patch, item.at)) off.push(item.user_id);
        } catch (err) {
          throw atItem(err, item.prefix);
        }
      }
      if (off.length > 0 && (await countAdministrators(tx)) === 0) {
        throw conflict('At least one enabled administrator must remain.', [
          {
            path: `${items.find((i) => off.includes(i.user_id))!.prefix}.enabled`,
            message: 'is the last administrator',
          },
        ]);
      }
      return off;
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    mapDbError(err);
  }
  for (const id of disabled) await endUserSessions(db, id);
  return loadUserRecords(db, ids);
}

/**
 * auth/createMany, profile/createMany and an administrator's profile/createUser: enabled,
 * e-mail-verified accounts through createAccount, in one transaction. Without a password the
 * account cannot sign in until its owner resets the password.
 */
export async function createUsers(
  db: Db,
  { actor }: Scope,
  items: TNewUser[],
  prefixOf: (i: number) => string,
): Promise<Array<{ user_id: number; username: string; email: string }>> {
  const emails = new Map<string, number>();
  const usernames = new Map<string, number>();
  items.forEach((item, i) => {
    const e = item.email.toLowerCase();
    const u = item.username.toLowerCase();
    if (emails.has(e)) throw fieldError(409, `${prefixOf(i)}.email`, `repeats item ${emails.get(e)}`);
    if (usernames.has(u)) throw fieldError(409, `${prefixOf(i)}.username`, `repeats item ${usernames.get(u)}`);
    emails.set(e, i);
    usernames.set(u, i);
    if (item.password) checkNewPassword(item.password, item, `${prefixOf(i)}.password`);
  });
  const hashes = await Promise.all(items.map((item) => (item.password ? hashPassword(item.password) : null)));
  try {
    return await transaction(db, async (tx) => {
      const out: Array<{ user_id: number; username: string; email: string }> = [];
      for (const [i, item] of items.entries()) {
        try {
          const { user_id } = await createAccount(
            tx,
            {
              firstName: item.firstName,
              lastName: item.lastName,
              username: item.username,
              email: item.email,
              passwordHash: hashes[i] ?? null,
              phone_number: item.phone_number ?? null,
            },
            { createdBy: actor.userId, enabled: true, emailVerified: true },
          );
          if (item.roles?.length) {
            // giving roles at creation follows the same rules as PUT auth/userRoles
            for (const roleId of new Set(item.roles)) {
              const role = await findRole(tx, roleId, false, `${prefixOf(i)}.roles`);
              assertRoleWithinReach(actor, role, 'give');
              await assertHoldsRole(tx, actor, role, false);
            }
            await replaceRoles(tx, user_id, item.roles, actor.userId, `${prefixOf(i)}.roles`);
          }
          await recordAudit(tx, [
            {
              table_name: 'users',
              record_id: user_id,
              action: 'create',
              changes: {
                username: { to: item.username },
                email: { to: item.email.toLowerCase() },
                firstName: { to: item.firstName },
                lastName: { to: item.lastName },
                ...(item.roles?.length ? { roles: { to: item.roles } } : {}),
              },
              actor_id: actor.userId,
            },
          ]);
          out.push({ user_id, username: item.username, email: item.email.toLowerCase() });
        } catch (err) {
          throw atItem(err, prefixOf(i));
        }
      }
      return out;
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    mapDbError(err);
  }
}

/** auth/deleteMany: soft-deletes users and their logins and ends their sessions. */
export async function deleteUsers(db: Db, { actor }: Scope, userIds: number[]): Promise<number> {
  const ids = [...new Set(userIds)];
  const done = await transaction(db, async (tx) => {
    await assertUserWithinReach(tx, actor, ids, 'delete');
    const deleted = await softDeleteUsers(tx, ids, actor.userId);
    await recordAudit(
      tx,
      deleted.map((id) => ({
        table_name: 'users',
        record_id: id,
        action: 'delete' as const,
        changes: {},
        actor_id: actor.userId,
      })),
    );
    if (deleted.length !== ids.length) {
      const missing = ids.filter((id) => !deleted.includes(id));
      throw notFound(`No user with user_id ${missing.join(', ')}`, [
        { path: 'body.user_ids', message: `no user with user_id ${missing.join(', ')}` },
      ]);
    }
    if ((await countAdministrators(tx)) === 0) {
      throw conflict('The last administrator cannot be deleted.', [
        { path: 'body.user_ids', message: 'would delete the last administrator' },
      ]);
    }
    if (ids.includes(actor.userId)) {
      throw conflict('You cannot delete your own account.', [
        { path: 'body.user_ids', message: 'includes the signed-in user' },
      ]);
    }
    return deleted;
  });
  for (const id of done) await endUserSessions(db, id);
  return done.length;
}

/** auth/isOtpVerified/{user_id}: whether a user's e-mail address is verified (own user or an administrator). */
export async function isOtpVerified(db: Db, { actor }: Scope, userId: number) {
  if (userId !== actor.userId && !actor.isAdmin) throw forbidden();
  const otpVerified = await otpVerifiedOf(db, userId);
  if (otpVerified === null) throw notFound(`No user with user_id ${userId}`);
  return { user_id: userId, otpVerified };
}

/** auth/updatePassword: the signed-in user's own password (by their own e-mail address); ends their other sessions. */
export async function updateOwnPassword(
  db: Db,
  { actor }: Scope,
  body: { email: string; old_password: string; new_password: string },
): Promise<void> {
  if (body.email !== actor.email.toLowerCase()) throw forbidden('You may only change your own password.');
  await changeOwnPassword(
    db,
    { userId: actor.userId, keepSessionId: actor.sessionId },
    body.old_password,
    body.new_password,
  );
}
