/**
 * The tenant context of SPEC §3–§4: which tenant (organisation, institution, incubator or event)
 * the session is in, the role held there, and the last tenant route visited.
 *
 * The fields live in the session store (currentTenant, availableTenants, currentRole, roleContext,
 * tenantPermissions, tenantLoading, tenantError, lastTenantRoute); this module holds the actions
 * that move between the main platform and a tenant, and the little UI state around them
 * (useTenantStore: the tenant list's status, the start-up check, the "Continue in …?" offer).
 *
 * localStorage (TENANT_STORAGE_KEYS in session.ts):
 *   ankur.tenant           the tenant entered (JSON SessionTenant)
 *   ankur.tenantRole       the membership role held there (JSON { role_id, role_name, role_view })
 *   ankur.lastTenantRoute  the last /t/... route visited (JSON { route, tenant, user_id })
 * Entering writes all three; switching to the main platform removes the first two; leaving a
 * tenant removes all three; signing out removes the first two.
 */

import { tenantHomePath } from '@ankur/shared/routes';
import { type TProfile, ZProfile } from '@ankur/shared/schemas/auth';
import { type TUserTenant, ZCurrentTenant, ZUserTenant } from '@ankur/shared/schemas/tenants';
import { z } from 'zod';
import { create } from 'zustand';
import { ApiError, apiFetch } from '../lib/api-client';
import {
  activeRoleOf,
  clearTenantStorage,
  mainPlatformContext,
  type RequestStatus,
  type SessionRole,
  type SessionTenant,
  TENANT_STORAGE_KEYS,
  useSessionStore,
} from './session';

/** A tenant one can enter: who it is, and (when known) the role held there. */
export type EnterableTenant = SessionTenant & Partial<Pick<TUserTenant, 'role_id' | 'role_view'>>;

/** The membership role remembered with the tenant. */
export interface TenantRoleRef {
  role_id: number;
  role_name: string;
  role_view: string;
}

/** The last tenant route visited, whose it was and in which tenant (ankur.lastTenantRoute). */
export interface LastTenantRoute {
  route: string;
  tenant: SessionTenant;
  user_id: number;
}

export type TenantEntry = { ok: true; path: string } | { ok: false; error: string; status: number | null };

/** What a failed tenant call leaves in tenantError when the server gives no message. */
export const TENANT_ERROR_FALLBACK = 'Could not open this organisation. Please try again.';
export const TENANT_LEAVE_ERROR = 'Could not return to the main platform. Please try again.';
export const TENANTS_LOAD_ERROR = 'Could not load your organisations.';

const ZSessionTenant = ZUserTenant.pick({
  tenant_id: true,
  tenant_type: true,
  tenant_name: true,
  display_name: true,
  branding: true,
});
const ZRoleRef = z.object({ role_id: z.number().int(), role_name: z.string(), role_view: z.string() });
const ZLastRoute = z.object({ route: z.string().startsWith('/t/'), tenant: ZSessionTenant, user_id: z.number().int() });

/* ------------------------------------------------------------------ storage */

function readJson<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable or full: the context still works for this page
  }
}

export const readStoredTenant = () => readJson(TENANT_STORAGE_KEYS.tenant, ZSessionTenant);
export const readStoredTenantRole = () => readJson(TENANT_STORAGE_KEYS.role, ZRoleRef);
export const readLastTenantRoute = () => readJson(TENANT_STORAGE_KEYS.lastRoute, ZLastRoute);

function sessionTenant(t: SessionTenant): SessionTenant {
  return {
    tenant_id: t.tenant_id,
    tenant_type: t.tenant_type,
    tenant_name: t.tenant_name,
    display_name: t.display_name,
    branding: { ...t.branding },
  };
}

