import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACME, json, mockApi, profileWith, renderAt, TENANT_ADMIN_ROLE } from '../../features/tenants/test-support';
import { resetSessionStore } from '../../stores/session';
import { resetTenantStore } from '../../stores/tenant';
import { list } from '../../test/mock-api';

const PATH = '/t/organisation/acme/admin-center';
const privilege = (menu_id: number, menu_name: string) => ({
  menu_id,
  menu_name,
  menu_parent_name: null,
  menu_route: null,
  permissions: ['read', 'create', 'update', 'delete'],
});

function asTenantAdministrator(privileges: ReturnType<typeof privilege>[]) {
  resetSessionStore({
    isLoggedIn: true,
    rehydrationStatus: 'succeeded',
    user: profileWith(TENANT_ADMIN_ROLE),
    roleContext: 'tenant',
    currentTenant: ACME,
    currentRole: TENANT_ADMIN_ROLE,
    privileges,
  });
}

const ROUTES = {
  'GET /api/tenant/roles': json(200, { data: [] }),
  'GET /api/tenant/members': json(200, list([], 1, 10, 0)),
  'GET /api/enrolment-requests/count': json(200, { pending: 0 }),
  'GET /api/enrolment-requests': json(200, list([], 1, 10, 0)),
  'GET /api/memberships/admin/requests': json(200, list([], 1, 20, 0)),
  'GET /api/memberships/admin/plans': json(200, []),
  'GET /api/memberships/admin/codes': json(200, []),
};

beforeEach(() => {
  window.localStorage.clear();
  resetTenantStore();
});
afterEach(() => vi.restoreAllMocks());

describe('a tenant’s admin center (the app adds the programs and memberships tabs)', () => {
  it('gives a tenant administrator its programs and the memberships it hands its cohort', async () => {
    asTenantAdministrator([privilege(3, 'Programs and Courses'), privilege(30, 'Memberships')]);
    mockApi(ROUTES);
    const { router } = renderAt(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Acme Labs admin center' });
    const names = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(names).toEqual(['Members', 'Invitations', 'Branding', 'Programs', 'Memberships']);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Memberships' }), { button: 0 });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('memberships'));
    expect(await screen.findByRole('heading', { name: 'Sponsor codes' })).toBeTruthy();
  });

  it('shows only its own tabs to a role that manages neither', async () => {
    asTenantAdministrator([]);
    mockApi(ROUTES);
    renderAt(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Acme Labs admin center' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Members', 'Invitations', 'Branding']);
  });
});
