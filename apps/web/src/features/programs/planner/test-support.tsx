import type { TCertificate, TPlanDetail, TPlanItem, TPlanSummary } from '@ankur/shared/schemas/programs';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { testQueryClient } from '../../../test/mock-api';

/** Test helpers of the planner, cohort and certificate screens (imported by *.test.tsx only). */

export { type ApiCall, apiError, json, list, mockApi } from '../../../test/mock-api';
export { course, module, program, unit } from '../test-support';

/** Wednesday 18 Feb 2026, 11:30 in India: week 3 of a plan that starts on Monday 2 Feb 2026. */
export const TODAY = new Date('2026-02-18T06:00:00.000Z');

/** Fixes the clock (Date only: timers, promises and user-event keep running). */
export function fixToday(now: Date = TODAY) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
}

/** Renders `element` at `path` (matched by `routePath`) with the pages it links to, and a fresh, non-retrying query client. */
export function renderRoute(element: ReactElement, path: string, routePath = path.split('?')[0] ?? '/') {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '/learning-journey', element: <p>Catalogue page</p> },
      { path: '/my-planner', element: <p>Planner page</p> },
      { path: '/my-plan/:plan_id', element: <p>Plan page</p> },
      { path: '/programs/overview/:programId', element: <p>Overview page</p> },
      { path: '/certificates/verify/:code', element: <p>Verify page</p> },
      {
        path: '/program-content/:programId/course-content/:courseId/module-content/:moduleId',
        element: <p>Unit page</p>,
      },
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

export const location = (router: ReturnType<typeof renderRoute>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

export function planSummary(overrides: Partial<TPlanSummary> = {}): TPlanSummary {
  return {
    plan_id: 7,
    program_id: 2,
    program_name: 'Pitch Alchemy Cohort',
    plan_name: 'Spring sprint',
    start_date: '2026-02-02',
    iterations: 4,
    total_items: 5,
    completed_items: 1,
    late_items: 2,
    created_at: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export function planItem(overrides: Partial<TPlanItem> = {}): TPlanItem {
  return {
    item_id: 1,
    unit_id: 1000,
    unit_name: 'Why interviews',
    unit_type: 'lesson',
    course_id: 10,
    course_name: 'Customer Discovery',
    module_id: 100,
    module_name: 'Interviews',
    iteration: 1,
    target_date: '2026-02-08',
    completed_at: null,
    ...overrides,
  };
}

/**
 * Plan 7 over 4 weeks from Mon 2 Feb 2026, seen on Wed 18 Feb (week 3): week 1 has a done and a
 * late unit, week 2 a late one, week 3 one due this week, week 4 one upcoming.
 */
export function planDetail(overrides: Partial<TPlanDetail> = {}): TPlanDetail {
  return {
    ...planSummary(),
    items: [
      planItem({ item_id: 1, completed_at: '2026-02-05T09:00:00.000Z' }),
      planItem({ item_id: 2, unit_id: 1001, unit_name: 'Interview practice', unit_type: 'video' }),
      planItem({
        item_id: 3,
        unit_id: 1020,
        unit_name: 'Find early adopters',
        unit_type: 'document',
        module_id: 102,
        module_name: 'Early adopters',
        iteration: 2,
        target_date: '2026-02-15',
      }),
      planItem({
        item_id: 4,
        unit_id: 1200,
        unit_name: 'Draft your deck',
        unit_type: 'assignment',
        course_id: 12,
        course_name: 'Fundraising',
        module_id: 120,
        module_name: 'The pitch deck',
        iteration: 3,
        target_date: '2026-02-22',
      }),
      planItem({
        item_id: 5,
        unit_id: 1201,
        unit_name: 'Rehearse the pitch',
        unit_type: 'quiz',
        course_id: 12,
        course_name: 'Fundraising',
        module_id: 120,
        module_name: 'The pitch deck',
        iteration: 4,
        target_date: '2026-03-01',
      }),
    ],
    ...overrides,
  };
}

export function certificate(overrides: Partial<TCertificate> = {}): TCertificate {
  return {
    certificate_id: 3,
    program_id: 2,
    competition_id: null,
    award: null,
    code: 'ANK-7K3M-Q9TX-2HVD-P4RE',
    recipient_name: 'Asha Verma',
    program_name: 'Pitch Alchemy Cohort',
    issuer_name: 'Bharat Startup Summit',
    issued_at: '2026-04-24T08:00:00.000Z',
    revoked_at: null,
    verify_path: '/certificates/verify/ANK-7K3M-Q9TX-2HVD-P4RE',
    ...overrides,
  };
}
