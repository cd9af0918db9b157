import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { resetSessionStore } from '../../../stores/session';
import { apiError, json, list, mockApi } from '../admin/test-support';
import AdminCenterScreen, { AdminCenter } from './admin-center-screen';

const USERS = [
  {
    user_id: 4,
    username: 'ravi',
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: 'ravi@example.com',
    enabled: true,
    otpVerified: true,
    roles: [{ role_id: 3, role_name: 'mentor', display_name: 'Mentor' }],
    created_at: '2025-01-01T00:00:00Z',
  },
];
const ROLES = [
  {
    role_id: 1,
    role_name: 'admin',
    display_name: 'Administrator',
    role_view: 'admin',
    is_self_service: false,
    description: null,
  },
  {
    role_id: 3,
    role_name: 'mentor',
    display_name: 'Mentor',
    role_view: 'other',
    is_self_service: true,
    description: 'Guides',
  },
];
const CUSTOM_ROLES = [
  { role_id: 7, role_name: 'team', display_name: 'Team lead', role_view: 'other', parent_user_id: 4 },
];
const MENUS = [
  {
    menu_id: 1,
    menu_name: 'Workspace',
    menu_parent_id: null,
    menu_view: 'user',
    menu_route: '/workspace',
    sort_order: 0,
  },
];

function routes(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /api/auth/searchUsers': json(200, list(USERS)),
    'GET /api/user/roles/getAll': json(200, list(ROLES)),
    'GET /api/user/customRole/getAll': json(200, list(CUSTOM_ROLES)),
    'GET /api/system/customMenus/getAll': json(200, list(MENUS)),
    'GET /api/user/privileges/getAll': json(200, list([], 1, -1)),
    'GET /api/user/customRolePrivilege/getAll': json(200, list([], 1, -1)),
    'GET /api/user/groupUsers/getAll': json(200, list([])),
    ...overrides,
  });
}

function renderScreen(path = '/admin-center', screen = <AdminCenterScreen />) {
  const router = createMemoryRouter(
    [
      { path: '/admin-center', element: screen },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [path] },
  );
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Radix tabs switch on mouse down (a click is mouse down + up). */
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });

const search = (router: ReturnType<typeof renderScreen>) => new URLSearchParams(router.state.location.search);

beforeEach(() => {
  resetSessionStore({ rehydrationStatus: 'succeeded', isLoggedIn: true, user: { user_id: 1 } });
});
afterEach(() => vi.restoreAllMocks());

describe('/admin-center', () => {
  it('opens on the Users tab, listed through auth/searchUsers, and keeps the tab in the URL', async () => {
    const api = routes();
    const router = renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Center' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Users', selected: true })).toBeTruthy();
    await screen.findByText('ravi@example.com');
    const [call] = api.callsTo('GET /api/auth/searchUsers').filter((c) => c.query.get('page') === '1');
    expect(call?.query.get('limit')).toBe('10');
    expect(call?.query.get('sortField')).toBe('created_at');

    // filtering by role asks the server again
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: '3' } });
    await waitFor(() =>
      expect(api.callsTo('GET /api/auth/searchUsers').some((c) => c.query.get('role_id') === '3')).toBe(true),
    );

    openTab('Roles');
    await waitFor(() => expect(search(router).get('tab')).toBe('roles'));
    await screen.findByText('Guides');
  });

  it('shows the access state when the server answers 403', async () => {
    routes({ 'GET /api/user/roles/getAll': apiError(403, 'Forbidden') });
    renderScreen('/admin-center?tab=roles');
    expect(await screen.findByText('You do not have access to the Admin Center.')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows the roles fallback message with Retry when the list fails', async () => {
    let fail = true;
    routes({ 'GET /api/user/roles/getAll': () => (fail ? apiError(500, 'boom') : json(200, list(ROLES))) });
    renderScreen('/admin-center?tab=roles');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch user roles.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Guides');
  });

  it('opens a custom role in the Privileges tab', async () => {
    routes();
    const router = renderScreen('/admin-center?tab=custom-roles');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit privileges of Team lead' }));
    await waitFor(() => expect(search(router).get('tab')).toBe('privileges'));
    expect(search(router).get('role')).toBe('custom:7');
    await screen.findByRole('checkbox', { name: 'read on Workspace' });
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('custom:7');
  });

  it('asks before leaving the Privileges tab with unsaved changes', async () => {
    routes();
    const router = renderScreen('/admin-center?tab=privileges&role=system:3');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'read on Workspace' }));
    expect(screen.getByText('1 unsaved change')).toBeTruthy();

    openTab('Menus');
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(search(router).get('tab')).toBe('privileges');
    expect((screen.getByRole('checkbox', { name: 'read on Workspace' }) as HTMLInputElement).checked).toBe(true);

    openTab('Menus');
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(search(router).get('tab')).toBe('menus'));
    expect(search(router).get('role')).toBeNull();
    await screen.findByRole('list', { name: 'Menus' });
  });

  it('shows the tabs the app adds after its own, and keeps them in the URL', async () => {
    routes();
    const inbox = { id: 'inbox', label: 'Inbox', intro: 'Messages to the team.', panel: <p>The inbox panel</p> };
    const router = renderScreen('/admin-center', <AdminCenter extraTabs={[inbox]} />);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Users', 'Roles', 'Privileges', 'Menus', 'Custom roles', 'Group users', 'Inbox']);
    expect(screen.queryByText('The inbox panel')).toBeNull();

    openTab('Inbox');
    await waitFor(() => expect(search(router).get('tab')).toBe('inbox'));
    expect(screen.getByRole('tab', { name: 'Inbox', selected: true })).toBeTruthy();
    expect(screen.getByText('Messages to the team.')).toBeTruthy();
    expect(screen.getByText('The inbox panel')).toBeTruthy();

    openTab('Roles');
    await screen.findByText('Guides');
    expect(screen.queryByText('The inbox panel')).toBeNull();
  });

  it('opens an added tab from the URL; without it, that URL opens Users', async () => {
    routes();
    const inbox = { id: 'inbox', label: 'Inbox', intro: 'Messages to the team.', panel: <p>The inbox panel</p> };
    renderScreen('/admin-center?tab=inbox', <AdminCenter extraTabs={[inbox]} />);
    expect(screen.getByText('The inbox panel')).toBeTruthy();
    cleanup();

    renderScreen('/admin-center?tab=inbox');
    expect(screen.getByRole('tab', { name: 'Users', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Inbox' })).toBeNull();
    await screen.findByText('ravi@example.com');
  });
});
