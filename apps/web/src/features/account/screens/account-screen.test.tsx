import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { i18n } from '../../../lib/i18n';
import { resetSessionStore, useSessionStore } from '../../../stores/session';
import { ACCOUNT, type ApiCall, apiError, json, mockApi, renderRoute, SESSIONS } from '../test-support';
import AccountScreen from './account-screen';

const emailRegion = () => screen.getByRole('region', { name: 'E-mail address' });

function server(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  let account = { ...ACCOUNT };
  let sessions = [...SESSIONS];
  return mockApi({
    'GET /api/account': () => json(200, account),
    'GET /api/account/sessions': () => json(200, sessions),
    'POST /api/account/email': ({ body }: ApiCall) => {
      const email = (body as { email: string }).email;
      account = { ...account, pending_email: email };
      return json(202, { pending_email: email });
    },
    'POST /api/account/email/confirm': ({ body }: ApiCall) => {
      if ((body as { otp: string }).otp !== '482913')
        return apiError(400, 'Invalid or expired code.', [{ path: 'body.otp', message: 'is invalid or has expired' }]);
      account = { ...account, email: account.pending_email ?? account.email, pending_email: null };
      return json(200, account);
    },
    'DELETE /api/account/sessions/phoneSessionIdAndroid01': () => {
      sessions = sessions.filter((s) => s.current);
      return new Response(null, { status: 204 });
    },
    'POST /api/account/sessions/signOutOthers': () => {
      const revoked = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return json(200, { revoked });
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

describe('AccountScreen', () => {
  it('shows the name, e-mail, devices (this one marked) and how the account signs in', async () => {
    server();
    renderRoute(<AccountScreen />, '/account');
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(((await screen.findByLabelText(/^First name/)) as HTMLInputElement).value).toBe('Meera');
    expect((screen.getByLabelText(/^Phone number/) as HTMLInputElement).value).toBe('+91 98450 12345');
    expect(screen.getByText('meera.iyer@example.org')).toBeTruthy();
    const devices = await screen.findByRole('list', { name: 'Where you are signed in' });
    const rows = within(devices).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Chrome on Windows');
    expect(rows[0]!.textContent).toContain('This device');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]!.textContent).toContain('Chrome on Android');
    expect(screen.getByText(/own sign-in page/)).toBeTruthy();
  });

  it('changes the e-mail address only with the code sent to the new one', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    renderRoute(<AccountScreen />, '/account');
    await user.click(await screen.findByRole('button', { name: 'Change e-mail address' }));
    await user.type(screen.getByLabelText(/^New e-mail address/), 'meera@iyer.in');
    await user.type(within(emailRegion()).getByLabelText(/^Current password/), 'chai and monsoon 7');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('We sent a 6-digit code to meera@iyer.in. Enter it below within 10 minutes.');
    expect(callsTo('POST /api/account/email')[0]!.body).toEqual({
      email: 'meera@iyer.in',
      password: 'chai and monsoon 7',
    });

    await user.type(screen.getByLabelText('Code from the e-mail'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm new address' }));
    expect(await screen.findByText('is invalid or has expired')).toBeTruthy();
    expect(screen.getByText('meera.iyer@example.org')).toBeTruthy();

    await user.clear(screen.getByLabelText('Code from the e-mail'));
    await user.type(screen.getByLabelText('Code from the e-mail'), '482913');
    await user.click(screen.getByRole('button', { name: 'Confirm new address' }));
    await screen.findByText('Your e-mail address is now meera@iyer.in. We told your old address too.');
    expect(screen.getByText('meera@iyer.in')).toBeTruthy();
    // the header's e-mail follows
    expect(useSessionStore.getState().user?.email).toBe('meera@iyer.in');
  });

  it('shows a taken address beside the field', async () => {
    server({
      'POST /api/account/email': apiError(409, 'That e-mail address is already registered.', [
        { path: 'body.email', message: 'is already registered' },
      ]),
    });
    const user = userEvent.setup();
    renderRoute(<AccountScreen />, '/account');
    await user.click(await screen.findByRole('button', { name: 'Change e-mail address' }));
    await user.type(screen.getByLabelText(/^New e-mail address/), 'arjun@example.org');
    await user.type(within(emailRegion()).getByLabelText(/^Current password/), 'chai and monsoon 7');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('is already registered')).toBeTruthy();
    expect(screen.getByLabelText(/^New e-mail address/).getAttribute('aria-invalid')).toBe('true');
  });

  it('signs one other device out, and everywhere else only after confirming', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    renderRoute(<AccountScreen />, '/account');
    await user.click(await screen.findByRole('button', { name: 'Sign out Chrome on Android' }));
    await screen.findByText('Chrome on Android is signed out.');
    expect(callsTo('DELETE /api/account/sessions/phoneSessionIdAndroid01')).toHaveLength(1);
    await screen.findByText('You are signed in on this device only.');
  });

  it('asks before signing out everywhere else', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    renderRoute(<AccountScreen />, '/account');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('POST /api/account/sessions/signOutOthers')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out other devices' }));
    await screen.findByText('1 other device is signed out.');
    expect(callsTo('POST /api/account/sessions/signOutOthers')).toHaveLength(1);
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    server({ 'GET /api/account': () => (fail ? apiError(500, 'down') : json(200, ACCOUNT)) });
    const user = userEvent.setup();
    renderRoute(<AccountScreen />, '/account');
    await screen.findByText('Your account could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toBeTruthy());
  });

  it('has no password to change for an account of an external issuer', async () => {
    server({
      'GET /api/account': json(200, {
        ...ACCOUNT,
        sign_in: { provider: 'external', issuer: 'https://sso.iitm.ac.in/realms/students', has_password: false },
      }),
    });
    renderRoute(<AccountScreen />, '/account');
    expect(await screen.findAllByText('https://sso.iitm.ac.in/realms/students', { exact: false })).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change e-mail address' })).toBeNull();
    expect(screen.getByText('Your e-mail address comes from your sign-in provider. Change it there.')).toBeTruthy();
  });

  it('reads in Hindi', async () => {
    server();
    await act(() => i18n.changeLanguage('hi'));
    renderRoute(<AccountScreen />, '/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'आपका खाता' })).toBeTruthy();
    expect(await screen.findByText('यह डिवाइस')).toBeTruthy();
  });
});
