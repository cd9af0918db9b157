import type { TSelfServiceRole } from '@ankur/shared/schemas/identity';
import { ROLE_CHOSEN_STORAGE_KEY, ROLE_NAME_STORAGE_KEY, ROLE_URI_STORAGE_KEY } from '../../lib/auth-redirect';
import { safeRedirectTarget } from './safe-redirect';

export const ADMIN_CENTER_PATH = '/admin-center';
export const USER_HOME_PATH = '/home';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The role a visitor picked before registering (the public header's Register stores it). */
export function storedRoleName(): string | null {
  return read(ROLE_NAME_STORAGE_KEY);
}

/**
 * Whether the stored role is the person's own choice. Register stores Entrepreneur without
 * asking (SPEC §2), so only a register call that asked marks it (lib/auth-redirect.ts).
 */
export function roleChosenWhenRegistering(): boolean {
  return read(ROLE_CHOSEN_STORAGE_KEY) === 'true' && read(ROLE_NAME_STORAGE_KEY) !== null;
}

/**
 * Where to go after choosing `role` (SPEC §6): the admin centre for an admin view; else the
 * page stored with the role picked before registering, when it is this role; else /home.
 */
export function roleDestination(role: Pick<TSelfServiceRole, 'role_name' | 'role_view'>): string {
  if (role.role_view === 'admin') return ADMIN_CENTER_PATH;
  const uri = read(ROLE_URI_STORAGE_KEY);
  if (uri && read(ROLE_NAME_STORAGE_KEY) === role.role_name) return safeRedirectTarget(uri, USER_HOME_PATH);
  return USER_HOME_PATH;
}

/** The stored choice has been used (or overridden): forget it. */
export function clearStoredRole(): void {
  try {
    window.localStorage.removeItem(ROLE_NAME_STORAGE_KEY);
    window.localStorage.removeItem(ROLE_URI_STORAGE_KEY);
    window.localStorage.removeItem(ROLE_CHOSEN_STORAGE_KEY);
  } catch {
    // nothing stored then
  }
}
