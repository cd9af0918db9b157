import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { SESSION_IDLE_MS } from './session.ts';
import type { SessionState } from './socket.ts';

/**
 * The state of many sessions in one query (plugins/socket.ts re-checks its live sockets with
 * it): 'disabled' when the user is disabled or deleted, 'signed-out' when the session was
 * revoked, expired or left idle (the rules of resolveSession), 'live' otherwise. A session id
 * missing from the answer no longer exists.
 */
export async function sessionStates(
  db: Db,
  sessionIds: string[],
  now = new Date(),
): Promise<Map<string, SessionState>> {
  const states = new Map<string, SessionState>();
  if (!sessionIds.length) return states;
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  const result = await db.execute<{ session_id: string; live: boolean; enabled: boolean }>(sql`
    select s.session_id,
      (s.revoked_at is null and s.expires_at > ${now.toISOString()} and s.last_seen_at > ${idleCutoff}) as live,
      (u.enabled = true and u.is_deleted = false) as enabled
    from sessions s join users u on u.user_id = s.user_id
    where s.session_id = any(${sql.param(sessionIds)}::text[])`);
  for (const row of (result as unknown as { rows: { session_id: string; live: boolean; enabled: boolean }[] }).rows) {
    states.set(row.session_id, !row.enabled ? 'disabled' : row.live ? 'live' : 'signed-out');
  }
  return states;
}
