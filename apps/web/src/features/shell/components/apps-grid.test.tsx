import type { MenuPrivilege } from '@ankur/shared/access';
import { HUB_MENUS } from '@ankur/shared/menus';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { resetSessionStore, type SessionRole, useSessionStore } from '../../../stores/session';
import { json, mockApi, testQueryClient } from '../../../test/mock-api';
import { appsFor, matchApps } from './apps-catalogue';
import { AppsGrid, NO_APPS_MESSAGE } from './apps-grid';

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

function signIn(privileges: MenuPrivilege[] | null, overrides: Parameters<typeof resetSessionStore>[0] = {}) {
  resetSessionStore({
    isLoggedIn: true,
    user: { user_id: 3, roles: [ROLE], active_role: 2 },
    currentRole: ROLE,
    privileges,
    privilegesStatus: privileges ? 'succeeded' : 'loading',
    ...overrides,
  });
}

function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

function renderGrid() {
  const element = (
    <>
      <AppsGrid />
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '*', element },
      { path: '/membership', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** GET memberships/me: a member whose plan unlocks `apps`. */
function member(apps: string[]) {
  return mockApi({
    'GET /api/memberships/me': json(200, {
      membership: {
        membership_id: 4,
        plan_id: 3,
        plan_name: 'Ankur Premium',
        status: 'active',
        starts_at: '2026-04-01T05:30:00.000Z',
        ends_at: '2027-04-01T05:30:00.000Z',
        provider: 'sponsor',
        provider_ref: 'NAGPUR-FOUNDERS-26 · Nagpur Startup Foundation',
        reason: null,
        requested_at: '2026-04-01T05:30:00.000Z',
      },
      apps,
      plans: [],
      bank: { account_name: 'Ankur', bank: 'SBI', account_number: '1', ifsc: 'SBIN0005678', upi: null },
    }),
  });
}

async function openGrid(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Apps' }));
  return screen.findByRole('dialog', { name: 'Apps' });
}

const names = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => resetSessionStore());
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('apps catalogue', () => {
  it('lists the workspace first, then the readable hub apps in order, marking locked ones', () => {
    const can = (menu: string) => ['Idea Hub', 'Content Hub', 'Home'].includes(menu);
    expect(appsFor(can, true)).toEqual([
      { name: 'Workspace', route: '/innovation-workspace', locked: false },
      { name: 'Home', route: '/home', locked: false },
      { name: 'Content Hub', route: '/content-hub', locked: false },
      { name: 'Idea Hub', route: '/idea-hub', locked: true },
    ]);
    expect(appsFor(() => false, false)).toEqual([]);
    expect(appsFor(() => true, false)).toHaveLength(HUB_MENUS.length);
  });

  it('matches names case-insensitively', () => {
    const apps = appsFor(() => true, true);
    expect(matchApps(apps, '  CONTENT ').map((app) => app.name)).toEqual(['Content Hub']);
    expect(matchApps(apps, '')).toHaveLength(apps.length);
    expect(matchApps(apps, 'zzz')).toEqual([]);
  });

  it('matches the label on screen as well as the English name', () => {
    const apps = appsFor(() => true, false);
    const label = (name: string) => (name === 'Funding Hub' ? 'फ़ंडिंग हब' : name);
    expect(matchApps(apps, 'फ़ंडिंग', label).map((app) => app.name)).toEqual(['Funding Hub']);
    expect(matchApps(apps, 'funding', label).map((app) => app.name)).toEqual(['Funding Hub']);
  });

  it('has a Hindi label for every app of the catalogue', async () => {
    const { default: hi } = await import('../locales/hi');
    const { isCatalogueName } = await import('./app-names');
    for (const app of appsFor(() => true, true)) {
      expect(isCatalogueName(app.name), app.name).toBe(true);
      if (isCatalogueName(app.name)) expect(hi.apps.names[app.name]).toMatch(/\p{Script=Devanagari}/u);
    }
  });
});

describe('AppsGrid (SPEC §2)', () => {
  it('opens a dialog named Apps with a link per app the role may read', async () => {
    const user = userEvent.setup();
    signIn(grant('Content Hub', 'Wellbeing Hub', 'Settings'));
    renderGrid();
    const panel = await openGrid(user);
    expect(names(panel)).toEqual(['Content Hub', 'Wellbeing Hub']);
    const link = within(panel).getByRole('link', { name: 'Content Hub' });
    expect(link.getAttribute('href')).toBe('/content-hub');
    expect(within(panel).getByPlaceholderText('Find Innovation Lab apps')).toBeTruthy();
  });

  it('adds the Workspace entry when any workspace menu is readable', async () => {
    const user = userEvent.setup();
    signIn(grant('My Ideas', 'Home'));
    renderGrid();
    const panel = await openGrid(user);
    expect(names(panel)).toEqual(['Workspace', 'Home']);
    expect(within(panel).getByRole('link', { name: 'Workspace' }).getAttribute('href')).toBe('/innovation-workspace');
  });

  it('shows every app with no active role', async () => {
    const user = userEvent.setup();
    resetSessionStore({ isLoggedIn: true, user: { user_id: 3 } });
    renderGrid();
    const panel = await openGrid(user);
    expect(names(panel)).toHaveLength(HUB_MENUS.length + 1);
  });

  it('navigates to the chosen app and closes', async () => {
    const user = userEvent.setup();
    signIn(grant('Content Hub'));
    renderGrid();
    await user.click(within(await openGrid(user)).getByRole('link', { name: 'Content Hub' }));
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/content-hub');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Apps' })).toBeNull());
  });

  it('filters by the search, and says when nothing matches', async () => {
    const user = userEvent.setup();
    signIn(grant('Content Hub', 'Competition Hub', 'Wellbeing Hub'));
    renderGrid();
    const panel = await openGrid(user);
    const search = within(panel).getByRole('searchbox', { name: 'Find apps' });
    await user.type(search, 'co');
    expect(names(panel)).toEqual(['Content Hub', 'Competition Hub']);
    await user.clear(search);
    await user.type(search, 'WELL');
    expect(names(panel)).toEqual(['Wellbeing Hub']);
    await user.clear(search);
    await user.type(search, 'rocket');
    expect(names(panel)).toEqual([]);
    expect(panel.textContent).toContain('No apps match “rocket”.');
  });

  it('says so when the role may read no app', async () => {
    const user = userEvent.setup();
    signIn(grant('Settings'));
    renderGrid();
    const panel = await openGrid(user);
    expect(names(panel)).toEqual([]);
    expect(panel.textContent).toContain(NO_APPS_MESSAGE);
  });

  it('shows no apps while the privileges load, then the granted ones', async () => {
    const user = userEvent.setup();
    signIn(null);
    renderGrid();
    const panel = await openGrid(user);
    expect(names(panel)).toEqual([]);
    expect(within(panel).getByRole('status').textContent).toBe('Loading your apps…');
    act(() => useSessionStore.setState({ privileges: grant('Home'), privilegesStatus: 'succeeded' }));
    expect(names(panel)).toEqual(['Home']);
  });

  it('shows the SPEC §8 message and no apps when the load failed, with a retry', async () => {
    const user = userEvent.setup();
    signIn(null, { privilegesStatus: 'failed', error: 'Failed to fetch system role privileges.' });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ role_id: 2, role_type: 'System Role', privileges: grant('Home') }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderGrid();
    const panel = await openGrid(user);
    expect(within(panel).getByRole('alert').textContent).toContain('Failed to fetch system role privileges.');
    expect(names(panel)).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names(panel)).toEqual(['Home']));
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/api/auth/privileges');
  });

  it('alerts "Unlock with Premium Access" for a locked app, then opens /membership', async () => {
    const user = userEvent.setup();
    signIn(grant('Idea Hub', 'Entrepreneurial Readiness', 'Content Hub'));
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderGrid();
    const panel = await openGrid(user);
    expect(within(panel).queryByRole('link', { name: 'Idea Hub' })).toBeNull();
    const locked = within(panel).getByRole('button', { name: 'Idea Hub' });
    expect(locked.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(locked);
    expect(alert).toHaveBeenCalledExactlyOnceWith('Unlock with Premium Access');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/membership'));
    expect(screen.queryByRole('dialog', { name: 'Apps' })).toBeNull();
  });

  it('opens a locked app the membership unlocks, and keeps the others locked', async () => {
    const user = userEvent.setup();
    member(['Idea Hub']);
    signIn(grant('Idea Hub', 'Entrepreneurial Readiness'));
    renderGrid();
    const panel = await openGrid(user);
    const idea = await within(panel).findByRole('link', { name: 'Idea Hub' });
    expect(idea.getAttribute('href')).toBe('/idea-hub');
    expect(within(panel).getByRole('button', { name: 'Entrepreneurial Readiness' })).toBeTruthy();
  });

  it('closes on Escape and forgets the search', async () => {
    const user = userEvent.setup();
    signIn(grant('Content Hub', 'Home'));
    renderGrid();
    let panel = await openGrid(user);
    await user.type(within(panel).getByRole('searchbox'), 'content');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Apps' })).toBeNull());
    panel = await openGrid(user);
    expect((within(panel).getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(names(panel)).toEqual(['Home', 'Content Hub']);
  });

  it('speaks Hindi: labels, search, messages and the premium alert, still filtered by English menu names', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('hi'));
    signIn(grant('Content Hub', 'Funding Hub', 'Idea Hub', 'सेटिंग्स'));
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderGrid();
    await user.click(screen.getByRole('button', { name: 'ऐप्स' }));
    const panel = await screen.findByRole('dialog', { name: 'ऐप्स' });
    expect(names(panel)).toEqual(['कंटेंट हब', 'फ़ंडिंग हब', 'आइडिया हब']);
    expect(within(panel).getByRole('link', { name: 'फ़ंडिंग हब' }).getAttribute('href')).toBe('/funding-hub');
    const search = within(panel).getByRole('searchbox', { name: 'ऐप खोजें' });
    expect(search.getAttribute('placeholder')).toBe('इनोवेशन लैब के ऐप खोजें');

    await user.type(search, 'फ़ंडिंग');
    expect(names(panel)).toEqual(['फ़ंडिंग हब']);
    expect(panel.textContent).toContain('1 ऐप मिला');
    await user.clear(search);
    await user.type(search, 'hub');
    expect(names(panel)).toHaveLength(3);
    expect(panel.textContent).toContain('3 ऐप मिले');
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(panel.textContent).toContain('“zzz” से मेल खाता कोई ऐप नहीं मिला।');

    await user.clear(search);
    await user.click(within(panel).getByRole('button', { name: 'आइडिया हब' }));
    expect(alert).toHaveBeenCalledExactlyOnceWith('प्रीमियम एक्सेस से अनलॉक करें');
  });

  it('announces how many apps the search leaves', async () => {
    const user = userEvent.setup();
    signIn(grant('Content Hub', 'Competition Hub', 'Wellbeing Hub'));
    renderGrid();
    const panel = await openGrid(user);
    const live = panel.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('');
    await user.type(within(panel).getByRole('searchbox'), 'co');
    expect(live.textContent).toBe('2 apps match');
    await user.type(within(panel).getByRole('searchbox'), 'n');
    expect(live.textContent).toBe('1 app matches');
  });
});
