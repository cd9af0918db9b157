import type { TSetRolePrivileges } from '@ankur/shared/schemas/admin';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { forgetAllSessions } from '../../plugins/session.ts';
import { type AuditEntry, recordAudit } from '../../resources/audit.ts';
import { mapDbError } from '../../resources/db-errors.ts';
import { diff } from '../../resources/repository.ts';
import {
  deletePrivilege,
  insertPrivilege,
  listPrivileges,
  lockPrivileges,
  setPrivilegeAccess,
} from './role-privileges.repository.ts';
import { assertCanGrant, assertNotOwnRole, assertRoleWithinReach, findRole } from './rules.ts';

const normalise = (names: string[]) => [...new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean))].sort();

/**
 * The privilege matrix of one role saved in one transaction (Admin Center "Save"): per menu,
 * the permissions become exactly those listed; an empty list removes the privilege. The same
 * rules as single writes apply: role within reach, not the editor's own role, only permissions
 * the editor holds may be added.
 */
export async function setRolePrivileges(
  db: Db,
  { actor }: Scope,
  roleId: number,
  custom: boolean,
  body: TSetRolePrivileges,
) {
  const tableName = custom ? 'custom_role_privileges' : 'privileges';
  const menuIds = body.items.map((i) => i.privilege_menu_id);
  if (new Set(menuIds).size !== menuIds.length) {
    throw badRequest('Invalid body.items: each privilege_menu_id may appear once');
  }
  try {
    const rows = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const role = await findRole(tx, roleId, custom, 'params.roleId');
      assertRoleWithinReach(actor, role, 'change the privileges of');
      assertNotOwnRole(actor, roleId);
      const existing = await lockPrivileges(tx, custom, roleId, menuIds);
      const byMenu = new Map(existing.map((p) => [p.privilege_menu_id, p]));
      const audits: AuditEntry[] = [];
      for (const item of body.items) {
        const wanted = normalise(item.permissions);
        const row = byMenu.get(item.privilege_menu_id);
        const had = new Set(normalise(row?.privilege_access_type.map((p) => p.permission_name) ?? []));
        await assertCanGrant(
          tx,
          actor,
          item.privilege_menu_id,
          wanted.filter((p) => !had.has(p)),
        );
        const type = wanted.map((permission_name) => ({ permission_name }));
        if (!row) {
          if (wanted.length === 0) continue;
          const created = await insertPrivilege(tx, custom, {
            role_id: roleId,
            privilege_menu_id: item.privilege_menu_id,
            privilege_access_type: type,
            created_by: actor.userId,
          });
          audits.push({
            table_name: tableName,
            record_id: created,
            action: 'create',
            changes: {
              role_id: { to: roleId },
              privilege_menu_id: { to: item.privilege_menu_id },
              privilege_access_type: { to: type },
            },
            actor_id: actor.userId,
          });
        } else if (wanted.length === 0) {
          await deletePrivilege(tx, custom, row.privilege_id, actor.userId);
          audits.push({
            table_name: tableName,
            record_id: row.privilege_id,
            action: 'delete',
            changes: {},
            actor_id: actor.userId,
          });
        } else {
          // the same names (compared normalised) write nothing and record nothing
          if (wanted.join('\n') === [...had].sort().join('\n')) continue;
          await setPrivilegeAccess(tx, custom, row.privilege_id, type, actor.userId);
          audits.push({
            table_name: tableName,
            record_id: row.privilege_id,
            action: 'update',
            changes: diff({ privilege_access_type: row.privilege_access_type }, { privilege_access_type: type }),
            actor_id: actor.userId,
          });
        }
      }
      await recordAudit(tx, audits);
      return listPrivileges(tx, custom, roleId);
    });
    forgetAllSessions();
    return rows;
  } catch (err) {
    mapDbError(err);
  }
}
