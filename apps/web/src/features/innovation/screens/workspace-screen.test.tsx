import type { TIdeaCard, TIdeaDetail } from '@ankur/shared/schemas/innovation';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, Toaster } from '../../../components/ui/toaster';
import { resetSessionStore, type SessionRole } from '../../../stores/session';
import { apiError, json, mockApi, testQueryClient } from '../../../test/mock-api';
import WorkspaceScreen from './workspace-screen';

const ROLE: SessionRole = {
  role_id: 2,
  role_name: 'Entrepreneur',
  display_name: 'Entrepreneur',
  role_view: 'other',
  role_type: 'System Role',
};
const RCUD = ['read', 'create', 'update', 'delete'];

/** A founder (My Ideas and My Product/Innovation) or a mentor holding neither. */
function signIn(founder: boolean) {
  resetSessionStore({
    isLoggedIn: true,
    user: { user_id: 7, username: 'meera', firstName: 'Meera', lastName: 'Gowda', roles: [ROLE], active_role: 2 },
    currentRole: ROLE,
    privileges: founder
      ? [
          { menu_id: 1, menu_name: 'My Ideas', menu_parent_name: null, menu_route: null, permissions: RCUD },
          {
            menu_id: 2,
            menu_name: 'My Product/Innovation',
            menu_parent_name: null,
            menu_route: null,
            permissions: RCUD,
          },
        ]
      : [],
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/innovation-workspace', element: <WorkspaceScreen /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const card = (over: Partial<TIdeaCard> = {}): TIdeaCard => ({
  idea_id: 3,
  title: 'Solar cold rooms for Kolar tomato farmers',
  summary: 'Pay-per-crate cold storage',
  status: 'active',
  version: 3,
  owner: { user_id: 7, name: 'Meera Gowda' },
  updated_at: new Date().toISOString(),
  shared_with: ['Lakshmi Narayanan'],
  comment_count: 2,
  product_id: null,
  ...over,
});
const detail = (over: Partial<TIdeaDetail> = {}): TIdeaDetail => ({
  ...card(),
  canvas: { problem: 'Tomatoes rot in three days' },
  shares: [],
  is_owner: true,
  created_at: new Date().toISOString(),
  ...over,
});

afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

describe('WorkspaceScreen', () => {
  it('lists my ideas as cards with version, sharing and comments; empty archived tab says so', async () => {
    signIn(true);
    mockApi({
      'GET /api/innovation/ideas': ({ query }) => json(200, query.get('status') === 'archived' ? [] : [card()]),
    });
    renderAt('/innovation-workspace');
    const link = await screen.findByRole('link', { name: 'Solar cold rooms for Kolar tomato farmers' });
    const item = link.closest('li') as HTMLElement;
    expect(within(item).getByText('Version 3')).toBeTruthy();
    expect(within(item).getByText('Shared with Lakshmi Narayanan')).toBeTruthy();
    expect(within(item).getByText('2 comments')).toBeTruthy();
    expect(link.getAttribute('href')).toBe('/innovation-workspace?idea=3');
    fireEvent.click(screen.getByRole('radio', { name: 'Archived' }));
    expect(await screen.findByText('Nothing archived.')).toBeTruthy();
  });

  it('an error offers Retry; a person without the menus sees only “Shared with me”', async () => {
    signIn(false);
    let fail = true;
    mockApi({
      'GET /api/innovation/shared': () =>
        fail ? apiError(500, 'boom') : json(200, [card({ owner: { user_id: 9, name: 'Arjun Reddy' } })]),
    });
    renderAt('/innovation-workspace');
    expect(screen.queryByRole('link', { name: 'My ideas' })).toBeNull();
    const retry = await screen.findByRole('button', { name: /try again|retry/i });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('By Arjun Reddy')).toBeTruthy();
  });

  it('the owner edits the canvas and saves a new version with a note', async () => {
    signIn(true);
    const calls = mockApi({
      'GET /api/innovation/ideas/3': json(200, detail()),
      'GET /api/innovation/ideas/3/comments': json(200, []),
      'POST /api/innovation/ideas/3/versions': json(201, detail({ version: 4, canvas: { problem: 'Rots in 3 days' } })),
    });
    renderAt('/innovation-workspace?idea=3');
    const problem = await screen.findByRole('textbox', { name: 'Problem' });
    expect((problem as HTMLTextAreaElement).value).toBe('Tomatoes rot in three days');
    const save = screen.getByRole('button', { name: 'Save as version 4' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(problem, { target: { value: 'Rots in 3 days' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'What changed (optional)' }), {
      target: { value: 'Shorter' },
    });
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByText('Version 4')).toBeTruthy());
    const post = calls.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ canvas: { problem: 'Rots in 3 days' }, note: 'Shorter' });
  });

  it('a shared reader sees text, not textareas, and an idea not shared is “not here”', async () => {
    signIn(false);
    mockApi({
      'GET /api/innovation/ideas/3': json(200, detail({ is_owner: false, owner: { user_id: 9, name: 'Arjun Reddy' } })),
      'GET /api/innovation/ideas/3/comments': json(200, []),
      'GET /api/innovation/ideas/4': apiError(404, 'No such idea.'),
    });
    renderAt('/innovation-workspace?idea=3');
    expect(await screen.findByText('Tomatoes rot in three days')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Problem' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Comment on Problem' })).toBeTruthy();
    cleanupAndRender('/innovation-workspace?idea=4');
    expect(await screen.findByRole('heading', { level: 1, name: 'This idea is not here' })).toBeTruthy();
  });
});

function cleanupAndRender(path: string) {
  document.body.innerHTML = '';
  renderAt(path);
}
