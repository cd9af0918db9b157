import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkedAnswer } from '../test/contract';
import { resetSessionStore, sessionNavigation, TENANT_STORAGE_KEYS, useSessionStore } from './session';
import {
  dismissResumeOffer,
  enterTenant,
  initTenantContext,
  leaveTenant,
  loadAvailableTenants,
  loadTenantPermissions,
  readLastTenantRoute,
  readStoredTenant,
  readStoredTenantRole,
  rememberTenantRoute,
  resetTenantStore,
  switchToMainPlatform,
  TENANT_LEAVE_ERROR,
  TENANTS_LOAD_ERROR,
  tenantOfPath,
  useTenantStore,
} from './tenant';

const PLATFORM_ROLE = {
  role_id: 2,
  role_name: 'Entrepreneur',
  display_name: 'Entrepreneur',
  role_view: 'user',
  role_type: 'System Role',
};
const TENANT_ROLE = {
  role_id: 40,
  role_name: 'Tenant Administrator',
  display_name: 'Tenant Administrator',
  role_view: 'admin',
  role_type: 'System Role',
};
const ACME = {
  tenant_id: 'acme-id',
  tenant_type: 'organisation',
  tenant_name: 'acme',
  display_name: 'Acme Labs',
  branding: { primary_color: '#1d4ed8' },
};

function profile(role: typeof PLATFORM_ROLE, userId = 7) {
  return {
    user_id: userId,
    username: 'asha',
    firstName: 'Asha',
    lastName: null,
    email: 'asha@example.org',
    enabled: true,
    roles: [role],
    active_role: role.role_id,
    profile_image: null,
    phone_number: null,
    otpVerified: true,
    registration_redirect: null,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function problem(status: number, message: string): Response {
  return json(status, { statusCode: status, error: 'Error', message });
}

type Answer = Response | ((body: unknown) => Response);

/** fetch answering "METHOD /api/path" from a table (checked against the API contract); records the calls. */
function mockFetch(routes: Record<string, Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body });
    const answer = routes[key];
    if (!answer) return problem(404, `No such endpoint: ${key}`);
    return checkedAnswer(
      init?.method ?? 'GET',
      url.pathname,
      typeof answer === 'function' ? answer(body) : answer.clone(),
    );
  });
  return calls;
}

/** auth/refresh: the tenant role inside a tenant, the platform role on the main platform. */
const refresh = (body: unknown) =>
  json(200, profile((body as { tenant_id: string | null }).tenant_id ? TENANT_ROLE : PLATFORM_ROLE));

const PRIVILEGES = json(200, { role_id: 40, role_type: 'System Role', privileges: [] });

beforeEach(() => {
  window.localStorage.clear();
  resetTenantStore();
  resetSessionStore({ isLoggedIn: true, rehydrationStatus: 'succeeded', user: profile(PLATFORM_ROLE) });
});
afterEach(() => vi.restoreAllMocks());

describe('entering a tenant', () => {
  it('moves the session into the tenant with the membership role and stores tenant, role and route', async () => {
    const calls = mockFetch({ 'POST /api/auth/refresh': refresh, 'GET /api/auth/privileges': PRIVILEGES });
    const pending = enterTenant({ ...ACME, role_id: 40 });
    expect(useSessionStore.getState().tenantLoading).toBe(true);
    const result = await pending;

    expect(result).toEqual({ ok: true, path: '/t/organisation/acme/admin-center' });
    expect(calls[0]).toEqual({ key: 'POST /api/auth/refresh', body: { tenant_id: 'acme-id' } });
    const state = useSessionStore.getState();
    expect(state.roleContext).toBe('tenant');
    expect(state.currentTenant).toEqual(ACME);
    expect(state.currentRole?.role_name).toBe('Tenant Administrator');
    expect(state.tenantLoading).toBe(false);
    expect(state.tenantError).toBeNull();
    expect(state.tenantPermissions).toEqual({});
    expect(state.lastTenantRoute).toBe('/t/organisation/acme/admin-center');
    expect(readStoredTenant()).toEqual(ACME);
    expect(readStoredTenantRole()).toEqual({ role_id: 40, role_name: 'Tenant Administrator', role_view: 'admin' });
    expect(readLastTenantRoute()).toEqual({ route: '/t/organisation/acme/admin-center', tenant: ACME, user_id: 7 });
  });

  it('opens a given route instead of the role home', async () => {
    mockFetch({ 'POST /api/auth/refresh': refresh });
    const result = await enterTenant(ACME, { route: '/t/organisation/acme/user/home' });
    expect(result).toEqual({ ok: true, path: '/t/organisation/acme/user/home' });
  });

  it('stores a refusal as tenantError and stays on the main platform, signed in', async () => {
    mockFetch({ 'POST /api/auth/refresh': problem(403, 'You are not a member of this tenant.') });
    const result = await enterTenant(ACME);
    expect(result).toEqual({ ok: false, error: 'You are not a member of this tenant.', status: 403 });
    const state = useSessionStore.getState();
    expect(state.tenantError).toBe('You are not a member of this tenant.');
    expect(state.tenantLoading).toBe(false);
    expect(state.roleContext).toBe('main_platform');
    expect(state.currentTenant).toBeNull();
    expect(state.isLoggedIn).toBe(true);
    expect(window.localStorage.getItem(TENANT_STORAGE_KEYS.tenant)).toBeNull();
  });
});

