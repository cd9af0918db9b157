import { TEMP_ROLE } from '@ankur/shared/roles';
import type { TSelfServiceRole } from '@ankur/shared/schemas/identity';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, userRoles } from '../../db/schema/access.ts';
import { users } from '../../db/schema/identity.ts';

export async function listSelfServiceRoles(db: Db): Promise<TSelfServiceRole[]> {
  return db
    .select({
      role_id: roles.role_id,
      role_name: roles.role_name,
      display_name: sql<string>`coalesce(${roles.display_name}, ${roles.role_name})`,
      role_view: roles.role_view,
      description: roles.description,
    })
    .from(roles)
    .where(and(eq(roles.is_self_service, true), eq(roles.is_deleted, false)))
    .orderBy(asc(roles.role_id));
}

/** Whether the user holds the role: a system role, or a custom role through an active group membership. */
export async function holdsRole(db: Db, userId: number, roleId: number): Promise<boolean> {
  const r = await db.execute(sql`
    select 1 from user_roles ur join roles r on r.role_id = ur.role_id and r.is_deleted = false
      where ur.user_id = ${userId} and ur.role_id = ${roleId} and ur.is_deleted = false
    union all
    select 1 from group_users g join custom_roles cr on cr.role_id = g.role_id and cr.is_deleted = false
        and cr.parent_user_id = g.parent_user_id
      where g.user_id = ${userId} and g.role_id = ${roleId} and g.is_deleted = false and g.status = 'active'`);
  return (r as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Whether a live system role may be picked by anyone; undefined when there is no such role. */
export async function isSelfServiceRole(tx: Db, roleId: number): Promise<boolean | undefined> {
  const [role] = await tx
    .select({ is_self_service: roles.is_self_service })
    .from(roles)
    .where(and(eq(roles.role_id, roleId), eq(roles.is_deleted, false)));
  return role?.is_self_service;
}

/** Gives the user a self-service role and takes the temp role away. */
export async function grantSelfServiceRole(tx: Db, userId: number, roleId: number): Promise<void> {
  await tx.insert(userRoles).values({ user_id: userId, role_id: roleId, created_by: userId });
  await tx.execute(sql`update user_roles set is_deleted = true, deleted_by = ${userId}, deleted_at = now()
    where user_id = ${userId} and is_deleted = false and role_id in
      (select role_id from roles where role_name = ${TEMP_ROLE.role_name})`);
}

/** Makes a role the user's active one. */
export async function setOwnActiveRole(tx: Db, userId: number, roleId: number): Promise<void> {
  await tx
    .update(users)
    .set({ active_role: roleId, modified_by: userId, updated_at: sql`now()` })
    .where(eq(users.user_id, userId));
}
