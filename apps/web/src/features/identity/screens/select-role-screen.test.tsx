import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_NAME_STORAGE_KEY, ROLE_URI_STORAGE_KEY } from '../../../lib/auth-redirect';
import { i18n } from '../../../lib/i18n';
import { resetSessionStore, useSessionStore } from '../../../stores/session';
import { apiError, json, mockApi, renderAt } from '../test-support';

const ROLES = [
  {
    role_id: 2,
    role_name: 'Entrepreneur',
    display_name: 'Entrepreneur',
    role_view: 'user',
    description: 'Build a venture.',
  },
  { role_id: 3, role_name: 'Student', display_name: 'Student', role_view: 'user', description: null },
  { role_id: 9, role_name: 'Organisation', display_name: 'Organisation admin', role_view: 'admin', description: null },
];

function profileFor(roleId: number) {
  const role = ROLES.find((candidate) => candidate.role_id === roleId);
  return {
    user_id: 1,
    username: 'asha',
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    enabled: true,
    roles: role ? [{ ...role, role_type: 'System Role' }] : [],
    active_role: roleId,
    profile_image: null,
    phone_number: null,
    otpVerified: true,
    registration_redirect: null,
  };
}

function mockRoles() {
  return mockApi({
    'GET /api/auth/roles/self-service': json(200, ROLES),
    'POST /api/auth/selectRole': (body) => json(200, profileFor((body as { role_id: number }).role_id)),
  });
}

async function choose(name: string) {
  fireEvent.click(await screen.findByRole('radio', { name: new RegExp(`^${name}`) }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

beforeEach(async () => {
  resetSessionStore({ rehydrationStatus: 'succeeded', isLoggedIn: true, user: { user_id: 1 } });
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});
afterEach(() => vi.restoreAllMocks());

describe('/select-role', () => {
  it('preselects the role chosen before registering, and opens its page when the names match', async () => {
    window.localStorage.setItem(ROLE_NAME_STORAGE_KEY, 'Entrepreneur');
    window.localStorage.setItem(ROLE_URI_STORAGE_KEY, '/registration/entrepreneur');
    const api = mockRoles();
    const { router } = renderAt('/select-role');
    const entrepreneur = (await screen.findByRole('radio', { name: /^Entrepreneur/ })) as HTMLInputElement;
    expect(entrepreneur.checked).toBe(true);
    expect(screen.getByText('Your choice when registering')).toBeTruthy();
    expect(screen.getByText('Build a venture.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration/entrepreneur'));
    expect(api.callsTo('POST /api/auth/selectRole')[0]?.body).toEqual({ role_id: 2 });
    expect(useSessionStore.getState().user?.active_role).toBe(2);
    expect(window.localStorage.getItem(ROLE_NAME_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(ROLE_URI_STORAGE_KEY)).toBeNull();
  });

  it('goes to /home when another role than the stored one is chosen', async () => {
    window.localStorage.setItem(ROLE_NAME_STORAGE_KEY, 'Entrepreneur');
    window.localStorage.setItem(ROLE_URI_STORAGE_KEY, '/registration/entrepreneur');
    mockRoles();
    const { router } = renderAt('/select-role');
    await choose('Student');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('goes to /home without a stored role', async () => {
    mockRoles();
    const { router } = renderAt('/select-role');
    await choose('Entrepreneur');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('goes to the admin centre for a role with the admin view, whatever is stored', async () => {
    window.localStorage.setItem(ROLE_NAME_STORAGE_KEY, 'Organisation');
    window.localStorage.setItem(ROLE_URI_STORAGE_KEY, '/registration/entrepreneur');
    mockRoles();
    const { router } = renderAt('/select-role');
    await choose('Organisation admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-center'));
  });

  it('asks for a choice before continuing, and shows a failed save', async () => {
    mockApi({
      'GET /api/auth/roles/self-service': json(200, ROLES),
      'POST /api/auth/selectRole': () => apiError(403, 'This role cannot be chosen.'),
    });
    renderAt('/select-role');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a role to continue.');
    await choose('Student');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This role cannot be chosen.'));
  });

  it('shows a loading failure with a retry', async () => {
    let fail = true;
    mockApi({
      'GET /api/auth/roles/self-service': () => (fail ? apiError(403, 'Sign in again.') : json(200, ROLES.slice(0, 1))),
    });
    renderAt('/select-role');
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the roles.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('radio', { name: /^Entrepreneur/ });
  });
});
