/**
 * The client side of access control (SPEC §5–§6). It only hides what the server already refuses:
 * every call is still authorized by the API.
 */
import {
  hasPermission,
  hasWorkspaceAccess,
  type MenuPrivilege,
  type PrivilegeMap,
  privilegeMap,
} from '@ankur/shared/access';
import { useCallback } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { activeRoleOf, type SessionState, useSessionStore } from './session';

/** The parts of the session an access check reads. */
export type AccessState = Pick<SessionState, 'user' | 'currentRole' | 'privileges' | 'privilegesStatus'>;

/**
 * Where the checks stand: 'all' with no active role (everything allowed), 'ready' with the active
 * role's privileges loaded, 'loading' until they are (nothing allowed yet, so nothing flashes),
 * 'failed' when the load failed (nothing allowed, SPEC §8).
 */
export type AccessStatus = 'all' | 'ready' | 'loading' | 'failed';

const maps = new WeakMap<readonly MenuPrivilege[], PrivilegeMap>();

/** The privilege map of a loaded list, built once per list. */
function mapOf(privileges: readonly MenuPrivilege[] | null): PrivilegeMap | null {
  if (!privileges) return null;
  let map = maps.get(privileges);
  if (!map) {
    map = privilegeMap(privileges);
    maps.set(privileges, map);
  }
  return map;
}

function hasActiveRole(state: AccessState): boolean {
  return (state.currentRole ?? activeRoleOf(state.user)) !== null;
}

export function accessStatus(state: AccessState): AccessStatus {
  if (!hasActiveRole(state)) return 'all';
  if (state.privileges) return 'ready';
  return state.privilegesStatus === 'failed' ? 'failed' : 'loading';
}

/**
 * SPEC §6: with no active role all access is allowed (client side only); otherwise the active
 * role needs `permission` (case-insensitive) on the menu named `menu`. Not loaded → denied.
 */
export function canAccess(state: AccessState, menu: string, permission = 'read'): boolean {
  if (!hasActiveRole(state)) return true;
  return hasPermission(mapOf(state.privileges), menu, permission);
}

/** SPEC §6: workspace access is granted if any workspace-related menu is readable. */
export function canUseWorkspace(state: AccessState): boolean {
  if (!hasActiveRole(state)) return true;
  return hasWorkspaceAccess(mapOf(state.privileges));
}

/** Whether the active role may `permission` (default read) the menu named `menu`. */
export function useCan(menu: string, permission = 'read'): boolean {
  return useSessionStore((state) => canAccess(state, menu, permission));
}

/** Whether the active role may open the workspace (SPEC §6). */
export function useWorkspaceAccess(): boolean {
  return useSessionStore(canUseWorkspace);
}

/** Where the checks stand (see AccessStatus): lets a list say "loading" rather than "nothing". */
export function useAccessStatus(): AccessStatus {
  return useSessionStore(accessStatus);
}

/** A check function for lists (hooks cannot run in a loop): `can(menu, permission = 'read')`. */
export function useAccessCheck(): (menu: string, permission?: string) => boolean {
  const { user, currentRole, privileges, privilegesStatus } = useSessionStore(
    useShallow((s) => ({
      user: s.user,
      currentRole: s.currentRole,
      privileges: s.privileges,
      privilegesStatus: s.privilegesStatus,
    })),
  );
  return useCallback(
    (menu: string, permission = 'read') =>
      canAccess({ user, currentRole, privileges, privilegesStatus }, menu, permission),
    [user, currentRole, privileges, privilegesStatus],
  );
}
