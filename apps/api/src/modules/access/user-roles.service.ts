import { roleRank } from '@ankur/shared/access';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { forgetUserSessions } from '../../plugins/session.ts';
import { recordAudit } from '../../resources/audit.ts';
import { mapDbError } from '../../resources/db-errors.ts';
import { assertAdminsRemain, assertHoldsRole, assertRoleWithinReach, assertUserWithinReach } from './rules.ts';
import {
  addUserRoles,
  type HeldRole,
  lockUser,
  removeUserRoles,
  rolesById,
  setActiveRole,
  systemRolesOf,
} from './user-roles.repository.ts';

/**
 * PUT auth/userRoles/{id}: replaces the system roles a user holds. The editor may only give or
 * take roles within its reach; an administrator must remain; the user's sessions pick the change
 * up on their next request.
 */
export async function setUserRoles(
  db: Db,
  { actor }: Scope,
  userId: number,
  roleIds: number[],
): Promise<{ user_id: number; roles: HeldRole[] }> {
  const wanted = [...new Set(roleIds)];
  try {
    const result = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const user = await lockUser(tx, userId);
      if (!user) throw notFound(`No user with user_id ${userId}`);
      const found = await rolesById(tx, wanted, true);
      const missing = wanted.filter((id) => !found.some((r) => r.role_id === id));
      if (missing.length) {
        throw badRequest(`Invalid body.role_ids: no role ${missing.join(', ')}`, [
          { path: 'body.role_ids', message: `no role ${missing.join(', ')}` },
        ]);
      }
      const before = await systemRolesOf(tx, userId);
      const current = await rolesById(
        tx,
        before.map((r) => r.role_id),
        false,
      );
      const removed = current.filter((r) => !wanted.includes(r.role_id));
      const added = found.filter((r) => !before.some((b) => b.role_id === r.role_id));
      await assertUserWithinReach(tx, actor, [userId], 'change the roles of');
      for (const r of added) {
        assertRoleWithinReach(actor, r, 'give');
        await assertHoldsRole(tx, actor, r, false);
      }
      for (const r of removed) assertRoleWithinReach(actor, r, 'take away');
      if (removed.length) {
        await removeUserRoles(
          tx,
          userId,
          removed.map((r) => r.role_id),
          actor.userId,
        );
      }
      if (added.length) {
        await addUserRoles(
          tx,
          userId,
          added.map((r) => r.role_id),
          actor.userId,
        );
      }
      // only a removed system role moves the active role; a custom one (held through a group) stays
      const activeIsSystem = before.some((r) => r.role_id === user.active_role);
      if (user.active_role === null || (activeIsSystem && !wanted.includes(user.active_role!))) {
        const first = [...found].sort((a, b) => roleRank(b) - roleRank(a) || a.role_id - b.role_id)[0]!;
        await setActiveRole(tx, userId, first.role_id, actor.userId);
      }
      const after = await systemRolesOf(tx, userId);
      if (added.length || removed.length) {
        await recordAudit(tx, [
          {
            table_name: 'user_roles',
            record_id: userId,
            action: 'update',
            changes: { roles: { from: before.map((r) => r.role_name), to: after.map((r) => r.role_name) } },
            actor_id: actor.userId,
          },
        ]);
      }
      await assertAdminsRemain(tx);
      return { user_id: userId, roles: after };
    });
    forgetUserSessions(userId);
    return result;
  } catch (err) {
    mapDbError(err);
  }
}
