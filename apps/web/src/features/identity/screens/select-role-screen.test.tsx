import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_CHOSEN_STORAGE_KEY, ROLE_NAME_STORAGE_KEY, ROLE_URI_STORAGE_KEY } from '../../../lib/auth-redirect';
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

function mockRoles(onboarding?: { done: boolean; skipped: boolean }) {
  return mockApi({
    ...(onboarding
      ? { 'GET /api/profiles/me': json(200, { onboarding: { flow: null, step: 0, ...onboarding } }) }
      : {}),
    'GET /api/auth/roles/self-service': json(200, ROLES),
    'POST /api/auth/selectRole': (body) => json(200, profileFor((body as { role_id: number }).role_id)),
  });
}

const TEMP = { role_id: 1, role_name: 'temp', display_name: 'Temp', role_view: 'other', role_type: 'System Role' };
const MANAGER = {
  role_id: 7,
  role_name: 'Cohort Manager',
  display_name: 'Cohort Manager',
  role_view: 'other',
  role_type: 'System Role',
};
const held = (role: (typeof ROLES)[number]) => ({ ...role, role_type: 'System Role' });

/** The signed-in user holds `roles`, `active` the active one. */
function signedInWith(roles: readonly object[], active: number | null) {
  resetSessionStore({
    rehydrationStatus: 'succeeded',
    isLoggedIn: true,
    user: { ...profileFor(0), roles, active_role: active } as never,
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
    window.localStorage.setItem(ROLE_CHOSEN_STORAGE_KEY, 'true');
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
    expect(window.localStorage.getItem(ROLE_CHOSEN_STORAGE_KEY)).toBeNull();
    // the first test renders the whole app cold (router, layouts, the lazy screens): allow for it
  }, 15_000);

  it("preselects Register's default role without calling it the person's choice (registration asked nothing)", async () => {
    // what the header's Register stores (SPEC §2): a role, not a choice
    window.localStorage.setItem(ROLE_NAME_STORAGE_KEY, 'Entrepreneur');
    window.localStorage.setItem(ROLE_URI_STORAGE_KEY, '/registration/entrepreneur');
    signedInWith([TEMP], 1);
    mockRoles();
    const { router } = renderAt('/select-role');
    const entrepreneur = (await screen.findByRole('radio', { name: /^Entrepreneur/ })) as HTMLInputElement;
    expect(entrepreneur.checked).toBe(true);
    expect(screen.queryByText('Your choice when registering')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration/entrepreneur'));
  });

  it('preselects the active role among the roles held, so Continue alone goes on', async () => {
    signedInWith([held(ROLES[0]!), held(ROLES[1]!), MANAGER], 7);
    const api = mockRoles();
    const { router } = renderAt('/select-role');
    const manager = (await screen.findByRole('radio', { name: /^Cohort Manager/ })) as HTMLInputElement;
    expect(manager.checked).toBe(true);
    // held roles first, then the self-service roles not held
    expect(
      screen.getAllByRole('radio').map((r) => r.closest('label')?.querySelector('.font-semibold')?.textContent),
    ).toEqual(['Entrepreneur', 'Student', 'Cohort Manager', 'Organisation admin']);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.callsTo('POST /api/auth/selectRole')[0]?.body).toEqual({ role_id: 7 });
    expect(screen.queryByText('Choose a role to continue.')).toBeNull();
  });

  it('lets a person with a single role pass straight through to its home', async () => {
    signedInWith([held(ROLES[0]!)], 2);
    const api = mockRoles();
    const { router } = renderAt('/select-role');
    // no step to show on the way
    expect(screen.queryByRole('heading', { name: 'Select your role' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    // already the active role: nothing to save
    expect(api.callsTo('POST /api/auth/selectRole')).toHaveLength(0);
  });

  it('makes a single role active on the way through when it is not yet, and an admin view goes to the admin centre', async () => {
    signedInWith([{ ...held(ROLES[2]!), role_name: 'Administrator', display_name: 'Administrator' }], null);
    const api = mockRoles();
    const { router } = renderAt('/select-role');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-center'));
    expect(api.callsTo('POST /api/auth/selectRole')[0]?.body).toEqual({ role_id: 9 });
  });

  it('goes to /home when another role than the stored one is chosen', async () => {
    window.localStorage.setItem(ROLE_NAME_STORAGE_KEY, 'Entrepreneur');
    window.localStorage.setItem(ROLE_URI_STORAGE_KEY, '/registration/entrepreneur');
    mockRoles();
    const { router } = renderAt('/select-role');
    await choose('Student');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('sends a person who has not finished onboarding to the wizard of the role (issue 20)', async () => {
    mockRoles({ done: false, skipped: false });
    const { router } = renderAt('/select-role');
    await choose('Student');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });

  it('sends an Entrepreneur who has not onboarded to /registration/entrepreneur', async () => {
    mockRoles({ done: false, skipped: false });
    const { router } = renderAt('/select-role');
    await choose('Entrepreneur');
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration/entrepreneur'));
  });

  it('sends an Entrepreneur who finished onboarding home, not back to the stored registration page', async () => {
    window.localStorage.setItem(ROLE_NAME_STORAGE_KEY, 'Entrepreneur');
    window.localStorage.setItem(ROLE_URI_STORAGE_KEY, '/registration/entrepreneur');
    mockRoles({ done: true, skipped: false });
    const { router } = renderAt('/select-role');
    await choose('Entrepreneur');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('keeps a person who signs in again with the role they act in on /home, onboarding or not', async () => {
    signedInWith([held(ROLES[0]!), held(ROLES[1]!)], 2);
    const api = mockRoles({ done: false, skipped: false });
    const { router } = renderAt('/select-role');
    await choose('Entrepreneur');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.callsTo('GET /api/profiles/me')).toHaveLength(0);
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
