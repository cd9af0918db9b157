import type { TSelfServiceRole } from '@ankur/shared/schemas/identity';
import { onboardingFlowOf, type TMyProfile } from '@ankur/shared/schemas/profiles';
import { apiFetch } from '../../lib/api-client';
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

export const ONBOARDING_PATH = '/onboarding';
export const ENTREPRENEUR_REGISTRATION_PATH = '/registration/entrepreneur';
const ONBOARDING_PATHS = new Set([ONBOARDING_PATH, ENTREPRENEUR_REGISTRATION_PATH]);

/** How far the person got through onboarding in this tenant (GET profiles/me). */
export type OnboardingState = Pick<TMyProfile['onboarding'], 'done' | 'skipped'>;

/** The person's onboarding progress; null when it cannot be read (then no wizard is forced on them). */
export async function fetchOnboarding(): Promise<OnboardingState | null> {
  try {
    return (await apiFetch<TMyProfile>('profiles/me')).onboarding;
  } catch {
    return null;
  }
}

/**
 * Where to go after choosing `role` (SPEC §6): the admin centre for an admin view. A self-service
 * role whose onboarding is neither finished nor skipped goes to its wizard (issue 20): the
 * Entrepreneur to /registration/entrepreneur (the role uri Register stores), any other to
 * /onboarding. Otherwise the page stored with the role picked before registering, when it is this
 * role and not a wizard already finished; else /home.
 */
export function roleDestination(
  role: Pick<TSelfServiceRole, 'role_name' | 'role_view'>,
  onboarding: OnboardingState | null = null,
): string {
  if (role.role_view === 'admin') return ADMIN_CENTER_PATH;
  const flow = onboardingFlowOf(role.role_name);
  const finished = onboarding === null || onboarding.done || onboarding.skipped;
  if (flow && !finished) return flow === 'entrepreneur' ? ENTREPRENEUR_REGISTRATION_PATH : ONBOARDING_PATH;
  const uri = read(ROLE_URI_STORAGE_KEY);
  if (uri && read(ROLE_NAME_STORAGE_KEY) === role.role_name) {
    const target = safeRedirectTarget(uri, USER_HOME_PATH);
    if (!(ONBOARDING_PATHS.has(target) && finished && onboarding !== null)) return target;
  }
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
