import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { resetSessionStore, TENANT_STORAGE_KEYS, useSessionStore } from '../../../stores/session';
import { resetTenantStore } from '../../../stores/tenant';
import { ACME, GLOBEX, json, mockApi, PLATFORM_ROLE, profileWith, renderAt, TENANT_MEMBER_ROLE } from '../test-support';

const HOME = '/t/institution/globex-university/user/home';
const PRIVILEGES = {
  role_id: 41,
  role_type: 'System Role',
  privileges: [
    { menu_id: 1, menu_name: 'Event', menu_parent_name: null, menu_route: null, permissions: ['read'] },
    { menu_id: 2, menu_name: 'Knowledge Hub', menu_parent_name: null, menu_route: null, permissions: ['read'] },
  ],
};

beforeEach(() => {
  window.localStorage.clear();
  resetTenantStore();
  resetSessionStore({ isLoggedIn: true, rehydrationStatus: 'succeeded', user: profileWith(PLATFORM_ROLE) });
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  vi.restoreAllMocks();
});

describe('tenant user home', () => {
  it('enters the tenant of the URL for a member, and shows what the role may open', async () => {
    const api = mockApi({
      'GET /api/user/tenants/getUserTenants/7': json(200, { data: [ACME, GLOBEX] }),
      'POST /api/auth/refresh': json(200, profileWith(TENANT_MEMBER_ROLE)),
      'GET /api/auth/privileges': json(200, PRIVILEGES),
    });
    const { router } = renderAt(HOME);
    expect(await screen.findByRole('heading', { name: 'Welcome to Globex University' })).toBeTruthy();
    expect(api.callsTo('POST /api/auth/refresh')[0]?.body).toEqual({ tenant_id: 'globex-id' });
    expect(router.state.location.pathname).toBe(HOME);
    expect(screen.getByText('You are here as Member.', { exact: false })).toBeTruthy();
    const apps = screen.getByRole('region', { name: 'What you can do here' });
    expect((await within(apps).findByRole('link', { name: /Knowledge Hub/ })).getAttribute('href')).toBe(
      '/knowledge-hub',
    );
    expect(
      within(apps)
        .getByRole('link', { name: /Events/ })
        .getAttribute('href'),
    ).toBe('/events');
    expect(within(apps).queryByRole('link', { name: /Funding Hub/ })).toBeNull();
    expect(within(apps).queryByRole('link', { name: /Competitions/ })).toBeNull();
    expect(window.localStorage.getItem(TENANT_STORAGE_KEYS.tenant)).toContain('globex-id');
  });

  it('leaves the tenant for the main platform', async () => {
    resetSessionStore({
      isLoggedIn: true,
      rehydrationStatus: 'succeeded',
      user: profileWith(TENANT_MEMBER_ROLE),
      roleContext: 'tenant',
      currentTenant: GLOBEX,
      currentRole: TENANT_MEMBER_ROLE,
      privileges: PRIVILEGES.privileges,
    });
    const api = mockApi({ 'POST /api/auth/refresh': json(200, profileWith(PLATFORM_ROLE)) });
    const { router } = renderAt(HOME);
    fireEvent.click(await screen.findByRole('button', { name: 'Leave Globex University' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.callsTo('POST /api/auth/refresh')[0]?.body).toEqual({ tenant_id: null });
    expect(useSessionStore.getState().roleContext).toBe('main_platform');
    expect(window.localStorage.getItem(TENANT_STORAGE_KEYS.lastRoute)).toBeNull();
  });

  it('says so when the user is not a member of the URL tenant', async () => {
    const api = mockApi({ 'GET /api/user/tenants/getUserTenants/7': json(200, { data: [ACME] }) });
    renderAt(HOME);
    expect(await screen.findByRole('heading', { name: 'You are not a member of this organisation' })).toBeTruthy();
    expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(0);
  });

  it('offers the last tenant route on the main platform, and continues there', async () => {
    window.localStorage.setItem(
      TENANT_STORAGE_KEYS.lastRoute,
      JSON.stringify({ route: HOME, tenant: GLOBEX, user_id: 7 }),
    );
    mockApi({
      'POST /api/auth/refresh': json(200, profileWith(TENANT_MEMBER_ROLE)),
      'GET /api/auth/privileges': json(200, PRIVILEGES),
    });
    const { router } = renderAt('/community');
    const banner = await screen.findByRole('region', { name: 'Continue in Globex University' });
    expect(banner.textContent).toContain('Continue in Globex University?');
    fireEvent.click(screen.getByRole('button', { name: /^Continue/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(HOME));
    expect(await screen.findByRole('heading', { name: 'Welcome to Globex University' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Continue in Globex University' })).toBeNull();
  });

  it('stays inside the tenant after a reload', async () => {
    window.localStorage.setItem(TENANT_STORAGE_KEYS.tenant, JSON.stringify(GLOBEX));
    resetSessionStore({ isLoggedIn: true, rehydrationStatus: 'succeeded', user: profileWith(TENANT_MEMBER_ROLE) });
    const api = mockApi({
      'GET /api/tenant/current': json(200, {
        tenant: GLOBEX,
        role: { role_id: 41, role_name: 'Member', role_view: 'user' },
      }),
      'GET /api/auth/privileges': json(200, PRIVILEGES),
    });
    renderAt(HOME);
    expect(await screen.findByRole('heading', { name: 'Welcome to Globex University' })).toBeTruthy();
    expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Switch organisation (now: Globex University)' })).toBeTruthy();
  });
});

describe('tenant user home in Hindi', () => {
  beforeEach(() => act(() => i18n.changeLanguage('hi')));

  it('welcomes the member and lists what the role may open, in Hindi', async () => {
    resetSessionStore({
      isLoggedIn: true,
      rehydrationStatus: 'succeeded',
      user: profileWith(TENANT_MEMBER_ROLE),
      roleContext: 'tenant',
      currentTenant: GLOBEX,
      currentRole: TENANT_MEMBER_ROLE,
      privileges: PRIVILEGES.privileges,
    });
    mockApi({ 'GET /api/auth/privileges': json(200, PRIVILEGES) });
    renderAt(HOME);
    expect(await screen.findByRole('heading', { name: 'Globex University में आपका स्वागत है' })).toBeTruthy();
    expect(screen.getByText('शिक्षण संस्थान')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Globex University से बाहर निकलें' })).toBeTruthy();
    const apps = screen.getByRole('region', { name: 'आप यहाँ क्या कर सकते हैं' });
    expect((await within(apps).findByRole('link', { name: /इवेंट/ })).getAttribute('href')).toBe('/events');
  });

  it('tells a non-member in Hindi, with the way back', async () => {
    mockApi({ 'GET /api/user/tenants/getUserTenants/7': json(200, { data: [ACME] }) });
    renderAt(HOME);
    expect(await screen.findByRole('heading', { name: 'आप इस संस्था के सदस्य नहीं हैं' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मुख्य प्लेटफ़ॉर्म पर जाएँ' })).toBeTruthy();
    expect(screen.getByText('globex-university', { selector: 'strong' })).toBeTruthy();
  });
});
