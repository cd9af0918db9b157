import type {
  TApplication,
  TAssignment,
  TCompetitionCard,
  TCompetitionDetail,
  TRound,
} from '@ankur/shared/schemas/competitions';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { resetSessionStore, type SessionRole } from '../../stores/session';
import { testQueryClient } from '../../test/mock-api';
import './i18n';

/** Test helpers and fixtures of the competitions feature (imported by *.test.tsx only). */

export { type ApiCall, apiError, json, mockApi } from '../../test/mock-api';

/** A page of the finder: { data, meta: { page, limit, total } }. */
export const list = <T,>(data: T[], total = data.length, page = 1) => ({ data, meta: { page, limit: 12, total } });

const ROLE: SessionRole = {
  role_id: 2,
  role_name: 'Entrepreneur',
  display_name: 'Entrepreneur',
  role_view: 'other',
  role_type: 'System Role',
};

/** Signs in Priya Deshmukh (user 7); `manager` adds the Competition create/update privileges. */
export function signInAs(userId = 7, { manager = false } = {}) {
  resetSessionStore({
    isLoggedIn: true,
    user: {
      user_id: userId,
      username: 'priya.deshmukh',
      firstName: 'Priya',
      lastName: 'Deshmukh',
      roles: [ROLE],
      active_role: 2,
    },
    currentRole: ROLE,
    privileges: [
      {
        menu_id: 1,
        menu_name: 'Competition',
        menu_parent_name: null,
        menu_route: null,
        permissions: manager ? ['read', 'create', 'update'] : ['read'],
      },
    ],
  });
}

/** Renders `element` at `path` (matching `pattern`) with a query client and the toaster. */
export function renderAt(element: ReactElement, path: string, pattern = path.split('?')[0] ?? path) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <p>elsewhere</p> },
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

const DAY = 86_400_000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const PRIYA = { user_id: 7, name: 'Priya Deshmukh', photo_url: null };
export const ARJUN = { user_id: 9, name: 'Arjun Reddy', photo_url: null };
export const ORGANISER = { user_id: 3, name: 'Kavita Menon', photo_url: null };

export function card(overrides: Partial<TCompetitionCard> = {}): TCompetitionCard {
  return {
    competition_id: 4,
    title: 'Smart Village Innovation Challenge',
    summary: 'Rural technology that works offline: water, farm credit and clinics for villages of Vidarbha.',
    status: 'open',
    opens_at: inDays(-10),
    closes_at: inDays(5.5),
    cover_url: null,
    event: { event_id: 2, title: 'Bharat Startup Summit 2026' },
    application_count: 14,
    prizes: [
      { rank: 1, title: 'Winner', reward: '₹5,00,000 grant' },
      { rank: 2, title: 'Runner-up', reward: 'Incubation at IIT Madras' },
    ],
    topics: ['agritech'],
    my_application_status: null,
    i_judge: false,
    can_manage: false,
    ...overrides,
  };
}

export const SCREENING: TRound = {
  round_id: 11,
  name: 'Screening',
  position: 1,
  status: 'active',
  judging_ends_at: inDays(12),
  rubric: [
    { key: 'problem', name: 'Problem', description: 'Is the problem real and sharp?', weight: 2, scale_max: 5 },
    { key: 'market', name: 'Market', description: '', weight: 1, scale_max: 5 },
  ],
  advance_count: 6,
  judges_per_application: 2,
  judges: [],
};

export function detail(overrides: Partial<TCompetitionDetail> = {}): TCompetitionDetail {
  return {
    ...card(),
    description_html: '<p>Build for the <strong>last mile</strong>.</p>',
    eligibility_html: '<p>DPIIT-recognised startups under five years old.</p>',
    cover_file_id: null,
    team_min: 1,
    team_max: 4,
    form: [
      {
        key: 'sector',
        label: 'Sector',
        help: '',
        kind: 'choice',
        required: true,
        options: ['Agritech', 'Healthtech'],
        max_length: null,
      },
      {
        key: 'problem',
        label: 'The problem you solve',
        help: 'Two or three sentences.',
        kind: 'long_text',
        required: true,
        options: [],
        max_length: 1000,
      },
      {
        key: 'pitch_deck',
        label: 'Pitch deck',
        help: '',
        kind: 'file',
        required: false,
        options: [],
        max_length: null,
      },
    ],
    rounds: [
      SCREENING,
      { ...SCREENING, round_id: 12, name: 'Final', position: 2, status: 'pending', advance_count: null },
    ],
    leaderboard_public: true,
    score_method: 'average',
    hubs: ['idea-hub'],
    organiser: ORGANISER,
    results_published_at: null,
    ...overrides,
  };
}

export function application(overrides: Partial<TApplication> = {}): TApplication {
  return {
    application_id: 21,
    competition_id: 4,
    team_name: 'KhetiSense',
    status: 'draft',
    answers: { sector: 'Agritech', problem: 'Farmers in Wardha lose a third of their crop to late irrigation.' },
    files: [],
    lead: PRIYA,
    members: [ARJUN],
    round: null,
    final_rank: null,
    prize: null,
    submitted_at: null,
    updated_at: inDays(-1),
    ...overrides,
  };
}

export function assignment(overrides: Partial<TAssignment> = {}): TAssignment {
  return {
    assignment_id: 31,
    round_id: 11,
    status: 'assigned',
    application: application({
      status: 'submitted',
      submitted_at: inDays(-2),
      files: [{ key: 'pitch_deck', file_name: 'khetisense-deck.pdf', url: '/api/uploads/abc/khetisense-deck.pdf' }],
      answers: { sector: 'Agritech', problem: 'Late irrigation.', pitch_deck: 41 },
    }),
    scores: {},
    comment: '',
    total: null,
    updated_at: null,
    ...overrides,
  };
}
