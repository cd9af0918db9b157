import type { Db } from '../../db/client.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { forgetUserSessions } from '../../plugins/session.ts';
import { findLiveMembershipId } from '../tenants/index.ts';
import {
  grantSelfServiceRole,
  holdsRole,
  isSelfServiceRole,
  listSelfServiceRoles,
  setOwnActiveRole,
} from './roles.repository.ts';

/**
 * /select-role and role switching (SPEC §4, §6): a role the user holds becomes active; a
 * self-service system role is granted first (and the temp role dropped). Any other role: 403.
 */
export async function selectRole(db: Db, { actor }: Scope, roleId: number): Promise<void> {
  const userId = actor.userId;
  const held = await holdsRole(db, userId, roleId);
  await db.transaction(async (tx) => {
    if (!held) {
      const selfService = await isSelfServiceRole(tx, roleId);
      if (selfService === undefined)
        throw badRequest('Invalid body.role_id: no such role', [{ path: 'body.role_id', message: 'no such role' }]);
      if (!selfService) throw forbidden('This role is given by an administrator; it cannot be picked.');
      await grantSelfServiceRole(tx, userId, roleId);
    }
    await setOwnActiveRole(tx, userId, roleId);
  });
  forgetUserSessions(userId);
}

/** The system roles anyone may pick at /select-role. */
export const selfServiceRoles = (db: Db) => listSelfServiceRoles(db);

/** A session may enter a tenant its user belongs to (administrators: any tenant). */
export async function assertMayEnterTenant(db: Db, { actor }: Scope, tenantId: string): Promise<void> {
  if (actor.isAdmin) return;
  if ((await findLiveMembershipId(db, tenantId, actor.userId)) === undefined)
    throw forbidden('You are not a member of this tenant.');
}
