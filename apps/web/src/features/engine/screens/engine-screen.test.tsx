import type { TEngineDashboard, TEngineStat } from '@ankur/shared/schemas/engine';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, Toaster } from '../../../components/ui/toaster';
import { useSessionStore } from '../../../stores/session';
import { apiError, json, mockApi, testQueryClient } from '../../../test/mock-api';
import EngineScreen from './engine-screen';

afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

const stat = (o: Partial<TEngineStat>): TEngineStat => ({
  stat_id: 1,
  stat_name: 'Users',
  module_id: 1,
  parent_stat_id: null,
  category: 'users',
  unit: 'count',
  position: 0,
  latest: null,
  previous: null,
  ...o,
});

function dashboard(o: Partial<TEngineDashboard> = {}): TEngineDashboard {
  return {
    active_phase: 'validation',
    suggestion: { phase: 'building', reasons: [{ code: 'has_users', value: 260 }] },
    modules: [
      {
        module_id: 1,
        module_name: 'Traction',
        phase_id: 2,
        user_id: 7,
        position: 0,
        stats: [
          stat({
            latest: { table_id: 2, stat_id: 1, time_period: '2026-02', score_value: 260, score_unit: 'count' },
            previous: { table_id: 1, stat_id: 1, time_period: '2026-01', score_value: 200, score_unit: 'count' },
          }),
        ],
      },
    ],
    readiness: [
      { key: 'entrepreneurial', attempt_id: 12, overall: 68, band: 'ready', submitted_at: '2026-01-10T10:00:00.000Z' },
      { key: 'idea', attempt_id: null, overall: null, band: null, submitted_at: null },
      { key: 'technology', attempt_id: null, overall: null, band: null, submitted_at: null },
      { key: 'investor', attempt_id: null, overall: null, band: null, submitted_at: null },
    ],
    runway: null,
    ...o,
  };
}

function renderScreen() {
  const router = createMemoryRouter([{ path: '/engine', element: <EngineScreen /> }], { initialEntries: ['/engine'] });
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('EngineScreen', () => {
  it('shows the phase with the suggestion, readiness, KPIs; keeps the session phase in step', async () => {
    mockApi({
      'GET /api/engine': json(200, dashboard()),
      'GET /api/engine/scores': json(200, { data: [] }),
    });
    renderScreen();
    expect(await screen.findByText('You are in Validation')).toBeTruthy();
    expect(screen.getByText('Suggested: Building')).toBeTruthy();
    expect(screen.getByText('You have 260 users.')).toBeTruthy();
    expect(screen.getByText('68/100')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your Entrepreneurial readiness result' }).getAttribute('href')).toBe(
      '/readiness-journey/results/12',
    );
    expect(screen.getByRole('link', { name: 'Take the Idea readiness assessment' }).getAttribute('href')).toBe(
      '/idea-readiness',
    );
    expect(screen.getByText('Up 30% on last month')).toBeTruthy();
    expect(useSessionStore.getState().activePhase).toBe('validation');
  });

  it('saves a typed value in the grid', async () => {
    const api = mockApi({
      'GET /api/engine': json(200, dashboard()),
      'GET /api/engine/scores': json(200, { data: [] }),
      'PUT /api/engine/scores': ({ body }) => json(200, { table_id: 9, ...(body as object), score_unit: 'count' }),
    });
    renderScreen();
    const cells = await screen.findAllByRole('textbox', { name: /^Users, / });
    const last = cells[cells.length - 1]!;
    fireEvent.change(last, { target: { value: '1,300' } });
    fireEvent.keyDown(last, { key: 'Enter' });
    await waitFor(() => expect(api.callsTo('PUT /api/engine/scores')).toHaveLength(1));
    expect(api.callsTo('PUT /api/engine/scores')[0]!.body).toMatchObject({ stat_id: 1, score_value: 1300 });
  });

  it('says what to do without the Engine menu, and offers Retry after a failure', async () => {
    mockApi({ 'GET /api/engine': apiError(403, 'no') });
    const { unmount } = renderScreen();
    expect(await screen.findByText('The Engine is not open to your role')).toBeTruthy();
    unmount();
    let fail = true;
    mockApi({
      'GET /api/engine': () => (fail ? apiError(500, 'boom') : json(200, dashboard())),
      'GET /api/engine/scores': json(200, { data: [] }),
    });
    renderScreen();
    fail = true;
    const retry = await screen.findByRole('button', { name: /try again/i });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('You are in Validation')).toBeTruthy();
  });
});
