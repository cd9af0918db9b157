import { OTP_SEND_ERROR } from '@ankur/shared/schemas/identity';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { i18n, LANGUAGE_STORAGE_KEY } from '../../../lib/i18n';
import { resetSessionStore } from '../../../stores/session';
import { providerNavigation } from '../provider-api';
import { apiError, INTERACTION, json, mockApi, renderAt } from '../test-support';

const BASE = '/api/auth/interaction/abc123';
const details = (overrides: Record<string, unknown> = {}) => json(200, { ...INTERACTION, ...overrides });

const input = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string | RegExp, value: string) => fireEvent.change(input(name), { target: { value } });
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  resetSessionStore({ rehydrationStatus: 'succeeded' });
  window.localStorage.clear();
  await i18n.changeLanguage('en');
  assign = vi.spyOn(providerNavigation, 'assign').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

async function fillRegister(overrides: Record<string, string> = {}) {
  const values = {
    'First name': 'Asha',
    'Last name': 'Rao',
    Username: 'asha.rao',
    'E-mail address': 'Asha@Example.com',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) type(label, value);
  type(/^Password/, 'a-long-passphrase');
}

describe('/sign-in/:uid', () => {
  it('opens on sign in with the login hint, then switches to register and moves focus to its heading', async () => {
    mockApi({ [`GET ${BASE}`]: details({ login_hint: 'asha@example.com' }) });
    renderAt('/sign-in/abc123');
    await heading('Sign in to Ankur');
    expect(input('Username or e-mail').value).toBe('asha@example.com');
    expect(input('Username or e-mail').autocomplete).toBe('username');
    expect(input('Password').autocomplete).toBe('current-password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input('Password').type).toBe('text');

    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    const registerHeading = await heading('Create your account');
    expect(document.activeElement).toBe(registerHeading);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const signInHeading = await heading('Sign in to Ankur');
    expect(document.activeElement).toBe(signInHeading);
  });

  it('opens on register for prompt create', async () => {
    mockApi({ [`GET ${BASE}`]: details({ prompt: 'create', action: 'register' }) });
    renderAt('/sign-in/abc123');
    await heading('Create your account');
    expect(screen.getByText(/8 to 128 characters/)).toBeTruthy();
    const terms = within(screen.getByText(/I agree to the/).closest('label') as HTMLElement);
    expect(terms.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');
    expect(terms.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('shows the expired view for an unknown sign-in session, and starts again', async () => {
    mockApi({ [`GET ${BASE}`]: apiError(404, 'This sign-in session has expired.') });
    const start = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderAt('/sign-in/abc123');
    await heading('This sign-in page has expired.');
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(String(start.mock.calls[0]?.[0])).toMatch(/^\/api\/auth\/redirect\?redirect_uri=/);
  });

  describe('register', () => {
    it('checks the fields before sending and names each problem', async () => {
      const api = mockApi({ [`GET ${BASE}`]: details({ action: 'register' }) });
      renderAt('/sign-in/abc123');
      await heading('Create your account');
      type('Username', 'a b');
      type('E-mail address', 'not-an-email');
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

      expect(input('First name').getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(input('First name'));
      const describedBy = input('First name').getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe('This field is required.');
      expect(screen.getByText('Use only letters, digits, dot, underscore and hyphen.')).toBeTruthy();
      expect(screen.getByText('Enter a valid e-mail address, like name@example.com.')).toBeTruthy();
      expect(screen.getByText('Please accept the Terms of Service and the Privacy Policy.')).toBeTruthy();

      // a minor's parent fields are named together with the others
      fireEvent.click(screen.getByRole('checkbox', { name: 'I am under 18' }));
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
      expect(input("Parent or guardian's full name").getAttribute('aria-invalid')).toBe('true');
      expect(input("Parent or guardian's e-mail address").getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(input('First name'));
      expect(api.callsTo(`POST ${BASE}/register`)).toHaveLength(0);
    });

    it("shows the server's field errors (409) on their fields", async () => {
      mockApi({
        [`GET ${BASE}`]: details({ action: 'register' }),
        [`POST ${BASE}/register`]: () =>
          apiError(409, 'That e-mail address is already registered.', [
            { path: 'body.email', message: 'is already registered' },
            { path: 'body.username', message: 'is taken' },
          ]),
      });
      renderAt('/sign-in/abc123');
      await heading('Create your account');
      await fillRegister();
      fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByText('This username is taken. Try another one.')).toBeTruthy();
      expect(screen.getByText('An account with this e-mail address already exists.')).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(input('Username')));
    });

    it("translates the server's password rules onto the password field", async () => {
      mockApi({
        [`GET ${BASE}`]: details({ action: 'register' }),
        [`POST ${BASE}/register`]: () =>
          apiError(400, 'Invalid body.password: is too common; choose a less predictable password', [
            { path: 'body.password', message: 'is too common; choose a less predictable password' },
          ]),
      });
      renderAt('/sign-in/abc123');
      await heading('Create your account');
      await fillRegister();
      fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByText('This password is too common. Choose one that is harder to guess.')).toBeTruthy();
      expect(input(/^Password/).getAttribute('aria-invalid')).toBe('true');
    });

    it("requires a minor's parent or guardian, explains why, and sends their details", async () => {
      const api = mockApi({
        [`GET ${BASE}`]: details({ action: 'register' }),
        [`POST ${BASE}/register`]: () => json(201, { user_id: 7, email: 'asha@example.com', next: 'verify-email' }),
      });
      renderAt('/sign-in/abc123');
      await heading('Create your account');
      await fillRegister();
      fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
      const underage = screen.getByRole('checkbox', { name: 'I am under 18' });
      fireEvent.click(underage);
      expect(underage.getAttribute('aria-expanded')).toBe('true');
      const guardian = screen.getByRole('group', { name: 'Your parent or guardian' });
      expect(within(guardian).getByText(/Digital Personal Data Protection Act/)).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
      expect(input("Parent or guardian's full name").getAttribute('aria-invalid')).toBe('true');
      expect(input("Parent or guardian's e-mail address").getAttribute('aria-invalid')).toBe('true');
      expect(input(/Parent or guardian's phone number/).getAttribute('aria-invalid')).toBeNull();
      expect(api.callsTo(`POST ${BASE}/register`)).toHaveLength(0);

      type("Parent or guardian's full name", 'Meera Rao');
      type("Parent or guardian's e-mail address", 'asha@example.com');
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
      expect(screen.getByText("Enter your parent's or guardian's own e-mail address, not yours.")).toBeTruthy();

      type("Parent or guardian's e-mail address", 'meera@example.com');
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
      await heading('Check your e-mail');
      expect(api.callsTo(`POST ${BASE}/register`)[0]?.body).toEqual({
        firstName: 'Asha',
        lastName: 'Rao',
        username: 'asha.rao',
        email: 'asha@example.com',
        password: 'a-long-passphrase',
        tnc_accepted: true,
        is_underage: true,
        parent_name: 'Meera Rao',
        parent_email: 'meera@example.com',
      });
    });

    it('shows the SPEC toast when the code cannot be sent', async () => {
      const error = vi.spyOn(notify, 'error');
      mockApi({
        [`GET ${BASE}`]: details({ action: 'register' }),
        [`POST ${BASE}/register`]: () => apiError(502, OTP_SEND_ERROR),
      });
      renderAt('/sign-in/abc123');
      await heading('Create your account');
      await fillRegister();
      fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
      await waitFor(() => expect(error).toHaveBeenCalledWith('Error Sending OTP. Please re-evaluate your details.'));
      expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    });
  });

  describe('sign in', () => {
    async function signIn() {
      fireEvent.change(await screen.findByLabelText('Username or e-mail'), { target: { value: 'asha' } });
      type('Password', 'secret-password');
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    }

    it('follows the provider on success', async () => {
      const api = mockApi({
        [`GET ${BASE}`]: details(),
        [`POST ${BASE}/login`]: () => json(200, { redirectTo: '/oidc/auth/abc123' }),
      });
      renderAt('/sign-in/abc123');
      await signIn();
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/oidc/auth/abc123'));
      expect(api.callsTo(`POST ${BASE}/login`)[0]?.body).toEqual({ username: 'asha', password: 'secret-password' });
    });

    it('shows the expired view when the sign-in session ends meanwhile', async () => {
      let expired = false;
      mockApi({
        [`GET ${BASE}`]: () => (expired ? apiError(404, 'This sign-in page has expired. Start again.') : details()),
        [`POST ${BASE}/login`]: () => {
          expired = true;
          return apiError(404, 'This sign-in page has expired. Start again.');
        },
      });
      renderAt('/sign-in/abc123');
      await signIn();
      await heading('This sign-in page has expired.');
    });

    it('says so when the credentials are wrong', async () => {
      mockApi({
        [`GET ${BASE}`]: details(),
        [`POST ${BASE}/login`]: () => apiError(401, 'Incorrect username or password.'),
      });
      renderAt('/sign-in/abc123');
      await signIn();
      expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username or password.');
    });

    it('switches to the verify view for an unverified e-mail, and a right code signs in', async () => {
      const api = mockApi({
        [`GET ${BASE}`]: details(),
        [`POST ${BASE}/login`]: () =>
          apiError(403, 'Verify your e-mail address first.', { code: 'email_not_verified', email: 'asha@example.com' }),
        [`POST ${BASE}/verify`]: (body) =>
          (body as { otp?: string }).otp === '123456'
            ? json(200, { redirectTo: '/oidc/auth/abc123' })
            : apiError(400, 'Invalid or expired code.'),
      });
      renderAt('/sign-in/abc123');
      await signIn();
      const verifyHeading = await heading('Check your e-mail');
      expect(document.activeElement).toBe(verifyHeading);
      expect(screen.getByText('asha@example.com')).toBeTruthy();
      const code = input('6-digit code');
      expect(code.inputMode).toBe('numeric');
      expect(code.autocomplete).toBe('one-time-code');
      expect(screen.getByRole('button', { name: /Send a new code in 60 s/ })).toBeTruthy();

      fireEvent.change(code, { target: { value: '000000' } });
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Invalid or expired code.')).toBeTruthy();
      expect(code.getAttribute('aria-invalid')).toBe('true');

      fireEvent.change(code, { target: { value: '123 456' } });
      expect(code.value).toBe('123456');
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/oidc/auth/abc123'));
      expect(api.callsTo(`POST ${BASE}/verify`)[1]?.body).toEqual({ email: 'asha@example.com', otp: '123456' });
    });

    it("shows the waiting-for-parent view when a minor's parent has not approved yet", async () => {
      mockApi({
        [`GET ${BASE}`]: details(),
        [`POST ${BASE}/login`]: () =>
          apiError(403, 'Waiting for consent.', {
            code: 'parental_consent_pending',
            parent_email: 'meera@example.com',
          }),
      });
      renderAt('/sign-in/abc123');
      await signIn();
      await heading('Waiting for your parent or guardian');
      expect(screen.getByText('meera@example.com')).toBeTruthy();
    });

    it('shows the retry message of a 429 and locks the button for Retry-After seconds', async () => {
      const api = mockApi({
        [`GET ${BASE}`]: details(),
        [`POST ${BASE}/login`]: () =>
          apiError(429, 'Too many attempts. Try again in 30 seconds.', undefined, { 'retry-after': '30' }),
      });
      renderAt('/sign-in/abc123');
      await signIn();
      expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 30 seconds.');
      const locked = screen.getByRole('button', { name: /^Try again in (30|29) s$/ });
      expect(locked.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(locked);
      expect(api.callsTo(`POST ${BASE}/login`)).toHaveLength(1);
    });
  });

  it('resets a forgotten password: e-mail, then code and new password, then back to sign in', async () => {
    const api = mockApi({
      [`GET ${BASE}`]: details(),
      'POST /api/auth/forgotPassword': () => json(202, { accepted: true }),
      'POST /api/auth/resetPassword': () => new Response(null, { status: 204 }),
    });
    renderAt('/sign-in/abc123');
    await heading('Sign in to Ankur');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await heading('Reset your password');
    type('E-mail address', 'asha@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await heading('Set a new password');
    type('6-digit code', '654321');
    type(/^New password/, 'another-long-passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await heading('Password changed');
    expect(api.callsTo('POST /api/auth/resetPassword')[0]?.body).toEqual({
      email: 'asha@example.com',
      otp: '654321',
      new_password: 'another-long-passphrase',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await heading('Sign in to Ankur');
  });

  it('updates the profile, prefilled from the account', async () => {
    const account = {
      username: 'asha',
      email: 'asha@example.com',
      firstName: 'Asha',
      lastName: 'Rao',
      phone_number: null,
    };
    const api = mockApi({
      [`GET ${BASE}`]: details({ prompt: 'kc_action', action: 'update-profile', account }),
      [`POST ${BASE}/profile`]: () => json(200, { redirectTo: '/oidc/auth/abc123' }),
      [`POST ${BASE}/abort`]: () => json(200, { redirectTo: '/oidc/auth/abc123/abort' }),
    });
    renderAt('/sign-in/abc123');
    await heading('Update your profile');
    expect(input('First name').value).toBe('Asha');
    type('Last name', 'Rao-Iyer');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/oidc/auth/abc123'));
    expect(api.callsTo(`POST ${BASE}/profile`)[0]?.body).toEqual({
      firstName: 'Asha',
      lastName: 'Rao-Iyer',
      username: 'asha',
      phone_number: null,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/oidc/auth/abc123/abort'));
  });

  it('names a wrong current password on its field', async () => {
    mockApi({
      [`GET ${BASE}`]: details({ prompt: 'kc_action', action: 'update-password' }),
      [`POST ${BASE}/password`]: () =>
        apiError(400, 'The current password is incorrect.', [{ path: 'body.old_password', message: 'is incorrect' }]),
    });
    renderAt('/sign-in/abc123');
    await heading('Change your password');
    type(/^Current password/, 'wrong');
    type(/^New password/, 'a-new-long-passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show current password' })).toBeTruthy();
  });

  it('switches to Hindi, remembers the choice and sets the page language', async () => {
    mockApi({ [`GET ${BASE}`]: details() });
    renderAt('/sign-in/abc123');
    await heading('Sign in to Ankur');
    expect(document.documentElement.lang).toBe('en');
    const hindi = screen.getByRole('button', { name: 'हिन्दी' });
    expect(hindi.getAttribute('lang')).toBe('hi');
    await act(async () => fireEvent.click(hindi));
    await heading('Ankur में साइन इन करें');
    expect(screen.getByLabelText('उपयोगकर्ता नाम या ई-मेल')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पासवर्ड भूल गए?' })).toBeTruthy();
    expect(hindi.getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');

    fireEvent.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    await heading('अपना खाता बनाएँ');
    fireEvent.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    expect(screen.getAllByText('यह जानकारी ज़रूरी है।').length).toBeGreaterThan(0);
  });
});
