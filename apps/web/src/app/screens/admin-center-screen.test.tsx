import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, list, message, mockApi, renderRoute } from '../../features/support/test-support';
import { resetSessionStore } from '../../stores/session';
import AdminCenterScreen from './admin-center-screen';

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
