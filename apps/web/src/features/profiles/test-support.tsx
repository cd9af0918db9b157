import type { TMyProfile, TProfileView, TVenture } from '@ankur/shared/schemas/profiles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { resetSessionStore, type SessionRole } from '../../stores/session';
import { testQueryClient } from '../../test/mock-api';

/** Test helpers of the profiles feature (imported by *.test.tsx only). */

export { type ApiCall, apiError, json, mockApi } from '../../test/mock-api';

export const ENTREPRENEUR: SessionRole = {
  role_id: 2,
  role_name: 'Entrepreneur',
  display_name: 'Entrepreneur',
  role_view: 'other',
  role_type: 'System Role',
};

/** Signs in Priya Deshmukh (user 7) acting as `role`. */
export function signInAs(role: SessionRole = ENTREPRENEUR, userId = 7) {
  resetSessionStore({
    isLoggedIn: true,
    user: {
      user_id: userId,
      username: 'priya.deshmukh',
      firstName: 'Priya',
      lastName: 'Deshmukh',
      email: 'priya@example.in',
      enabled: true,
      roles: [role],
      active_role: role.role_id,
      profile_image: null,
      phone_number: null,
      otpVerified: true,
      registration_redirect: null,
    },
    currentRole: role,
  });
}

export const MY_PROFILE: TMyProfile = {
  user_id: 7,
  name: 'Priya Deshmukh',
  headline: '',
  bio: '',
  city: '',
  state: null,
  languages: [],
  links: [],
  skills: [],
  photo_url: null,
  role_details: {},
  visibility: {
    basic: 'members',
    about: 'members',
    roles: 'members',
    learning: 'members',
    personality: 'members',
    venture: 'members',
  },
  default_visibility: 'members',
  onboarding: { flow: null, step: 0, done: false, skipped: false },
  shown_programs: [],
  show_certificates: false,
  enrolled_programs: [{ program_id: 3, program_name: 'Pitch Deck Sprint' }],
};

export const VIEW: TProfileView = {
  user_id: 12,
  name: 'Rohan Kulkarni',
  username: 'rohan.k',
  is_owner: false,
  roles: ['Volunteer'],
  photo_url: null,
  headline: 'Chartered accountant, helps founders with GST',
  city: 'Pune',
  state: 'Maharashtra',
  about: {
    bio: 'Ten years in audit.',
    languages: ['Marathi', 'English'],
    links: ['https://example.in/rohan'],
    skills: ['GST', 'Bookkeeping'],
  },
  role_details: {
    volunteer: { skills: ['GST filing'], causes: ['financial_literacy'], hours_per_month: 6, hours_given: 42 },
  },
  learning: null,
  personality: null,
  venture_id: null,
};

export const VENTURE: TVenture = {
  venture_id: 4,
  name: 'Krishi Setu',
  stage: 'validation',
  sector: 'agritech',
  state: 'Maharashtra',
  city: 'Nashik',
  team_size: 4,
  website: 'https://krishisetu.example.in',
  pitch: 'Soil-moisture alerts on WhatsApp for grape farmers',
  needs: ['funding', 'mentoring'],
  visibility: 'members',
  owner_user_id: 7,
  members: [{ user_id: 7, name: 'Priya Deshmukh', username: 'priya.deshmukh', is_owner: true }],
  can_edit: true,
  can_manage_team: true,
  updated_at: '2026-03-01T10:00:00.000Z',
};

/** Renders `element` at `path` (matched by `pattern`) with a query client, the toaster and /home. */
export function renderRoute(element: ReactElement, path: string, pattern = path) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '/home', element: <p>Home page</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, ...view };
}
