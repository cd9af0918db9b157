import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { resetSessionStore } from '../../../stores/session';
import { testQueryClient } from '../../../test/mock-api';

/** Test helpers of the program management screens (imported by *.test.tsx only). */

export { type ApiCall, apiError, json, list, mockApi } from '../../../test/mock-api';
export { course, module, program, unit } from '../test-support';

const MANAGER_ROLE = {
  role_id: 4,
  role_name: 'Program Manager',
  display_name: 'Program Manager',
  role_view: 'other',
  role_type: 'System Role',
} as const;

const privilege = (permissions: string[]) => ({
  menu_id: 3,
  menu_name: 'Programs and Courses',
  menu_parent_name: null,
  menu_route: null,
  permissions,
});

/** Signed in with a role that may update "Programs and Courses" (or, with `learner`, only read it). */
export function signIn(kind: 'manager' | 'learner' = 'manager') {
  resetSessionStore({
    isLoggedIn: true,
    rehydrationStatus: 'succeeded',
    user: {
      user_id: 7,
      email: 'meera@example.org',
      username: 'meera',
      roles: [{ ...MANAGER_ROLE, display_name: kind === 'manager' ? 'Program Manager' : 'Entrepreneur' }],
      active_role: MANAGER_ROLE.role_id,
    },
    privileges: [privilege(kind === 'manager' ? ['read', 'create', 'update', 'delete'] : ['read', 'enrol'])],
  });
}

/** Renders `element` at `path` (matched by `routePath`) in a memory router with the management routes around it. */
export function renderManage(element: ReactElement, path: string, routePath: string) {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '/manage-cohort', element: <p>Programs list page</p> },
      { path: '/manage-cohort/:cohort_id', element: <p>Program page</p> },
      { path: '/learning-journey', element: <p>Catalogue page</p> },
      { path: '/programs/overview/:programId', element: <p>Overview page</p> },
      { path: '/messages', element: <p>Messages page</p> },
    ].filter((route, index, all) => all.findIndex((r) => r.path === route.path) === index),
    { initialEntries: [path] },
  );
  const client = testQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client, ...view };
}
