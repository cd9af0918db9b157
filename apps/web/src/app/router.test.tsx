import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSessionStore } from '../stores/session';
import { AppProviders } from './providers';
import { buildRouteObjects } from './router';
import { APP_ROUTES, type AppRoute } from './routes';

function renderApp(path: string, routes: readonly AppRoute[] = APP_ROUTES) {
  const router = createMemoryRouter(buildRouteObjects(routes), { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => resetSessionStore({ rehydrationStatus: 'succeeded' }));
afterEach(cleanup);

describe('app router', () => {
  it('renders the landing page with its six sections at /', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /where ideas take root/i });
    for (const id of ['home', 'mission-vision', 'who-is-it-for', 'platform-services', 'team', 'contact-us']) {
      expect(document.getElementById(id), id).not.toBeNull();
    }
    expect(screen.getAllByRole('button', { name: 'Login' }).length).toBeGreaterThan(0);
  });

  it('sends a signed-out visit to a private route to /', async () => {
    const router = renderApp('/my-library');
    await screen.findByRole('heading', { level: 1, name: /where ideas take root/i });
    expect(router.state.location.pathname).toBe('/');
  });

  it("sends a signed-out visit to a route's redirect target", async () => {
    const routes = APP_ROUTES.map((route) =>
      route.path === '/settings' ? { ...route, redirectTo: '/terms-of-service' } : route,
    );
    const router = renderApp('/settings', routes);
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(router.state.location.pathname).toBe('/terms-of-service');
  });

  it('shows the 404 page inside the public header when signed out', async () => {
    renderApp('/this/does/not/exist');
    await screen.findByRole('heading', { name: 'Oops! Page Not Found' });
    expect(screen.getAllByRole('button', { name: 'Register' }).length).toBeGreaterThan(0);
  });

  it('shows the 404 page inside the signed-in header when signed in', async () => {
    resetSessionStore({
      rehydrationStatus: 'succeeded',
      isLoggedIn: true,
      user: { user_id: 5, firstName: 'Asha', lastName: 'Rao', email: 'asha@example.org' },
    });
    renderApp('/this/does/not/exist');
    await screen.findByRole('heading', { name: 'Oops! Page Not Found' });
    expect(screen.getByText('Limited Release Edition')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Report Bugs' }).length).toBeGreaterThan(0);
  });

  it('shows a not-yet-built private screen with its title for a signed-in user', async () => {
    resetSessionStore({ rehydrationStatus: 'succeeded', isLoggedIn: true, user: { user_id: 5 } });
    renderApp('/funding-hub');
    await screen.findByRole('heading', { level: 1, name: 'Funding Hub' });
    expect(screen.getByText(/being built|still growing/i)).toBeTruthy();
  });
});
