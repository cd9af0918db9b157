import type { ZInteractionPassword, ZUpdateProfile } from '@ankur/shared/schemas/identity';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authUsers, users } from '../../db/schema/identity.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { forgetUserSessions } from '../../plugins/session.ts';
import { assertAvailable, identityClaims, revokeUserSessions, setPassword } from './accounts.repository.ts';
import { checkNewPassword } from './auth-users.service.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** update-profile at the embedded provider: names, username and phone of the signed-in account. */
export async function updateOwnProfile(db: Db, authUserId: number, p: z.output<typeof ZUpdateProfile>): Promise<void> {
  const a = await identityClaims(db, authUserId);
  if (!a?.user_id) throw notFound();
  await assertAvailable(db, { email: a.email, username: p.username }, { userId: a.user_id });
  await db.transaction(async (tx) => {
    await tx
      .update(authUsers)
      .set({
        username: p.username,
        first_name: p.firstName,
        last_name: p.lastName,
        phone_number: p.phone_number ?? null,
        modified_by: a.user_id,
        updated_at: sql`now()`,
      })
      .where(eq(authUsers.auth_user_id, authUserId));
    await tx
      .update(users)
      .set({
        username: p.username,
        firstName: p.firstName,
        lastName: p.lastName,
        phone_number: p.phone_number ?? null,
        modified_by: a.user_id,
        updated_at: sql`now()`,
      })
      .where(eq(users.user_id, a.user_id!));
  });
}

/**
 * update-password at the embedded provider: the current password must be right; the new one
 * obeys the policy; every other session of the user ends.
 */
export async function changePassword(
  db: Db,
  authUserId: number,
  p: z.output<typeof ZInteractionPassword>,
  keepSessionId?: string,
): Promise<void> {
  const [row] = await db
    .select({
      hash: authUsers.password_hash,
      username: authUsers.username,
      email: authUsers.email,
      user_id: authUsers.user_id,
    })
    .from(authUsers)
    .where(eq(authUsers.auth_user_id, authUserId));
  if (!row?.user_id) throw notFound();
  if (!row.hash || !(await verifyPassword(row.hash, p.old_password))) {
    throw badRequest('The current password is incorrect.', [{ path: 'body.old_password', message: 'is incorrect' }]);
  }
  if (p.old_password === p.new_password) {
    throw badRequest('Invalid body.new_password: must differ from the current password', [
      { path: 'body.new_password', message: 'must differ from the current password' },
    ]);
  }
  checkNewPassword(p.new_password, row, 'body.new_password');
  await setPassword(db, authUserId, await hashPassword(p.new_password), row.user_id);
  await revokeUserSessions(db, row.user_id, keepSessionId);
  forgetUserSessions(row.user_id);
}
