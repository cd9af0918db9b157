import { TEMP_ROLE } from '@ankur/shared/roles';
import type { TProfile } from '@ankur/shared/schemas/auth';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../lib/errors.ts';
import { loadProfile } from './identity.repository.ts';
import { lastSeenBefore } from './visits.repository.ts';

/** The signed-in user of SPEC §3 in a tenant (null: the main platform); 401 when the user is gone. */
export async function profileFor(db: Db, userId: number, tenantId: string | null = null): Promise<TProfile> {
  const profile = await loadProfile(db, userId, TEMP_ROLE, tenantId);
  if (!profile) throw unauthorized();
  return profile;
}

/**
 * GET auth/visit (issue 19): when the session's user was last seen before this sign-in; null on
 * their first visit (the home greets "Welcome" then, "Welcome back" after).
 */
export async function previousVisit(db: Db, userId: number, sessionId: string) {
  return { previous_visit_at: await lastSeenBefore(db, userId, sessionId) };
}
