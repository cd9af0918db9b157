import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionStore } from '../../stores/session';
import { MENU_BY_ROUTE, MenuGate } from './menu-gate';

const entrepreneur = {
  role_id: 2,
  role_name: 'Entrepreneur',
  display_name: 'Entrepreneur',
  role_view: 'other',
  role_type: 'System Role',
};
const contentHub = {
  menu_id: 9,
  menu_name: 'Content Hub',
  menu_parent_name: 'Innovation Hubs',
  menu_route: '/content-hub',
  permissions: ['read'],
};

function renderGate(menu: string) {
  return render(
    <MemoryRouter>
      <MenuGate menu={menu}>
        <p>the screen</p>
      </MenuGate>
    </MemoryRouter>,
  );
}

describe('MenuGate', () => {
  beforeEach(() => resetSessionStore());

  it('maps hub and account routes to their menus, but never gates /home', () => {
    expect(MENU_BY_ROUTE.get('/content-hub')).toBe('Content Hub');
    expect(MENU_BY_ROUTE.get('/admin-center')).toBe('Admin Center');
    expect(MENU_BY_ROUTE.has('/home')).toBe(false);
  });

  it('shows the screen when the active role reads the menu', () => {
    resetSessionStore({
      user: { user_id: 5, roles: [entrepreneur], active_role: 2 },
      isLoggedIn: true,
      privileges: [contentHub],
    });
    renderGate('Content Hub');
    expect(screen.getByText('the screen')).toBeTruthy();
  });

  it('explains, naming the role, when the role does not read the menu', () => {
    resetSessionStore({
      user: { user_id: 5, roles: [entrepreneur], active_role: 2 },
      isLoggedIn: true,
      privileges: [contentHub],
    });
    renderGate('Admin Center');
    expect(screen.queryByText('the screen')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Admin Center is not part of your role' })).toBeTruthy();
    expect(screen.getByText(/Your role \(Entrepreneur\) does not include Admin Center/)).toBeTruthy();
  });

  it('waits while privileges load instead of flashing a refusal', () => {
    resetSessionStore({
      user: { user_id: 5, roles: [entrepreneur], active_role: 2 },
      isLoggedIn: true,
      privileges: null,
      privilegesStatus: 'loading',
    });
    renderGate('Content Hub');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('with no active role lets everything show (SPEC §6)', () => {
    resetSessionStore({ user: { user_id: 5, roles: [], active_role: null }, isLoggedIn: true, privileges: null });
    renderGate('Admin Center');
    expect(screen.getByText('the screen')).toBeTruthy();
  });
});
