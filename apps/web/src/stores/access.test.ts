import type { MenuPrivilege } from '@ankur/shared/access';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AccessState,
  accessStatus,
  canAccess,
  canUseWorkspace,
  useAccessCheck,
  useAccessStatus,
  useCan,
  useWorkspaceAccess,
} from './access';
import { resetSessionStore, type SessionOverrides, type SessionRole } from './session';

const ROLE: SessionRole = {
  role_id: 2,
  role_name: 'Entrepreneur',
  display_name: 'Entrepreneur',
  role_view: 'other',
  role_type: 'System Role',
};

function grant(menu_name: string, permissions: string[] = ['read']): MenuPrivilege {
  return { menu_id: 1, menu_name, menu_parent_name: null, menu_route: null, permissions };
}

function stateWith(partial: Partial<AccessState>): AccessState {
  return { user: null, currentRole: ROLE, privileges: null, privilegesStatus: 'idle', ...partial };
}

describe('canAccess (SPEC §5–§6)', () => {
  it('allows everything with no active role (client side only)', () => {
    const none = stateWith({ currentRole: null });
    expect(canAccess(none, 'Admin Center')).toBe(true);
    expect(canAccess(none, 'Anything', 'delete')).toBe(true);
    expect(canUseWorkspace(none)).toBe(true);
    expect(accessStatus(none)).toBe('all');
  });

  it('finds the active role in the user when currentRole is not set', () => {
    const state = stateWith({
      currentRole: null,
      user: {
        user_id: 1,
        username: 'u',
        firstName: null,
        lastName: null,
        email: 'u@example.org',
        enabled: true,
        roles: [ROLE],
        active_role: null,
        profile_image: null,
        phone_number: null,
        otpVerified: true,
        registration_redirect: null,
      },
    });
    expect(canAccess(state, 'Settings')).toBe(false);
  });

  it('denies while the privileges load, and after the load failed', () => {
    expect(canAccess(stateWith({ privilegesStatus: 'loading' }), 'Settings')).toBe(false);
    expect(accessStatus(stateWith({ privilegesStatus: 'loading' }))).toBe('loading');
    expect(canAccess(stateWith({ privilegesStatus: 'failed' }), 'Settings')).toBe(false);
    expect(canUseWorkspace(stateWith({ privilegesStatus: 'failed' }))).toBe(false);
    expect(accessStatus(stateWith({ privilegesStatus: 'failed' }))).toBe('failed');
  });

  it('checks the menu and permission names case-insensitively, defaulting to read', () => {
    const state = stateWith({
      privileges: [grant('Content Hub', ['READ', 'Create']), grant('Settings', ['update'])],
      privilegesStatus: 'succeeded',
    });
    expect(accessStatus(state)).toBe('ready');
    expect(canAccess(state, 'content hub')).toBe(true);
    expect(canAccess(state, 'Content Hub', 'create')).toBe(true);
    expect(canAccess(state, 'Content Hub', 'delete')).toBe(false);
    expect(canAccess(state, 'Settings')).toBe(false);
    expect(canAccess(state, 'Settings', 'Update')).toBe(true);
    expect(canAccess(state, 'Engine')).toBe(false);
  });

  it('grants the workspace when any workspace menu is readable', () => {
    expect(canUseWorkspace(stateWith({ privileges: [grant('Content Hub')] }))).toBe(false);
    expect(canUseWorkspace(stateWith({ privileges: [grant('My Ideas')] }))).toBe(true);
    expect(canUseWorkspace(stateWith({ privileges: [grant('My Ideas', ['create'])] }))).toBe(false);
  });
});

describe('access hooks', () => {
  const signedIn = (overrides: SessionOverrides = {}) =>
    resetSessionStore({ isLoggedIn: true, user: { user_id: 1, roles: [ROLE] }, currentRole: ROLE, ...overrides });

  beforeEach(() => resetSessionStore());

  it('follow the store as privileges arrive', () => {
    signedIn({ privilegesStatus: 'loading' });
    const can = renderHook(() => useCan('Admin Center'));
    const workspace = renderHook(() => useWorkspaceAccess());
    const status = renderHook(() => useAccessStatus());
    expect(can.result.current).toBe(false);
    expect(workspace.result.current).toBe(false);
    expect(status.result.current).toBe('loading');
    act(() => signedIn({ privileges: [grant('Admin Center'), grant('Dashboard')] }));
    expect(can.result.current).toBe(true);
    expect(workspace.result.current).toBe(true);
    expect(status.result.current).toBe('ready');
  });

  it('allow everything with no active role', () => {
    resetSessionStore({ isLoggedIn: true, user: { user_id: 1 } });
    expect(renderHook(() => useCan('Admin Center', 'delete')).result.current).toBe(true);
    expect(renderHook(() => useWorkspaceAccess()).result.current).toBe(true);
  });

  it('useAccessCheck gives a check function that is stable until the privileges change', () => {
    signedIn({ privileges: [grant('Engine')] });
    const { result, rerender } = renderHook(() => useAccessCheck());
    const first = result.current;
    expect(first('engine')).toBe(true);
    expect(first('Settings')).toBe(false);
    rerender();
    expect(result.current).toBe(first);
    act(() => signedIn({ privileges: [grant('Settings')] }));
    expect(result.current).not.toBe(first);
    expect(result.current('Settings')).toBe(true);
    expect(result.current('Engine')).toBe(false);
  });
});
