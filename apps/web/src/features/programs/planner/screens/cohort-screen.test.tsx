import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '../../../../stores/session';
import {
  apiError,
  certificate,
  course,
  fixToday,
  json,
  list,
  mockApi,
  module,
  planDetail,
  planSummary,
  program,
  renderRoute,
  unit,
} from '../test-support';
import CohortScreen from './cohort-screen';

const ENROLMENTS = 'GET /api/programs-enrolled/getAll';
/** Program 2: course 10 › module 100 › units 1000, 1001; course 12 › module 120 › unit 1200. */
const OUTLINE = {
  'GET /api/programs/getProgram/2': json(200, program()),
  'GET /api/courses/getAll': json(
    200,
    list([course(), course({ course_id: 12, course_name: 'Fundraising', sort_order: 1 })]),
  ),
  'GET /api/modules/getAll': json(200, list([module(), module({ module_id: 120, course_id: 12 })])),
  'GET /api/units/getAll': json(
    200,
    list([
      unit(),
      unit({ unit_id: 1001, unit_name: 'Interview practice', sort_order: 1 }),
      unit({ unit_id: 1200, module_id: 120, unit_name: 'Draft your deck' }),
    ]),
  ),
};
const enrolment = (status: string) =>
  json(200, list([{ enrollment_id: 5, program_id: 2, enrollment_status: status }], 1, -1));
const render = (id = 2) => renderRoute(<CohortScreen />, `/cohort/${id}`, '/cohort/:cohort_id');

beforeEach(() => {
  fixToday();
  resetSessionStore({ isLoggedIn: true, rehydrationStatus: 'succeeded', user: { user_id: 7, username: 'asha' } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('cohort dashboard', () => {
  it('shows progress, Continue to the next unit not done, this week of the plan, and the certificate', async () => {
    mockApi({
      ...OUTLINE,
      [ENROLMENTS]: enrolment('enrolled'),
      'GET /api/programs/progress/2': json(200, { program_id: 2, completed_unit_ids: [1000] }),
      'GET /api/plans': json(200, { items: [planSummary(), planSummary({ plan_id: 8, program_id: 3 })] }),
      'GET /api/plans/7': json(200, planDetail()),
      'GET /api/certificates': json(200, { items: [certificate()] }),
    });
    render();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Pitch Alchemy Cohort');
    expect(screen.getByText('Enrolled')).toBeTruthy();

    const progress = screen.getByRole('region', { name: 'Your progress' });
    expect(await within(progress).findByText('Next up: Interview practice')).toBeTruthy();
    expect(within(progress).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(
      within(progress)
        .getByRole('link', { name: /Continue/ })
        .getAttribute('href'),
    ).toBe('/program-content/2/course-content/10/module-content/100?unit=1001');

    const week = await screen.findByRole('region', { name: /^This week · Week 3/ });
    expect(within(week).getByRole('link', { name: 'Draft your deck' })).toBeTruthy();
    expect(within(week).getByText('2 units late')).toBeTruthy();
    expect(
      within(week)
        .getByRole('link', { name: /Open “Spring sprint”/ })
        .getAttribute('href'),
    ).toBe('/my-plan/7?week=3');

    const cert = await screen.findByRole('region', { name: 'Certificate' });
    expect(await within(cert).findByText('ANK-7K3M-Q9TX-2HVD-P4RE')).toBeTruthy();
    expect(
      within(cert)
        .getByRole('link', { name: /View & print/ })
        .getAttribute('href'),
    ).toBe('/certificates/verify/ANK-7K3M-Q9TX-2HVD-P4RE');
  });

  it('invites a learner without a plan to make one, and says how to earn the certificate', async () => {
    mockApi({
      ...OUTLINE,
      [ENROLMENTS]: enrolment('enrolled'),
      'GET /api/programs/progress/2': json(200, { program_id: 2, completed_unit_ids: [] }),
      'GET /api/plans': json(200, { items: [] }),
      'GET /api/certificates': json(200, { items: [] }),
    });
    render();
    expect((await screen.findByRole('link', { name: 'Make a plan' })).getAttribute('href')).toBe('/my-planner');
    expect((await screen.findByRole('link', { name: /Start learning/ })).getAttribute('href')).toBe(
      '/program-content/2/course-content/10/module-content/100?unit=1000',
    );
    expect(screen.getByText('Finish every unit of the program to earn your certificate.')).toBeTruthy();
  });

  it('invites a learner who is not enrolled to the program page', async () => {
    const api = mockApi({ ...OUTLINE, [ENROLMENTS]: json(200, list([], 1, -1)) });
    render();
    expect(await screen.findByRole('heading', { name: 'Join this cohort' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /See the program and enrol/ }).getAttribute('href')).toBe(
      '/programs/overview/2',
    );
    // nothing personal is fetched for a learner who is not in the program
    expect(api.callsTo('GET /api/plans')).toHaveLength(0);
    expect(api.callsTo('GET /api/programs/progress/2')).toHaveLength(0);
  });

  it('tells a pending learner they are waiting for approval', async () => {
    mockApi({ ...OUTLINE, [ENROLMENTS]: enrolment('pending') });
    render();
    expect(await screen.findByRole('heading', { name: 'Waiting for approval' })).toBeTruthy();
    expect(screen.getByText('Pending approval')).toBeTruthy();
  });

  it('says so for a program that does not exist', async () => {
    mockApi({
      'GET /api/programs/getProgram/99': apiError(404, 'Not found'),
      'GET /api/courses/getAll': json(200, list([])),
      [ENROLMENTS]: json(200, list([], 1, -1)),
    });
    render(99);
    expect(await screen.findByRole('heading', { level: 1, name: 'This cohort does not exist' })).toBeTruthy();
  });
});
