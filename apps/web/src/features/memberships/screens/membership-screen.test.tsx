import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { i18n } from '../../../lib/i18n';
import { resetSessionStore } from '../../../stores/session';
import { type ApiCall, apiError, json, me, membership, mockApi, PREMIUM, renderRoute } from '../test-support';
import MembershipScreen from './membership-screen';

beforeEach(() => {
  resetSessionStore({ user: { user_id: 7, firstName: 'Meera' }, isLoggedIn: true });
});
afterEach(async () => {
  act(() => notify.dismiss());
  await act(() => i18n.changeLanguage('en'));
  vi.restoreAllMocks();
});

describe('MembershipScreen', () => {
  it('shows the plans with rupee prices and asks for a paid one with the bank details and the UTR', async () => {
    let state = me();
    const api = mockApi({
      'GET /api/memberships/me': () => json(200, state),
      'POST /api/memberships/request': ({ body }: ApiCall) => {
        state = me(membership({ provider_ref: (body as { transfer_ref: string }).transfer_ref }));
        return json(200, state);
      },
    });
    const user = userEvent.setup();
    renderRoute(<MembershipScreen />, '/membership');
    expect(screen.getByRole('heading', { level: 1, name: 'Membership' })).toBeTruthy();
    const plans = await screen.findByRole('region', { name: 'Plans' });
    expect(within(plans).getByText('₹4,999')).toBeTruthy();
    expect(within(plans).getByText('per year')).toBeTruthy();
    expect(screen.getByText(/You are on the open platform/)).toBeTruthy();

    await user.click(within(plans).getByRole('button', { name: 'Choose Ankur Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Ankur Premium' });
    expect(within(dialog).getByText('SBIN0005678')).toBeTruthy();
    const field = within(dialog).getByLabelText(/UTR/);
    await user.type(field, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/memberships/request')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'HDFC00123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/memberships/request')[0]?.body).toEqual({
      plan_id: PREMIUM.plan_id,
      transfer_ref: 'HDFC00123456789',
    });
    expect(await screen.findByText('Waiting for approval')).toBeTruthy();
    expect(screen.getByText(/transfer reference HDFC00123456789/)).toBeTruthy();
  });

  it('redeems a sponsor code, shows the unlocked apps, and names a refused code', async () => {
    let state = me();
    mockApi({
      'GET /api/memberships/me': () => json(200, state),
      'POST /api/memberships/redeem': ({ body }: ApiCall) => {
        if ((body as { code: string }).code !== 'NAGPUR-FOUNDERS-26') {
          return apiError(404, 'This code is not valid, has expired or has no seats left.');
        }
        state = me(
          membership({
            status: 'active',
            provider: 'sponsor',
            starts_at: '2026-11-26T04:00:00.000Z',
            ends_at: '2027-11-26T04:00:00.000Z',
          }),
          [...PREMIUM.apps].sort() as never,
        );
        return json(200, state);
      },
    });
    const user = userEvent.setup();
    renderRoute(<MembershipScreen />, '/membership');
    const code = await screen.findByLabelText('Sponsor code');
    await user.type(code, 'WRONG-CODE');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('This code is not valid, has expired or has no seats left.')).toBeTruthy();
    await user.clear(code);
    await user.type(code, 'NAGPUR-FOUNDERS-26');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Active')).toBeTruthy();
    const current = screen.getByRole('region', { name: 'Your membership' });
    expect(within(current).getByText('Product Hub')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Plans' }).textContent).toContain('Your plan');
  });

  it('asks before cancelling, then cancels', async () => {
    let state = me(
      membership({ status: 'active', starts_at: '2026-11-01T04:00:00.000Z', ends_at: '2027-11-01T04:00:00.000Z' }),
      ['Idea Hub'],
    );
    const api = mockApi({
      'GET /api/memberships/me': () => json(200, state),
      'POST /api/memberships/cancel': () => {
        state = me(membership({ status: 'cancelled' }));
        return json(200, state);
      },
    });
    const user = userEvent.setup();
    renderRoute(<MembershipScreen />, '/membership');
    await user.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your Ankur Premium membership?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /api/memberships/cancel')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel membership' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel membership' }));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(api.callsTo('POST /api/memberships/cancel')).toHaveLength(1);
  });

  it('shows the error with a retry when the membership cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/memberships/me': () => (fail ? apiError(500, 'Something went wrong on our side.') : json(200, me())),
    });
    const user = userEvent.setup();
    renderRoute(<MembershipScreen />, '/membership');
    expect(await screen.findByText('Your membership could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Plans' })).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    mockApi({ 'GET /api/memberships/me': () => json(200, me()) });
    await act(() => i18n.changeLanguage('hi'));
    renderRoute(<MembershipScreen />, '/membership');
    expect(screen.getByRole('heading', { level: 1, name: 'सदस्यता' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Ankur Premium चुनें' })).toBeTruthy();
    expect(screen.getByText('प्रति वर्ष')).toBeTruthy();
  });
});
