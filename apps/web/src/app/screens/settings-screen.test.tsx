import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../components/ui/toaster';
import { useAccountLanguageSync } from '../../features/account/api/language-sync';
import {
  type ApiCall,
  apiError,
  json,
  mockApi,
  renderRoute,
  testQueryClient,
} from '../../features/account/test-support';
import { i18n, LANGUAGE_STORAGE_KEY, setLanguage } from '../../lib/i18n';
import { resetSessionStore } from '../../stores/session';
import SettingsRouteScreen from './settings-screen';

const PREFERENCES = {
  channels: {
    enrolment: 'in_app',
    enrolment_request: 'email',
    assignment: 'email',
    certificate: 'in_app',
    connection: 'none',
    connection_request: 'in_app',
    connection_accepted: 'in_app',
    new_follower: 'in_app',
    message: 'in_app',
    event: 'in_app',
    announcement: 'in_app',
    membership: 'email',
    investor: 'email',
    call_application: 'in_app',
    call_decision: 'in_app',
    collab_response: 'in_app',
    forum_reply: 'in_app',
    forum_answer_accepted: 'in_app',
    moderation: 'in_app',
    mention: 'in_app',
    post_comment: 'in_app',
    comment_reply: 'in_app',
    circle_request: 'in_app',
    circle_approved: 'in_app',
    circle_invite: 'in_app',
    content_review: 'in_app',
    competition: 'in_app',
    idea: 'in_app',
  },
  email_digest: 'off',
};

function server(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  let settings = { language: 'en', profile_visibility: 'members', landing_page: null as string | null };
  return mockApi({
    'GET /api/account/settings': () => json(200, settings),
    'PUT /api/account/settings': ({ body }: ApiCall) => {
      const patch = body as Partial<typeof settings>;
      if (patch.landing_page === '/admin-center') {
        return apiError(400, 'Invalid body.landing_page: is not a page your role may open', [
          { path: 'body.landing_page', message: 'is not a page your role may open' },
        ]);
      }
      settings = { ...settings, ...patch };
      return json(200, settings);
    },
    'GET /api/notifications/preferences': json(200, PREFERENCES),
    ...overrides,
  });
}

const entrepreneur = {
  role_id: 2,
  role_name: 'Entrepreneur',
  display_name: 'Entrepreneur',
  role_view: 'other',
  role_type: 'System Role',
};
const learning = {
  menu_id: 40,
  menu_name: 'Learning Journey',
  menu_parent_name: 'Innovation Hubs',
  menu_route: '/learning-journey',
  permissions: ['read'],
};

beforeEach(() => {
  resetSessionStore({
    user: { user_id: 7, roles: [entrepreneur], active_role: 2 },
    isLoggedIn: true,
    privileges: [learning],
  });
});
afterEach(async () => {
  act(() => notify.dismiss());
  await act(() => setLanguage('en'));
  vi.restoreAllMocks();
});

describe('/settings', () => {
  it('shows language, privacy, start page and the notification preferences in one screen', async () => {
    server();
    renderRoute(<SettingsRouteScreen />, '/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(((await screen.findByRole('radio', { name: /^Members/ })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Notification preferences' })).toBeTruthy();
    // only pages the role may read are offered: no Admin Center for an entrepreneur
    const select = screen.getByLabelText('Start page after sign-in') as HTMLSelectElement;
    const options = [...select.options].map((o) => o.textContent);
    expect(options).toContain('Learning Journey (programs)');
    expect(options).not.toContain('Admin Center');
  });

  it('saves the profile visibility and the start page at once', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    renderRoute(<SettingsRouteScreen />, '/settings');
    await user.click(await screen.findByRole('radio', { name: /^Only me/ }));
    await waitFor(() => expect(callsTo('PUT /api/account/settings')).toHaveLength(1));
    expect(callsTo('PUT /api/account/settings')[0]!.body).toEqual({ profile_visibility: 'only_me' });
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /^Only me/ }) as HTMLInputElement).checked).toBe(true),
    );
    await user.selectOptions(screen.getByLabelText('Start page after sign-in'), '/calendar');
    await waitFor(() => expect(callsTo('PUT /api/account/settings')).toHaveLength(2));
    expect(callsTo('PUT /api/account/settings')[1]!.body).toEqual({ landing_page: '/calendar' });
    expect((screen.getByLabelText('Start page after sign-in') as HTMLSelectElement).value).toBe('/calendar');
  });

  it('tells when a setting is refused and keeps the stored one', async () => {
    server({
      'PUT /api/account/settings': apiError(
        400,
        'Invalid body.profile_visibility: must be public, members, connections or only_me',
      ),
    });
    const user = userEvent.setup();
    renderRoute(<SettingsRouteScreen />, '/settings');
    await user.click(await screen.findByRole('radio', { name: /^Public/ }));
    await screen.findByText(/The setting was not saved: Invalid body\.profile_visibility/);
    expect((screen.getByRole('radio', { name: /^Members/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('switches the language at once', async () => {
    server();
    const user = userEvent.setup();
    renderRoute(<SettingsRouteScreen />, '/settings');
    await user.click(await screen.findByRole('radio', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeTruthy();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    server({
      'GET /api/account/settings': () =>
        fail ? apiError(500, 'down') : json(200, { language: 'en', profile_visibility: 'public', landing_page: null }),
    });
    const user = userEvent.setup();
    renderRoute(<SettingsRouteScreen />, '/settings');
    await screen.findByText('Your settings could not be loaded.');
    fail = false;
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(((await screen.findByRole('radio', { name: /^Public/ })) as HTMLInputElement).checked).toBe(true);
  });
});

let hookClient = testQueryClient();
function Wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={hookClient}>{children}</QueryClientProvider>;
}

describe('useAccountLanguageSync', () => {
  beforeEach(() => {
    hookClient = testQueryClient();
  });

  it('puts the stored language on screen after sign-in, and stores a later switch', async () => {
    const { callsTo } = server({
      'GET /api/account/settings': json(200, { language: 'hi', profile_visibility: 'members', landing_page: null }),
      'PUT /api/account/settings': ({ body }: ApiCall) =>
        json(200, {
          language: (body as { language: string }).language,
          profile_visibility: 'members',
          landing_page: null,
        }),
    });
    renderHook(() => useAccountLanguageSync(), { wrapper: Wrapper });
    await waitFor(() => expect(i18n.language).toBe('hi'));
    expect(callsTo('PUT /api/account/settings')).toHaveLength(0);
    await act(() => setLanguage('en'));
    await waitFor(() => expect(callsTo('PUT /api/account/settings')).toHaveLength(1));
    expect(callsTo('PUT /api/account/settings')[0]!.body).toEqual({ language: 'en' });
  });

  it('does nothing signed out', async () => {
    resetSessionStore({ user: null });
    const { calls } = server();
    renderHook(() => useAccountLanguageSync(), { wrapper: Wrapper });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(0);
  });
});
