import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, list, message, mockApi, renderRoute } from '../../features/support/test-support';
import { useRealtimeStore } from '../../stores/realtime';
import { startRealtime } from '../../stores/realtime-connection';
import { resetSessionStore } from '../../stores/session';
import { FakeSocket, notificationPage } from '../../test/fake-socket';
import AdminCenterScreen from './admin-center-screen';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

beforeEach(() => {
  resetSessionStore({ rehydrationStatus: 'succeeded', isLoggedIn: true, user: { user_id: 1 } });
});
afterEach(() => vi.restoreAllMocks());

describe('/admin-center (the app puts the Admin Center together)', () => {
  it('has the support inbox and the message reports as its last tabs', async () => {
    const api = mockApi({
      'GET /api/support/messages/getAll': json(200, list([message({ subject: null, name: 'Meera Nair' })])),
      'GET /api/auth/searchUsers': json(200, list([])),
      'GET /api/user/roles/getAll': json(200, list([])),
    });
    const { router } = renderRoute(<AdminCenterScreen />, '/admin-center');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.slice(-2).map((tab) => tab.textContent)).toEqual(['Inbox', 'Message reports']);
    expect(api.callsTo('GET /api/support/messages/getAll')).toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Inbox' }), { button: 0 });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('inbox'));
    expect(screen.getByText(/Messages from the Contact Us form, and bug reports/)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Support messages' });
    expect(await within(table).findByText('Meera Nair')).toBeTruthy();
  });

  it('opens the message reports of the messages feature in its own tab', async () => {
    const api = mockApi({
      'GET /api/auth/searchUsers': json(200, list([])),
      'GET /api/user/roles/getAll': json(200, list([])),
      'GET /api/message-reports': json(200, list([])),
    });
    const { router } = renderRoute(<AdminCenterScreen />, '/admin-center');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Message reports' }), { button: 0 });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('message-reports'));
    await waitFor(() => expect(api.callsTo('GET /api/message-reports').length).toBeGreaterThan(0));
  });
});

describe('/admin-center: the entry to program management (issue 19)', () => {
  const ROUTES = {
    'GET /api/notifications': json(200, notificationPage([], 0)),
    'GET /api/notifications/unread-count': json(200, { unread: 0 }),
    'GET /api/auth/searchUsers': json(200, list([])),
    'GET /api/user/roles/getAll': json(200, list([])),
    'GET /api/enrolment-requests': json(200, list([], 1, 10, 0)),
  };
  let stop = () => {};
  afterEach(() => stop());

  it('offers a Programs tab to program managers, with the live count of requests waiting', async () => {
    resetSessionStore({
      rehydrationStatus: 'succeeded',
      isLoggedIn: true,
      user: { user_id: 1 },
      privileges: [
        {
          menu_id: 3,
          menu_name: 'Programs and Courses',
          menu_parent_name: null,
          menu_route: null,
          permissions: ['read', 'create', 'update', 'delete'],
        },
      ],
    });
    const fake = new FakeSocket();
    mockApi(ROUTES);
    vi.mocked(io).mockReset();
    vi.mocked(io).mockImplementation(() => fake as never);
    useRealtimeStore.getState().reset();
    stop = startRealtime();
    await vi.waitFor(() => expect(io).toHaveBeenCalled());
    act(() => fake.connectNow());
    mockApi({ ...ROUTES, 'GET /api/enrolment-requests/count': json(200, { pending: 3 }) });

    const { router } = renderRoute(<AdminCenterScreen />, '/admin-center');
    expect(await screen.findByRole('tab', { name: 'Programs 3 requests waiting' })).toBeTruthy();
    act(() => fake.serverSends('enrolment-requests:pending', { pending: 1 }));
    expect(await screen.findByRole('tab', { name: 'Programs 1 request waiting' })).toBeTruthy();
    act(() => fake.serverSends('enrolment-requests:pending', { pending: 0 }));
    const tab = await screen.findByRole('tab', { name: 'Programs' });

    fireEvent.mouseDown(tab, { button: 0 });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('programs'));
    expect(screen.getByRole('link', { name: 'Open program management' }).getAttribute('href')).toBe('/manage-cohort');
    expect(await screen.findByRole('heading', { name: 'No requests waiting' })).toBeTruthy();
  });

  it('has no Programs tab for a role that does not manage programs', () => {
    const role = {
      role_id: 9,
      role_name: 'Auditor',
      display_name: 'Auditor',
      role_view: 'admin',
      role_type: 'System Role',
    };
    resetSessionStore({
      rehydrationStatus: 'succeeded',
      isLoggedIn: true,
      user: { user_id: 1, roles: [role], active_role: 9 },
      privileges: [
        { menu_id: 1, menu_name: 'Admin Center', menu_parent_name: null, menu_route: null, permissions: ['read'] },
      ],
    });
    mockApi(ROUTES);
    renderRoute(<AdminCenterScreen />, '/admin-center');
    expect(screen.queryByRole('tab', { name: /^Programs/ })).toBeNull();
  });
});
