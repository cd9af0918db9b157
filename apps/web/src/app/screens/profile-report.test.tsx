import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../components/ui/toaster';
import { json, mockApi, renderRoute, signInAs, VENTURE, VIEW } from '../../features/profiles/test-support';
import ProfileWithReportScreen from './profile-screen';
import VentureWithReportScreen from './venture-screen';

beforeEach(() => signInAs());
afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

/** Issue 21: someone else's profile or venture carries a Report item; one's own does not. */
describe('profile and venture with the Report item', () => {
  it('reports another person’s profile', async () => {
    const api = mockApi({
      'GET /api/profiles/12': json(200, VIEW),
      'POST /api/community/reports': () => json(201, { report_id: 3, already_reported: false }),
    });
    renderRoute(<ProfileWithReportScreen />, '/user/profile/12', '/user/profile/:user_id');
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(api.callsTo('POST /api/community/reports')).toHaveLength(1));
    expect(api.callsTo('POST /api/community/reports')[0]?.body).toMatchObject({
      target_kind: 'profile',
      target_id: 12,
    });
  });

  it('offers Report on another team’s venture, and marks a hidden one for its team', async () => {
    mockApi({
      'GET /api/ventures/4': json(200, { ...VENTURE, can_edit: false, can_manage_team: false }),
      'GET /api/ventures/mine': json(200, { items: [{ ...VENTURE, hidden: true }] }),
    });
    const first = renderRoute(
      <VentureWithReportScreen />,
      '/profile/entrepreneurial?venture=4',
      '/profile/entrepreneurial',
    );
    expect(await screen.findByRole('button', { name: 'Report' })).toBeTruthy();
    first.unmount();
    renderRoute(<VentureWithReportScreen />, '/profile/entrepreneurial');
    expect(await screen.findByText(/A community moderator hid this venture/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });
});
