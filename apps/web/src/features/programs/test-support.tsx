import type { TCourse, TEnrollment, TModule, TProgram, TUnit } from '@ankur/shared/schemas/programs';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { testQueryClient } from '../../test/mock-api';

/** Test helpers of the programs screens (imported by *.test.tsx only). */

export { type ApiCall, apiError, json, list, mockApi } from '../../test/mock-api';

/** Renders `element` at `path` (matched by `routePath`) in a memory router with a fresh, non-retrying query client. */
export function renderRoute(element: ReactElement, path: string, routePath = path.split('?')[0] ?? '/') {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '/learning-journey', element: <p>Catalogue page</p> },
      { path: '/program-content/:programId', element: <p>Program content page</p> },
      { path: '/programs/overview/:programId', element: <p>Overview page</p> },
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

const AUDIT = {
  created_by: null,
  modified_by: null,
  deleted_by: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  deleted_at: null,
  is_deleted: false,
};

/** An enrolment record as the resource engine answers it (with its audit fields). */
export function enrollment(
  fields: Pick<TEnrollment, 'enrollment_id' | 'user_id' | 'program_id'> & Partial<TEnrollment>,
): TEnrollment {
  return { ...AUDIT, enrollment_status: 'pending', ...fields };
}

export function program(overrides: Partial<TProgram> = {}): TProgram {
  return {
    program_id: 2,
    program_name: 'Pitch Alchemy Cohort',
    program_description:
      'A 12-week accelerator cohort for early-stage startups ready to turn early traction into investment.',
    program_category: 'Cohort',
    start_date: '2026-02-02',
    end_date: '2026-04-24',
    status: 'published',
    language: 'en',
    self_paced: false,
    ...AUDIT,
    ...overrides,
  };
}

/**
 * Fixes the date (only Date: timers run as usual) inside the default program's run
 * (2 Feb – 24 Apr 2026), so its schedule reads "running" whatever day the tests run on.
 */
export const TEST_TODAY = '2026-03-10';
export function fixToday(day = TEST_TODAY) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T06:00:00Z`));
}

export function course(overrides: Partial<TCourse> = {}): TCourse {
  return {
    course_id: 10,
    program_id: 2,
    course_name: 'Customer Discovery',
    course_description: null,
    sort_order: 0,
    ...AUDIT,
    ...overrides,
  };
}

export function module(overrides: Partial<TModule> = {}): TModule {
  return {
    module_id: 100,
    course_id: 10,
    module_name: 'Interviews',
    module_description: null,
    sort_order: 0,
    ...AUDIT,
    ...overrides,
  };
}

export function unit(overrides: Partial<TUnit> = {}): TUnit {
  return {
    unit_id: 1000,
    module_id: 100,
    unit_name: 'Why interviews',
    unit_type: 'lesson',
    content: null,
    resource_url: null,
    passing_score: null,
    duration_minutes: 10,
    sort_order: 0,
    ...AUDIT,
    ...overrides,
  };
}
