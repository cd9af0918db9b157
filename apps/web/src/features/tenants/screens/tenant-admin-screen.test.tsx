import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { resetSessionStore, useSessionStore } from '../../../stores/session';
import { resetTenantStore } from '../../../stores/tenant';
import {
  ACME,
  type ApiCall,
  apiError,
  json,
  mockApi,
  profileWith,
  renderAt,
  TENANT_ADMIN_ROLE,
  TENANT_MEMBER_ROLE,
} from '../test-support';
import { NOT_ADMIN_MESSAGE } from './tenant-admin-screen';

const PATH = '/t/organisation/acme/admin-center';
const ROLES = [
  { role_id: 40, role_name: 'Tenant Administrator', display_name: 'Tenant Administrator', role_view: 'admin' },
  { role_id: 41, role_name: 'Member', display_name: 'Member', role_view: 'user' },
  { role_id: 42, role_name: 'Mentor', display_name: 'Mentor', role_view: 'user' },
];
const member = (userId: number, firstName: string, extra: Record<string, unknown> = {}) => ({
  membership_id: userId * 10,
  user_id: userId,
  username: firstName.toLowerCase(),
  firstName,
  lastName: null,
  email: `${firstName.toLowerCase()}@example.org`,
  role_id: 41,
  role_name: 'Member',
  role_view: 'user',
  status: 'active',
  created_at: '2026-02-01T09:00:00.000Z',
  ...extra,
});
const ME = member(7, 'Asha', { role_id: 40, role_name: 'Tenant Administrator', role_view: 'admin' });
const RAVI = member(8, 'Ravi');
const INVITATION = {
  invitation_id: 5,
  email: 'neha@example.org',
  role_id: 41,
  role_name: 'Member',
  status: 'pending',
  expires_at: '2026-03-15T09:00:00.000Z',
  created_at: '2026-03-01T09:00:00.000Z',
  invited_by_name: 'Asha Rao',
};

function inTenant(role = TENANT_ADMIN_ROLE) {
  resetSessionStore({
    isLoggedIn: true,
    rehydrationStatus: 'succeeded',
    user: profileWith(role),
    roleContext: 'tenant',
    currentTenant: ACME,
    currentRole: role,
    privileges: [],
  });
}

function mockTenantApi(extra: Record<string, Response | ((call: ApiCall) => Response)> = {}) {
  return mockApi({
    'GET /api/tenant/roles': json(200, { data: ROLES }),
    'GET /api/tenant/members': (call) => {
      const rows = call.query.get('status') === 'suspended' ? [] : [ME, RAVI];
      return json(200, { data: rows, meta: { page: 1, limit: 10, total: rows.length, totalPages: 1 } });
    },
    'PUT /api/tenant/members/8': json(200, RAVI),
    'DELETE /api/tenant/members/8': new Response(null, { status: 204 }),
    'GET /api/tenant/invitations': json(200, {
      data: [INVITATION],
      meta: { page: 1, limit: 10, total: 1, totalPages: 1 },
    }),
    'POST /api/tenant/invitations': (call) =>
      json(201, { ...INVITATION, invitation_id: 6, email: (call.body as { email: string }).email }),
    'DELETE /api/tenant/invitations/5': new Response(null, { status: 204 }),
    'PUT /api/tenant/branding': (call) =>
      json(200, {
        tenant_id: 'ACME',
        tenant_type: 'organisation',
        tenant_name: 'Acme',
        ...(call.body as object),
        created_by: null,
        modified_by: 7,
        deleted_by: null,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-02T00:00:00.000Z',
        deleted_at: null,
        is_deleted: false,
      }),
    ...extra,
  });
}

beforeEach(() => {
  window.localStorage.clear();
  resetTenantStore();
  inTenant();
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  vi.restoreAllMocks();
});

describe('tenant admin center: members', () => {
  it('lists members, changes a role, suspends and removes with a confirmation', async () => {
    const api = mockTenantApi();
    renderAt(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Labs admin center' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Members' });
    await within(table).findByText('Ravi');
    expect(within(table).getByText('(you)')).toBeTruthy();
    // no self-demotion or self-removal from here
    expect(within(table).queryByRole('combobox', { name: 'Role of Asha' })).toBeNull();

    const role = (await within(table).findByRole('combobox', { name: 'Role of Ravi' })) as HTMLSelectElement;
    fireEvent.change(role, { target: { value: '42' } });
    await waitFor(() => expect(api.callsTo('PUT /api/tenant/members/8')[0]?.body).toEqual({ role_id: 42 }));

    fireEvent.click(within(table).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(api.callsTo('PUT /api/tenant/members/8')[1]?.body).toEqual({ status: 'suspended' }));

    fireEvent.click(within(table).getByRole('button', { name: 'Remove Ravi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ravi?' });
    expect(api.callsTo('DELETE /api/tenant/members/8')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/tenant/members/8')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('filters by status', async () => {
    const api = mockTenantApi();
    renderAt(PATH);
    await screen.findByText('Ravi');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'suspended' } });
    expect(await screen.findByText('No member matches these filters.')).toBeTruthy();
    expect(api.callsTo('GET /api/tenant/members').at(-1)?.query.get('status')).toBe('suspended');
  });

  it('says so when the server answers 403', async () => {
    mockTenantApi({ 'GET /api/tenant/members': apiError(403, 'Forbidden') });
    renderAt(PATH);
    expect(await screen.findByRole('heading', { name: NOT_ADMIN_MESSAGE })).toBeTruthy();
  });

  it('tells a member without an admin role that the admin center is not theirs', async () => {
    inTenant(TENANT_MEMBER_ROLE);
    mockTenantApi();
    renderAt(PATH);
    expect(await screen.findByRole('heading', { name: NOT_ADMIN_MESSAGE })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Acme Labs' }).getAttribute('href')).toBe(
      '/t/organisation/acme/user/home',
    );
  });
});

