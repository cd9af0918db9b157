import { SELECT_ROLE_PATH } from '@ankur/shared/routes';
import { buildApiUrl } from './api-client';

/** SPEC §4 redirect actions of the sign-in service; sign-in itself has no action. */
export type AuthRedirectAction = 'register' | 'update-profile' | 'update-password';

/** localStorage keys holding the role a visitor chose before registering. */
export const ROLE_NAME_STORAGE_KEY = 'role_name';
export const ROLE_URI_STORAGE_KEY = 'role_uri';
/** 'true' when the stored role is one the visitor picked (Register alone picks Entrepreneur for them). */
export const ROLE_CHOSEN_STORAGE_KEY = 'role_chosen';

export interface AuthRedirectOptions {
  action?: AuthRedirectAction;
  /** Where the sign-in service sends the browser back to; defaults to <origin>/select-role. */
  redirectUri?: string;
  tenantId?: string;
}

export function buildAuthRedirectUrl(
  origin: string,
  { action, redirectUri, tenantId }: AuthRedirectOptions = {},
): string {
  return buildApiUrl('auth/redirect', {
    redirect_uri: redirectUri ?? `${origin}${SELECT_ROLE_PATH}`,
    tenant_id: tenantId,
    action,
  });
}

/** Sends the whole window to the sign-in service. */
export function goToSignIn(options: AuthRedirectOptions = {}): void {
  window.location.assign(buildAuthRedirectUrl(window.location.origin, options));
}

function storeRole(name: string, uri: string, chosen: boolean): void {
  try {
    window.localStorage.setItem(ROLE_NAME_STORAGE_KEY, name);
    window.localStorage.setItem(ROLE_URI_STORAGE_KEY, uri);
    if (chosen) window.localStorage.setItem(ROLE_CHOSEN_STORAGE_KEY, 'true');
    else window.localStorage.removeItem(ROLE_CHOSEN_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota); registration still works without it.
  }
}

/**
 * Register (SPEC §2): remember Entrepreneur and its page as the default role, then open the
 * register action. The visitor was not asked, so /select-role preselects it without calling it
 * their choice.
 */
export function goToRegister(): void {
  storeRole('Entrepreneur', '/registration/entrepreneur', false);
  goToSignIn({ action: 'register' });
}

/** Register after the visitor picked a role (`uri`: the page that role opens after sign-up). */
export function goToRegisterAs(role: { name: string; uri: string }): void {
  storeRole(role.name, role.uri, true);
  goToSignIn({ action: 'register' });
}
