import type { TCohortReadiness } from '@ankur/shared/schemas/readiness';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, Toaster } from '../../../components/ui/toaster';
import { resetSessionStore, type SessionRole } from '../../../stores/session';
import { apiError, json, mockApi, testQueryClient } from '../../../test/mock-api';
import CohortReadiness from './cohort-readiness';
import { CohortReadinessSlot } from './cohort-slot-view';

const ROLE: SessionRole = {
  role_id: 3,
  role_name: 'Cohort Manager',
  display_name: 'Cohort Manager',
  role_view: 'other',
  role_type: 'System Role',
};

function signIn(manager: boolean) {
  resetSessionStore({
    isLoggedIn: true,
    user: { user_id: 1, username: 'meera', firstName: 'Meera', lastName: 'Iyer', roles: [ROLE], active_role: 3 },
    currentRole: ROLE,
    privileges: [
      {
        menu_id: 1,
        menu_name: 'Program Cohort',
        menu_parent_name: null,
        menu_route: null,
        permissions: manager ? ['read', 'create', 'update'] : ['read'],
      },
    ],
  });
}

function renderIt(element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/cohort/2'] });
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

function readiness(overrides: Partial<TCohortReadiness> = {}): TCohortReadiness {
  return {
    cohort_id: 2,
    cohort_name: 'Agri-tech Accelerator, Pune 2026',
    key: 'investor',
    inactive_days: 14,
    distribution: [
      { id: 'team', label: 'Team', buckets: [0, 0, 1, 1, 0], mean: 3.1 },
      { id: 'traction', label: 'Traction', buckets: [1, 1, 0, 0, 0], mean: 1.2 },
    ],
    members: [
      {
        user_id: 11,
        name: 'Ananya Rao',
        state: 'completed',
        overall: 62.4,
        last_activity_at: ago(2),
        inactive: false,
        last_nudged_at: null,
      },
      {
        user_id: 12,
        name: 'Vikram Singh',
        state: 'in_progress',
        overall: null,
        last_activity_at: ago(20),
        inactive: true,
        last_nudged_at: ago(3),
      },
      {
        user_id: 13,
        name: 'Farhan Qureshi',
        state: 'not_started',
        overall: null,
        last_activity_at: null,
        inactive: true,
        last_nudged_at: null,
      },
    ],
    counts: { members: 3, completed: 1, in_progress: 1, not_started: 1, inactive: 2 },
    ...overrides,
  };
}

beforeEach(() => signIn(true));
afterEach(() => {
  cleanup();
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

describe('the cohort readiness view', () => {
  it('shows the counts, each dimension as a table, and the members', async () => {
    const api = mockApi({ 'GET /api/readiness/cohorts/2': json(200, readiness()) });
    renderIt(<CohortReadiness cohortId={2} place="manage" />);
    expect(await screen.findByText('Ananya Rao')).toBeTruthy();
    expect(api.calls[0]?.query.get('key')).toBe('investor');
    expect(api.calls[0]?.query.get('inactive_days')).toBe('14');
    const counts = screen.getByLabelText('Members by state');
    expect(within(counts).getByText('Inactive').nextElementSibling?.textContent).toBe('2');
    const team = screen.getByRole('table', { name: 'Members per score range for Team' });
    expect(within(team).getByRole('row', { name: '2–3 1 person' })).toBeTruthy();
    expect(screen.getByText('Mean 3.1 / 5')).toBeTruthy();
    const row = screen.getByRole('row', { name: /Vikram Singh/ });
    expect(within(row).getByText('Inactive')).toBeTruthy();
    expect(within(row).getByText('In progress')).toBeTruthy();
  });

  it('asks again for another assessment and inactivity', async () => {
    const api = mockApi({ 'GET /api/readiness/cohorts/2': () => json(200, readiness()) });
    renderIt(<CohortReadiness cohortId={2} place="manage" />);
    await screen.findByText('Ananya Rao');
    fireEvent.change(screen.getByLabelText('Assessment'), { target: { value: 'idea' } });
    fireEvent.change(screen.getByLabelText('Inactive after'), { target: { value: '30' } });
    await waitFor(() => expect(api.calls.at(-1)?.query.toString()).toBe('key=idea&inactive_days=30'));
  });

  it('filters the inactive and nudges them with an editable message, then says what was sent', async () => {
    const api = mockApi({
      'GET /api/readiness/cohorts/2': () => json(200, readiness()),
      'POST /api/readiness/cohorts/2/nudges': () =>
        json(200, { sent: [13], skipped: [{ user_id: 12, reason: 'recently_nudged' }] }),
    });
    renderIt(<CohortReadiness cohortId={2} place="manage" />);
    await screen.findByText('Ananya Rao');
    fireEvent.click(screen.getByLabelText('Only inactive'));
    expect(screen.queryByText('Ananya Rao')).toBeNull();
    expect(screen.getByText('2 of 3 shown')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nudge all shown (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nudge about Investor readiness' });
    const message = within(dialog).getByLabelText(/Message/) as HTMLTextAreaElement;
    expect(message.value).toContain('Investor readiness');
    fireEvent.change(message, { target: { value: 'Please finish it before Friday’s mentor session.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send nudge' }));
    await waitFor(() => expect(api.callsTo('POST /api/readiness/cohorts/2/nudges')).toHaveLength(1));
    expect(api.callsTo('POST /api/readiness/cohorts/2/nudges')[0]?.body).toEqual({
      key: 'investor',
      user_ids: [12, 13],
      message: 'Please finish it before Friday’s mentor session.',
    });
    expect(await screen.findByText(/Nudge sent to 1 member\. 1 skipped/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('nudges one member from their row, and the selected ones', async () => {
    mockApi({ 'GET /api/readiness/cohorts/2': () => json(200, readiness()) });
    renderIt(<CohortReadiness cohortId={2} place="manage" />);
    await screen.findByText('Ananya Rao');
    fireEvent.click(screen.getByRole('button', { name: 'Nudge Farhan Qureshi' }));
    expect(await screen.findByText('To Farhan Qureshi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByLabelText('Select Ananya Rao'));
    fireEvent.click(screen.getByLabelText('Select Vikram Singh'));
    fireEvent.click(screen.getByRole('button', { name: 'Nudge selected (2)' }));
    expect(await screen.findByText('To 2 members')).toBeTruthy();
  });

  it('says when there are no members, and when nobody has started', async () => {
    mockApi({
      'GET /api/readiness/cohorts/2': json(
        200,
        readiness({
          members: [],
          distribution: [],
          counts: { members: 0, completed: 0, in_progress: 0, not_started: 0, inactive: 0 },
        }),
      ),
      'GET /api/readiness/cohorts/3': json(
        200,
        readiness({
          cohort_id: 3,
          members: readiness().members.map((m) => ({ ...m, state: 'not_started' as const, overall: null })),
          counts: { members: 3, completed: 0, in_progress: 0, not_started: 3, inactive: 3 },
        }),
      ),
    });
    const first = renderIt(<CohortReadiness cohortId={2} place="manage" />);
    expect(await screen.findByText('No members yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review enrolments' }).getAttribute('href')).toBe(
      '/manage-cohort/2?tab=enrolments',
    );
    first.unmount();
    renderIt(<CohortReadiness cohortId={3} place="manage" />);
    expect(await screen.findByText('Nobody has started Investor readiness yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nudge everyone' }));
    expect(await screen.findByText('To 3 members')).toBeTruthy();
  });

  it('shows a no-permission note on the manage tab, nothing on the cohort page, and Retry on a failure', async () => {
    mockApi({
      'GET /api/readiness/cohorts/2': apiError(403, 'You do not manage this cohort.'),
      'GET /api/readiness/cohorts/5': apiError(500, 'Something went wrong on our side. Please try again.'),
    });
    const first = renderIt(<CohortReadiness cohortId={2} place="manage" />);
    expect(await screen.findByText('Only the cohort’s managers see its readiness')).toBeTruthy();
    first.unmount();
    const second = renderIt(<CohortReadiness cohortId={2} place="cohort" />);
    await waitFor(() => expect(second.container.textContent).toBe(''));
    second.unmount();
    renderIt(<CohortReadiness cohortId={5} place="cohort" />);
    expect(await screen.findByText('The cohort’s readiness could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeTruthy();
  });

  it('is not even asked for on the cohort page by a member', async () => {
    signIn(false);
    const api = mockApi({});
    const view = renderIt(<CohortReadinessSlot cohortId={2} place="cohort" />);
    await new Promise((r) => setTimeout(r, 20));
    expect(view.container.textContent).toBe('');
    expect(api.calls).toHaveLength(0);
  });
});
