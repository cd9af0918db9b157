import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isPlatformTenant, SESSION_IDLE_MS } from './session.ts';
import type { SessionState } from './socket.ts';

type Row = {
  session_id: string;
  tenant_id: string | null;
  live: boolean;
  enabled: boolean;
  member: boolean;
};

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
  const result = await db.execute<Row>(sql`
    select s.session_id, s.tenant_id,
      (s.revoked_at is null and s.expires_at > ${now.toISOString()} and s.last_seen_at > ${idleCutoff}) as live,
      (u.enabled = true and u.is_deleted = false) as enabled,
      (s.tenant_id is null
        or exists (select 1 from tenant_memberships m where m.tenant_id = s.tenant_id and m.user_id = s.user_id
                     and m.is_deleted = false and m.status = 'active')
        or exists (select 1 from user_roles ur join roles r on r.role_id = ur.role_id and r.is_deleted = false
                     where ur.user_id = s.user_id and ur.is_deleted = false and r.role_view = 'admin')) as member
    from sessions s join users u on u.user_id = s.user_id
    where s.session_id = any(${sql.param(sessionIds)}::text[])`);
  for (const row of (result as unknown as { rows: Row[] }).rows) {
    const outside = !row.member && !isPlatformTenant(row.tenant_id);
    states.set(
      row.session_id,
      !row.enabled ? 'disabled' : !row.live ? 'signed-out' : outside ? 'outside-tenant' : 'live',
    );
  }
  return states;
}
