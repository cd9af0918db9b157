import type { MenuPrivilege } from '@ankur/shared/access';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../components/ui/toaster';
import { i18n, LANGUAGE_STORAGE_KEY } from '../../lib/i18n';
import { resetSessionStore, type SessionRole, sessionNavigation, useSessionStore } from '../../stores/session';
import { PROFILE_DROPDOWN_HIDE_DELAY_MS, UserMenu } from './user-menu';

const USER_ROLE: SessionRole = {
  role_id: 2,
  role_name: 'Entrepreneur',
  display_name: 'Entrepreneur',
  role_view: 'other',
  role_type: 'System Role',
};
const ADMIN_ROLE: SessionRole = {
  role_id: 1,
  role_name: 'admin',
  display_name: 'Administrator',
  role_view: 'admin',
  role_type: 'System Role',
};
const MENTOR_ROLE: SessionRole = {
  role_id: 40,
  role_name: 'Mentors',
  display_name: 'Mentors',
  role_view: 'other',
  role_type: 'custom',
};

function grant(...names: string[]): MenuPrivilege[] {
  return names.map((menu_name, index) => ({
    menu_id: index + 1,
    menu_name,
    menu_parent_name: null,
    menu_route: null,
    permissions: ['read'],
  }));
}

function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

function renderMenu() {
  const element = (
    <>
      <UserMenu />
      <Where />
    </>
  );
  const router = createMemoryRouter(
    ['/', '/home', '/admin-center', '/settings', '/my-library'].map((path) => ({ path, element })),
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function signIn(roles: SessionRole[], privileges: MenuPrivilege[] | null, activeRole = roles[0] ?? null) {
  resetSessionStore({
    isLoggedIn: true,
    user: {
      user_id: 3,
      firstName: 'Meera',
      lastName: 'Rao',
      email: 'meera@example.org',
      roles,
      active_role: activeRole?.role_id ?? null,
    },
    currentRole: activeRole,
    privileges,
    privilegesStatus: privileges ? 'succeeded' : 'loading',
  });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Account menu for/ }));
  return screen.getByRole('menu', { name: 'Account' });
}

beforeEach(() => resetSessionStore());
afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

describe('UserMenu entries (SPEC §2)', () => {
  it('shows name and e-mail, only the entries the role may read, and Logout', async () => {
    const user = userEvent.setup();
    signIn([USER_ROLE], grant('My Library', 'Settings', 'Content Hub'));
    renderMenu();
    const menu = await openMenu(user);
    expect(menu.textContent).toContain('Meera Rao');
    expect(menu.textContent).toContain('meera@example.org');
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['My Library', 'Settings', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('inside a tenant, offers its administrators the tenant admin centre (and no one else)', async () => {
    const user = userEvent.setup();
    const tenantAdmin = {
      ...ADMIN_ROLE,
      role_id: 12,
      role_name: 'Tenant Administrator',
      display_name: 'Tenant Administrator',
    };
    const tenant = {
      tenant_id: 'SAHYADRI',
      tenant_type: 'organisation',
      tenant_name: 'sahyadri-foundry',
      display_name: 'Sahyadri Startup Foundry',
      branding: {},
    };
    signIn([tenantAdmin], grant('Tenant Admin Center', 'Settings'));
    useSessionStore.setState({ roleContext: 'tenant', currentTenant: tenant });
    renderMenu();
    let menu = await openMenu(user);
    const entry = within(menu).getByRole('menuitem', { name: 'Sahyadri Startup Foundry admin center' });
    expect(entry.getAttribute('href')).toBe('/t/organisation/sahyadri-foundry/admin-center');

    // on the main platform the entry is not offered, whatever the role holds
    useSessionStore.setState({ roleContext: 'main_platform', currentTenant: null });
    await user.keyboard('{Escape}');
    menu = await openMenu(user);
    expect(within(menu).queryByRole('menuitem', { name: /admin center$/ })).toBeNull();
  });

  it('shows every entry the role may read, in the SPEC order', async () => {
    const user = userEvent.setup();
    const all = ['Settings', 'Admin Center', 'Memberships', 'My Ecosystem Map', 'My Library', 'Engine', 'My Profile'];
    signIn([USER_ROLE], grant(...all));
    renderMenu();
    const names = within(await openMenu(user))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names).toEqual([...all.reverse(), 'Logout']);
  });

  it('shows only Logout while the privileges load, and when none are granted', async () => {
    const user = userEvent.setup();
    signIn([USER_ROLE], null);
    renderMenu();
    const menu = await openMenu(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Logout']);
    act(() => useSessionStore.setState({ privileges: grant('Engine'), privilegesStatus: 'succeeded' }));
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Engine', 'Logout']);
  });

  it('closes after following an entry', async () => {
    const user = userEvent.setup();
    signIn([USER_ROLE], grant('My Library'));
    renderMenu();
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'My Library' }));
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/my-library');
    expect(menu.hidden).toBe(true);
  });

  it('Logout signs out', async () => {
    const user = userEvent.setup();
    signIn([USER_ROLE], grant());
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const goToRoot = vi.spyOn(sessionNavigation, 'goToRoot').mockImplementation(() => {});
    renderMenu();
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(goToRoot).toHaveBeenCalledOnce());
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
  });
});

