import type { MenuPrivilege } from '@ankur/shared/access';
import type { TMyLearning } from '@ankur/shared/schemas/programs';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore, type SessionRole } from '../../../stores/session';
import { apiError, type Handler, json, mockApi, testQueryClient } from '../../../test/mock-api';
import HomeScreen from '../screens/home-screen';

/** Issue 19: a home that knows the person: greeting, continue learning, requests, due this week, coming up. */

const ROLE: SessionRole = {
  role_id: 2,
  role_name: 'Entrepreneur',
  display_name: 'Entrepreneur',
  role_view: 'other',
  role_type: 'System Role',
};

function signIn(privileges: MenuPrivilege[] = []) {
  resetSessionStore({
    isLoggedIn: true,
    user: {
      user_id: 3,
      username: 'asha',
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.in',
      enabled: true,
      roles: [ROLE],
      active_role: 2,
      profile_image: null,
      phone_number: null,
      otpVerified: true,
      registration_redirect: null,
    },
    currentRole: ROLE,
    privileges,
    privilegesStatus: 'succeeded',
  });
}

const NOTHING: TMyLearning = { programs: [], requests: [], due: [], due_total: 0 };
const LEARNING: TMyLearning = {
  programs: [
    {
      program_id: 7,
      program_name: 'Pitch Deck Sprint',
      enrollment_status: 'enrolled',
      total_units: 5,
      completed_units: 2,
      percent: 40,
      next_unit: { unit_id: 33, unit_name: 'Pitch deck template', course_id: 4, module_id: 9 },
      last_activity_at: '2026-03-10T10:00:00.000Z',
    },
    {
      program_id: 8,
      program_name: 'Design Thinking Basics',
      enrollment_status: 'completed',
      total_units: 3,
      completed_units: 3,
      percent: 100,
      next_unit: null,
      last_activity_at: '2026-02-10T10:00:00.000Z',
    },
  ],
  requests: [
    {
      enrollment_id: 51,
      program_id: 12,
      program_name: 'Rural Health Innovation',
      requested_at: '2026-03-09T10:00:00Z',
    },
  ],
  due: [
    {
      plan_id: 2,
      item_id: 90,
      program_id: 7,
      program_name: 'Pitch Deck Sprint',
      unit_id: 31,
      unit_name: 'Open with a story',
      course_id: 4,
      module_id: 8,
      target_date: '2026-03-08',
      late: true,
    },
    {
      plan_id: 2,
      item_id: 91,
      program_id: 7,
      program_name: 'Pitch Deck Sprint',
      unit_id: 33,
      unit_name: 'Pitch deck template',
      course_id: 4,
      module_id: 9,
      target_date: '2026-03-15',
      late: false,
    },
  ],
  due_total: 2,
};

function mock(routes: {
  visit?: string | null;
  learning?: Handler;
  calendar?: Handler;
  more?: Record<string, Handler>;
}) {
  return mockApi({
    'GET /api/auth/visit': json(200, { previous_visit_at: routes.visit === undefined ? null : routes.visit }),
    'GET /api/programs/my-learning': routes.learning ?? json(200, NOTHING),
    'GET /api/calendar': routes.calendar ?? json(200, { items: [] }),
    ...routes.more,
  });
}

