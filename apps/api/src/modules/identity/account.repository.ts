import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authUsers, otpCodes, sessions, userSettings, users } from '../../db/schema/identity.ts';

/** The queries of /account and /settings: own record, sign-in method, settings row, sessions. */

export async function findAccountRow(db: Db, userId: number) {
  const [row] = await db
    .select({
      user_id: users.user_id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone_number: users.phone_number,
      issuer: authUsers.issuer,
      has_password: sql<boolean>`${authUsers.password_hash} is not null`,
    })
    .from(users)
    .leftJoin(authUsers, and(eq(authUsers.user_id, users.user_id), eq(authUsers.is_deleted, false)))
    .where(and(eq(users.user_id, userId), eq(users.is_deleted, false)))
    .orderBy(authUsers.auth_user_id)
    .limit(1);
  return row ?? null;
}

/** The newest live e-mail-change code of a user: the address it was sent to. */
export async function pendingEmailOf(db: Db, userId: number, purpose: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ email: otpCodes.email })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.user_id, userId),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.consumed_at),
        gt(otpCodes.expires_at, now),
      ),
    )
    .orderBy(desc(otpCodes.created_at), desc(otpCodes.otp_id))
    .limit(1);
  return row?.email ?? null;
}

/** Ends the unconsumed e-mail-change codes of a user (but those sent to `exceptEmail`). */
export async function endEmailCodes(
  db: Db,
  userId: number,
  purpose: string,
  now: Date,
  exceptEmail?: string,
): Promise<void> {
  await db
    .update(otpCodes)
    .set({ consumed_at: now })
    .where(
      and(
        eq(otpCodes.user_id, userId),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.consumed_at),
        exceptEmail ? sql`lower(${otpCodes.email}) <> ${exceptEmail.toLowerCase()}` : undefined,
      ),
    );
}

export async function findSettingsRow(db: Db, userId: number) {
  const [row] = await db
    .select({
      user_setting_id: userSettings.user_setting_id,
      language: userSettings.language,
      preferences: userSettings.preferences,
    })
    .from(userSettings)
    .where(and(eq(userSettings.user_id, userId), eq(userSettings.is_deleted, false)))
    .limit(1);
  return row ?? null;
}

/**
 * Writes the language and merges `preferences` into the stored ones, creating the row if the
 * account has none yet (SPEC §4 creates it at sign-in; older accounts may lack it).
 */
export async function saveSettingsRow(
  db: Db,
  userId: number,
  v: { language?: string; preferences: Record<string, unknown> },
): Promise<void> {
  const merged = sql`coalesce(${userSettings.preferences}, '{}'::jsonb) || ${JSON.stringify(v.preferences)}::jsonb`;
  const updated = await db
    .update(userSettings)
    .set({
      ...(v.language ? { language: v.language } : {}),
      preferences: merged,
      modified_by: userId,
      updated_at: sql`now()`,
    })
    .where(and(eq(userSettings.user_id, userId), eq(userSettings.is_deleted, false)))
    .returning({ id: userSettings.user_setting_id });
  if (updated.length > 0) return;
  await db
    .insert(userSettings)
    .values({ user_id: userId, language: v.language ?? 'en', preferences: v.preferences, created_by: userId })
    .onConflictDoNothing();
}

/** The live sessions of a user (not revoked, not expired, not idle past the cutoff). */
export async function liveSessions(db: Db, userId: number, now: Date, idleCutoff: Date) {
  return db
    .select({
      session_id: sessions.session_id,
      user_agent: sessions.user_agent,
      created_at: sessions.created_at,
      last_seen_at: sessions.last_seen_at,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
        gt(sessions.last_seen_at, idleCutoff),
      ),
    )
    .orderBy(desc(sessions.last_seen_at))
    .limit(100);
}

/** Revokes one session of a user; false when it was not theirs or already over. */
export async function revokeSession(db: Db, userId: number, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.session_id, sessionId), eq(sessions.user_id, userId), isNull(sessions.revoked_at)))
    .returning({ session_id: sessions.session_id });
  return rows.length > 0;
}
