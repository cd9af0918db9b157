import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSessionStore } from '../stores/session';
import { PrivateRoute } from './private-route';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Landing</h1> },
      { path: '/welcome', element: <h1>Welcome</h1> },
      { path: '/terms-of-service', element: <h1>Terms</h1> },
      {
        path: '/account',
        element: (
          <PrivateRoute redirectTo="/welcome">
            <h1>Account</h1>
          </PrivateRoute>
        ),
      },
      {
        path: '/settings',
        element: (
          <PrivateRoute>
            <h1>Settings</h1>
          </PrivateRoute>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => resetSessionStore({ rehydrationStatus: 'succeeded' }));
afterEach(cleanup);

describe('PrivateRoute', () => {
  it("sends a signed-out visitor to the route's redirect target", async () => {
    const router = renderAt('/account');
    expect((await screen.findByRole('heading')).textContent).toBe('Welcome');
    expect(router.state.location.pathname).toBe('/welcome');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-out visitor to / when the route has no redirect target', async () => {
    const router = renderAt('/settings');
    expect((await screen.findByRole('heading')).textContent).toBe('Landing');
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders a public route for a signed-out visitor', async () => {
    const router = renderAt('/terms-of-service');
    expect((await screen.findByRole('heading')).textContent).toBe('Terms');
    expect(router.state.location.pathname).toBe('/terms-of-service');
  });

  it('renders the private screen for a signed-in user', async () => {
    resetSessionStore({
      rehydrationStatus: 'succeeded',
      isLoggedIn: true,
      user: { user_id: 7, email: 'asha@example.org' },
    });
    renderAt('/account');
    expect((await screen.findByRole('heading')).textContent).toBe('Account');
  });

  it('shows the full-screen loading logo while the session is being restored', () => {
    resetSessionStore({ rehydrationStatus: 'loading' });
    const router = renderAt('/account');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
  });
});
