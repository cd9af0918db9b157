import type { TCollection, TContent, TContentCard, TContentPage } from '@ankur/shared/schemas/content';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { resetSessionStore, type SessionRole } from '../../stores/session';
import { testQueryClient } from '../../test/mock-api';

/** Test helpers and fixtures of the content feature (imported by *.test.tsx only). */

export { type ApiCall, apiError, json, mockApi } from '../../test/mock-api';

const ROLE: SessionRole = {
  role_id: 2,
  role_name: 'Entrepreneur',
  display_name: 'Entrepreneur',
  role_view: 'other',
  role_type: 'System Role',
};

const privilege = (menu: string, permissions: string[]) => ({
  menu_id: 1,
  menu_name: menu,
  menu_parent_name: null,
  menu_route: null,
  permissions,
});

/** Signs in Priya Deshmukh (user 7), a reader; `editor` adds the Content create/update privileges. */
export function signInAs(userId = 7, { editor = false } = {}) {
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
    privileges: [privilege('Content', editor ? ['read', 'create', 'update', 'delete'] : ['read'])],
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

export const AUTHOR = { user_id: 12, name: 'Meera Iyer', photo_url: null };

export function card(overrides: Partial<TContentCard> = {}): TContentCard {
  return {
    content_id: 1,
    kind: 'article',
    title: 'How to apply for DPIIT recognition',
    summary: 'The five steps on the Startup India portal, and the documents each needs.',
    language: 'en',
    level: 'beginner',
    topics: ['dpiit-recognition'],
    hubs: ['policy-mission-hub'],
    status: 'published',
    cover_url: null,
    minutes: 6,
    author: AUTHOR,
    featured: false,
    save_count: 3,
    view_count: 40,
    published_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    saved: false,
    ...overrides,
  };
}

export function content(overrides: Partial<TContent> = {}): TContent {
  return {
    ...card(),
    body_html: '<p>Register on the Startup India portal first.</p>',
    details: { kind: 'article' },
    cover_file_id: null,
    file: null,
    history: [],
    can_edit: false,
    can_review: false,
    progress: null,
    collection_ids: [],
    ...overrides,
  };
}

export const PODCAST = content({
  content_id: 9,
  kind: 'podcast',
  title: 'Seed funding in Tier-2 cities',
  minutes: 24,
  body_html: '',
  details: {
    kind: 'podcast',
    file_id: 31,
    duration_seconds: 1440,
    chapters: [
      { start_seconds: 0, title: 'Introductions' },
      { start_seconds: 600, title: 'The first cheque' },
    ],
    transcript: 'Welcome to the show.\n\nToday we talk about seed funds.',
  },
  file: {
    upload_id: 31,
    file_name: 'episode.wav',
    content_type: 'audio/wav',
    size_bytes: 48000,
    url: '/api/uploads/x/episode.wav',
  },
  progress: { position: 754, percent: 52, updated_at: '2026-11-20T10:00:00.000Z' },
});

export function page(data: TContentCard[], overrides: Partial<TContentPage> = {}): TContentPage {
  return {
    data,
    meta: { page: 1, limit: 12, total: data.length, totalPages: 1 },
    facets: {
      kind: [
        { value: 'article', count: 5 },
        { value: 'podcast', count: 2 },
      ],
      topic: [{ value: 'gst', count: 3 }],
      hub: [{ value: 'funding-hub', count: 4 }],
      language: [
        { value: 'en', count: 6 },
        { value: 'hi', count: 1 },
      ],
      level: [{ value: 'beginner', count: 7 }],
    },
    ...overrides,
  };
}

export function collection(overrides: Partial<TCollection> = {}): TCollection {
  return {
    collection_id: 4,
    name: 'Fundraising prep',
    description: '',
    position: 1,
    shared: false,
    share_token: null,
    item_count: 2,
    owner: { user_id: 7, name: 'Priya Deshmukh', photo_url: null },
    is_mine: true,
    updated_at: '2026-11-10T10:00:00.000Z',
    ...overrides,
  };
}
