import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setLanguage } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';

/** Test helpers of the landing feature (imported by *.test.tsx only). */

export { json } from '../../test/mock-api';

/** Renders `element` at `path` (also at `paths`), with a query client and a router; other paths render a marker. */
export function renderAt(element: ReactElement, path: string, paths: readonly string[] = [path]) {
  const router = createMemoryRouter(
    [...paths.map((route) => ({ path: route, element })), { path: '*', element: <p>elsewhere</p> }],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

/** Switches the language inside act(), so the rendered texts follow. */
export async function switchLanguage(language: 'en' | 'hi'): Promise<void> {
  await act(() => setLanguage(language));
}
