import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRouteObjects } from '../../../app/router';
import { createQueryClient } from '../../../lib/query-client';
import { resetSessionStore, useSessionStore } from '../../../stores/session';

const PROFILE = {
  user_id: 1,
  username: 'admin',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'admin@ankur.test',
  enabled: true,
  roles: [],
  active_role: null,
  profile_image: null,
  phone_number: null,
  otpVerified: false,
  registration_redirect: null,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderAt(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

beforeEach(() => resetSessionStore({ rehydrationStatus: 'succeeded' }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/sign-in', () => {
  it('shows the card with labelled fields and autocomplete hints', async () => {
    renderAt('/sign-in?redirect_uri=%2Fselect-role');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Ankur' });
    expect(field('Username or e-mail').autocomplete).toBe('username');
    expect(field('Password').autocomplete).toBe('current-password');
    expect(field('Password').type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password').type).toBe('text');
    expect(screen.getByRole('button', { name: 'Show password' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('names the empty fields inline and sends nothing', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderAt('/sign-in');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your username or e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(field('Username or e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Username or e-mail'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the API's message when the credentials are wrong", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'Incorrect username or password.' }),
    );
    renderAt('/sign-in');
    fireEvent.change(await screen.findByLabelText('Username or e-mail'), { target: { value: 'admin' } });
    fireEvent.change(field('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username or password.');
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
  });

  it('signs in, records the user and replaces the entry with the return address', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, PROFILE));
    const router = renderAt('/sign-in?redirect_uri=%2Fcommunity%3Ftab%3Dall');
    fireEvent.change(await screen.findByLabelText('Username or e-mail'), { target: { value: ' admin@ankur.test ' } });
    fireEvent.change(field('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community'));
    expect(router.state.location.search).toBe('?tab=all');
    expect(router.state.historyAction).toBe('REPLACE');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/signin');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'admin@ankur.test', password: 'secret' });
    expect(useSessionStore.getState().user?.email).toBe('admin@ankur.test');
  });

  it('goes to /select-role instead of a foreign return address', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, PROFILE));
    const router = renderAt('/sign-in?redirect_uri=%2F%2Fevil.com');
    fireEvent.change(await screen.findByLabelText('Username or e-mail'), { target: { value: 'admin' } });
    fireEvent.change(field('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-role'));
  });

  it('sends a signed-in user straight on', async () => {
    resetSessionStore({ rehydrationStatus: 'succeeded', isLoggedIn: true, user: { user_id: 1 } });
    const router = renderAt('/sign-in?redirect_uri=%2Fcommunity');
    await waitFor(() => expect(router.state.location.pathname).toBe('/community'));
  });

  it('explains that registration is not open yet, above the sign-in form', async () => {
    renderAt('/sign-in?redirect_uri=%2Fselect-role&action=register');
    await screen.findByRole('heading', { name: 'Creating an account' });
    expect(screen.getByText(/open in the next release/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('points a signed-in user to Account settings for update-password', async () => {
    resetSessionStore({ rehydrationStatus: 'succeeded', isLoggedIn: true, user: { user_id: 1 } });
    renderAt('/sign-in?redirect_uri=%2Fselect-role&action=update-password');
    await screen.findByRole('heading', { level: 1, name: 'Change your password' });
    expect(screen.getByRole('link', { name: 'Go to Account settings' }).getAttribute('href')).toBe('/account');
  });

  it('asks a signed-out user to sign in for update-profile', async () => {
    renderAt('/sign-in?action=update-profile');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Ankur' });
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });
});
