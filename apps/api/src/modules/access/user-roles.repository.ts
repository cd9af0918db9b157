import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, userRoles } from '../../db/schema/access.ts';
import { users } from '../../db/schema/identity.ts';

/** The system roles users hold (user_roles). */

export interface HeldRole {
  role_id: number;
  role_name: string;
  display_name: string;
}

export async function systemRolesOf(tx: Db, userId: number): Promise<HeldRole[]> {
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

/** The live user, locked for a change of roles. */
export async function lockUser(tx: Db, userId: number) {
  const [user] = await tx
    .select({ user_id: users.user_id, active_role: users.active_role })
    .from(users)
    .where(and(eq(users.user_id, userId), eq(users.is_deleted, false)))
    .for('update');
  return user;
}

/** System roles by id; `liveOnly` leaves deleted ones out. */
export async function rolesById(tx: Db, ids: number[], liveOnly: boolean) {
  return tx
    .select({ role_id: roles.role_id, role_name: roles.role_name, role_view: roles.role_view })
    .from(roles)
    .where(and(inArray(roles.role_id, ids), liveOnly ? eq(roles.is_deleted, false) : undefined));
}

export async function removeUserRoles(tx: Db, userId: number, roleIds: number[], actorId: number): Promise<void> {
  await tx
    .update(userRoles)
    .set({ is_deleted: true, deleted_by: actorId, deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(userRoles.user_id, userId), eq(userRoles.is_deleted, false), inArray(userRoles.role_id, roleIds)));
}

export async function addUserRoles(tx: Db, userId: number, roleIds: number[], actorId: number): Promise<void> {
  await tx.insert(userRoles).values(roleIds.map((role_id) => ({ user_id: userId, role_id, created_by: actorId })));
}

export async function setActiveRole(tx: Db, userId: number, roleId: number, actorId: number): Promise<void> {
  await tx
    .update(users)
    .set({ active_role: roleId, modified_by: actorId, updated_at: sql`now()` })
    .where(eq(users.user_id, userId));
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** How many enabled, live users hold a live role with role_view 'admin'. */
export async function countAdministrators(db: Db, opts: { except?: number } = {}): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from users u
    where u.is_deleted = false and u.enabled = true and u.user_id <> ${opts.except ?? 0} and exists (
      select 1 from user_roles ur join roles r on r.role_id = ur.role_id and r.is_deleted = false
      where ur.user_id = u.user_id and ur.is_deleted = false and r.role_view = 'admin')`);
  return Number(rowsOf<{ n: number }>(r)[0]?.n ?? 0);
}
