import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as toaster from '../../../../components/ui/toaster';
import { resetSessionStore } from '../../../../stores/session';
import {
  course,
  fixToday,
  json,
  list,
  location,
  mockApi,
  module,
  planDetail,
  planSummary,
  program,
  renderRoute,
  unit,
} from '../test-support';
import PlannerScreen from './planner-screen';

const PLANS = 'GET /api/plans';
const ENROLMENTS = 'GET /api/programs-enrolled/getAll';
const PROGRAMS = 'GET /api/programs/getAll';

const enrolments = (...rows: [number, string][]) =>
  json(
    200,
    list(
      rows.map(([program_id, enrollment_status], i) => ({ enrollment_id: i + 1, program_id, enrollment_status })),
      1,
      -1,
    ),
  );

/** Program 2's outline: four units. */
const OUTLINE = {
  'GET /api/programs/getProgram/2': json(200, program()),
  'GET /api/courses/getAll': json(200, list([course()])),
  'GET /api/modules/getAll': json(200, list([module()])),
  'GET /api/units/getAll': json(
    200,
    list([1, 2, 3, 4].map((n) => unit({ unit_id: 1000 + n, unit_name: `Unit ${n}`, sort_order: n }))),
  ),
};

const render = () => renderRoute(<PlannerScreen />, '/my-planner');

beforeEach(() => {
  fixToday();
  resetSessionStore({ isLoggedIn: true, rehydrationStatus: 'succeeded', user: { user_id: 7, username: 'asha' } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('planner screen', () => {
  it('shows each plan as a card: program, name, weeks, progress, late in red and due this week', async () => {
    mockApi({
      [PLANS]: json(200, { items: [planSummary()] }),
      'GET /api/plans/7': json(200, planDetail()),
      [ENROLMENTS]: enrolments([2, 'enrolled']),
      [PROGRAMS]: json(200, list([program()])),
    });
    render();
    const card = (await screen.findByRole('article', { name: 'Spring sprint' })) as HTMLElement;
    expect(within(card).getByText('Pitch Alchemy Cohort')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Spring sprint' }).getAttribute('href')).toBe('/my-plan/7');
    expect(within(card).getByText(/^4 weeks · 2 Feb 2026 – 1 Mar 2026$/)).toBeTruthy();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
    const late = within(card).getByText('2 late');
    expect(late.className).toContain('text-red-700');
    expect(await within(card).findByText('1 due this week')).toBeTruthy();
  });

  it('creates a plan for an approved enrolment: suggested weeks, preview, the right body, then the plan', async () => {
    vi.spyOn(toaster.notify, 'success').mockReturnValue('t');
    const api = mockApi({
      [PLANS]: json(200, { items: [] }),
      [ENROLMENTS]: enrolments([2, 'enrolled'], [3, 'pending']),
      [PROGRAMS]: json(200, list([program()])),
      ...OUTLINE,
      'POST /api/plans': json(201, { ...planDetail(), plan_id: 9 }),
    });
    const { router } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New plan' });

    // only the approved program is offered; the pending one is not
    const select = within(dialog).getByRole('combobox', { name: /Program/ }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.text)).toEqual(['Pitch Alchemy Cohort']);
    expect(api.callsTo(PROGRAMS)[0]!.query.get('filterFields')).toBe('{"program_id":[2]}');
    expect((within(dialog).getByRole('textbox', { name: /Plan name/ }) as HTMLInputElement).value).toBe(
      'Pitch Alchemy Cohort plan',
    );
    expect((within(dialog).getByLabelText(/Start date/) as HTMLInputElement).value).toBe('2026-02-18');
    // from Monday 16 Feb to the program's end on 24 Apr: 10 weeks
    const weeks = within(dialog).getByRole('spinbutton', { name: /Number of weeks/ }) as HTMLInputElement;
    expect(weeks.value).toBe('10');
    expect(await within(dialog).findByText('4 units over 10 weeks ≈ 1 per week')).toBeTruthy();

    await userEvent.clear(weeks);
    await userEvent.type(weeks, '2');
    expect(within(dialog).getByText('4 units over 2 weeks ≈ 2 per week')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create plan' }));

    await waitFor(() => expect(location(router)).toBe('/my-plan/9'));
    expect(api.callsTo('POST /api/plans')[0]!.body).toEqual({
      program_id: 2,
      plan_name: 'Pitch Alchemy Cohort plan',
      start_date: '2026-02-18',
      iterations: 2,
    });
  });

  it('refuses a number of weeks outside 1–52 without calling the API', async () => {
    const api = mockApi({
      [PLANS]: json(200, { items: [] }),
      [ENROLMENTS]: enrolments([2, 'completed']),
      [PROGRAMS]: json(200, list([program()])),
      ...OUTLINE,
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New plan' });
    const weeks = within(dialog).getByRole('spinbutton', { name: /Number of weeks/ });
    await userEvent.clear(weeks);
    await userEvent.type(weeks, '53');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(within(dialog).getByText('Choose a whole number of weeks from 1 to 52.')).toBeTruthy();
    expect(weeks.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/plans')).toHaveLength(0);
  });

  it('explains plans and points to the catalogue when the learner has no approved enrolment', async () => {
    mockApi({ [PLANS]: json(200, { items: [] }), [ENROLMENTS]: enrolments([3, 'pending']) });
    render();
    expect(await screen.findByRole('heading', { name: 'Plan your learning week by week' })).toBeTruthy();
    expect(await screen.findByText(/Plans are made for programs you have joined/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse programs' }).getAttribute('href')).toBe('/learning-journey');
    expect(screen.queryByRole('button', { name: 'New plan' })).toBeNull();
  });

  it('deletes a plan after confirming', async () => {
    vi.spyOn(toaster.notify, 'success').mockReturnValue('t');
    let items = [planSummary()];
    const api = mockApi({
      [PLANS]: () => json(200, { items }),
      'DELETE /api/plans/7': () => {
        items = [];
        return new Response(null, { status: 204 });
      },
      [ENROLMENTS]: enrolments([2, 'enrolled']),
      [PROGRAMS]: json(200, list([program()])),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the plan “Spring sprint”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this plan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/plans/7')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Plan your learning week by week' })).toBeTruthy();
  });
});
