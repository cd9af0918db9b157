import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { resetSessionStore } from '../../stores/session';
import { testQueryClient } from '../../test/mock-api';

/** Test helpers of the readiness feature (imported by *.test.tsx only). */

export { apiError, json, mockApi } from '../../test/mock-api';

/** Signs in Priya Sharma (user 7), a founder; `admin` adds Forms and Assessments create/update. */
export function signInAs(userId = 7, { admin = false } = {}) {
  const role = {
    role_id: 2,
    role_name: 'Entrepreneur',
    display_name: 'Entrepreneur',
    role_view: 'other',
    role_type: 'System Role',
  };
  resetSessionStore({
    isLoggedIn: true,
    user: {
      user_id: userId,
      username: 'priya.sharma',
      firstName: 'Priya',
      lastName: 'Sharma',
      roles: [role],
      active_role: 2,
    },
    currentRole: role,
    privileges: [
      {
        menu_id: 1,
        menu_name: 'Forms and Assessments',
        menu_parent_name: null,
        menu_route: null,
        permissions: admin ? ['read', 'create', 'update'] : ['read'],
      },
      {
        menu_id: 2,
        menu_name: 'My Readiness Journey',
        menu_parent_name: null,
        menu_route: null,
        permissions: ['read'],
      },
    ],
  });
}

/** Renders `element` at `path` with a query client; other paths show "elsewhere <path>". */
export function renderAt(element: ReactElement, path: string) {
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0] ?? path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}
