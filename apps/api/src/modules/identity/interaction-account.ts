import type { ZInteractionPassword, ZUpdateProfile } from '@ankur/shared/schemas/identity';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { assertAvailable, identityClaims, updateAccountNames } from './accounts.repository.ts';
import { changeOwnPassword } from './auth-users.service.ts';

/** update-profile at the embedded provider: names, username and phone of the signed-in account. */
export async function updateOwnProfile(db: Db, authUserId: number, p: z.output<typeof ZUpdateProfile>): Promise<void> {
  const a = await identityClaims(db, authUserId);
  if (!a?.user_id) throw notFound();
  await assertAvailable(db, { email: a.email, username: p.username }, { userId: a.user_id });
  await updateAccountNames(db, authUserId, a.user_id, {
    username: p.username,
    firstName: p.firstName,
    lastName: p.lastName,
    phone_number: p.phone_number ?? null,
  });
}

/** update-password at the embedded provider: the same rules as auth/updatePassword. */
export async function changePassword(db: Db, authUserId: number, p: z.output<typeof ZInteractionPassword>) {
  const a = await identityClaims(db, authUserId);
  if (!a?.user_id) throw notFound();
  await changeOwnPassword(db, { userId: a.user_id }, p.old_password, p.new_password);
}

/** What the update-profile screen shows of the signed-in account; null when it is gone. */
export async function accountSummary(db: Db, authUserId: number) {
  const a = await identityClaims(db, authUserId);
  if (!a) return null;
  return {
    username: a.username,
    email: a.email,
    firstName: a.first_name,
    lastName: a.last_name,
    phone_number: a.phone_number,
  };
}
