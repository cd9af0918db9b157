/** The privilege matrix as data: who may do what on which menu, and what changed. */

/** The columns every matrix shows, in this order. */
export const DEFAULT_PERMISSIONS = ['read', 'create', 'update', 'delete'] as const;
export const PERMISSION_MAX_LENGTH = 64;
export const PERMISSIONS_MAX = 50;

/** Permission names by menu_id. */
export type Grants = ReadonlyMap<number, ReadonlySet<string>>;

export interface PrivilegeRow {
  privilege_id?: number;
  privilege_menu_id?: number;
  privilege_access_type?: readonly { permission_name: string }[];
}

/** The saved grants of a role, from its privilege records. */
export function grantsFromPrivileges(rows: readonly PrivilegeRow[]): Map<number, Set<string>> {
  const grants = new Map<number, Set<string>>();
  for (const row of rows) {
    if (row.privilege_menu_id === undefined) continue;
    const set = grants.get(row.privilege_menu_id) ?? new Set<string>();
    for (const item of row.privilege_access_type ?? []) {
      const name = item.permission_name.trim();
      if (name) set.add(name);
    }
    grants.set(row.privilege_menu_id, set);
  }
  return grants;
}

/** The columns: read, create, update, delete, then every other saved name (A–Z), then added ones. */
export function permissionColumns(saved: Grants, added: readonly string[] = []): string[] {
  const columns: string[] = [...DEFAULT_PERMISSIONS];
  const known = new Set(columns.map((c) => c.toLowerCase()));
  const others = new Set<string>();
  for (const set of saved.values()) for (const name of set) if (!known.has(name.toLowerCase())) others.add(name);
  for (const name of [...others].sort((a, b) => a.localeCompare(b))) {
    columns.push(name);
    known.add(name.toLowerCase());
  }
  for (const name of added) {
    if (!known.has(name.toLowerCase())) {
      columns.push(name);
      known.add(name.toLowerCase());
    }
  }
  return columns;
}

/** Why a new column name cannot be added, or null when it can. */
export function checkNewPermission(name: string, columns: readonly string[]): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter a permission name.';
  if (trimmed.length > PERMISSION_MAX_LENGTH)
    return `A permission name has at most ${PERMISSION_MAX_LENGTH} characters.`;
  if (columns.some((c) => c.toLowerCase() === trimmed.toLowerCase())) return `“${trimmed}” is already a column.`;
  if (columns.length >= PERMISSIONS_MAX) return `A role can have at most ${PERMISSIONS_MAX} permission names.`;
  return null;
}

/** A copy of the grants with one permission on one menu switched on or off. */
export function toggleGrant(grants: Grants, menuId: number, permission: string, on: boolean): Map<number, Set<string>> {
  const next = new Map<number, Set<string>>();
  for (const [id, set] of grants) next.set(id, new Set(set));
  const set = next.get(menuId) ?? new Set<string>();
  if (on) set.add(permission);
  else set.delete(permission);
  next.set(menuId, set);
  return next;
}

const has = (grants: Grants, menuId: number, permission: string) => grants.get(menuId)?.has(permission) ?? false;

export function isCellChanged(saved: Grants, draft: Grants, menuId: number, permission: string): boolean {
  return has(saved, menuId, permission) !== has(draft, menuId, permission);
}

function menuIds(saved: Grants, draft: Grants): number[] {
  return [...new Set([...saved.keys(), ...draft.keys()])].sort((a, b) => a - b);
}

function sameSet(a: ReadonlySet<string> | undefined, b: ReadonlySet<string> | undefined): boolean {
  const left = a ?? new Set<string>();
  const right = b ?? new Set<string>();
  if (left.size !== right.size) return false;
  for (const name of left) if (!right.has(name)) return false;
  return true;
}

/** How many checkboxes differ from what is saved. */
export function countChanges(saved: Grants, draft: Grants): number {
  let count = 0;
  for (const id of menuIds(saved, draft)) {
    const names = new Set([...(saved.get(id) ?? []), ...(draft.get(id) ?? [])]);
    for (const name of names) if (isCellChanged(saved, draft, id, name)) count += 1;
  }
  return count;
}

export interface SetRolePrivilegesItem {
  privilege_menu_id: number;
  permissions: string[];
}

/**
 * The body items of setRolePrivileges: one per menu whose permissions changed, with its whole new
 * list (column order; an empty list removes the privilege). Unchanged menus are left out.
 */
export function changedItems(saved: Grants, draft: Grants, columns: readonly string[]): SetRolePrivilegesItem[] {
  const order = (name: string) => {
    const i = columns.indexOf(name);
    return i === -1 ? columns.length : i;
  };
  return menuIds(saved, draft)
    .filter((id) => !sameSet(saved.get(id), draft.get(id)))
    .map((id) => ({
      privilege_menu_id: id,
      permissions: [...(draft.get(id) ?? [])].sort((a, b) => order(a) - order(b) || a.localeCompare(b)),
    }));
}
