import { SELECT_ROLE_PATH } from '@ankur/shared/routes';
import { buildApiUrl } from './api-client';

/** SPEC §4 redirect actions of the sign-in service; sign-in itself has no action. */
export type AuthRedirectAction = 'register' | 'update-profile' | 'update-password';

/** localStorage keys holding the role a visitor chose before registering. */
export const ROLE_NAME_STORAGE_KEY = 'role_name';
export const ROLE_URI_STORAGE_KEY = 'role_uri';

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

/** Register as an entrepreneur: remember the role, then open the register action. */
export function goToRegister(): void {
  try {
    window.localStorage.setItem(ROLE_NAME_STORAGE_KEY, 'Entrepreneur');
    window.localStorage.setItem(ROLE_URI_STORAGE_KEY, '/registration/entrepreneur');
  } catch {
    // Storage can be unavailable (private mode, quota); registration still works without it.
  }
  goToSignIn({ action: 'register' });
}
