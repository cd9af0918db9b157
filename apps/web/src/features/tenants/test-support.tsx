import type { TUserTenant } from '@ankur/shared/schemas/tenants';
import type { SessionRole } from '../../stores/session';
import { renderAppAt } from '../../test/render-app';

/** Test helpers of the tenant screens (imported by *.test.tsx only). */

export { type ApiCall, apiError, json, mockApi } from '../../test/mock-api';

/** Renders the whole app (router, layouts, screens) at `path`, with a query client that does not retry. */
export const renderAt = (path: string) => renderAppAt(path);

export const PLATFORM_ROLE: SessionRole = {
  role_id: 2,
  role_name: 'Entrepreneur',
  display_name: 'Entrepreneur',
  role_view: 'user',
  role_type: 'System Role',
};

export const TENANT_ADMIN_ROLE: SessionRole = {
  role_id: 40,
  role_name: 'Tenant Administrator',
  display_name: 'Tenant Administrator',
  role_view: 'admin',
  role_type: 'System Role',
};

export const TENANT_MEMBER_ROLE: SessionRole = {
  role_id: 41,
  role_name: 'Member',
  display_name: 'Member',
  role_view: 'user',
  role_type: 'System Role',
};

export const ACME: TUserTenant = {
  tenant_id: 'acme-id',
  tenant_type: 'organisation',
  tenant_name: 'acme',
  display_name: 'Acme Labs',
  branding: { primary_color: '#1d4ed8', accent_color: '#f59e0b' },
  role_id: TENANT_ADMIN_ROLE.role_id,
  role_name: TENANT_ADMIN_ROLE.role_name,
  role_view: 'admin',
  status: 'active',
};

export const GLOBEX: TUserTenant = {
  tenant_id: 'globex-id',
  tenant_type: 'institution',
  tenant_name: 'globex-university',
  display_name: 'Globex University',
  branding: {},
  role_id: TENANT_MEMBER_ROLE.role_id,
  role_name: TENANT_MEMBER_ROLE.role_name,
  role_view: 'user',
  status: 'active',
};

/** The profile POST auth/refresh answers, holding `role` (the membership role inside a tenant). */
export function profileWith(role: SessionRole, userId = 7) {
  return {
    user_id: userId,
    username: 'asha',
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.org',
    enabled: true,
    roles: [role],
    active_role: role.role_id,
    profile_image: null,
    phone_number: null,
    otpVerified: true,
    registration_redirect: null,
  };
}
