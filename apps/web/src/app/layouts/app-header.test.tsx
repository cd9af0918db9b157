import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
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
});
