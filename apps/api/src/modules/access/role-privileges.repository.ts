import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customRolePrivileges, privileges } from '../../db/schema/access.ts';

/** One role's privileges: system-role privileges (custom=false) or custom-role privileges. */

const tableOf = (custom: boolean) => (custom ? customRolePrivileges : privileges);
export type PrivilegeRow = typeof privileges.$inferSelect;
type AccessType = PrivilegeRow['privilege_access_type'];

/** The role's live privileges on these menus, locked for the save. */
export async function lockPrivileges(
  tx: Db,
  custom: boolean,
  roleId: number,
  menuIds: number[],
): Promise<PrivilegeRow[]> {
  const table = tableOf(custom);
  return tx
    .select()
    .from(table)
    .where(and(eq(table.role_id, roleId), eq(table.is_deleted, false), inArray(table.privilege_menu_id, menuIds)))
    .for('update');
}

export async function insertPrivilege(
  tx: Db,
  custom: boolean,
  v: { role_id: number; privilege_menu_id: number; privilege_access_type: AccessType; created_by: number },
): Promise<number> {
  const table = tableOf(custom);
  const [created] = await tx.insert(table).values(v).returning({ id: table.privilege_id });
  return created!.id;
}

export async function deletePrivilege(tx: Db, custom: boolean, id: number, actorId: number): Promise<void> {
  const table = tableOf(custom);
  await tx
    .update(table)
    .set({ is_deleted: true, deleted_by: actorId, deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(table.privilege_id, id));
}

export async function setPrivilegeAccess(
  tx: Db,
  custom: boolean,
  id: number,
  type: AccessType,
  actorId: number,
): Promise<void> {
  const table = tableOf(custom);
  await tx
    .update(table)
    .set({ privilege_access_type: type, modified_by: actorId, updated_at: sql`now()` })
    .where(eq(table.privilege_id, id));
}

/** The role's live privileges, by menu. */
export async function listPrivileges(tx: Db, custom: boolean, roleId: number): Promise<PrivilegeRow[]> {
  const table = tableOf(custom);
  return tx
    .select()
    .from(table)
    .where(and(eq(table.role_id, roleId), eq(table.is_deleted, false)))
    .orderBy(table.privilege_menu_id);
}
