import { COMMUNITY_MODERATOR_PRIVILEGE } from '@ankur/shared/schemas/community';
import type { TCircle } from '@ankur/shared/schemas/community-circles';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../../components/ui/toaster';
import { useSessionStore } from '../../../../stores/session';
import { type ApiCall, json, mockApi, renderAt, signInAs } from '../../test-support';
import ManageScreen from './manage-screen';

beforeEach(() => signInAs());
afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

const circle = (id: number, my_role: TCircle['my_role']): TCircle => ({
  circle_id: id,
  name: `Circle ${id}`,
  description: '',
  rules: '',
  visibility: 'public',
  cover_url: null,
  topics: [],
  owner: { user_id: 7, name: 'Priya Deshmukh' },
  conversation_id: null,
  member_count: 3,
  post_count: 0,
  last_activity_at: null,
  created_at: '2026-03-01T10:00:00.000Z',
  archived: false,
  my_status: my_role ? 'active' : null,
  my_role,
  can_manage: my_role !== null,
  conversation_full: false,
  pending_requests: 0,
});

/** The active role's privileges: Community Circle with `permissions`. */
function grant(permissions: string[]) {
  act(() =>
    useSessionStore.setState({
      privileges: [
        {
          menu_id: 40,
          menu_name: COMMUNITY_MODERATOR_PRIVILEGE.menu,
          menu_parent_name: null,
          menu_route: null,
          permissions,
        },
      ],
      privilegesStatus: 'succeeded',
    }),
  );
}

function serve(circles: TCircle[]) {
  return mockApi({
    'GET /api/community/circles': json(200, { items: circles, next: null }),
    'GET /api/community/moderation/reports': json(200, { items: [], next_before: null, can_sanction: false }),
    'GET /api/community/moderation/open-count': json(200, { open: 0 }),
  });
}

const reportCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/community/moderation/reports');

describe('/community/manage Moderation tab', () => {
  it('is not there for someone who runs no circle and does not moderate the community', async () => {
    grant(['read', 'create']);
    serve([]);
    renderAt(<ManageScreen />, '/community/manage');
    expect(await screen.findByRole('tab', { name: 'Requests' })).toBeTruthy();
    // the circles have arrived (none): the tabs are final
    expect(await screen.findByRole('heading', { name: 'You do not run any circle yet' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Moderation' })).toBeNull();
  });

  it('shows community moderators every report, even when they run no circle', async () => {
    grant(['read', COMMUNITY_MODERATOR_PRIVILEGE.permission]);
    const api = serve([]);
    renderAt(<ManageScreen />, '/community/manage');
    fireEvent.click(await screen.findByRole('tab', { name: 'Moderation' }));
    await waitFor(() => expect(reportCalls(api.calls).length).toBeGreaterThan(0));
    expect(reportCalls(api.calls).every((c) => !c.query.has('circle_id'))).toBe(true);
  });

  it('shows owners and moderators of circles their circles’ reports', async () => {
    grant(['read']);
    const api = serve([circle(5, 'moderator'), circle(6, 'owner')]);
    renderAt(<ManageScreen />, '/community/manage');
    fireEvent.click(await screen.findByRole('tab', { name: 'Moderation' }));
    await waitFor(() => expect(reportCalls(api.calls).length).toBeGreaterThan(0));
    expect(reportCalls(api.calls)[0]?.query.get('circle_id')).toBe('5');
    expect(screen.getByRole('combobox', { name: 'Circle' })).toBeTruthy();
  });
});
