import type { TDataRequest, TMyData } from '@ankur/shared/schemas/personal-data';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { i18n } from '../../../lib/i18n';
import { resetSessionStore } from '../../../stores/session';
import { ACCOUNT, type ApiCall, apiError, json, mockApi, renderRoute, SESSIONS } from '../test-support';
import AccountScreen from './account-screen';

const REQUEST: TDataRequest = {
  id: 41,
  kind: 'export',
  status: 'pending',
  progress: 0,
  requested_at: '2026-03-02T05:00:00.000Z',
  due_at: null,
  expires_at: null,
  completed_at: null,
  cancelled_at: null,
  cancel_reason: null,
  size_bytes: null,
};
const READY: TDataRequest = {
  ...REQUEST,
  status: 'ready',
  progress: 100,
  completed_at: '2026-03-02T05:01:00.000Z',
  expires_at: '2026-03-09T05:01:00.000Z',
  size_bytes: 2_450_000,
};
const ERASURE: TDataRequest = {
  ...REQUEST,
  id: 42,
  kind: 'erasure',
  status: 'scheduled',
  due_at: '2026-04-01T05:00:00.000Z',
};

const dataRegion = () => screen.getByRole('region', { name: 'Your data' });

function server(start: TMyData, overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  let data = start;
  return mockApi({
    'GET /api/account': () => json(200, ACCOUNT),
    'GET /api/account/sessions': () => json(200, SESSIONS),
    'GET /api/account/data': () => json(200, data),
    'POST /api/account/data/export': () => {
      data = { ...data, export: REQUEST };
      return json(202, REQUEST);
    },
    'POST /api/account/data/erasure': ({ body }: ApiCall) => {
      if ((body as { password?: string }).password !== 'chai and monsoon 7') {
        return apiError(400, 'The current password is incorrect.', [
          { path: 'body.password', message: 'is incorrect' },
        ]);
      }
      data = { ...data, erasure: ERASURE };
      return json(202, ERASURE);
    },
    'DELETE /api/account/data/erasure': () => {
      data = {
        ...data,
        erasure: { ...ERASURE, status: 'cancelled', cancel_reason: 'requested', cancelled_at: REQUEST.requested_at },
      };
      return json(200, data);
    },
    ...overrides,
  });
}

beforeEach(() => {
  resetSessionStore({ user: { user_id: 7, email: ACCOUNT.email, firstName: 'Meera' }, isLoggedIn: true });
});
afterEach(async () => {
  act(() => notify.dismiss());
  await act(() => i18n.changeLanguage('en'));
  vi.restoreAllMocks();
});

