import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authUsers, users } from '../../db/schema/identity.ts';

/** The minor a consent link is about (live user, embedded-provider identity), if any. */
export async function consentSubject(db: Db, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
      parent_name: users.parent_name,
      consent_at: authUsers.parent_consent_at,
      enabled: authUsers.enabled,
    })
    .from(users)
    .innerJoin(authUsers, and(eq(authUsers.user_id, users.user_id), isNull(authUsers.issuer)))
    .where(and(eq(users.user_id, userId), eq(users.is_deleted, false)));
  return row;
}

/** Records a parent's approval on the minor's own sign-in identity. */
export async function recordParentConsent(db: Db, userId: number): Promise<void> {
  await db
    .update(authUsers)
    .set({ parent_consent_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(authUsers.user_id, userId), isNull(authUsers.issuer)));
}