describe('UserMenu behaviour', () => {
  it('moves focus between items with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    signIn([USER_ROLE, ADMIN_ROLE], grant('My Profile', 'Settings'));
    renderMenu();
    screen.getByRole('button', { name: /Account menu for/ }).focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('My Profile'));
    // My Profile opens the person's own profile page (issue 20)
    expect(document.activeElement?.getAttribute('href')).toBe('/user/profile/3');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Settings');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Entrepreneur');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Logout');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('My Profile');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Logout');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('My Profile');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('menu', { hidden: true }).hidden).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Account menu for/ }));
  });

  it('closes on an outside click, and 150 ms after the pointer leaves', async () => {
    const user = userEvent.setup();
    signIn([USER_ROLE], grant());
    renderMenu();
    const menu = await openMenu(user);
    await user.click(document.body);
    expect(menu.hidden).toBe(true);

    await openMenu(user);
    vi.useFakeTimers();
    try {
      const container = menu.parentElement!;
      act(() => {
        container.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
      });
      act(() => vi.advanceTimersByTime(PROFILE_DROPDOWN_HIDE_DELAY_MS - 1));
      expect(menu.hidden).toBe(false);
      act(() => vi.advanceTimersByTime(1));
      expect(menu.hidden).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('UserMenu language row', () => {
  it('sits below the menu; Tab from the menu reaches it, Tab past it closes the dropdown', async () => {
    const user = userEvent.setup();
    signIn([USER_ROLE], grant('Settings'));
    renderMenu();
    // somewhere for Tab to go once it leaves the dropdown
    render(<a href="#elsewhere">Elsewhere</a>);
    const button = screen.getByRole('button', { name: /Account menu for/ });
    button.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Settings'));
    const menu = screen.getByRole('menu', { name: 'Account' });
    const row = screen.getByRole('group', { name: 'Language' });
    // a menu holds only menu items: the switch is beside it, not in it
    expect(menu.contains(row)).toBe(false);
    await user.tab();
    expect(document.activeElement).toBe(within(row).getByRole('button', { name: 'English' }));
    expect(menu.hidden).toBe(false);
    await user.tab();
    expect(document.activeElement).toBe(within(row).getByRole('button', { name: 'हिन्दी' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('hi'));
    expect(menu.hidden).toBe(false);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Elsewhere');
    expect(menu.hidden).toBe(true);
  });

  it('closes with Escape from the language row, back on the button', async () => {
    const user = userEvent.setup();
    signIn([USER_ROLE], grant('Settings'));
    renderMenu();
    await openMenu(user);
    await user.click(within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'हिन्दी' }));
    const menu = screen.getByRole('menu', { name: 'खाता' });
    expect(menu.hidden).toBe(false);
    await user.keyboard('{Escape}');
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Meera Rao का खाता मेनू' }));
  });
});

describe('UserMenu in Hindi', () => {
  it('still chooses the entries by their English menu names, and shows them in Hindi', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('hi'));
    signIn([USER_ROLE, ADMIN_ROLE], grant('My Library', 'Settings', 'Content Hub'));
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Meera Rao का खाता मेनू' }));
    const menu = screen.getByRole('menu', { name: 'खाता' });
    const pages = within(menu).getByRole('group', { name: 'खाते के पेज' });
    expect(
      within(pages)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['मेरी लाइब्रेरी', 'सेटिंग्स']);
    expect(within(menu).getByRole('menuitem', { name: 'सेटिंग्स' }).getAttribute('href')).toBe('/settings');
    expect(within(menu).getByRole('group', { name: 'भूमिका बदलें' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'लॉग आउट' })).toBeTruthy();

    // a grant under a Hindi name grants nothing: access is by the English menu name
    act(() => signIn([USER_ROLE], grant('मेरी लाइब्रेरी', 'सेटिंग्स')));
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['लॉग आउट']);
  });

  it('toasts a failed role switch in Hindi', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('hi'));
    signIn([USER_ROLE, ADMIN_ROLE], grant());
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json(403, { statusCode: 403, error: 'Forbidden', message: 'Not your role' }),
    );
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => 1);
    renderMenu();
    await user.click(screen.getByRole('button', { name: /का खाता मेनू$/ }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Administrator' }));
    await waitFor(() => expect(toast).toHaveBeenCalledOnce());
    expect(toast.mock.calls[0]![0]).toBe('Administrator भूमिका पर नहीं जा सके।');
  });
});

