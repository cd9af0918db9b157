import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { resetSessionStore, useSessionStore } from '../../../stores/session';
import { resetTenantStore } from '../../../stores/tenant';
import {
  ACME,
  apiError,
  json,
  mockApi,
  PLATFORM_ROLE,
  profileWith,
  renderAt,
  TENANT_MEMBER_ROLE,
} from '../test-support';
import { INVITATION_ERRORS } from './invitation-screen';

const PATH = '/invitations/tok-123';
const PREVIEW = {
  tenant: {
    tenant_id: ACME.tenant_id,
    tenant_type: 'organisation',
    tenant_name: 'acme',
    display_name: 'Acme Labs',
    branding: {},
  },
  role_name: 'Member',
  email: 'a***@example.org',
  status: 'pending',
  expires_at: '2026-03-15T09:00:00.000Z',
};
const MEMBERSHIP = { ...ACME, role_id: 41, role_name: 'Member', role_view: 'user' };

beforeEach(() => {
  window.localStorage.clear();
  resetTenantStore();
  resetSessionStore({ rehydrationStatus: 'succeeded' });
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  vi.restoreAllMocks();
});

describe('/invitations/:token', () => {
  it('shows the invitation to a signed-out visitor with sign-in and register, both coming back here', async () => {
    mockApi({ 'GET /api/invitations/tok-123': json(200, PREVIEW) });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderAt(PATH);
    expect(await screen.findByRole('heading', { name: 'You are invited to join Acme Labs' })).toBeTruthy();
    expect(screen.getByText('a***@example.org')).toBeTruthy();
    expect(screen.getByText('Member')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign in to accept' }));
    const signIn = new URL(String(assign.mock.calls[0]?.[0]), window.location.origin);
    expect(signIn.pathname).toBe('/api/auth/redirect');
    expect(signIn.searchParams.get('redirect_uri')).toBe(window.location.href);
    expect(signIn.searchParams.get('action')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    const register = new URL(String(assign.mock.calls[1]?.[0]), window.location.origin);
    expect(register.searchParams.get('action')).toBe('register');
    expect(register.searchParams.get('redirect_uri')).toBe(window.location.href);
  });

  it('lets a signed-in user accept, enter the tenant and land on its home', async () => {
    resetSessionStore({ isLoggedIn: true, rehydrationStatus: 'succeeded', user: profileWith(PLATFORM_ROLE) });
    const api = mockApi({
      'GET /api/invitations/tok-123': json(200, PREVIEW),
      'POST /api/invitations/tok-123/accept': json(200, MEMBERSHIP),
      'POST /api/auth/refresh': json(200, profileWith(TENANT_MEMBER_ROLE)),
      'GET /api/user/tenants/getUserTenants/7': json(200, { data: [MEMBERSHIP] }),
    });
    const { router } = renderAt(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept and join Acme Labs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/t/organisation/acme/user/home'));
    expect(api.callsTo('POST /api/invitations/tok-123/accept')).toHaveLength(1);
    expect(api.callsTo('POST /api/auth/refresh')[0]?.body).toEqual({ tenant_id: ACME.tenant_id });
    expect(useSessionStore.getState().roleContext).toBe('tenant');
    expect(await screen.findByRole('heading', { name: 'Welcome to Acme Labs' })).toBeTruthy();
  });

  it('says the user joined when the tenant cannot be opened right away, and tries again', async () => {
    resetSessionStore({ isLoggedIn: true, rehydrationStatus: 'succeeded', user: profileWith(PLATFORM_ROLE) });
    let refreshes = 0;
    mockApi({
      'GET /api/invitations/tok-123': json(200, PREVIEW),
      'POST /api/invitations/tok-123/accept': json(200, MEMBERSHIP),
      'POST /api/auth/refresh': () => {
        refreshes += 1;
        return refreshes === 1
          ? apiError(429, 'Too many requests, slow down.')
          : json(200, profileWith(TENANT_MEMBER_ROLE));
      },
    });
    const { router } = renderAt(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept and join Acme Labs' }));
    expect(await screen.findByRole('heading', { name: 'You joined Acme Labs' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Too many requests, slow down.');
    expect(useSessionStore.getState().tenantError).toBe('Too many requests, slow down.');
    fireEvent.click(screen.getByRole('button', { name: 'Open Acme Labs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/t/organisation/acme/user/home'));
  });

  it.each([
    [403, 'This invitation was sent to another address.'],
    [409, 'This invitation has already been used.'],
    [410, 'This invitation has expired.'],
  ])('explains an accept refused with %i', async (status, message) => {
    resetSessionStore({ isLoggedIn: true, rehydrationStatus: 'succeeded', user: profileWith(PLATFORM_ROLE) });
    mockApi({
      'GET /api/invitations/tok-123': json(200, PREVIEW),
      'POST /api/invitations/tok-123/accept': apiError(status, message),
    });
    renderAt(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept and join Acme Labs' }));
    expect(await screen.findByRole('heading', { name: INVITATION_ERRORS[status]?.title })).toBeTruthy();
  });

  it('explains an unknown link (404) and an expired or used invitation', async () => {
    mockApi({ 'GET /api/invitations/tok-123': apiError(404, 'Not found') });
    const first = renderAt(PATH);
    expect(await screen.findByRole('heading', { name: INVITATION_ERRORS[404]?.title })).toBeTruthy();
    first.unmount();

    vi.restoreAllMocks();
    mockApi({ 'GET /api/invitations/tok-123': json(200, { ...PREVIEW, status: 'expired' }) });
    const second = renderAt(PATH);
    expect(await screen.findByRole('heading', { name: INVITATION_ERRORS[410]?.title })).toBeTruthy();
    second.unmount();

    vi.restoreAllMocks();
    mockApi({ 'GET /api/invitations/tok-123': json(200, { ...PREVIEW, status: 'revoked' }) });
    renderAt(PATH);
    expect(await screen.findByRole('heading', { name: INVITATION_ERRORS[409]?.title })).toBeTruthy();
  });
});

describe('/invitations/:token in Hindi', () => {
  beforeEach(() => act(() => i18n.changeLanguage('hi')));

  it('shows the invitation with Hindi heading, type, details and buttons', async () => {
    mockApi({ 'GET /api/invitations/tok-123': json(200, PREVIEW) });
    renderAt(PATH);
    expect(await screen.findByRole('heading', { name: 'आपको Acme Labs से जुड़ने का आमंत्रण मिला है' })).toBeTruthy();
    expect(screen.getByText('संस्था')).toBeTruthy();
    expect(screen.getByText('कब तक मान्य')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'स्वीकार करने के लिए साइन इन करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'खाता बनाएँ' })).toBeTruthy();
  });

  it('explains an expired invitation in Hindi', async () => {
    mockApi({ 'GET /api/invitations/tok-123': json(200, { ...PREVIEW, status: 'expired' }) });
    renderAt(PATH);
    expect(await screen.findByRole('heading', { name: 'इस आमंत्रण की समय-सीमा समाप्त हो गई है' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toBeTruthy();
  });
});
