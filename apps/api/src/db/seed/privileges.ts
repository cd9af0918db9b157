import { PERMISSIONS } from '@ankur/shared/menus';
import { ROLE_PRIVILEGE_SEEDS } from '@ankur/shared/role-privileges';
import { ADMIN_ROLE_NAME } from '@ankur/shared/roles';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { menus, privileges, roles, seedRuns } from '../schema/access.ts';

const RUN_PREFIX = 'role-privileges:';

/** Permission items, one per name compared case-insensitively (stored lower-case). */
const items = (names: Iterable<string>) =>
  [...new Set([...names].map((n) => n.trim().toLowerCase()))].map((permission_name) => ({ permission_name }));

/**
 * The Administrator role holds every permission on every menu: a missing row or permission is
 * (re)granted at each start, so the platform can always be administered.
 */
export async function grantAdministrator(tx: Db, adminRoleId: number): Promise<void> {
  const menuRows = await tx
    .select({ menu_id: menus.menu_id, menu_name: menus.menu_name })
    .from(menus)
    .where(eq(menus.is_deleted, false));
  const have = await tx
    .select({
      privilege_id: privileges.privilege_id,
      menu_id: privileges.privilege_menu_id,
      type: privileges.privilege_access_type,
    })
    .from(privileges)
    .where(and(eq(privileges.role_id, adminRoleId), eq(privileges.is_deleted, false)));
  const byMenu = new Map(have.map((p) => [p.menu_id, p]));
  const extras = ROLE_PRIVILEGE_SEEDS[ADMIN_ROLE_NAME] ?? {};
  const inserts: (typeof privileges.$inferInsert)[] = [];
  for (const m of menuRows) {
    const wanted = [...PERMISSIONS, ...(extras[m.menu_name] ?? [])];
    const row = byMenu.get(m.menu_id);
    if (!row) {
      inserts.push({ role_id: adminRoleId, privilege_menu_id: m.menu_id, privilege_access_type: items(wanted) });
      continue;
    }
    const held = new Set(row.type.map((t) => t.permission_name.toLowerCase()));
    if (wanted.some((w) => !held.has(w))) {
      await tx
        .update(privileges)
        .set({ privilege_access_type: items([...row.type.map((t) => t.permission_name), ...wanted]) })
        .where(eq(privileges.privilege_id, row.privilege_id));
    }
  }
  if (inserts.length) await tx.insert(privileges).values(inserts);
}

/**
 * The starting matrix of the other seeded roles (ROLE_PRIVILEGE_SEEDS, docs/access.md), granted
 * once per role (seed run `role-privileges:<role>`): afterwards the Admin Center owns these rows,
 * and a revoked privilege stays revoked. A role that already has privilege rows of its own (an
 * earlier run) is only marked.
 */
export async function grantRoleMatrixOnce(tx: Db): Promise<string[]> {
  const done = new Set((await tx.select({ name: seedRuns.name }).from(seedRuns)).map((r) => r.name));
  const roleRows = await tx
    .select({ role_id: roles.role_id, role_name: roles.role_name })
    .from(roles)
    .where(and(eq(roles.is_deleted, false), sql`${roles.parent_user_id} is null`));
  const pending = roleRows.filter(
    (r) =>
      r.role_name !== ADMIN_ROLE_NAME && ROLE_PRIVILEGE_SEEDS[r.role_name] && !done.has(`${RUN_PREFIX}${r.role_name}`),
  );
  if (pending.length === 0) return [];
  const menuRows = await tx
    .select({ menu_id: menus.menu_id, menu_name: menus.menu_name })
    .from(menus)
    .where(eq(menus.is_deleted, false));
  const menuId = new Map(menuRows.map((m) => [m.menu_name.toLowerCase(), m.menu_id]));
  const configured = new Set(
    (
      await tx
        .select({ role_id: privileges.role_id })
        .from(privileges)
        .where(
          inArray(
            privileges.role_id,
            pending.map((r) => r.role_id),
          ),
        )
    ).map((p) => p.role_id),
  );
  const inserts: (typeof privileges.$inferInsert)[] = [];
  for (const role of pending) {
    if (configured.has(role.role_id)) continue;
    for (const [menuName, permissions] of Object.entries(ROLE_PRIVILEGE_SEEDS[role.role_name]!)) {
      const id = menuId.get(menuName.toLowerCase());
      if (id) inserts.push({ role_id: role.role_id, privilege_menu_id: id, privilege_access_type: items(permissions) });
    }
  }
  if (inserts.length) await tx.insert(privileges).values(inserts);
  await tx
    .insert(seedRuns)
    .values(pending.map((r) => ({ name: `${RUN_PREFIX}${r.role_name}` })))
    .onConflictDoNothing();
  return pending.map((r) => r.role_name);
}
