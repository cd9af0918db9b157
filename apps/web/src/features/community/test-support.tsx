import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { resetSessionStore, type SessionRole } from '../../stores/session';
import { testQueryClient } from '../../test/mock-api';

/** Test helpers of the community features (imported by *.test.tsx only). */

export { type ApiCall, apiError, json, mockApi } from '../../test/mock-api';

export const ENTREPRENEUR: SessionRole = {
  role_id: 2,
  role_name: 'Entrepreneur',
  display_name: 'Entrepreneur',
  role_view: 'other',
  role_type: 'System Role',
};

/** Signs in Priya Deshmukh (user 7). */
export function signInAs(userId = 7, role: SessionRole = ENTREPRENEUR) {
  resetSessionStore({
    isLoggedIn: true,
    user: {
      user_id: userId,
      username: 'priya.deshmukh',
      firstName: 'Priya',
      lastName: 'Deshmukh',
      email: 'priya@example.in',
      enabled: true,
      roles: [role],
      active_role: role.role_id,
      profile_image: null,
      phone_number: null,
      otpVerified: true,
      registration_redirect: null,
    },
    currentRole: role,
  });
}

/** Renders `element` at `path` with a query client and the toaster; returns the router to inspect. */
export function renderAt(element: ReactElement, path: string, pattern = path.split('?')[0] ?? path) {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, ...view };
}
