import type { TCalendarItem } from '@ankur/shared/schemas/calendar';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { testQueryClient } from '../../test/mock-api';

/** Test helpers of the calendar feature (imported by *.test.tsx only). */

export { type ApiCall, apiError, json, mockApi } from '../../test/mock-api';

/** Renders `element` at `path` in a memory router with a fresh query client and the toaster. */
export function renderRoute(element: ReactElement, path = '/calendar') {
  const router = createMemoryRouter(
    [
      { path: '/calendar', element },
      { path: '/programs/overview/:programId', element: <p>Program page</p> },
      { path: '/my-plan/:planId', element: <p>Plan page</p> },
    ],
    { initialEntries: [path] },
  );
  const client = testQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, client, ...view };
}

/** A calendar item as the API answers it (a personal timed entry unless overridden). */
export function calendarItem(overrides: Partial<TCalendarItem> = {}): TCalendarItem {
  return {
    id: 'entry:1',
    source: 'personal',
    kind: 'entry',
    title: 'Mentor call',
    name: 'Mentor call',
    starts_at: '2026-12-10T04:00:00.000Z',
    ends_at: '2026-12-10T05:00:00.000Z',
    all_day: false,
    link: '/calendar?date=2026-12-10',
    location: 'Room 4',
    description: null,
    editable: true,
    reminder_minutes: 15,
    ...overrides,
  };
}