describe('back to the main platform', () => {
  beforeEach(async () => {
    mockFetch({ 'POST /api/auth/refresh': refresh });
    await enterTenant(ACME);
  });

  it('switching clears the tenant and its role but remembers the last route', async () => {
    expect(await switchToMainPlatform()).toBe(true);
    const state = useSessionStore.getState();
    expect(state.roleContext).toBe('main_platform');
    expect(state.currentTenant).toBeNull();
    expect(state.currentRole?.role_name).toBe('Entrepreneur');
    expect(window.localStorage.getItem(TENANT_STORAGE_KEYS.tenant)).toBeNull();
    expect(window.localStorage.getItem(TENANT_STORAGE_KEYS.role)).toBeNull();
    expect(readLastTenantRoute()?.route).toBe('/t/organisation/acme/admin-center');
    expect(state.lastTenantRoute).toBe('/t/organisation/acme/admin-center');
  });

  it('leaving also clears the last route', async () => {
    expect(await leaveTenant()).toBe(true);
    expect(useSessionStore.getState().roleContext).toBe('main_platform');
    expect(useSessionStore.getState().lastTenantRoute).toBeNull();
    for (const key of Object.values(TENANT_STORAGE_KEYS)) expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('keeps the tenant and reports the error when the server refuses', async () => {
    vi.restoreAllMocks();
    mockFetch({ 'POST /api/auth/refresh': problem(500, 'Database unavailable') });
    expect(await switchToMainPlatform()).toBe(false);
    const state = useSessionStore.getState();
    expect(state.roleContext).toBe('tenant');
    expect(state.tenantError).toBe(TENANT_LEAVE_ERROR);
    expect(readStoredTenant()).toEqual(ACME);
  });

  it('sign-out forgets the tenant and role, not the last route', async () => {
    vi.restoreAllMocks();
    mockFetch({ 'POST /api/auth/logout': json(200, {}) });
    vi.spyOn(sessionNavigation, 'goToRoot').mockImplementation(() => {});
    await useSessionStore.getState().signOut();
    expect(useSessionStore.getState().roleContext).toBe('main_platform');
    expect(useSessionStore.getState().currentTenant).toBeNull();
    expect(window.localStorage.getItem(TENANT_STORAGE_KEYS.tenant)).toBeNull();
    expect(window.localStorage.getItem(TENANT_STORAGE_KEYS.role)).toBeNull();
    expect(readLastTenantRoute()?.user_id).toBe(7);
  });
});

describe('the last tenant route', () => {
  it('remembers routes of the current tenant only', async () => {
    mockFetch({ 'POST /api/auth/refresh': refresh });
    await enterTenant(ACME);
    rememberTenantRoute('/t/organisation/acme/user/home?tab=x');
    expect(useSessionStore.getState().lastTenantRoute).toBe('/t/organisation/acme/user/home?tab=x');
    rememberTenantRoute('/t/organisation/other/user/home');
    rememberTenantRoute('/community');
    expect(readLastTenantRoute()?.route).toBe('/t/organisation/acme/user/home?tab=x');
  });

  it('is offered on the next visit on the main platform, to the same user only', async () => {
    window.localStorage.setItem(
      TENANT_STORAGE_KEYS.lastRoute,
      JSON.stringify({ route: '/t/organisation/acme/user/home', tenant: ACME, user_id: 7 }),
    );
    await initTenantContext();
    expect(useTenantStore.getState().resumeOffer?.tenant.display_name).toBe('Acme Labs');
    expect(useSessionStore.getState().lastTenantRoute).toBe('/t/organisation/acme/user/home');
    dismissResumeOffer();
    expect(useTenantStore.getState().resumeOffer).toBeNull();

    resetTenantStore();
    resetSessionStore({ isLoggedIn: true, rehydrationStatus: 'succeeded', user: profile(PLATFORM_ROLE, 99) });
    await initTenantContext();
    expect(useTenantStore.getState().resumeOffer).toBeNull();
    expect(useSessionStore.getState().lastTenantRoute).toBeNull();
  });

  it('re-entering from the offer goes back to that route', async () => {
    mockFetch({ 'POST /api/auth/refresh': refresh });
    window.localStorage.setItem(
      TENANT_STORAGE_KEYS.lastRoute,
      JSON.stringify({ route: '/t/organisation/acme/user/home', tenant: ACME, user_id: 7 }),
    );
    await initTenantContext();
    const offer = useTenantStore.getState().resumeOffer!;
    expect(await enterTenant(offer.tenant, { route: offer.route })).toEqual({
      ok: true,
      path: '/t/organisation/acme/user/home',
    });
    expect(useTenantStore.getState().resumeOffer).toBeNull();
  });
});

describe('start-up inside a tenant', () => {
  beforeEach(() => {
    window.localStorage.setItem(TENANT_STORAGE_KEYS.tenant, JSON.stringify(ACME));
    window.localStorage.setItem(
      TENANT_STORAGE_KEYS.role,
      JSON.stringify({ role_id: 40, role_name: 'x', role_view: 'admin' }),
    );
    // the server session kept the tenant: the restored profile holds the membership role
    resetSessionStore({ isLoggedIn: true, rehydrationStatus: 'succeeded', user: profile(TENANT_ROLE) });
  });

  it('stays inside when the server session is still in the tenant (and takes its fresh branding)', async () => {
    const fresh = { ...ACME, branding: { primary_color: '#b91c1c' } };
    mockFetch({
      'GET /api/tenant/current': json(200, {
        tenant: fresh,
        role: { role_id: 40, role_name: 'Tenant Administrator', role_view: 'admin' },
      }),
    });
    const pending = initTenantContext();
    // shown at once from storage, then checked
    expect(useSessionStore.getState().roleContext).toBe('tenant');
    expect(useSessionStore.getState().tenantLoading).toBe(true);
    await pending;
    const state = useSessionStore.getState();
    expect(state.roleContext).toBe('tenant');
    expect(state.currentTenant).toEqual(fresh);
    expect(state.currentRole?.role_id).toBe(40);
    expect(state.tenantLoading).toBe(false);
    expect(readStoredTenant()).toEqual(fresh);
    expect(useTenantStore.getState().resumeOffer).toBeNull();
  });

  it('returns to the main platform when the server session is not in a tenant', async () => {
    window.localStorage.setItem(
      TENANT_STORAGE_KEYS.lastRoute,
      JSON.stringify({ route: '/t/organisation/acme/user/home', tenant: ACME, user_id: 7 }),
    );
    mockFetch({ 'GET /api/tenant/current': json(200, { tenant: null, role: null }) });
    await initTenantContext();
    const state = useSessionStore.getState();
    expect(state.roleContext).toBe('main_platform');
    expect(state.currentTenant).toBeNull();
    expect(readStoredTenant()).toBeNull();
    expect(useTenantStore.getState().resumeOffer?.route).toBe('/t/organisation/acme/user/home');
  });
});

describe('tenants and permissions', () => {
  it('loads the user tenants into availableTenants', async () => {
    const tenant = { ...ACME, role_id: 40, role_name: 'Tenant Administrator', role_view: 'admin', status: 'active' };
    const calls = mockFetch({ 'GET /api/user/tenants/getUserTenants/7': json(200, { data: [tenant] }) });
    await loadAvailableTenants();
    expect(calls.map((c) => c.key)).toEqual(['GET /api/user/tenants/getUserTenants/7']);
    expect(useSessionStore.getState().availableTenants).toEqual([tenant]);
    expect(useTenantStore.getState().tenantsStatus).toBe('succeeded');
  });

  it('reports a failed load', async () => {
    mockFetch({ 'GET /api/user/tenants/getUserTenants/7': new Response('oops', { status: 502 }) });
    await loadAvailableTenants();
    expect(useTenantStore.getState().tenantsStatus).toBe('failed');
    expect(useTenantStore.getState().tenantsError).toBe(TENANTS_LOAD_ERROR);
  });

  it('tenant permission loaders return an empty object (SPEC §6)', async () => {
    expect(await loadTenantPermissions()).toEqual({});
    expect(useSessionStore.getState().tenantPermissions).toEqual({});
  });

  it('reads the tenant of a tenant route', () => {
    expect(tenantOfPath('/t/organisation/acme/user/home')).toEqual({
      tenant_type: 'organisation',
      tenant_name: 'acme',
    });
    expect(tenantOfPath('/t/event/summit-2026/admin-center?tab=members')).toEqual({
      tenant_type: 'event',
      tenant_name: 'summit-2026',
    });
    expect(tenantOfPath('/community')).toBeNull();
    expect(tenantOfPath('/t/organisation')).toBeNull();
  });
});
