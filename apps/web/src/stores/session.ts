import { create } from 'zustand';
import { ApiError, apiFetch } from '../lib/api-client';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
export type RoleContext = 'main_platform' | 'tenant';

export interface SessionRole {
  role_id: number;
  display_name: string;
  role_name?: string;
  role_view?: string;
  role_type?: string;
  parent_user_id?: number | null;
}

/** The signed-in user as GET /api/auth/profile returns it (SPEC §3 "User"). */
export interface SessionUser {
  user_id: number;
  username?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  enabled?: boolean;
  roles?: SessionRole[];
  active_role?: number | SessionRole | null;
  profile_image?: string | null;
  otpVerified?: boolean;
  registration_redirect?: string | null;
}

export interface SessionTenant {
  tenant_id: string;
  tenant_type: string;
  tenant_name: string;
}

export interface SessionState {
  user: SessionUser | null;
  isLoggedIn: boolean;
  status: RequestStatus;
  error: string | null;
  otpVerified: boolean;
  activePhase: string;
  rehydrationStatus: RequestStatus;
  currentTenant: SessionTenant | null;
  availableTenants: SessionTenant[];
  currentRole: SessionRole | null;
  roleContext: RoleContext;
  tenantPermissions: Record<string, string[]>;
  mainPlatformAccess: boolean;
  tenantLoading: boolean;
  tenantError: string | null;
  lastTenantRoute: string | null;
}

export interface SessionActions {
  /** Restores the session once on load from GET /api/auth/profile (SPEC §4). */
  restore: () => Promise<void>;
  /** Ends the session on the server and sends the browser to the site root. */
  signOut: () => Promise<void>;
}

export const initialSessionState: SessionState = {
  user: null,
  isLoggedIn: false,
  status: 'idle',
  error: null,
  otpVerified: false,
  activePhase: 'awakening',
  rehydrationStatus: 'idle',
  currentTenant: null,
  availableTenants: [],
  currentRole: null,
  roleContext: 'main_platform',
  tenantPermissions: {},
  mainPlatformAccess: true,
  tenantLoading: false,
  tenantError: null,
  lastTenantRoute: null,
};

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { user_id?: unknown; email?: unknown };
  return typeof candidate.user_id === 'number' || typeof candidate.email === 'string';
}

/** The browser navigation used after sign-out; replaceable in tests. */
export const sessionNavigation = {
  goToRoot(): void {
    window.location.assign('/');
  },
};

let restoring: Promise<void> | null = null;

export const useSessionStore = create<SessionState & SessionActions>()((set, get) => ({
  ...initialSessionState,

  restore() {
    if (restoring) return restoring;
    if (get().rehydrationStatus !== 'idle') return Promise.resolve();
    set({ rehydrationStatus: 'loading', status: 'loading' });
    restoring = (async () => {
      try {
        const profile = await apiFetch<unknown>('auth/profile');
        if (isSessionUser(profile)) {
          set({
            user: profile,
            isLoggedIn: true,
            otpVerified: profile.otpVerified === true,
            status: 'succeeded',
            rehydrationStatus: 'succeeded',
            error: null,
          });
        } else {
          set({ user: null, isLoggedIn: false, status: 'idle', rehydrationStatus: 'succeeded' });
        }
      } catch (error) {
        // Any failure simply means "signed out", silently (SPEC §4). Only a network
        // failure (no answer at all) marks the restoration itself as failed.
        set({
          user: null,
          isLoggedIn: false,
          status: 'idle',
          rehydrationStatus: error instanceof ApiError ? 'succeeded' : 'failed',
        });
      }
    })();
    return restoring;
  },

  async signOut() {
    try {
      await apiFetch<unknown>('auth/logout', { method: 'POST' });
    } catch {
      // The session is cleared locally whatever the server answers.
    }
    set({ user: null, isLoggedIn: false, otpVerified: false, status: 'idle', error: null });
    sessionNavigation.goToRoot();
  },
}));

/** Resets the store to its initial values (tests, and a fresh start). */
export function resetSessionStore(overrides: Partial<SessionState> = {}): void {
  restoring = null;
  useSessionStore.setState({ ...initialSessionState, ...overrides });
}

export function displayName(user: SessionUser | null): string {
  if (!user) return '';
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username || user.email || 'Member';
}