/** The tenant a /t/{tenant_type}/{tenant_name}/... path names, if it is one. */
export function tenantOfPath(pathname: string): { tenant_type: string; tenant_name: string } | null {
  const match = /^\/t\/([^/]+)\/([^/]+)(?:\/|$)/.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  try {
    return { tenant_type: decodeURIComponent(match[1]), tenant_name: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}

export function sameTenant(
  a: Pick<SessionTenant, 'tenant_type' | 'tenant_name'> | null | undefined,
  b: Pick<SessionTenant, 'tenant_type' | 'tenant_name'> | null | undefined,
): boolean {
  return Boolean(a && b && a.tenant_type === b.tenant_type && a.tenant_name === b.tenant_name);
}

/** The server's reason for a refusal (4xx); the fallback for server failures and lost connections. */
function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.isClientError && error.message ? error.message : fallback;
}

/* ----------------------------------------------------------------- UI store */

export interface TenantUiState {
  /** The availableTenants load (GET user/tenants/getUserTenants). */
  tenantsStatus: RequestStatus;
  tenantsError: string | null;
  /** When availableTenants last loaded (Date.now()). */
  tenantsLoadedAt: number | null;
  /** The start-up check of a stored tenant against GET /api/tenant/current. */
  contextStatus: RequestStatus;
  /** "Continue in <tenant>?": offered once per page load, on the main platform. */
  resumeOffer: LastTenantRoute | null;
}

const initialUiState: TenantUiState = {
  tenantsStatus: 'idle',
  tenantsError: null,
  tenantsLoadedAt: null,
  contextStatus: 'idle',
  resumeOffer: null,
};

export const useTenantStore = create<TenantUiState>()(() => ({ ...initialUiState }));

let tenantsLoad: Promise<void> | null = null;
let tenantsGeneration = 0;
let contextInit: Promise<void> | null = null;
let contextUser: number | null = null;
let entering: { tenantId: string; promise: Promise<TenantEntry> } | null = null;

/** Back to a fresh start (tests, and a new user). */
export function resetTenantStore(): void {
  tenantsLoad = null;
  tenantsGeneration += 1;
  contextInit = null;
  contextUser = null;
  entering = null;
  useTenantStore.setState({ ...initialUiState });
}

const session = () => useSessionStore.getState();

/* ------------------------------------------------------------------ actions */

/** SPEC §6: tenant permission loaders return an empty object. */
export async function loadTenantPermissions(): Promise<Record<string, string[]>> {
  const permissions: Record<string, string[]> = {};
  useSessionStore.setState({ tenantPermissions: permissions });
  return permissions;
}

/** availableTenants older than this reload when the switcher opens. */
export const TENANTS_STALE_AFTER_MS = 60_000;

/**
 * Loads the signed-in user's tenants into availableTenants: always with `force`, otherwise only
 * when never loaded, failed, or older than TENANTS_STALE_AFTER_MS (a load in flight is shared).
 */
export function loadAvailableTenants(force = false): Promise<void> {
  const user = session().user;
  if (!user) return Promise.resolve();
  const { tenantsStatus, tenantsLoadedAt } = useTenantStore.getState();
  const fresh = tenantsLoadedAt !== null && Date.now() - tenantsLoadedAt < TENANTS_STALE_AFTER_MS;
  if (tenantsLoad && !force && (tenantsStatus === 'loading' || fresh)) return tenantsLoad;
  tenantsGeneration += 1;
  const generation = tenantsGeneration;
  useTenantStore.setState({ tenantsStatus: 'loading', tenantsError: null });
  tenantsLoad = (async () => {
    try {
      const body = z
        .object({ data: z.array(ZUserTenant) })
        .parse(await apiFetch<unknown>(`user/tenants/getUserTenants/${user.user_id}`));
      if (generation !== tenantsGeneration) return;
      useSessionStore.setState({ availableTenants: body.data });
      useTenantStore.setState({ tenantsStatus: 'succeeded', tenantsError: null, tenantsLoadedAt: Date.now() });
    } catch (error) {
      if (generation !== tenantsGeneration) return;
      useTenantStore.setState({ tenantsStatus: 'failed', tenantsError: errorMessage(error, TENANTS_LOAD_ERROR) });
      tenantsLoad = null;
    }
  })();
  return tenantsLoad;
}

/** The role the profile holds in the tenant: the membership's, else the profile's active one. */
function membershipRole(profile: TProfile, roleId: number | undefined): SessionRole | null {
  return profile.roles.find((r) => r.role_id === roleId) ?? activeRoleOf(profile);
}

/** Records `route` as the last tenant route of the signed-in user (state and storage). */
export function rememberTenantRoute(route: string): void {
  const { user, currentTenant, roleContext, lastTenantRoute } = session();
  if (!user || !currentTenant || roleContext !== 'tenant' || !sameTenant(tenantOfPath(route), currentTenant)) return;
  if (lastTenantRoute !== route) useSessionStore.setState({ lastTenantRoute: route });
  writeJson(TENANT_STORAGE_KEYS.lastRoute, { route, tenant: sessionTenant(currentTenant), user_id: user.user_id });
}

/**
 * SPEC §4 entering a tenant: POST auth/refresh {tenant_id} puts the session in it and answers
 * the profile there (its role is the membership role; privileges reload after it). Then
 * roleContext is 'tenant' and tenant, role and route are stored. A refusal (403 not a member…)
 * is stored in tenantError and the session stays where it was; a 401 means it has ended.
 */
export function enterTenant(tenant: EnterableTenant, options: { route?: string } = {}): Promise<TenantEntry> {
  if (entering?.tenantId === tenant.tenant_id) return entering.promise;
  useSessionStore.setState({ tenantLoading: true, tenantError: null });
  const promise = (async (): Promise<TenantEntry> => {
    try {
      const profile = ZProfile.parse(
        await apiFetch<unknown>('auth/refresh', { method: 'POST', body: { tenant_id: tenant.tenant_id } }),
      );
      session().signedIn(profile);
      const role = membershipRole(profile, tenant.role_id);
      const current = sessionTenant(tenant);
      const path =
        options.route ?? tenantHomePath(current.tenant_type, current.tenant_name, role?.role_view ?? tenant.role_view);
      useSessionStore.setState({
        roleContext: 'tenant',
        currentTenant: current,
        currentRole: role,
        tenantLoading: false,
        tenantError: null,
      });
      await loadTenantPermissions();
      writeJson(TENANT_STORAGE_KEYS.tenant, current);
      if (role) writeJson(TENANT_STORAGE_KEYS.role, pickRole(role));
      rememberTenantRoute(path);
      useTenantStore.setState({ resumeOffer: null, contextStatus: 'succeeded' });
      return { ok: true, path };
    } catch (error) {
      const message = errorMessage(error, TENANT_ERROR_FALLBACK);
      useSessionStore.setState({ tenantLoading: false, tenantError: message });
      if (error instanceof ApiError && error.status === 401) await session().signOut();
      return { ok: false, error: message, status: error instanceof ApiError ? error.status : null };
    } finally {
      entering = null;
    }
  })();
  entering = { tenantId: tenant.tenant_id, promise };
  return promise;
}

function pickRole(role: TenantRoleRef): TenantRoleRef {
  return { role_id: role.role_id, role_name: role.role_name, role_view: role.role_view };
}

/**
 * SPEC §4 switching to the main platform: POST auth/refresh {tenant_id: null}; the tenant and
 * its role are cleared (state and storage) and the platform role is back. The last tenant route
 * is kept, to be offered on the next visit.
 */
export async function switchToMainPlatform(): Promise<boolean> {
  useSessionStore.setState({ tenantLoading: true, tenantError: null });
  try {
    const profile = ZProfile.parse(
      await apiFetch<unknown>('auth/refresh', { method: 'POST', body: { tenant_id: null } }),
    );
    session().signedIn(profile);
    clearTenantStorage([TENANT_STORAGE_KEYS.tenant, TENANT_STORAGE_KEYS.role]);
    useSessionStore.setState({ ...mainPlatformContext, currentRole: activeRoleOf(profile) });
    useTenantStore.setState({ resumeOffer: null });
    return true;
  } catch (error) {
    useSessionStore.setState({ tenantLoading: false, tenantError: errorMessage(error, TENANT_LEAVE_ERROR) });
    if (error instanceof ApiError && error.status === 401) await session().signOut();
    return false;
  }
}

/** SPEC §4 leaving a tenant: back to the main platform, and all of the tenant storage cleared. */
export async function leaveTenant(): Promise<boolean> {
  const ok = await switchToMainPlatform();
  if (ok) {
    clearTenantStorage([TENANT_STORAGE_KEYS.lastRoute]);
    useSessionStore.setState({ lastTenantRoute: null });
  }
  return ok;
}

/** Updates the current tenant's name or branding after an administrator saved them. */
export function updateCurrentTenant(patch: Partial<Pick<SessionTenant, 'display_name' | 'branding'>>): void {
  const { currentTenant, availableTenants } = session();
  if (!currentTenant) return;
  const next = sessionTenant({ ...currentTenant, ...patch });
  useSessionStore.setState({
    currentTenant: next,
    availableTenants: availableTenants.map((t) => (t.tenant_id === next.tenant_id ? { ...t, ...patch } : t)),
  });
  writeJson(TENANT_STORAGE_KEYS.tenant, next);
}

/**
 * Start-up (once per signed-in user and page load): a reload inside a tenant stays inside it.
 * A stored tenant is shown at once, then checked with GET /api/tenant/current (the server session
 * keeps the tenant): the server's tenant wins, none means the main platform. On the main platform
 * the last tenant route of this user is offered ("Continue in <tenant>?").
 */
export function initTenantContext(): Promise<void> {
  const user = session().user;
  if (!user) return Promise.resolve();
  if (contextInit && contextUser === user.user_id) return contextInit;
  contextUser = user.user_id;
  contextInit = (async () => {
    const last = readLastTenantRoute();
    const lastRoute = last?.user_id === user.user_id ? last : null;
    useSessionStore.setState({ lastTenantRoute: lastRoute?.route ?? null });
    const stored = readStoredTenant();
    if (!stored || session().roleContext === 'tenant') {
      useTenantStore.setState({ contextStatus: 'succeeded' });
      offerResume(lastRoute);
      return;
    }
    const storedRole = readStoredTenantRole();
    useSessionStore.setState({
      roleContext: 'tenant',
      currentTenant: stored,
      currentRole: membershipRole(user, storedRole?.role_id),
      tenantLoading: true,
    });
    useTenantStore.setState({ contextStatus: 'loading' });
    try {
      const current = ZCurrentTenant.parse(await apiFetch<unknown>('tenant/current'));
      if (current.tenant) {
        const tenant = sessionTenant(current.tenant);
        const profile = session().user ?? user;
        const role = membershipRole(profile, current.role?.role_id ?? storedRole?.role_id);
        useSessionStore.setState({ currentTenant: tenant, currentRole: role, tenantLoading: false });
        writeJson(TENANT_STORAGE_KEYS.tenant, tenant);
        if (current.role) writeJson(TENANT_STORAGE_KEYS.role, pickRole(current.role));
        await loadTenantPermissions();
      } else {
        clearTenantStorage([TENANT_STORAGE_KEYS.tenant, TENANT_STORAGE_KEYS.role]);
        useSessionStore.setState({ ...mainPlatformContext, currentRole: activeRoleOf(session().user) });
        offerResume(lastRoute);
      }
    } catch {
      // The check failed (network, server): keep the stored context; entering again fixes it.
      useSessionStore.setState({ tenantLoading: false });
    }
    useTenantStore.setState({ contextStatus: 'succeeded' });
  })();
  return contextInit;
}

/** Offers the last route (the banner stays hidden while a tenant route is on screen). */
function offerResume(last: LastTenantRoute | null): void {
  if (last && session().roleContext === 'main_platform') useTenantStore.setState({ resumeOffer: last });
}

/** Hides the "Continue in <tenant>?" offer for this visit (the route stays remembered). */
export function dismissResumeOffer(): void {
  useTenantStore.setState({ resumeOffer: null });
}
