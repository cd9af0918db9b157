import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY } from '../../lib/i18n';
import { resetSessionStore } from '../../stores/session';
import { AppHeader } from './app-header';

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', element: <AppHeader /> }], { initialEntries: ['/community'] });
  render(<RouterProvider router={router} />);
}

beforeEach(() =>
  resetSessionStore({
    isLoggedIn: true,
    user: {
      user_id: 3,
      firstName: 'Meera',
      roles: [{ role_id: 2, role_name: 'user', display_name: 'User', role_view: 'other', role_type: 'System Role' }],
      active_role: 2,
    },
    privileges: [
      { menu_id: 1, menu_name: 'Content Hub', menu_parent_name: null, menu_route: null, permissions: ['read'] },
      { menu_id: 2, menu_name: 'Settings', menu_parent_name: null, menu_route: null, permissions: ['read'] },
    ],
  }),
);
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

const tabNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('AppHeader', () => {
  it('keeps the banner, notifications and user menu, with the apps grid beside the bell', async () => {
    const user = userEvent.setup();
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(banner.textContent).toContain('Limited Release Edition');
    const bell = within(banner).getByRole('link', { name: 'Notifications' });
    const apps = within(banner).getByRole('button', { name: 'Apps' });
    expect(bell.nextElementSibling).toBe(apps);
    expect(apps.className).not.toMatch(/hidden/);

    await user.click(apps);
    const panel = await screen.findByRole('dialog', { name: 'Apps' });
    expect(within(panel).getByRole('link', { name: 'Content Hub' })).toBeTruthy();

    await user.keyboard('{Escape}');
    await user.click(within(banner).getByRole('button', { name: 'Account menu for Meera' }));
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Settings', 'Logout']);
  });

  it('keeps the SPEC tabs, with the brand in the hubs tab', () => {
    renderHeader();
    const [desktop] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(tabNames(desktop!)).toEqual(['Home', 'Content', 'Events', 'Competitions', 'Ankur Hubs']);
    expect(screen.getByRole('banner').textContent).toContain('Report Bugs');
  });

  it('switches to Hindi from the user menu: tabs, banner, bell, apps and the menu itself', async () => {
    const user = userEvent.setup();
    renderHeader();
    const banner = screen.getByRole('banner');
    await user.click(within(banner).getByRole('button', { name: 'Account menu for Meera' }));
    const row = screen.getByRole('group', { name: 'Language' });
    expect(within(row).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(row).getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('hi'));

    expect(i18n.resolvedLanguage).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(banner.textContent).toContain('सीमित रिलीज़ संस्करण');
    expect(banner.textContent).not.toContain('Limited Release Edition');
    expect(within(banner).getByRole('link', { name: 'बग की रिपोर्ट करें' })).toBeTruthy();
    const [desktop] = screen.getAllByRole('navigation', { name: 'मुख्य' });
    expect(tabNames(desktop!)).toEqual(['होम', 'कंटेंट', 'इवेंट', 'प्रतियोगिताएँ', 'Ankur हब']);
    expect(within(banner).getByRole('link', { name: 'सूचनाएँ' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'ऐप्स' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'मेनू खोलें' })).toBeTruthy();
    // the menu stays open, now in Hindi, with the choice marked
    const menu = screen.getByRole('menu', { name: 'खाता' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['सेटिंग्स', 'लॉग आउट']);
    const hindi = within(screen.getByRole('group', { name: 'भाषा' })).getByRole('button', { name: 'हिन्दी' });
    expect(hindi.getAttribute('aria-pressed')).toBe('true');
  });

  it('offers the language switch in the mobile menu panel too', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = document.getElementById(
      screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')!,
    )!;
    expect(panel.hidden).toBe(false);
    await user.click(within(panel).getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('hi'));
    expect(tabNames(within(panel).getByRole('navigation'))).toContain('प्रतियोगिताएँ');
    expect(screen.getByRole('button', { name: 'मेनू बंद करें' })).toBeTruthy();
  });
});
