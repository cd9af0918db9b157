import { privilegeMap } from '@ankur/shared/access';
import { ADMIN_CENTER_MENU, TENANT_ADMIN_CENTER_MENU } from '@ankur/shared/menus';
import { describe, expect, it } from 'vitest';
import { access, isAllowed } from './access.ts';
import type { Actor } from './session.ts';

/** The any-of rule: allowed when one of its rules allows (platform OR tenant administrators). */
describe('access rules: any-of', () => {
  const actor = (menu: string | null): Actor => ({
    userId: 1,
    username: 'u',
    email: 'u@example.org',
    sessionId: 's',
    activeRole: 7,
    roles: [{ role_id: 7, role_name: 'Someone', role_view: 'other', custom: false }],
    activeRoleIsCustom: false,
    privileges: privilegeMap(menu ? [{ menu_name: menu, permissions: ['create'] }] : []),
    isAdmin: false,
    tenantId: null,
  });
  const rule = access.anyOf(access.adminCenter('create'), access.menu(TENANT_ADMIN_CENTER_MENU, 'create'));

  it('lets through a holder of either rule, and nobody else', () => {
    expect(isAllowed(actor(ADMIN_CENTER_MENU), rule)).toBe(true);
    expect(isAllowed(actor(TENANT_ADMIN_CENTER_MENU), rule)).toBe(true);
    expect(isAllowed(actor('Content Hub'), rule)).toBe(false);
    expect(isAllowed(actor(null), rule)).toBe(false);
    expect(isAllowed(null, rule)).toBe(false);
    expect(isAllowed(actor(ADMIN_CENTER_MENU), access.anyOf())).toBe(false);
  });
});
