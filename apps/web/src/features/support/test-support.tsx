import type { TSupportMessage } from '@ankur/shared/schemas/support';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { testQueryClient } from '../../test/mock-api';

/** Test helpers of the support screens (imported by *.test.tsx only). */

export { type ApiCall, apiError, json, list, mockApi } from '../../test/mock-api';

/** A promise to settle by hand (a request still on its way). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Renders `element` at `path` in a memory router, with a query client that does not retry. */
export function renderRoute(element: ReactElement, path: string, routePath = path.split('?')[0] ?? '/') {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '/', element: <p>Home page</p> },
    ],
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

export function message(overrides: Partial<TSupportMessage> = {}): TSupportMessage {
  return {
    id: 1,
    kind: 'contact',
    status: 'new',
    name: 'Meera Nair',
    email: 'meera@example.org',
    organisation: 'Kochi Makers',
    topic: 'partnership',
    subject: null,
    message: 'We would like to host a programme with you.',
    severity: null,
    page_url: null,
    steps_to_reproduce: null,
    user_agent: null,
    user_id: null,
    tenant_id: null,
    handled_by: null,
    handled_by_name: null,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}
