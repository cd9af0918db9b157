import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { testQueryClient } from '../../test/mock-api';

/** Test helpers of the notifications feature (imported by *.test.tsx only). */

export { notification, notificationPage } from '../../test/fake-socket';
export { type ApiCall, apiError, json, mockApi, testQueryClient } from '../../test/mock-api';

/** Renders `element` at `path` in a memory router with the query client (a fresh one by default) and the toaster. */
export function renderRoute(
  element: ReactElement,
  path = '/',
  routePath = path.split('?')[0] ?? '/',
  client = testQueryClient(),
) {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '/notifications', element: <p>Notifications page</p> },
      { path: '/programs/overview/:programId', element: <p>Program page</p> },
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
