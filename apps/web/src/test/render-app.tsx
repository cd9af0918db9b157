import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRouteObjects } from '../app/router';
import { testQueryClient } from './mock-api';

/** Renders the whole app (router, layouts, screens) at `path` (imported by tests only). */
export function renderAppAt(path: string, client: QueryClient = testQueryClient()) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client, ...view };
}