function renderHome() {
  const router = createMemoryRouter([{ path: '*', element: <HomeScreen /> }], { initialEntries: ['/home'] });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const block = (name: string) => screen.getByRole('region', { name });

beforeEach(() => signIn());
afterEach(() => vi.restoreAllMocks());

describe('home: the greeting', () => {
  it('says "Welcome" on a first visit: no earlier sign-in', async () => {
    mock({ visit: null });
    renderHome();
    expect(await screen.findByText(/Good to have you on/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Asha');
  });

  it('says "Welcome back" after an earlier sign-in', async () => {
    mock({ visit: '2026-03-01T10:00:00.000Z' });
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Asha' })).toBeTruthy();
    expect(screen.getByText(/Pick up where you left off/)).toBeTruthy();
  });

  it('stays "Welcome" on a first visit even with a program an administrator enrolled the person in', async () => {
    mock({ visit: null, learning: json(200, LEARNING) });
    renderHome();
    await screen.findByRole('link', { name: 'Resume Pitch Deck Sprint' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Asha');
    expect(screen.getByText(/Good to have you on/)).toBeTruthy();
  });
});

describe('home: the learning blocks', () => {
  it('shows each block loading, then the program to resume with its progress', async () => {
    let answer: (r: Response) => void = () => {};
    mock({ learning: () => new Promise<Response>((r) => (answer = r)) });
    renderHome();
    expect(within(block('Continue learning')).getByRole('status').textContent).toContain('Loading your programs…');
    expect(within(block('Requests waiting')).getByRole('status').textContent).toContain('Loading your requests…');
    expect(within(block('Due this week')).getByRole('status').textContent).toContain('Loading your plan…');
    answer(json(200, LEARNING));

    const learning = block('Continue learning');
    const resume = await within(learning).findByRole('link', { name: 'Resume Pitch Deck Sprint' });
    expect(resume.getAttribute('href')).toBe('/program-content/7/course-content/4/module-content/9?unit=33');
    expect(within(learning).getByText('Next: Pitch deck template')).toBeTruthy();
    expect(
      within(learning)
        .getByRole('progressbar', { name: 'Progress in Pitch Deck Sprint' })
        .getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(within(learning).getByText('2 of 5 units done')).toBeTruthy();
    // a finished program offers a review of its overview
    expect(within(learning).getByText('Every unit done.')).toBeTruthy();
    expect(within(learning).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe('/programs/overview/8');

    const requests = block('Requests waiting');
    expect(
      within(requests)
        .getByRole('link', { name: /Rural Health Innovation/ })
        .getAttribute('href'),
    ).toBe('/programs/overview/12');

    const due = block('Due this week');
    const late = within(due).getByRole('link', { name: /Open with a story/ });
    expect(late.textContent).toContain('late, was due Sun, 8 Mar');
    expect(late.getAttribute('href')).toBe('/program-content/7/course-content/4/module-content/8?unit=31');
    expect(within(due).getByRole('link', { name: /Pitch deck template/ }).textContent).toContain('by Sun, 15 Mar');
  });

  it('says what an empty block means and offers the next step', async () => {
    mock({ visit: '2026-03-01T10:00:00.000Z' });
    renderHome();
    const learning = block('Continue learning');
    expect(await within(learning).findByText(/You are not in a program yet/)).toBeTruthy();
    expect(within(learning).getByRole('link', { name: 'Browse programs' }).getAttribute('href')).toBe(
      '/learning-journey',
    );
    expect(within(block('Requests waiting')).getByRole('link', { name: 'Find a program' })).toBeTruthy();
    expect(within(block('Due this week')).getByRole('link', { name: 'Plan your weeks' }).getAttribute('href')).toBe(
      '/my-planner',
    );
    const upcoming = block('Coming up (next 7 days)');
    expect(await within(upcoming).findByText('Nothing in your calendar for the next 7 days.')).toBeTruthy();
    expect(within(upcoming).getByRole('link', { name: 'Open your calendar' }).getAttribute('href')).toBe('/calendar');
  });

  it('shows a failed load in each block with a retry that recovers', async () => {
    let fail = true;
    const api = mock({
      learning: () => (fail ? apiError(500, 'The database is away.') : json(200, LEARNING)),
      calendar: () => (fail ? apiError(500, 'The database is away.') : json(200, { items: [] })),
    });
    renderHome();
    const learning = block('Continue learning');
    expect((await within(learning).findByRole('alert')).textContent).toContain('Your programs could not be loaded.');
    expect(within(block('Requests waiting')).getByRole('alert').textContent).toContain(
      'Your requests could not be loaded.',
    );
    expect(within(block('Due this week')).getByRole('alert').textContent).toContain('Your plan could not be loaded.');
    expect((await within(block('Coming up (next 7 days)')).findByRole('alert')).textContent).toContain(
      'Your calendar could not be loaded.',
    );
    fail = false;
    fireEvent.click(within(learning).getByRole('button', { name: 'Try again' }));
    expect(await within(learning).findByRole('link', { name: 'Resume Pitch Deck Sprint' })).toBeTruthy();
    expect(api.callsTo('GET /api/programs/my-learning').length).toBeGreaterThan(1);
  });

  it('lists the next 7 days of the calendar, soonest first', async () => {
    const item = (id: string, title: string, starts_at: string) => ({
      id,
      source: 'personal',
      kind: 'entry',
      title,
      name: title,
      starts_at,
      ends_at: starts_at,
      all_day: false,
      link: null,
      location: null,
      description: null,
      editable: true,
      reminder_minutes: null,
    });
    const soon = new Date(Date.now() + 3_600_000 * 5).toISOString();
    const later = new Date(Date.now() + 86_400_000 * 2).toISOString();
    const api = mock({
      calendar: json(200, { items: [item('entry:2', 'Mentor call', later), item('entry:1', 'Cohort stand-up', soon)] }),
    });
    renderHome();
    const upcoming = block('Coming up (next 7 days)');
    await within(upcoming).findByText('Mentor call');
    expect(
      within(upcoming)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Cohort stand-up'), expect.stringContaining('Mentor call')]);
    const query = api.callsTo('GET /api/calendar')[0]!.query;
    const days = (Date.parse(query.get('to')!) - Date.parse(query.get('from')!)) / 86_400_000;
    expect(days).toBe(7);
  });
});

describe('home: requests waiting on a manager', () => {
  const manage: MenuPrivilege[] = [
    {
      menu_id: 1,
      menu_name: 'Programs and Courses',
      menu_parent_name: null,
      menu_route: null,
      permissions: ['read', 'update'],
    },
  ];

  it("counts the enrolment requests waiting on a program manager's decision", async () => {
    signIn(manage);
    const api = mock({
      visit: '2026-03-01T10:00:00.000Z',
      more: { 'GET /api/enrolment-requests/count': json(200, { pending: 3 }) },
    });
    renderHome();
    const requests = block('Requests waiting');
    expect(await within(requests).findByText(/3 enrolment requests wait for your decision\./)).toBeTruthy();
    expect(within(requests).getByRole('link', { name: 'Review requests' }).getAttribute('href')).toBe('/manage-cohort');
    expect(api.callsTo('GET /api/enrolment-requests/count')).toHaveLength(1);
  });

  it('asks no request count for a learner', async () => {
    const api = mock({ visit: '2026-03-01T10:00:00.000Z' });
    renderHome();
    await within(block('Requests waiting')).findByText(/No request is waiting/);
    await waitFor(() => expect(api.callsTo('GET /api/programs/my-learning')).toHaveLength(1));
    expect(api.callsTo('GET /api/enrolment-requests/count')).toHaveLength(0);
  });
});
