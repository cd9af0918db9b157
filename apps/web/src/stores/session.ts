import { ACCESS_ERRORS, type MenuPrivilege } from '@ankur/shared/access';
import type { TProfile } from '@ankur/shared/schemas/auth';
import type { TTenant, TUserTenant } from '@ankur/shared/schemas/tenants';
import { create } from 'zustand';
import { ApiError, apiFetch } from '../lib/api-client';

/*
 * The zod schemas that check the server's answers load with the first call that needs them, in
 * parallel with that call: zod stays out of the JavaScript a first page view downloads.
 */
const profileSchemas = () => import('@ankur/shared/schemas/auth');
const privilegeSchemas = () => import('@ankur/shared/schemas/admin');

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
export type RoleContext = 'main_platform' | 'tenant';

/** The signed-in user: the shared profile schema's type (kept as an alias for existing imports). */
export type SessionUser = TProfile;

/** A role of the signed-in user, as the profile lists it. */
export type SessionRole = TProfile['roles'][number];

/** The tenant the session is in (SPEC §3 currentTenant): who it is and how it looks. */
export type SessionTenant = Pick<TTenant, 'tenant_id' | 'tenant_type' | 'tenant_name' | 'display_name' | 'branding'>;

/**
 * localStorage keys of the tenant context (SPEC §4: entering a tenant stores tenant, role and
 * last route; leaving clears them). Sign-out forgets the tenant and role but keeps the last route
 * (it names its user), so the next sign-in can offer "Continue in <tenant>?".
 */
export const TENANT_STORAGE_KEYS = {
  /** JSON SessionTenant: the tenant the session was last put in. */
  tenant: 'ankur.tenant',
  /** JSON { role_id, role_name, role_view }: the membership role held there. */
  role: 'ankur.tenantRole',
  /** JSON { route, tenant, user_id }: the last /t/... route visited, and whose it was. */
  lastRoute: 'ankur.lastTenantRoute',
} as const;

/** Removes tenant context keys from localStorage (unavailable storage is simply skipped). */
export function clearTenantStorage(keys: readonly string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing was stored either
  }
}

/** The tenant context fields back at their SPEC §9 defaults (main platform, nothing entered). */
export const mainPlatformContext = {
  currentTenant: null,
  roleContext: 'main_platform',
  tenantPermissions: {},
  tenantLoading: false,
  tenantError: null,
} as const satisfies Partial<SessionState>;

export interface SessionState {
  /** The signed-in user of SPEC §3, as GET /api/auth/profile returns it. */
  user: TProfile | null;
  isLoggedIn: boolean;
  status: RequestStatus;
  error: string | null;
  otpVerified: boolean;
  activePhase: string;
  rehydrationStatus: RequestStatus;
  currentTenant: SessionTenant | null;
  /** The signed-in user's tenants with the role held in each (GET user/tenants/getUserTenants). */
  availableTenants: TUserTenant[];
  currentRole: SessionRole | null;
  roleContext: RoleContext;
  tenantPermissions: Record<string, string[]>;
  mainPlatformAccess: boolean;
  tenantLoading: boolean;
  tenantError: string | null;
  lastTenantRoute: string | null;
  /**
   * The active role's privileges (GET /api/auth/privileges, SPEC §4 step 5). null while none are
   * loaded for the active role (not yet loaded, loading after a role change, or the load failed):
   * access is then denied, unless the user has no active role at all (SPEC §6).
   */
  privileges: MenuPrivilege[] | null;
  /** The privilege load: loading from the moment it is scheduled (100 ms delay) until it answers. */
  privilegesStatus: RequestStatus;
  /** The role the privileges belong to (the active role when the load started). */
  privilegesRoleId: number | null;
  /** When the privileges last answered (Date.now()); older than 60 s means a reload on focus. */
  privilegesLoadedAt: number | null;
}

export interface SessionActions {
  /** Restores the session once on load from GET /api/auth/profile (SPEC §4). */
  restore: () => Promise<void>;
  /** Records the user a successful sign-in (POST /api/auth/signin) answered with. */
  signedIn: (user: TProfile) => void;
  /** Ends the session on the server and sends the browser to the site root. */
  signOut: () => Promise<void>;
  /**
   * SPEC §4 token refresh: rotates the session (and sets its tenant). On success the profile is
   * re-read and true returned; otherwise the user is signed out and false returned.
   */
  refresh: (tenantId?: string | null) => Promise<boolean>;
  /** SPEC §4: switching the active role saves it on the user and reloads the role. */
  switchRole: (roleId: number) => Promise<void>;
  /**
   * Loads the active role's privileges now (no delay), superseding any load still pending or in
   * flight. A failure stores the SPEC §8 message in `error` and denies access.
   */
  loadPrivileges: () => Promise<void>;
}

