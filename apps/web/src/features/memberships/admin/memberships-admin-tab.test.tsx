import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { type ApiCall, apiError, FREE, json, list, membership, mockApi, PREMIUM, renderRoute } from '../test-support';
import { MembershipsAdminPanel } from './memberships-admin-tab';

afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

const row = (id: number, name: string, email: string) => ({
  ...membership({ membership_id: id }),
  user_id: id + 100,
  member_name: name,
  member_email: email,
});

const CODE = {
  code_id: 1,
  code: 'NAGPUR-FOUNDERS-26',
  plan_id: PREMIUM.plan_id,
  plan_name: PREMIUM.name,
  sponsor_name: 'Nagpur Startup Foundation',
  seats: 25,
  used: 3,
  expires_at: '2027-11-26T04:00:00.000Z',
  active: true,
};

function server() {
  let waiting = [row(11, 'Meera Iyer', 'meera@example.org'), row(12, 'Arjun Reddy', 'arjun@example.org')];
  let code = { ...CODE };
  return mockApi({
    'GET /api/memberships/admin/requests': () => json(200, list(waiting, 1, 20)),
    'POST /api/memberships/admin/requests/11/decide': () => {
      const done = { ...waiting[0]!, status: 'active' as const };
      waiting = waiting.filter((r) => r.membership_id !== 11);
      return json(200, done);
    },
    'POST /api/memberships/admin/requests/12/decide': ({ body }: ApiCall) => {
      if (!(body as { reason?: string }).reason) {
        return apiError(400, 'Invalid body.reason: must say why the request is declined', [
          { path: 'body.reason', message: 'must say why the request is declined' },
        ]);
      }
      const done = { ...waiting.find((r) => r.membership_id === 12)!, status: 'declined' as const };
      waiting = waiting.filter((r) => r.membership_id !== 12);
      return json(200, done);
    },
    'GET /api/memberships/admin/plans': json(200, [FREE, PREMIUM]),
    'GET /api/memberships/admin/codes': () => json(200, [code]),
    'PUT /api/memberships/admin/codes/1': ({ body }: ApiCall) => {
      code = { ...code, active: (body as { active: boolean }).active };
      return json(200, code);
    },
  });
}

describe('MembershipsAdminPanel', () => {
  it('approves one request, and declines another only with a reason', async () => {
    const api = server();
    const user = userEvent.setup();
    renderRoute(<MembershipsAdminPanel />, '/admin-center');
    const requests = await screen.findByRole('region', { name: 'Requests' });
    await within(requests).findByText('Meera Iyer');
    await user.click(within(requests).getByRole('button', { name: 'Approve: Meera Iyer' }));
    await waitFor(() => expect(within(requests).queryByText('Meera Iyer')).toBeNull());
    expect(api.callsTo('POST /api/memberships/admin/requests/11/decide')[0]?.body).toEqual({ decision: 'approve' });

    await user.click(within(requests).getByRole('button', { name: 'Decline: Arjun Reddy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request of Arjun Reddy?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('must say why the request is declined')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reason/), 'No transfer with this UTR reached the account.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(requests).findByText(/No requests are waiting/)).toBeTruthy();
  });

  it('lists plans and codes; a disabled code can be enabled again', async () => {
    server();
    const user = userEvent.setup();
    renderRoute(<MembershipsAdminPanel />, '/admin-center');
    const plans = await screen.findByRole('region', { name: 'Plans' });
    expect(await within(plans).findByText(/₹4,999 per year/)).toBeTruthy();
    const codes = screen.getByRole('region', { name: 'Sponsor codes' });
    expect(await within(codes).findByText(/3 of 25 used/)).toBeTruthy();
    await user.click(within(codes).getByRole('button', { name: 'Disable: NAGPUR-FOUNDERS-26' }));
    expect(await within(codes).findByText('Disabled')).toBeTruthy();
    await user.click(within(codes).getByRole('button', { name: 'Enable: NAGPUR-FOUNDERS-26' }));
    await waitFor(() => expect(within(codes).queryByText('Disabled')).toBeNull());
  });

  it('adds a plan: rupees on screen, paise in the call, and a refused field named under it', async () => {
    const api = mockApi({
      'GET /api/memberships/admin/requests': json(200, list([], 1, 20)),
      'GET /api/memberships/admin/plans': json(200, [FREE, PREMIUM]),
      'GET /api/memberships/admin/codes': json(200, []),
      'POST /api/memberships/admin/plans': ({ body }: ApiCall) => {
        const b = body as { name: string };
        if (b.name.length < 3) {
          return apiError(400, 'Invalid body.name: must be at least 3 characters', [
            { path: 'body.name', message: 'must be at least 3 characters' },
          ]);
        }
        return json(201, { ...PREMIUM, ...(body as object), plan_id: 9 });
      },
    });
    const user = userEvent.setup();
    renderRoute(<MembershipsAdminPanel />, '/admin-center');
    expect(await screen.findByText(/No sponsor codes yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add plan' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'IX');
    await user.clear(within(dialog).getByLabelText(/^Price/));
    await user.type(within(dialog).getByLabelText(/^Price/), '1,499');
    await user.selectOptions(within(dialog).getByLabelText(/^Billing period/), 'month');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Idea Hub' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('must be at least 3 characters')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Name/), 'T Campus');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/memberships/admin/plans').at(-1)?.body).toEqual({
      name: 'IXT Campus',
      description: null,
      price_paise: 149_900,
      period: 'month',
      apps: ['Idea Hub'],
      active: true,
    });
  });
});
