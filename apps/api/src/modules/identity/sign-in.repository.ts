import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authUsers, userSettings, users } from '../../db/schema/identity.ts';

/** The queries of the sign-in completion (sign-in-completion.ts). */

/** A live sign-in identity: at an external issuer by its subject, or the embedded provider's by auth_user_id. */
export async function findSignInIdentity(db: Db, issuer: string | null, sub: string) {
  const where = issuer
    ? and(eq(authUsers.issuer, issuer), eq(authUsers.sub, sub), eq(authUsers.is_deleted, false))
    : and(eq(authUsers.auth_user_id, Number(sub)), isNull(authUsers.issuer), eq(authUsers.is_deleted, false));
  const [identity] = await db
    .select({ auth_user_id: authUsers.auth_user_id, enabled: authUsers.enabled, user_id: authUsers.user_id })
    .from(authUsers)
    .where(where);
  return identity;
}

/** A live user's id, by id or else by e-mail address (compared in lower case). */
export async function findLiveUserId(db: Db, by: { userId: number } | { email: string }): Promise<number | undefined> {
  const [row] = await db
    .select({ user_id: users.user_id })
    .from(users)
    .where(
      and(
        'userId' in by ? eq(users.user_id, by.userId) : sql`lower(${users.email}) = ${by.email}`,
        eq(users.is_deleted, false),
      ),
    );
  return row?.user_id;
}

export async function usernameOf(db: Db, userId: number): Promise<string | undefined> {
  const [user] = await db.select({ username: users.username }).from(users).where(eq(users.user_id, userId));
  return user?.username;
}

/** Whether no other live user has the username (compared without case). */
export async function usernameFree(db: Db, username: string, userId: number): Promise<boolean> {
  const taken = await db.execute(sql`select 1 from users where lower(username) = ${username.toLowerCase()}
    and is_deleted = false and user_id <> ${userId} limit 1`);
  return (taken as unknown as { rows: unknown[] }).rows.length === 0;
}

export interface SignInAttributes {
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  user_id: number;
}

/**
 * Steps 3–5 of the sign-in completion in one transaction: the identity profile on the sign-in
 * identity (made for an external issuer's first sign-in), user settings, and the user's
 * username, names, e-mail and enabled=true.
 */
export async function saveSignIn(
  db: Db,
  a: SignInAttributes,
  identity: { auth_user_id: number } | undefined,
  external: { issuer: string; sub: string; email_verified: boolean } | null,
): Promise<void> {
  const userId = a.user_id;
  await db.transaction(async (tx) => {
    if (identity) {
      await tx
        .update(authUsers)
        .set({ ...a, last_login_at: sql`now()`, updated_at: sql`now()` })
        .where(eq(authUsers.auth_user_id, identity.auth_user_id));
    } else if (external) {
      await tx
        .insert(authUsers)
        .values({ ...a, ...external, last_login_at: sql`now()`, created_by: userId })
        .onConflictDoNothing();
    }
    await tx.insert(userSettings).values({ user_id: userId, created_by: userId }).onConflictDoNothing();
    await tx
      .update(users)
      .set({
        username: a.username,
        email: a.email,
        ...(a.first_name ? { firstName: a.first_name } : {}),
        ...(a.last_name ? { lastName: a.last_name } : {}),
        enabled: true,
        modified_by: userId,
        updated_at: sql`now()`,
      })
      .where(eq(users.user_id, userId));
  });
}
