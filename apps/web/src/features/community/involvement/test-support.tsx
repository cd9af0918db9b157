import type { TCall, TCollaboratorPerson, TCommunityHub } from '@ankur/shared/schemas/community-involvement';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../../components/ui/toaster';
import { testQueryClient } from '../../../test/mock-api';

/** Test helpers of get involved and the collaboration hub (imported by *.test.tsx only). */

export { type ApiCall, apiError, json, mockApi } from '../../../test/mock-api';

export const PERSON = {
  user_id: 11,
  name: 'Kiran Rao',
  username: 'kiran',
  photo_url: null,
  headline: 'Runs the Nashik agritech cohort',
  city: 'Nashik',
  state: 'Maharashtra',
};

export const CALL: TCall = {
  call_id: 5,
  kind: 'mentor',
  title: 'Mentors for the Nashik agritech cohort',
  description: 'Two hours a month with a founder team growing grapes and onions.',
  mode: 'in_person',
  city: 'Nashik',
  state: 'Maharashtra',
  starts_on: '2026-12-01',
  ends_on: '2027-05-31',
  time_commitment: '2 hours a month',
  skills: ['Agritech'],
  places: 3,
  accepted_count: 1,
  apply_by: '2026-11-30',
  status: 'open',
  created_at: '2026-11-01T10:00:00.000Z',
  author: PERSON,
  organisation: null,
  hidden: false,
  is_mine: false,
  can_manage: false,
  my_application: null,
  pending_count: 0,
};

export const COLLABORATOR: TCollaboratorPerson = {
  ...PERSON,
  user_id: 12,
  name: 'Ananya Iyer',
  skills: ['Battery chemistry'],
  is_me: false,
  open_request: { request_id: 3, title: 'A research partner for battery recycling', kind: 'research_partner' },
};

export const HUB: TCommunityHub = {
  topics: [{ topic: 'agritech', count: 4 }],
  circles: [
    {
      circle_id: 2,
      name: 'Pune Hardware Founders',
      description: '',
      visibility: 'private',
      member_count: 42,
      last_activity_at: '2026-11-20T10:00:00.000Z',
    },
  ],
  members: [{ ...PERSON, joined_at: '2026-11-18T10:00:00.000Z' }],
  calls: [{ call_id: 5, kind: 'mentor', title: CALL.title, mode: 'in_person', city: 'Nashik', apply_by: null }],
  requests: [],
};

/** Renders `element` at `path` (matched by `pattern`) with a query client, the toaster and /messages. */
export function renderRoute(element: ReactElement, path: string, pattern = path.split('?')[0] ?? path) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '/messages', element: <p>Messages page</p> },
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
