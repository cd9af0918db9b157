import { roleRank } from '@ankur/shared/access';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, userRoles } from '../../db/schema/access.ts';
import { users } from '../../db/schema/identity.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { type Actor, forgetUserSessions } from '../../plugins/session.ts';
import { recordAudit } from '../../resources/audit.ts';
import { mapDbError } from '../../resources/db-errors.ts';
import { assertAdminsRemain, assertHoldsRole, assertRoleWithinReach, assertUserWithinReach } from './rules.ts';

export interface HeldRole {
  role_id: number;
  role_name: string;
  display_name: string;
}

async function systemRolesOf(tx: Db, userId: number): Promise<HeldRole[]> {
  return tx
    .select({
      role_id: roles.role_id,
      role_name: roles.role_name,
      display_name: sql<string>`coalesce(${roles.display_name}, ${roles.role_name})`,
    })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.role_id, userRoles.role_id), eq(roles.is_deleted, false)))
    .where(and(eq(userRoles.user_id, userId), eq(userRoles.is_deleted, false)))
    .orderBy(roles.role_id);
}

/**
 * PUT auth/userRoles/{id}: replaces the system roles a user holds. The editor may only give or
 * take roles within its reach; an administrator must remain; the user's sessions pick the change
 * up on their next request.
 */
export async function setUserRoles(
  db: Db,
  actor: Actor,
  userId: number,
  roleIds: number[],
): Promise<{ user_id: number; roles: HeldRole[] }> {
  const wanted = [...new Set(roleIds)];
  try {
    const result = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [user] = await tx
        .select({ user_id: users.user_id, active_role: users.active_role })
        .from(users)
        .where(and(eq(users.user_id, userId), eq(users.is_deleted, false)))
        .for('update');
      if (!user) throw notFound(`No user with user_id ${userId}`);
      const found = await tx
        .select({ role_id: roles.role_id, role_name: roles.role_name, role_view: roles.role_view })
        .from(roles)
        .where(and(inArray(roles.role_id, wanted), eq(roles.is_deleted, false)));
      const missing = wanted.filter((id) => !found.some((r) => r.role_id === id));
      if (missing.length) {
        throw badRequest(`Invalid body.role_ids: no role ${missing.join(', ')}`, [
          { path: 'body.role_ids', message: `no role ${missing.join(', ')}` },
        ]);
      }
      const before = await systemRolesOf(tx, userId);
      const current = await tx
        .select({ role_id: roles.role_id, role_name: roles.role_name, role_view: roles.role_view })
        .from(roles)
        .where(
          inArray(
            roles.role_id,
            before.map((r) => r.role_id),
          ),
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
        await tx
          .update(userRoles)
          .set({ is_deleted: true, deleted_by: actor.userId, deleted_at: sql`now()`, updated_at: sql`now()` })
          .where(
            and(
              eq(userRoles.user_id, userId),
              eq(userRoles.is_deleted, false),
              inArray(
                userRoles.role_id,
                removed.map((r) => r.role_id),
              ),
            ),
          );
      }
      if (added.length) {
        await tx
          .insert(userRoles)
          .values(added.map((r) => ({ user_id: userId, role_id: r.role_id, created_by: actor.userId })));
      }
      // only a removed system role moves the active role; a custom one (held through a group) stays
      const activeIsSystem = before.some((r) => r.role_id === user.active_role);
      if (user.active_role === null || (activeIsSystem && !wanted.includes(user.active_role!))) {
        const first = [...found].sort((a, b) => roleRank(b) - roleRank(a) || a.role_id - b.role_id)[0]!;
        await tx
          .update(users)
          .set({ active_role: first.role_id, modified_by: actor.userId, updated_at: sql`now()` })
          .where(eq(users.user_id, userId));
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