describe('Your data on /account', () => {
  it('asks for a copy and shows its progress at once', async () => {
    const { callsTo } = server({ export: null, erasure: null });
    const user = userEvent.setup();
    renderRoute(<AccountScreen />, '/account');
    await user.click(
      await within(await screen.findByRole('region', { name: 'Your data' })).findByRole('button', {
        name: 'Download my data',
      }),
    );
    const bar = await screen.findByRole('progressbar', { name: 'Preparing your data…' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(callsTo('POST /api/account/data/export')).toHaveLength(1);
    expect(screen.getByText(/e-mail you a link when it is ready/)).toBeTruthy();
  });

  it('offers the ready ZIP as a download until it expires', async () => {
    server({ export: READY, erasure: null });
    renderRoute(<AccountScreen />, '/account');
    const link = await screen.findByRole('link', { name: 'Download ZIP' });
    expect(link.getAttribute('href')).toBe('/api/account/data/export/41/download');
    expect(
      within(dataRegion()).getByText(/Your data is ready \(2\.3 MB\)\. The download works until 9 March 2026\./),
    ).toBeTruthy();
    expect(within(dataRegion()).getByRole('button', { name: 'Prepare a new copy' })).toBeTruthy();
  });

  it('says when a copy expired, and offers Retry when one failed', async () => {
    const { callsTo } = server({ export: { ...READY, status: 'failed', progress: 40 }, erasure: null });
    const user = userEvent.setup();
    renderRoute(<AccountScreen />, '/account');
    expect((await screen.findByText(/Preparing your data failed/)).closest('[role="alert"]')).toBeTruthy();
    await user.click(within(dataRegion()).getByRole('button', { name: 'Try again' }));
    expect(callsTo('POST /api/account/data/export')).toHaveLength(1);
    expect(await screen.findByRole('progressbar')).toBeTruthy();
  });

  it('shows an expired copy with the action that makes a new one', async () => {
    server({ export: { ...READY, status: 'expired' }, erasure: null });
    renderRoute(<AccountScreen />, '/account');
    expect(await screen.findByText(/Your last copy expired on 9 March 2026/)).toBeTruthy();
    expect(within(dataRegion()).getByRole('button', { name: 'Prepare a new copy' })).toBeTruthy();
  });

  it('deletes the account only after the password, then shows the banner that keeps it', async () => {
    const { callsTo } = server({ export: null, erasure: null });
    const user = userEvent.setup();
    renderRoute(<AccountScreen />, '/account');
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/shown as “Former member”/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Current password/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: /^Delete my account on / }));
    expect(await within(dialog).findByText('This is not your current password.')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Current password/)
        .getAttribute('aria-invalid'),
    ).toBe('true');

    const field = within(dialog).getByLabelText(/^Current password/);
    await user.clear(field);
    await user.type(field, 'chai and monsoon 7{Enter}');
    expect(
      await screen.findByText(/Your account will be deleted on 1 April 2026\. We sent you an e-mail\./),
    ).toBeTruthy();
    expect(callsTo('POST /api/account/data/erasure').at(-1)!.body).toEqual({ password: 'chai and monsoon 7' });
    const banner = screen
      .getAllByRole('alert')
      .find((el) => el.textContent?.includes('Your account will be deleted on 1 April 2026.'))!;
    expect(banner).toBeTruthy();

    await user.click(within(banner).getByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByText('Your account stays. Nothing will be deleted.')).toBeTruthy();
    expect(callsTo('DELETE /api/account/data/erasure')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Keep my account' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete my account…' })).toBeTruthy();
  });

  it('tells the person that signing in cancelled the deletion', async () => {
    server({
      export: null,
      erasure: {
        ...ERASURE,
        status: 'cancelled',
        cancel_reason: 'signed_in',
        cancelled_at: '2026-03-10T09:00:00.000Z',
      },
    });
    renderRoute(<AccountScreen />, '/account');
    expect(
      await screen.findByText(
        'You signed in on 10 March 2026, so the deletion you asked for on 2 March 2026 was cancelled. Your account stays.',
      ),
    ).toBeTruthy();
  });

  it('offers Retry when the requests cannot be loaded', async () => {
    let fail = true;
    server(
      { export: null, erasure: null },
      {
        'GET /api/account/data': () =>
          fail ? apiError(500, 'Something went wrong.') : json(200, { export: null, erasure: null }),
      },
    );
    const user = userEvent.setup();
    renderRoute(<AccountScreen />, '/account');
    const region = await screen.findByRole('region', { name: 'Your data' });
    expect(await within(region).findByText(/What you asked for about your data could not be loaded\./)).toBeTruthy();
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('button', { name: 'Download my data' })).toBeTruthy();
  });

  it('reads in Hindi', async () => {
    server({ export: null, erasure: ERASURE });
    await act(() => i18n.changeLanguage('hi'));
    renderRoute(<AccountScreen />, '/account');
    const region = await screen.findByRole('region', { name: 'आपका डेटा' });
    expect(await within(region).findByRole('button', { name: 'मेरा खाता रखें' })).toBeTruthy();
    expect(within(region).getByText(/^आपका खाता .* को हटा दिया जाएगा।$/)).toBeTruthy();
  });
});
