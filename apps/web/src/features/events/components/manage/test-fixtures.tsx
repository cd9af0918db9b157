import type { TEventDetail, TRegistrationRow } from '@ankur/shared/schemas/events';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../../../components/ui/toaster';
import { resetSessionStore, type SessionRole } from '../../../../stores/session';
import { testQueryClient } from '../../../../test/mock-api';

/** Fixtures of the organiser's screens (imported by their *.test.tsx only). */

const ROLE: SessionRole = {
  role_id: 2,
  role_name: 'Entrepreneur',
  display_name: 'Entrepreneur',
  role_view: 'other',
  role_type: 'System Role',
};

/** Signs in Ananya Rao (user 5); `organiser` gives the Event create privilege. */
export function signInOrganiser(organiser = true) {
  resetSessionStore({
    isLoggedIn: true,
    user: { user_id: 5, username: 'ananya.rao', firstName: 'Ananya', lastName: 'Rao', roles: [ROLE], active_role: 2 },
    currentRole: ROLE,
    privileges: [
      {
        menu_id: 1,
        menu_name: 'Event',
        menu_parent_name: null,
        menu_route: null,
        permissions: organiser ? ['read', 'create'] : ['read'],
      },
    ],
  });
}

/** Renders `element` at `path` (matching `pattern`) in a data router, with a query client and the toaster. */
export function renderAt(element: ReactElement, path: string, pattern: string) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <p>elsewhere</p> },
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

export const ORGANISER = { user_id: 5, name: 'Ananya Rao', photo_url: null };

export function eventDetail(over: Partial<TEventDetail> = {}): TEventDetail {
  return {
    event_id: 41,
    title: 'Founder office hours: GST and compliance',
    summary: 'Bring your questions on GST registration, invoicing and filings.',
    format: 'in_person',
    status: 'draft',
    starts_at: '2026-12-05T04:30:00.000Z',
    ends_at: '2026-12-05T07:30:00.000Z',
    time_zone: 'Asia/Kolkata',
    venue_name: 'T-Hub Phase 2',
    city: 'Hyderabad',
    cover_url: null,
    capacity: 60,
    confirmed_count: 0,
    waitlist_count: 0,
    price_from_paise: 0,
    topics: ['gst'],
    community: false,
    my_status: null,
    description_html: '<p>Chartered accountants from the Hyderabad chapter answer your questions.</p>',
    venue_address: 'Inorbit Mall Road, Raidurgam',
    state: 'Telangana',
    online_url: null,
    approval_required: false,
    visibility: 'members',
    circle_id: null,
    program_id: null,
    hubs: [],
    cover_file_id: null,
    speakers: [{ name: 'CA Suresh Reddy', title: 'Partner', organisation: 'Reddy & Rao LLP', bio: '', person: null }],
    sessions: [
      {
        title: 'GST registration, step by step',
        description: '',
        starts_at: '2026-12-05T04:30:00.000Z',
        ends_at: '2026-12-05T05:30:00.000Z',
        location: 'Hall A',
        speaker_indexes: [0],
      },
    ],
    ticket_types: [
      {
        ticket_type_id: 7,
        name: 'General admission',
        description: '',
        price_paise: 0,
        capacity: null,
        confirmed_count: 0,
      },
    ],
    questions: [],
    organiser: ORGANISER,
    status_note: null,
    published_at: null,
    can_manage: true,
    my_registration: null,
    feedback_open: false,
    ...over,
  };
}

export function registrationRow(over: Partial<TRegistrationRow> = {}): TRegistrationRow {
  return {
    registration_id: 301,
    event_id: 41,
    status: 'confirmed',
    ticket_type: { ticket_type_id: 7, name: 'General admission', price_paise: 0 },
    answers: {},
    waitlist_position: null,
    ticket_code: 'k3J9xQ2mPz7LwR4tYb8NcV1dHs6FgA0e',
    qr_url: null,
    payment_status: 'none',
    checked_in_at: null,
    created_at: '2026-11-20T06:00:00.000Z',
    updated_at: '2026-11-20T06:00:00.000Z',
    person: { user_id: 9, name: 'Priya Sharma', photo_url: null },
    ...over,
  };
}