describe('tenant admin center: invitations', () => {
  it('invites by e-mail with a role, lists invitations and revokes with a confirmation', async () => {
    const api = mockTenantApi();
    renderAt(`${PATH}?tab=invitations`);
    const table = await screen.findByRole('table', { name: 'Invitations' });
    expect(await within(table).findByText('neha@example.org')).toBeTruthy();
    expect(within(table).getByText('Pending')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /copy/i })).toBeNull();

    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: /Send invitation/ }));
    expect(await screen.findByText(/Enter an e-mail address/)).toBeTruthy();

    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement).value).toBe('41'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: '42' } });
    fireEvent.change(email, { target: { value: 'Vikram@Example.org' } });
    fireEvent.click(screen.getByRole('button', { name: /Send invitation/ }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/tenant/invitations')[0]?.body).toEqual({
        email: 'vikram@example.org',
        role_id: 42,
      }),
    );

    fireEvent.click(within(table).getByRole('button', { name: 'Revoke the invitation to neha@example.org' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this invitation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/tenant/invitations/5')).toHaveLength(1));
  });
});

describe('tenant admin center: branding', () => {
  it('previews and saves name and colours, and the shell follows', async () => {
    const api = mockTenantApi();
    renderAt(`${PATH}?tab=branding`);
    const name = await screen.findByRole('textbox', { name: /Display name/ });
    fireEvent.change(name, { target: { value: 'Acme Innovation Labs' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Primary colour' }), { target: { value: '#facc15' } });
    expect(screen.getByText(/buttons use a darker shade/)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Preview' })).getByText('Welcome to Acme Innovation Labs'),
    ).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Accent colour' }), { target: { value: 'orange' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Use a colour like #1a6b3c/)).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Accent colour' }), { target: { value: '#f59e0b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/tenant/branding')[0]?.body).toEqual({
        display_name: 'Acme Innovation Labs',
        branding: { primary_color: '#facc15', accent_color: '#f59e0b' },
      }),
    );
    await waitFor(() => expect(useSessionStore.getState().currentTenant?.display_name).toBe('Acme Innovation Labs'));
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--tenant-accent')).toBe('#f59e0b'));
  });
});

describe('tenant admin center in Hindi', () => {
  beforeEach(() => act(() => i18n.changeLanguage('hi')));

  it('shows the members with Hindi headings, buttons, statuses and dates', async () => {
    mockTenantApi();
    renderAt(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Labs एडमिन सेंटर' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'सदस्य' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'आमंत्रण' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'सदस्य' });
    await within(table).findByText('Ravi');
    expect(within(table).getByText('(आप)')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'निलंबित करें' })).toBeTruthy();
    expect(within(table).getAllByText('सक्रिय').length).toBeGreaterThan(0);
    const hindiDate = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
      new Date(RAVI.created_at),
    );
    expect(hindiDate).not.toBe('1 Feb 2026');
    expect(within(table).getAllByText(hindiDate).length).toBeGreaterThan(0);
    fireEvent.click(within(table).getByRole('button', { name: 'Ravi को हटाएँ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ravi को हटाएँ?' });
    expect(within(dialog).getByRole('button', { name: 'सदस्य को हटाएँ' })).toBeTruthy();
  });

  it('invites in Hindi and names a bad e-mail in Hindi', async () => {
    mockTenantApi();
    renderAt(`${PATH}?tab=invitations`);
    expect(await screen.findByRole('heading', { name: 'किसी को आमंत्रित करें' })).toBeTruthy();
    expect(screen.getByText(/दिन बाद समाप्त हो जाता है/)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'आमंत्रण' });
    expect(await within(table).findByText('लंबित')).toBeTruthy();
    expect(within(table).getByText('Asha Rao द्वारा')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'ई-मेल पता' }), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'आमंत्रण भेजें' }));
    expect(await screen.findByText('ई-मेल पता लिखें, जैसे name@example.org')).toBeTruthy();
  });

  it('edits the branding in Hindi', async () => {
    mockTenantApi();
    renderAt(`${PATH}?tab=branding`);
    expect(await screen.findByRole('textbox', { name: /दिखने वाला नाम/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सहेजें' })).toBeTruthy();
    const preview = screen.getByRole('region', { name: 'पूर्वावलोकन' });
    expect(within(preview).getByText('Acme Labs में आपका स्वागत है')).toBeTruthy();
  });

  it('tells a member in Hindi that the admin center is not theirs', async () => {
    inTenant(TENANT_MEMBER_ROLE);
    mockTenantApi();
    renderAt(PATH);
    expect(await screen.findByRole('heading', { name: 'आप इस संस्था के एडमिन नहीं हैं' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acme Labs पर जाएँ' })).toBeTruthy();
  });
});
