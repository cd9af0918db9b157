import type { MenuPrivilege } from '@ankur/shared/access';
import { ADMIN_CENTER_MENU } from '@ankur/shared/menus';
import type { TSearchResult, TSuiteRun } from '@ankur/shared/schemas/search';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '../../../stores/session';
import { apiError, json, mockApi, testQueryClient } from '../../../test/mock-api';
import SearchScreens from './search-screens';

const ROLE = {
  role_id: 1,
  role_name: 'Administrator',
  display_name: 'Administrator',
  role_view: 'admin',
  role_type: 'System Role',
};

function signIn(privileges: MenuPrivilege[] = []) {
  resetSessionStore({
    isLoggedIn: true,
    user: {
      user_id: 3,
      username: 'asha',
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.in',
      enabled: true,
      roles: [ROLE],
      active_role: 1,
      profile_image: null,
      phone_number: null,
      otpVerified: true,
      registration_redirect: null,
    },
    currentRole: ROLE,
    privileges,
    privilegesStatus: 'succeeded',
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <SearchScreens /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const result = (over: Partial<TSearchResult>): TSearchResult => ({
  kind: 'person',
  id: 1,
  title: 'Priya Deshmukh',
  subtitle: 'Founder, Krishi Setu',
  url: '/user/profile/1',
  snippet: 'Soil «moisture» alerts',
  image_url: null,
  language: 'en',
  meta: {},
  rank: 1,
  ...over,
});

beforeEach(() => signIn());
afterEach(() => vi.restoreAllMocks());

describe('/search', () => {
  it('asks what to look for when there is no query', async () => {
    renderAt('/search');
    expect(await screen.findByText('What are you looking for?')).toBeTruthy();
  });

  it('shows groups with counts and highlighted snippets, and a kind tab lists that kind alone', async () => {
    const api = mockApi({
      'GET /api/search': ({ query }) =>
        query.get('kind') === 'thread'
          ? json(200, {
              q: 'moisture',
              groups: [
                {
                  kind: 'thread',
                  total: 3,
                  more: false,
                  items: [result({ kind: 'thread', id: 4, title: 'LoRa sensors', url: '/community/forum?thread=4' })],
                },
              ],
              did_you_mean: [],
            })
          : json(200, {
              q: 'moisture',
              groups: [
                { kind: 'person', total: 1, more: false, items: [result({})] },
                {
                  // the search read its cap of matches: 3 counted, more held
                  kind: 'thread',
                  total: 3,
                  more: true,
                  items: [result({ kind: 'thread', id: 4, title: 'LoRa sensors', url: '/community/forum?thread=4' })],
                },
              ],
              did_you_mean: [],
            }),
    });
    const router = renderAt('/search?q=moisture');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “moisture”' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Priya Deshmukh' })).getAttribute('href')).toBe('/user/profile/1');
    expect(screen.getAllByText('moisture', { selector: 'mark' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Forum threads · 3+ results' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /People · 1 result$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More Forum threads' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=moisture&kind=thread'));
    await waitFor(() =>
      expect(api.callsTo('GET /api/search').some((c) => c.query.get('kind') === 'thread')).toBe(true),
    );
    const tabs = screen.getByRole('navigation', { name: 'Search' });
    expect(
      within(tabs)
        .getByRole('button', { name: /Forum threads/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('offers close titles when nothing matches, and Retry when the search fails', async () => {
    mockApi({
      'GET /api/search': json(200, { q: 'Villgroo', groups: [], did_you_mean: ['Villgro Innovations Foundation'] }),
    });
    renderAt('/search?q=Villgroo');
    expect(await screen.findByText('Nothing matches “Villgroo”')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Villgro Innovations Foundation' }).getAttribute('href')).toBe(
      '/search?q=Villgro%20Innovations%20Foundation',
    );
    vi.restoreAllMocks();
    mockApi({ 'GET /api/search': apiError(500, 'Internal Server Error') });
    renderAt('/search?q=broken');
    expect(await screen.findByText('The search could not be run.')).toBeTruthy();
  });
});

describe('/test/search-suite', () => {
  const run: TSuiteRun = {
    total: 2,
    passed: 1,
    pass_rate: 0.5,
    ms: 120,
    outcomes: [
      {
        q: 'Arjn Mehta',
        language: 'en',
        expect_kind: 'person',
        expect: 'arjun.mehta',
        pass: true,
        position: 1,
        top: [{ kind: 'person', title: 'Arjun Mehta', url: '/user/profile/9' }],
      },
      {
        q: 'उद्यमी',
        language: 'hi',
        expect_kind: 'circle',
        expect: 'हिंदी उद्यमी मंच',
        pass: false,
        position: null,
        top: [],
      },
    ],
  };

  it('runs the stored queries on demand for administrators and shows each outcome', async () => {
    signIn([
      { menu_id: 1, menu_name: ADMIN_CENTER_MENU, menu_parent_name: null, menu_route: null, permissions: ['read'] },
    ]);
    mockApi({ 'GET /api/search/suite': json(200, run) });
    renderAt('/test/search-suite');
    fireEvent.click(await screen.findByRole('button', { name: 'Run the suite' }));
    expect(await screen.findByText('1 of 2 pass (50 %)')).toBeTruthy();
    expect(screen.getByText('Arjn Mehta')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Failing only' }));
    expect(screen.queryByText('Arjn Mehta')).toBeNull();
    expect(screen.getByText('not found')).toBeTruthy();
  });

  it('tells others it is for administrators', async () => {
    renderAt('/test/search-suite');
    expect(await screen.findByText('Administrators only')).toBeTruthy();
  });
});
