import { and, eq, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/identity.ts';

/**
 * When the user was last seen in an earlier sign-in than the session `sessionId`'s: null when this
 * is their first. A sign-in starts a session with a fresh absolute expiry and every refresh keeps
 * it (plugins/session.ts), so an earlier expiry means an earlier sign-in, revoked or not.
 */
export async function lastSeenBefore(db: Db, userId: number, sessionId: string): Promise<string | null> {
  const current = db
    .select({ expires_at: sessions.expires_at })
    .from(sessions)
    .where(eq(sessions.session_id, sessionId));
  const [row] = await db
    .select({ at: max(sessions.last_seen_at) })
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), lt(sessions.expires_at, sql`(${current})`)));
  return row?.at ? row.at.toISOString() : null;
}
