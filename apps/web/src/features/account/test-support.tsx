import type { TAccount, TAccountSession } from '@ankur/shared/schemas/account';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { testQueryClient } from '../../test/mock-api';

/** Test helpers of the account feature (imported by *.test.tsx only). */

export { type ApiCall, apiError, json, mockApi, testQueryClient } from '../../test/mock-api';

export const ACCOUNT: TAccount = {
  user_id: 7,
  username: 'meera.iyer',
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera.iyer@example.org',
  phone_number: '+91 98450 12345',
  sign_in: { provider: 'embedded', issuer: null, has_password: true },
  pending_email: null,
};

export const SESSIONS: TAccountSession[] = [
  {
    id: 'thisDeviceSessionId001',
    user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
    created_at: '2026-03-02T04:30:00.000Z',
    last_seen_at: '2026-03-02T06:10:00.000Z',
    current: true,
  },
  {
    id: 'phoneSessionIdAndroid01',
    user_agent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
    created_at: '2026-03-01T15:00:00.000Z',
    last_seen_at: '2026-03-02T05:55:00.000Z',
    current: false,
  },
];

/** Renders `element` at `path` in a memory router with a query client and the toaster. */
export function renderRoute(element: ReactElement, path: string, client = testQueryClient()) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/account', element: <p>Account page</p> },
      { path: '/settings', element: <p>Settings page</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, client, ...view };
}
