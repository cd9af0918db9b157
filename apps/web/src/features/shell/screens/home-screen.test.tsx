import type { MenuPrivilege } from '@ankur/shared/access';
import { HUB_MENUS } from '@ankur/shared/menus';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { resetSessionStore, type SessionRole } from '../../../stores/session';
import { json, mockApi, testQueryClient } from '../../../test/mock-api';
import HomeScreen, { HOME_APPS_SHOWN } from './home-screen';

const ROLE: SessionRole = {
  role_id: 2,
  role_name: 'Entrepreneur',
  display_name: 'Entrepreneur',
  role_view: 'other',
  role_type: 'System Role',
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

function signIn(privileges: MenuPrivilege[] | null) {
  resetSessionStore({
    isLoggedIn: true,
    user: {
      user_id: 3,
      username: 'asha',
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.in',
      enabled: true,
      roles: [ROLE],
      active_role: 2,
      profile_image: null,
      phone_number: null,
      otpVerified: true,
      registration_redirect: null,
    },
    currentRole: ROLE,
    privileges,
    privilegesStatus: privileges ? 'succeeded' : 'loading',
  });
}

function renderHome() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element: <HomeScreen /> }])} />
    </QueryClientProvider>,
  );
}

/** A returning person with nothing in their learning yet. */
function mockReturning() {
  return mockApi({
    'GET /api/auth/visit': json(200, { previous_visit_at: '2026-03-01T10:00:00.000Z' }),
    'GET /api/programs/my-learning': json(200, { programs: [], requests: [], due: [], due_total: 0 }),
    'GET /api/calendar': json(200, { items: [] }),
  });
}

const apps = () =>
  within(screen.getByRole('region', { name: 'Your apps' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  resetSessionStore();
  mockReturning();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('HomeScreen', () => {
  it('greets a returning user by first name with the role they act as', async () => {
    signIn(grant('Funding Hub'));
    renderHome();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Asha');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Asha' })).toBeTruthy();
    expect(screen.getByText('You are signed in as Entrepreneur.')).toBeTruthy();
  });

  it('shows only the apps the role may read, with the rest counted', () => {
    signIn(grant('Funding Hub', 'Idea Hub'));
    renderHome();
    expect(apps()).toEqual(['Idea Hub', 'Funding Hub'].sort((a, b) => order(a) - order(b)));

    const many = HUB_MENUS.slice(0, HOME_APPS_SHOWN + 3).map((hub) => hub.name);
    cleanup();
    signIn(grant(...many));
    renderHome();
    expect(apps()).toHaveLength(HOME_APPS_SHOWN);
    expect(screen.getByText('and 3 more in the apps menu')).toBeTruthy();
  });

  it('says so while the privileges load, and when the role has no apps', () => {
    signIn(null);
    renderHome();
    expect(screen.getByText('Loading your apps…').getAttribute('role')).toBe('status');
    cleanup();
    signIn([]);
    renderHome();
    expect(screen.getByText('Your role has no apps yet. Ask an administrator for access.')).toBeTruthy();
  });

  it('points to where to start and to the bug report form', () => {
    signIn([]);
    renderHome();
    const start = screen.getByRole('region', { name: 'Where to start' });
    expect(
      within(start)
        .getByRole('link', { name: /Learning journey/ })
        .getAttribute('href'),
    ).toBe('/learning-journey');
    expect(screen.getByRole('link', { name: 'Report a problem' }).getAttribute('href')).toBe(
      '/report-bugs?from=/community',
    );
  });

  it('reads in Hindi', async () => {
    signIn([]);
    await act(() => i18n.changeLanguage('hi'));
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'फिर से स्वागत है, Asha' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'कहाँ से शुरू करें' })).toBeTruthy();
  });
});

function order(name: string): number {
  return HUB_MENUS.findIndex((hub) => hub.name === name);
}
