import { LOCKED_APPS } from '@ankur/shared/menus';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { HttpError } from '../../lib/errors.ts';
import type { Scope, UserScope } from '../../lib/scope.ts';
import { scopeOf } from '../../plugins/session.ts';
import { activeApps } from './memberships.repository.ts';

export type LockedApp = (typeof LOCKED_APPS)[number];

/** SPEC §8: what a locked app answers a person without the membership that unlocks it. */
export const PREMIUM_REQUIRED = 'Unlock with Premium Access';

/**
 * Whether the scope's user may open `appName` (a SPEC §2 locked app) now: a running membership
 * (active, not past its end) whose plan unlocks it. Inside the caller's withTenant() transaction.
 */
export async function hasEntitlement(tx: Db, scope: UserScope, appName: LockedApp, now = new Date()): Promise<boolean> {
  return (await activeApps(tx, scope.actor.userId, now.toISOString())).includes(appName);
}

/** The 403 a locked app's call answers without the entitlement; details point to /membership. */
export const premiumRequired = (appName: LockedApp) =>
  new HttpError(403, PREMIUM_REQUIRED, { app: appName, membership: '/membership' });

/** hasEntitlement in its own transaction, throwing premiumRequired when it is not held. */
export async function requireEntitlement(db: Db, scope: Scope, appName: LockedApp): Promise<void> {
  const ok = await withTenant(db, scope.tenantId, (tx) => hasEntitlement(tx, scope, appName));
  if (!ok) throw premiumRequired(appName);
}

/**
 * A preHandler for the routes of a locked app (the later issues that build them):
 * `app.get('/idea-hub/...', { config: { access: access.roleHolder }, preHandler: entitlementGuard(db, 'Idea Hub') }, ...)`.
 * Runs after the access rule, so the caller is signed in; 403 'Unlock with Premium Access' otherwise.
 */
export function entitlementGuard(db: Db, appName: LockedApp) {
  if (!(LOCKED_APPS as readonly string[]).includes(appName)) throw new Error(`${appName} is not a locked app`);
  return async (req: FastifyRequest): Promise<void> => requireEntitlement(db, scopeOf(req), appName);
}
