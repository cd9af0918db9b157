import type {
  TEventCard,
  TEventDetail,
  TEventPage,
  TMyTicket,
  TOutsidePage,
  TOutsideRegistration,
  TRegistration,
} from '@ankur/shared/schemas/events';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { resetSessionStore, type SessionRole } from '../../stores/session';
import { testQueryClient } from '../../test/mock-api';

/** Test helpers and fixtures of the events feature (imported by *.test.tsx only). */

export { type ApiCall, apiError, json, mockApi } from '../../test/mock-api';

const ROLE: SessionRole = {
  role_id: 2,
  role_name: 'Entrepreneur',
  display_name: 'Entrepreneur',
  role_view: 'other',
  role_type: 'System Role',
};

/** Signs in Ananya Rao (user 7), an attendee; `organiser` adds the Event create/update privileges. */
export function signInAs(userId = 7, { organiser = false } = {}) {
  resetSessionStore({
    isLoggedIn: true,
    user: {
      user_id: userId,
      username: 'ananya.rao',
      firstName: 'Ananya',
      lastName: 'Rao',
      roles: [ROLE],
      active_role: 2,
    },
    currentRole: ROLE,
    privileges: [
      {
        menu_id: 1,
        menu_name: 'Event',
        menu_parent_name: null,
        menu_route: null,
        permissions: organiser ? ['read', 'create', 'update'] : ['read'],
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
  const view = render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

const DAY = 86_400_000;
/** An instant `days` from now (at a whole minute), ISO. */
export const inDays = (days: number, hours = 0) =>
  new Date(Math.floor((Date.now() + days * DAY + hours * 3_600_000) / 60_000) * 60_000).toISOString();

export function card(overrides: Partial<TEventCard> = {}): TEventCard {
  return {
    event_id: 1,
    title: 'Bharat Startup Summit 2026',
    summary: 'Two days of founders, investors and policymakers at BIEC, Bengaluru.',
    format: 'in_person',
    status: 'published',
    starts_at: inDays(10),
    ends_at: inDays(10, 8),
    time_zone: 'Asia/Kolkata',
    venue_name: 'BIEC',
    city: 'Bengaluru',
    cover_url: null,
    capacity: 500,
    confirmed_count: 380,
    waitlist_count: 0,
    price_from_paise: 0,
    topics: ['fundraising'],
    community: false,
    my_status: null,
    ...overrides,
  };
}

export function page(data: TEventCard[], overrides: Partial<TEventPage> = {}): TEventPage {
  return {
    data,
    meta: { page: 1, limit: 12, total: data.length },
    facets: {
      format: { in_person: 5, online: 3, hybrid: 1 },
      city: { Bengaluru: 4, Pune: 2 },
      topic: { fundraising: 3, agritech: 1 },
    },
    ...overrides,
  };
}

export function registration(overrides: Partial<TRegistration> = {}): TRegistration {
  return {
    registration_id: 31,
    event_id: 1,
    status: 'confirmed',
    ticket_type: { ticket_type_id: 11, name: 'General admission', price_paise: 0 },
    answers: {},
    waitlist_position: null,
    ticket_code: 'Xq7pL2mN9vR4sT8wY1zA3bC5dE6fG0hJ',
    qr_url: '/api/events/registrations/31/qr.svg',
    payment_status: 'none',
    checked_in_at: null,
    created_at: inDays(-2),
    updated_at: inDays(-2),
    ...overrides,
  };
}

export function detail(overrides: Partial<TEventDetail> = {}): TEventDetail {
  return {
    ...card(),
    description_html: '<p>Meet 200 founders and 40 investors over two days.</p>',
    venue_address: 'Tumkur Road, Madavara',
    state: 'Karnataka',
    online_url: null,
    approval_required: false,
    visibility: 'members',
    circle_id: null,
    program_id: null,
    hubs: [],
    cover_file_id: null,
    speakers: [
      { name: 'Kavya Menon', title: 'Partner', organisation: 'Kalaari Capital', bio: '', person: null },
      {
        name: '',
        title: 'Founder',
        organisation: 'AgroSense',
        bio: '',
        person: { user_id: 15, name: 'Rohan Kulkarni', photo_url: null },
      },
    ],
    sessions: [
      {
        title: 'Opening keynote: the next 10,000 startups',
        description: '',
        starts_at: inDays(10),
        ends_at: inDays(10, 1),
        location: 'Hall A',
        speaker_indexes: [0],
      },
    ],
    ticket_types: [
      {
        ticket_type_id: 11,
        name: 'General admission',
        description: '',
        price_paise: 0,
        capacity: null,
        confirmed_count: 380,
      },
    ],
    questions: [],
    organiser: { user_id: 12, name: 'Meera Iyer', photo_url: null },
    status_note: null,
    published_at: inDays(-20),
    can_manage: false,
    my_registration: null,
    feedback_open: false,
    ...overrides,
  };
}

export function ticket(reg: Partial<TRegistration> = {}, event: Partial<TEventCard> = {}): TMyTicket {
  return { registration: registration(reg), event: card({ my_status: reg.status ?? 'confirmed', ...event }) };
}

export function outside(overrides: Partial<TOutsideRegistration> = {}): TOutsideRegistration {
  return {
    outside_id: 5,
    title: 'TiE Global Summit',
    url: 'https://tgs.tie.org',
    starts_at: inDays(20),
    ends_at: inDays(20, 9),
    location: 'Jio World Centre, Mumbai',
    organiser: 'TiE Mumbai',
    notes: '',
    created_at: inDays(-5),
    ...overrides,
  };
}

export function outsidePage(data: TOutsideRegistration[]): TOutsidePage {
  return { data, meta: { page: 1, limit: 20, total: data.length } };
}
