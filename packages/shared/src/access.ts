/**
 * The access check of SPEC §5–§6, shared by the API (which enforces it) and the web app (which
 * only hides what the server already refuses).
 */
import { WORKSPACE_MENUS } from './menus.ts';

/** One menu's permissions for the active role, as GET /api/auth/privileges lists them. */
export interface MenuPrivilege {
  menu_id: number;
  menu_name: string;
  menu_parent_name: string | null;
  menu_route: string | null;
  /** permission names, e.g. read, create, update, delete (any name an administrator added) */
  permissions: string[];
}

/** Permission names by lower-cased menu name. */
export type PrivilegeMap = ReadonlyMap<string, ReadonlySet<string>>;

export function privilegeMap(entries: readonly Pick<MenuPrivilege, 'menu_name' | 'permissions'>[]): PrivilegeMap {
  const map = new Map<string, Set<string>>();
  for (const e of entries) {
    const key = e.menu_name.trim().toLowerCase();
    const set = map.get(key) ?? new Set<string>();
    for (const p of e.permissions) set.add(p.trim().toLowerCase());
    map.set(key, set);
  }
  return map;
}

/**
 * SPEC §5: needs a menu and a permission name; the name is compared case-insensitively with the
 * role's permission names; not found → denied. A missing map (lookup failed) → denied.
 */
export function hasPermission(map: PrivilegeMap | null | undefined, menu: string, permission: string): boolean {
  if (!map || !menu || !permission) return false;
  return map.get(menu.trim().toLowerCase())?.has(permission.trim().toLowerCase()) ?? false;
}

/** SPEC §6: workspace access is granted if any workspace-related menu is readable. */
export function hasWorkspaceAccess(map: PrivilegeMap | null | undefined): boolean {
  return WORKSPACE_MENUS.some((m) => hasPermission(map, m, 'read'));
}

/** Ranks for "a role editor may not edit a role above its own": admin views outrank the rest. */
export function roleRank(role: { role_view: string; role_name?: string }): number {
  if (role.role_name?.toLowerCase() === 'temp') return 0;
  return role.role_view === 'admin' ? 2 : 1;
}

/** SPEC §8 fallback messages the web app shows when a load fails. */
export const ACCESS_ERRORS = {
  systemRolePrivileges: 'Failed to fetch system role privileges.',
  customRolePrivileges: 'Failed to fetch custom role privileges.',
  menus: 'Failed to fetch menus.',
  menuParents: 'Failed to fetch menu parents.',
  userRoles: 'Failed to fetch user roles.',
  customRoles: 'Failed to fetch custom roles.',
  parentUsers: 'Failed to fetch parent users.',
  logout: 'Logout failed.',
} as const;