/** SPEC §8: the internal error of a failed refresh. */
export const TOKEN_REFRESH_FAILED = 'Token refresh failed';

/** SPEC §9: privileges load 100 ms after the profile (SPEC §4 start-up restore step 5). */
export const PRIVILEGE_LOAD_DELAY_MS = 100;

/** Privileges older than this reload when the window regains focus or becomes visible. */
export const PRIVILEGES_STALE_AFTER_MS = 60_000;

/** SPEC §8: the message a failed privilege load leaves, by the kind of the active role. */
export function privilegeLoadError(role: Pick<SessionRole, 'role_type'> | null): string {
  return role?.role_type.toLowerCase() === 'custom'
    ? ACCESS_ERRORS.customRolePrivileges
    : ACCESS_ERRORS.systemRolePrivileges;
}

const PRIVILEGE_ERRORS: readonly string[] = [ACCESS_ERRORS.systemRolePrivileges, ACCESS_ERRORS.customRolePrivileges];

/** The active role of a profile: the one recorded as active_role, else the first (SPEC §4). */
export function activeRoleOf(user: TProfile | null): SessionRole | null {
  if (!user) return null;
  return user.roles.find((r) => r.role_id === user.active_role) ?? user.roles[0] ?? null;
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
  privileges: null,
  privilegesStatus: 'idle',
  privilegesRoleId: null,
  privilegesLoadedAt: null,
};

/** The browser navigation used after sign-out; replaceable in tests. */
export const sessionNavigation = {
  goToRoot(): void {
    window.location.assign('/');
  },
};

let restoring: Promise<void> | null = null;

/** The pending delayed privilege load, and the number of the newest load (older answers are dropped). */
let privilegeTimer: ReturnType<typeof setTimeout> | undefined;
let privilegeGeneration = 0;

/** Drops the pending load and makes every load in flight stale; returns the new load's number. */
function supersedePrivilegeLoads(): number {
  clearTimeout(privilegeTimer);
  privilegeTimer = undefined;
  privilegeGeneration += 1;
  return privilegeGeneration;
}

/** The privilege fields for a load about to start for `role`: another role's privileges go at once. */
function privilegesLoading(state: SessionState, role: SessionRole | null): Partial<SessionState> {
  const roleId = role?.role_id ?? null;
  if (state.privileges !== null && state.privilegesRoleId === roleId) return { privilegesStatus: 'loading' };
  return { privileges: null, privilegesRoleId: roleId, privilegesLoadedAt: null, privilegesStatus: 'loading' };
}

let watchingFocus = false;

/** Reloads stale (or failed) privileges when the window regains focus or becomes visible again. */
function watchFocus(): void {
  if (watchingFocus || typeof window === 'undefined') return;
  watchingFocus = true;
  const onFocus = () => {
    if (document.visibilityState === 'hidden') return;
    const state = useSessionStore.getState();
    if (!state.isLoggedIn || !state.user || state.privilegesStatus === 'loading') return;
    const stale =
      state.privilegesStatus === 'failed' ||
      (state.privilegesLoadedAt !== null && Date.now() - state.privilegesLoadedAt > PRIVILEGES_STALE_AFTER_MS);
    if (stale) void state.loadPrivileges();
  };
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);
}

