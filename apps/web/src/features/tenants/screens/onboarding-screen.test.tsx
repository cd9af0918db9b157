import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { resetSessionStore, useSessionStore } from '../../../stores/session';
import { resetTenantStore } from '../../../stores/tenant';
import { apiError, json, mockApi, PLATFORM_ROLE, profileWith, renderAt, TENANT_ADMIN_ROLE } from '../test-support';

const CREATED = {
  tenant_id: 'pune-id',
  tenant_type: 'incubator',
  tenant_name: 'pune-startup-forum',
  display_name: 'Pune Startup Forum',
  branding: {},
  created_by: 7,
  modified_by: null,
  deleted_by: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  deleted_at: null,
  is_deleted: false,
};

function signIn(role = PLATFORM_ROLE) {
  resetSessionStore({ isLoggedIn: true, rehydrationStatus: 'succeeded', user: profileWith(role) });
}

const nameInput = () => screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;
const slugInput = () => screen.getByRole('textbox', { name: /^Web address/ }) as HTMLInputElement;

beforeEach(() => {
  window.localStorage.clear();
  resetTenantStore();
  signIn();
});
afterEach(() => vi.restoreAllMocks());

describe('/for-organisation', () => {
  it('explains what an organisation gets, and derives the web address from the name', async () => {
    mockApi({});
    renderAt('/for-organisation');
    expect(await screen.findByRole('heading', { level: 1, name: /Bring your organisation's programmes/ })).toBeTruthy();
    expect(screen.getByText('Your people, your roles')).toBeTruthy();

    fireEvent.change(nameInput(), { target: { value: 'Pune Startup Forum' } });
    expect(slugInput().value).toBe('pune-startup-forum');
    expect(screen.getByTestId('slug-preview').textContent).toMatch(/\/t\/organisation\/pune-startup-forum$/);

    fireEvent.click(screen.getByRole('radio', { name: /Incubator/ }));
    expect(screen.getByTestId('slug-preview').textContent).toMatch(/\/t\/incubator\/pune-startup-forum$/);

    // an edited address no longer follows the name, until "Use the name"
    fireEvent.change(slugInput(), { target: { value: 'pune-forum' } });
    fireEvent.change(nameInput(), { target: { value: 'Pune Startup Forum 2026' } });
    expect(slugInput().value).toBe('pune-forum');
    fireEvent.click(screen.getByRole('button', { name: 'Use the name' }));
    expect(slugInput().value).toBe('pune-startup-forum-2026');
  });

  it('names the bad fields and sends nothing', async () => {
    const api = mockApi({});
    renderAt('/for-organisation');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'A' } });
    fireEvent.change(slugInput(), { target: { value: 'Not OK!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByText('Enter the name, at least 2 characters.')).toBeTruthy();
    expect(slugInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Use lower-case letters, digits and hyphens only/)).toBeTruthy();
    expect(api.callsTo('POST /api/user/tenants/createTenantIfNotExists')).toHaveLength(0);
  });

  it('shows a taken name (409) on the web address field', async () => {
    mockApi({
      'POST /api/user/tenants/createTenantIfNotExists': apiError(
        409,
        'The name "pune-startup-forum" is already taken for a organisation; choose another.',
        { field: 'tenant_name' },
      ),
    });
    renderAt('/for-organisation');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Pune Startup Forum' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByText(/is already taken/)).toBeTruthy();
    await waitFor(() => expect(slugInput().getAttribute('aria-invalid')).toBe('true'));
  });

  it('creates the tenant, enters it and opens its admin center', async () => {
    const api = mockApi({
      'POST /api/user/tenants/createTenantIfNotExists': json(201, CREATED),
      'POST /api/auth/refresh': json(200, profileWith(TENANT_ADMIN_ROLE)),
      'GET /api/user/tenants/getUserTenants/7': json(200, { data: [] }),
    });
    const { router } = renderAt('/for-organisation');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Pune Startup Forum' },
    });
    fireEvent.click(screen.getByRole('radio', { name: /Incubator/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create incubator' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/t/incubator/pune-startup-forum/admin-center'));
    expect(api.callsTo('POST /api/user/tenants/createTenantIfNotExists')[0]?.body).toEqual({
      tenant_type: 'incubator',
      tenant_name: 'pune-startup-forum',
      display_name: 'Pune Startup Forum',
    });
    expect(api.callsTo('POST /api/auth/refresh')[0]?.body).toEqual({ tenant_id: 'pune-id' });
    expect(useSessionStore.getState().roleContext).toBe('tenant');
    expect(useSessionStore.getState().currentTenant?.display_name).toBe('Pune Startup Forum');
  });

  it('asks a temp user to pick a role first', async () => {
    signIn({ role_id: 1, role_name: 'temp', display_name: 'Temp', role_view: 'user', role_type: 'System Role' });
    mockApi({});
    renderAt('/for-organisation');
    expect(await screen.findByText('Pick your role first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose your role' }).getAttribute('href')).toBe('/select-role');
  });

  it('shows the role notice when the server refuses a role-less user', async () => {
    mockApi({ 'POST /api/user/tenants/createTenantIfNotExists': apiError(403, 'Pick a role first.') });
    renderAt('/for-organisation');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Acme Labs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByText('Pick your role first')).toBeTruthy();
  });
});

describe('/for-institution', () => {
  it('creates an institution (no type to choose)', async () => {
    const api = mockApi({
      'POST /api/user/tenants/createTenantIfNotExists': json(201, {
        ...CREATED,
        tenant_type: 'institution',
        tenant_name: 'coep',
        display_name: 'COEP',
      }),
      'POST /api/auth/refresh': json(200, profileWith(TENANT_ADMIN_ROLE)),
    });
    const { router } = renderAt('/for-institution');
    expect(await screen.findByRole('heading', { level: 1, name: /Give your campus a home/ })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.change(nameInput(), { target: { value: 'COEP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create institution' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/t/institution/coep/admin-center'));
    expect(api.callsTo('POST /api/user/tenants/createTenantIfNotExists')[0]?.body).toMatchObject({
      tenant_type: 'institution',
      tenant_name: 'coep',
    });
  });
});

describe('signed out, in Hindi', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('offers sign-in in Hindi on /for-institution', async () => {
    resetSessionStore({ isLoggedIn: false, rehydrationStatus: 'succeeded', user: null });
    mockApi({});
    renderAt('/for-institution');
    expect(await screen.findByRole('heading', { level: 1, name: /Give your campus a home/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in to continue' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Name/ })).toBeNull();

    await act(() => i18n.changeLanguage('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: /अपने कैंपस के नवाचार को एक घर दें/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'अपने संस्थान का स्पेस बनाएँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'साइन इन करके आगे बढ़ें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'खाता बनाएँ' })).toBeTruthy();
  });
});