describe('UserMenu role switching (SPEC §4, §6)', () => {
  it('lists the roles with the active one checked, only when there is more than one', async () => {
    const user = userEvent.setup();
    signIn([USER_ROLE], grant());
    renderMenu();
    let menu = await openMenu(user);
    expect(within(menu).queryAllByRole('menuitemradio')).toHaveLength(0);
    expect(menu.textContent).not.toContain('Switch role');

    signIn([USER_ROLE, ADMIN_ROLE, MENTOR_ROLE], grant(), ADMIN_ROLE);
    await user.click(document.body);
    menu = await openMenu(user);
    const group = within(menu).getByRole('group', { name: 'Switch role' });
    const radios = within(group).getAllByRole('menuitemradio');
    expect(radios.map((radio) => radio.textContent)).toEqual(['Entrepreneur', 'Administrator', 'Mentors']);
    expect(radios.map((radio) => radio.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
  });

  it('switches through POST /api/auth/selectRole and goes to the admin centre for an admin view', async () => {
    const user = userEvent.setup();
    signIn([USER_ROLE, ADMIN_ROLE], grant());
    const profile = useSessionStore.getState().user!;
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => json(200, { ...profile, active_role: ADMIN_ROLE.role_id }));
    renderMenu();
    await user.click(within(await openMenu(user)).getByRole('menuitemradio', { name: 'Administrator' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/admin-center'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/selectRole');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ role_id: 1 });
    expect(useSessionStore.getState().currentRole?.role_id).toBe(1);
  });

  it('goes to /home for any other view', async () => {
    const user = userEvent.setup();
    signIn([ADMIN_ROLE, MENTOR_ROLE], grant());
    const profile = useSessionStore.getState().user!;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json(200, { ...profile, active_role: MENTOR_ROLE.role_id }),
    );
    renderMenu();
    await user.click(within(await openMenu(user)).getByRole('menuitemradio', { name: 'Mentors' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/home'));
  });

  it('does nothing for the active role, and toasts a failed switch without moving', async () => {
    const user = userEvent.setup();
    signIn([USER_ROLE, ADMIN_ROLE], grant());
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => json(403, { statusCode: 403, error: 'Forbidden', message: 'Not your role' }));
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => 1);
    renderMenu();
    await user.click(within(await openMenu(user)).getByRole('menuitemradio', { name: 'Entrepreneur' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(await openMenu(user)).getByRole('menuitemradio', { name: 'Administrator' }));
    await waitFor(() => expect(toast).toHaveBeenCalledOnce());
    expect(toast.mock.calls[0]![0]).toBe('Could not switch to Administrator.');
    expect(toast.mock.calls[0]![1]).toEqual({ description: 'Not your role' });
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/');
    expect(useSessionStore.getState().currentRole?.role_id).toBe(2);
  });
});