export const useSessionStore = create<SessionState & SessionActions>()((set, get) => {
  /** SPEC §4 step 5: after the profile, the privileges load 100 ms later. */
  const schedulePrivilegeLoad = () => {
    supersedePrivilegeLoads();
    set(privilegesLoading(get(), activeRoleOf(get().user)));
    privilegeTimer = setTimeout(() => {
      privilegeTimer = undefined;
      void get().loadPrivileges();
    }, PRIVILEGE_LOAD_DELAY_MS);
    watchFocus();
  };

  return {
    ...initialSessionState,

    restore() {
      if (restoring) return restoring;
      if (get().rehydrationStatus !== 'idle') return Promise.resolve();
      set({ rehydrationStatus: 'loading', status: 'loading' });
      restoring = (async () => {
        try {
          const [{ ZProfile }, body] = await Promise.all([profileSchemas(), apiFetch<unknown>('auth/profile')]);
          // A body that is not a profile means "signed out", like a 401.
          const profile = ZProfile.safeParse(body);
          if (profile.success) {
            set({
              user: profile.data,
              isLoggedIn: true,
              otpVerified: profile.data.otpVerified,
              currentRole: activeRoleOf(profile.data),
              status: 'succeeded',
              rehydrationStatus: 'succeeded',
              error: null,
            });
            schedulePrivilegeLoad();
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

    signedIn(user) {
      set({
        user,
        currentRole: activeRoleOf(user),
        isLoggedIn: true,
        otpVerified: user.otpVerified,
        status: 'succeeded',
        rehydrationStatus: 'succeeded',
        error: null,
      });
      schedulePrivilegeLoad();
    },

    async signOut() {
      try {
        await apiFetch<unknown>('auth/logout', { method: 'POST' });
      } catch {
        // The session is cleared locally whatever the server answers.
      }
      supersedePrivilegeLoads();
      // the server session (and the tenant it was in) is gone: so is the tenant context
      clearTenantStorage([TENANT_STORAGE_KEYS.tenant, TENANT_STORAGE_KEYS.role]);
      set({
        ...mainPlatformContext,
        availableTenants: [],
        lastTenantRoute: null,
        user: null,
        isLoggedIn: false,
        otpVerified: false,
        currentRole: null,
        status: 'idle',
        error: null,
        privileges: null,
        privilegesStatus: 'idle',
        privilegesRoleId: null,
        privilegesLoadedAt: null,
      });
      sessionNavigation.goToRoot();
    },

    async refresh(tenantId = null) {
      try {
        const [{ ZProfile }, body] = await Promise.all([
          profileSchemas(),
          apiFetch<unknown>('auth/refresh', { method: 'POST', body: { tenant_id: tenantId } }),
        ]);
        const profile = ZProfile.parse(body);
        get().signedIn(profile);
        return true;
      } catch {
        await get().signOut();
        set({ error: TOKEN_REFRESH_FAILED });
        return false;
      }
    },

    async switchRole(roleId) {
      set({ status: 'loading' });
      try {
        const [{ ZProfile }, body] = await Promise.all([
          profileSchemas(),
          apiFetch<unknown>('auth/selectRole', { method: 'POST', body: { role_id: roleId } }),
        ]);
        get().signedIn(ZProfile.parse(body));
      } catch (error) {
        set({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    },

    async loadPrivileges() {
      const generation = supersedePrivilegeLoads();
      const { user } = get();
      if (!user) return;
      const role = activeRoleOf(user);
      set(privilegesLoading(get(), role));
      try {
        const [{ ZMyPrivileges }, answer] = await Promise.all([
          privilegeSchemas(),
          apiFetch<unknown>('auth/privileges'),
        ]);
        const body = ZMyPrivileges.parse(answer);
        if (generation !== privilegeGeneration) return;
        const { error } = get();
        set({
          privileges: body.privileges,
          privilegesStatus: 'succeeded',
          privilegesRoleId: role?.role_id ?? null,
          privilegesLoadedAt: Date.now(),
          error: error !== null && PRIVILEGE_ERRORS.includes(error) ? null : error,
        });
      } catch {
        if (generation !== privilegeGeneration) return;
        // SPEC §8: privilege lookup failure → access denied, with the fallback message.
        set({
          privileges: null,
          privilegesStatus: 'failed',
          privilegesRoleId: role?.role_id ?? null,
          privilegesLoadedAt: Date.now(),
          error: privilegeLoadError(role),
        });
      }
    },
  };
});

/** A profile with only user_id required; the rest takes empty values (see resetSessionStore). */
export type ProfileOverrides = Partial<TProfile> & Pick<TProfile, 'user_id'>;

export type SessionOverrides = Omit<Partial<SessionState>, 'user'> & { user?: ProfileOverrides | null };

/** Completes a partial profile with empty values: username and email '', no names, no roles. */
export function completeProfile(user: ProfileOverrides): TProfile {
  return {
    username: '',
    firstName: null,
    lastName: null,
    email: '',
    enabled: true,
    roles: [],
    active_role: null,
    profile_image: null,
    phone_number: null,
    otpVerified: false,
    registration_redirect: null,
    ...user,
  };
}

/**
 * Resets the store to its initial values (tests, and a fresh start). A given user
 * may be partial (at least user_id); it is completed with completeProfile.
 */
export function resetSessionStore(overrides: SessionOverrides = {}): void {
  restoring = null;
  supersedePrivilegeLoads();
  const { user, ...rest } = overrides;
  useSessionStore.setState({
    ...initialSessionState,
    // given privileges count as loaded unless a status is given too
    ...(rest.privileges ? { privilegesStatus: 'succeeded' as const } : {}),
    ...rest,
    ...(user === undefined ? {} : { user: user && completeProfile(user) }),
  });
}

export function displayName(user: TProfile | null): string {
  if (!user) return '';
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username || user.email || 'Member';
}
