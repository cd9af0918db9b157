import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACME,
  GLOBEX,
  json,
  mockApi,
  PLATFORM_ROLE,
  profileWith,
  TENANT_ADMIN_ROLE,
} from '../../features/tenants/test-support';
import { i18n } from '../../lib/i18n';
import { resetSessionStore, useSessionStore } from '../../stores/session';
import { resetTenantStore } from '../../stores/tenant';
import { MAIN_PLATFORM_LABEL, NO_TENANTS_MESSAGE, TenantSwitcher } from './tenant-switcher';

function renderSwitcher(path = '/community') {
  const router = createMemoryRouter([{ path: '*', element: <TenantSwitcher /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^Switch organisation/ }));
  return { user, menu: await screen.findByRole('menu') };
}

beforeEach(() => {
  window.localStorage.clear();
  resetTenantStore();
  resetSessionStore({ isLoggedIn: true, rehydrationStatus: 'succeeded', user: profileWith(PLATFORM_ROLE) });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('TenantSwitcher', () => {
  it('shows the main platform, then lists the user tenants and the main platform entry', async () => {
    const main = { ...GLOBEX, tenant_id: 'BHARATSTARTUPSUMMIT', display_name: 'Bharat Startup Summit' };
    const api = mockApi({ 'GET /api/user/tenants/getUserTenants/7': json(200, { data: [ACME, GLOBEX, main] }) });
    renderSwitcher();
    expect(screen.getByRole('button', { name: `Switch organisation (now: ${MAIN_PLATFORM_LABEL})` })).toBeTruthy();

    const { menu } = await openMenu();
    expect(await within(menu).findByText('Acme Labs')).toBeTruthy();
    expect(within(menu).getByText('Globex University')).toBeTruthy();
    expect(within(menu).getByText('Tenant Administrator')).toBeTruthy();
    // the default tenant is the main platform entry, not an organisation of its own
    expect(within(menu).queryByText('Bharat Startup Summit')).toBeNull();
    const items = within(menu).getAllByRole('menuitem');
    expect(items[0]?.textContent).toContain(MAIN_PLATFORM_LABEL);
    expect(items[0]?.getAttribute('aria-current')).toBe('true');
    expect(
      within(menu)
        .getByRole('menuitem', { name: /Create an organisation/ })
        .getAttribute('href'),
    ).toBe('/for-organisation');
    expect(api.callsTo('GET /api/user/tenants/getUserTenants/7')).toHaveLength(1);
  });

  it('says so when the user has no tenant yet, with a way to create one', async () => {
    mockApi({ 'GET /api/user/tenants/getUserTenants/7': json(200, { data: [] }) });
    renderSwitcher();
    const { menu } = await openMenu();
    expect(await within(menu).findByText(NO_TENANTS_MESSAGE)).toBeTruthy();
    expect(
      within(menu)
        .getByRole('menuitem', { name: /Set one up/ })
        .getAttribute('href'),
    ).toBe('/for-organisation');
  });

  it('shows a loading state, then an error with Try again', async () => {
    let answer: (r: Response) => void = () => {};
    mockApi({
      'GET /api/user/tenants/getUserTenants/7': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderSwitcher();
    const { menu, user } = await openMenu();
    expect(within(menu).getByRole('status').textContent).toContain('Loading your organisations');
    answer(json(403, { statusCode: 403, error: 'Forbidden', message: 'You may only list your own tenants.' }));
    expect((await within(menu).findByRole('alert')).textContent).toBe('You may only list your own tenants.');

    vi.restoreAllMocks();
    mockApi({ 'GET /api/user/tenants/getUserTenants/7': json(200, { data: [GLOBEX] }) });
    await user.click(within(menu).getByRole('menuitem', { name: /Try again/ }));
    expect(await within(menu).findByText('Globex University')).toBeTruthy();
  });

  it('enters a tenant and opens its home for the role held there', async () => {
    const api = mockApi({
      'GET /api/user/tenants/getUserTenants/7': json(200, { data: [ACME, GLOBEX] }),
      'POST /api/auth/refresh': json(200, profileWith(TENANT_ADMIN_ROLE)),
    });
    const router = renderSwitcher();
    const { user, menu } = await openMenu();
    await user.click(await within(menu).findByRole('menuitem', { name: /Acme Labs/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/t/organisation/acme/admin-center'));
    expect(api.callsTo('POST /api/auth/refresh')[0]?.body).toEqual({ tenant_id: 'acme-id' });
    expect(useSessionStore.getState().roleContext).toBe('tenant');
    expect(screen.getByRole('button', { name: 'Switch organisation (now: Acme Labs)' })).toBeTruthy();
  });

  it('shows the tenant, and goes back to the main platform from it', async () => {
    resetSessionStore({
      isLoggedIn: true,
      rehydrationStatus: 'succeeded',
      user: profileWith(TENANT_ADMIN_ROLE),
      roleContext: 'tenant',
      currentTenant: ACME,
      currentRole: TENANT_ADMIN_ROLE,
    });
    const api = mockApi({
      'GET /api/user/tenants/getUserTenants/7': json(200, { data: [ACME] }),
      'POST /api/auth/refresh': json(200, profileWith(PLATFORM_ROLE)),
    });
    const router = renderSwitcher('/t/organisation/acme/admin-center');
    const { user, menu } = await openMenu();
    const acme = await within(menu).findByRole('menuitem', { name: /Acme Labs/ });
    expect(acme.getAttribute('aria-current')).toBe('true');
    await user.click(within(menu).getByRole('menuitem', { name: new RegExp(MAIN_PLATFORM_LABEL) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.callsTo('POST /api/auth/refresh')[0]?.body).toEqual({ tenant_id: null });
    expect(useSessionStore.getState().roleContext).toBe('main_platform');
    expect(useSessionStore.getState().currentTenant).toBeNull();
  });

  it('shows a refused entry in the menu', async () => {
    mockApi({
      'GET /api/user/tenants/getUserTenants/7': json(200, { data: [ACME] }),
      'POST /api/auth/refresh': json(403, {
        statusCode: 403,
        error: 'Forbidden',
        message: 'You are not a member of this tenant.',
      }),
    });
    renderSwitcher();
    const { user, menu } = await openMenu();
    await user.click(await within(menu).findByRole('menuitem', { name: /Acme Labs/ }));
    await waitFor(() => expect(useSessionStore.getState().tenantError).toBe('You are not a member of this tenant.'));
    const again = await openMenu();
    expect(within(again.menu).getByRole('alert').textContent).toBe('You are not a member of this tenant.');
  });

  it('speaks Hindi (the organisations keep their own names)', async () => {
    await act(() => i18n.changeLanguage('hi'));
    mockApi({ 'GET /api/user/tenants/getUserTenants/7': json(200, { data: [ACME] }) });
    renderSwitcher();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'संगठन बदलें (अभी: मुख्य प्लेटफ़ॉर्म)' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('Acme Labs')).toBeTruthy();
    expect(within(menu).getByText('आपके संगठन')).toBeTruthy();
    expect(
      within(menu)
        .getByRole('menuitem', { name: /संगठन बनाएँ/ })
        .getAttribute('href'),
    ).toBe('/for-organisation');
    expect(within(menu).getAllByRole('menuitem')[0]?.textContent).toContain('मुख्य प्लेटफ़ॉर्म');
  });
});
