import type { TCompetitionDetail, TRound, TStanding } from '@ankur/shared/schemas/competitions';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, Toaster } from '../../../components/ui/toaster';
import { resetSessionStore, type SessionRole } from '../../../stores/session';
import { apiError, json, mockApi, testQueryClient } from '../../../test/mock-api';
import { draftOf, patchOf, weightShares } from '../components/manage/draft';
import { fromIstInput, toIstInput } from '../components/manage/ist';
import CompetitionManageScreen from './competition-manage-screen';

afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

const ROLE: SessionRole = {
  role_id: 3,
  role_name: 'Organiser',
  display_name: 'Organiser',
  role_view: 'other',
  role_type: 'System Role',
};
function signIn(permissions: string[]) {
  resetSessionStore({
    isLoggedIn: true,
    user: { user_id: 5, username: 'kavya.rao', firstName: 'Kavya', lastName: 'Rao', roles: [ROLE], active_role: 3 },
    currentRole: ROLE,
    privileges: [{ menu_id: 1, menu_name: 'Competition', menu_parent_name: null, menu_route: null, permissions }],
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/competition/manage/:eventId', element: <CompetitionManageScreen /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const person = (user_id: number, name: string) => ({ user_id, name, photo_url: null });
const rubric = [
  { key: 'problem', name: 'Problem', description: '', weight: 3, scale_max: 5 },
  { key: 'market', name: 'Market', description: '', weight: 1, scale_max: 5 },
];
function round(overrides: Partial<TRound>): TRound {
  return {
    round_id: 31,
    name: 'Screening',
    position: 1,
    status: 'pending',
    judging_ends_at: null,
    rubric,
    advance_count: 1,
    judges_per_application: 2,
    judges: [person(8, 'Anil Gupta'), person(9, 'Sunita Reddy')],
    ...overrides,
  };
}
function detail(overrides: Partial<TCompetitionDetail> = {}): TCompetitionDetail {
  return {
    competition_id: 40,
    title: 'Bharat Startup Summit Pitch Challenge 2026',
    summary: 'Pitch to a jury of founders and investors in Bengaluru.',
    status: 'draft',
    opens_at: '2026-12-01T04:30:00.000Z',
    closes_at: '2026-12-20T18:00:00.000Z',
    cover_url: null,
    event: null,
    application_count: 2,
    prizes: [{ rank: 1, title: 'Winner', reward: '₹5,00,000 grant' }],
    topics: ['agritech'],
    my_application_status: null,
    i_judge: false,
    can_manage: true,
    description_html: '<p>Three minutes, one slide deck.</p>',
    eligibility_html: '<p>DPIIT-recognised startups.</p>',
    cover_file_id: null,
    team_min: 1,
    team_max: 4,
    form: [],
    rounds: [round({}), round({ round_id: 32, name: 'Final', position: 2, advance_count: null })],
    leaderboard_public: true,
    score_method: 'average',
    hubs: [],
    organiser: person(5, 'Kavya Rao'),
    results_published_at: null,
    ...overrides,
  };
}
function standing(id: number, team: string, rank: number, average: number): TStanding {
  return {
    application_id: id,
    team_name: team,
    lead: person(id + 100, `Lead of ${team}`),
    entry_status: 'in_round',
    scored: 2,
    assigned: 2,
    conflicts: 0,
    average,
    normalised: average / 100,
    rank,
  };
}
const EVENTS = {
  'GET /api/events': json(200, {
    data: [],
    meta: { page: 1, limit: 48, total: 0 },
    facets: { format: {}, city: {}, topic: {} },
  }),
};

describe('the draft helpers', () => {
  it('reads IST in and out, shows weights as shares, and patches only what changed', () => {
    expect(toIstInput('2026-12-01T04:30:00.000Z')).toBe('2026-12-01T10:00');
    expect(fromIstInput('2026-12-01T10:00')).toBe('2026-12-01T10:00:00+05:30');
    expect(weightShares(rubric)).toEqual([75, 25]);
    const before = draftOf(detail());
    const after = { ...before, title: 'Bharat Startup Summit Pitch Challenge 2027' };
    expect(patchOf(before, after)).toEqual({ title: 'Bharat Startup Summit Pitch Challenge 2027' });
  });
});

describe('CompetitionManageScreen', () => {
  it('creates a draft: checks the title first, sends the rounds, and goes to the new competition', async () => {
    signIn(['read', 'create', 'update']);
    const api = mockApi({
      ...EVENTS,
      'POST /api/competitions': json(201, detail({ competition_id: 41 })),
      'GET /api/competitions/41': json(200, detail({ competition_id: 41 })),
    });
    const router = renderAt('/competition/manage/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Create competition' }));
    expect(await screen.findByText('must be at least 3 characters')).toBeTruthy();
    expect(api.callsTo('POST /api/competitions')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Smart Village Innovation Challenge' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create competition' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/competition/manage/41'));
    const body = api.callsTo('POST /api/competitions')[0]?.body as {
      title: string;
      rounds: { name: string; rubric: { key: string }[] }[];
    };
    expect(body.title).toBe('Smart Village Innovation Challenge');
    expect(body.rounds[0]?.name).toBe('Screening');
    expect(body.rounds[0]?.rubric.map((c) => c.key)).toEqual(['problem', 'market', 'team']);
    expect(router.state.location.search).toBe('?tab=rounds');
  });

  it('shows the API’s field error at the field, on its tab', async () => {
    signIn(['read', 'update']);
    mockApi({
      ...EVENTS,
      'GET /api/competitions/40': json(200, detail()),
      'PATCH /api/competitions/40': apiError(400, 'Bad input', [
        { path: 'body.rounds[1].name', message: 'must be at least 2 characters' },
      ]),
    });
    renderAt('/competition/manage/40');
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Pitch Challenge 2026' } });
    expect(screen.getByText('Unsaved changes', { selector: '[role=status]' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const tab = await screen.findByRole('tab', { name: /Rounds and judges/ });
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByText('must be at least 2 characters')).toBeTruthy();
  });

  it('judging: pre-selects the top teams and advances them after the confirm', async () => {
    signIn(['read', 'update']);
    const api = mockApi({
      ...EVENTS,
      'GET /api/competitions/40': json(
        200,
        detail({
          status: 'judging',
          rounds: [round({ status: 'active' }), round({ round_id: 32, name: 'Final', position: 2 })],
        }),
      ),
      'GET /api/competitions/rounds/31/standings': json(200, {
        round: round({ status: 'active' }),
        progress: { assignments: 4, scored: 4, conflicts: 0 },
        standings: [standing(1, 'Krishi Mitra', 2, 61.5), standing(2, 'Jal Shakti Labs', 1, 82.25)],
      }),
      'POST /api/competitions/rounds/31/advance': json(200, { ok: true }),
    });
    renderAt('/competition/manage/40?tab=judging');
    expect(await screen.findByText('4 of 4 scores submitted')).toBeTruthy();
    const top = screen.getByRole('checkbox', { name: 'Jal Shakti Labs moves on' }) as HTMLInputElement;
    const second = screen.getByRole('checkbox', { name: 'Krishi Mitra moves on' }) as HTMLInputElement;
    expect([top.checked, second.checked]).toEqual([true, false]);
    fireEvent.click(screen.getByRole('button', { name: 'Advance 1 team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move teams on?' });
    expect(within(dialog).getByText('1 team advances to Final, 1 stop here.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Advance' }));
    await waitFor(() => expect(api.callsTo('POST /api/competitions/rounds/31/advance')).toHaveLength(1));
    expect(api.callsTo('POST /api/competitions/rounds/31/advance')[0]?.body).toEqual({ application_ids: [2] });
  });

  it('results: placings from the final round, published with the prize', async () => {
    signIn(['read', 'update']);
    const api = mockApi({
      ...EVENTS,
      'GET /api/competitions/40': json(
        200,
        detail({
          status: 'judging',
          rounds: [round({ status: 'closed' }), round({ round_id: 32, name: 'Final', position: 2, status: 'active' })],
        }),
      ),
      'GET /api/competitions/rounds/32/standings': json(200, {
        round: round({ round_id: 32, name: 'Final', position: 2, status: 'active' }),
        progress: { assignments: 2, scored: 2, conflicts: 0 },
        standings: [standing(2, 'Jal Shakti Labs', 1, 88)],
      }),
      'POST /api/competitions/40/results': json(200, { ok: true }),
    });
    renderAt('/competition/manage/40?tab=results');
    expect(await screen.findByText('Jal Shakti Labs')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish results' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the results?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish results' }));
    await waitFor(() => expect(api.callsTo('POST /api/competitions/40/results')).toHaveLength(1));
    expect(api.callsTo('POST /api/competitions/40/results')[0]?.body).toEqual({
      placings: [{ application_id: 2, rank: 1, prize: 'Winner' }],
      certificates: true,
    });
  });

  it('says who may manage it, and when there is no such competition', async () => {
    signIn(['read']);
    mockApi({
      'GET /api/competitions/40': json(200, detail({ can_manage: false })),
      'GET /api/competitions/77': apiError(404, 'No such competition'),
    });
    renderAt('/competition/manage/40');
    expect(await screen.findByRole('heading', { name: 'Only its organisers manage this competition' })).toBeTruthy();
    renderAt('/competition/manage/77');
    expect(await screen.findByRole('heading', { name: 'No such competition' })).toBeTruthy();
  });
});
