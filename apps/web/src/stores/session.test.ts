import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { displayName, resetSessionStore, sessionNavigation, useSessionStore } from './session';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A complete GET /api/auth/profile answer (ZProfile). */
const PROFILE = {
  user_id: 3,
  username: 'meera',
  firstName: 'Meera',
  lastName: null,
  email: 'meera@example.org',
  enabled: true,
  roles: [{ role_id: 2, role_name: 'user', display_name: 'User', role_view: 'other', role_type: 'System Role' }],
  active_role: 2,
  profile_image: null,
  phone_number: null,
  otpVerified: true,
  registration_redirect: null,
};

beforeEach(() => resetSessionStore());
afterEach(() => vi.restoreAllMocks());

describe('session restore', () => {
  it('starts signed out with the SPEC §3 initial values', () => {
    const state = useSessionStore.getState();
    expect(state.user).toBeNull();
    expect(state.isLoggedIn).toBe(false);
    expect(state.activePhase).toBe('awakening');
    expect(state.roleContext).toBe('main_platform');
    expect(state.mainPlatformAccess).toBe(true);
    expect(state.rehydrationStatus).toBe('idle');
  });

  it('signs the user in when the profile call succeeds', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, PROFILE));
    await useSessionStore.getState().restore();
    const state = useSessionStore.getState();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/profile', expect.objectContaining({ credentials: 'include' }));
    expect(state.isLoggedIn).toBe(true);
    expect(state.user?.user_id).toBe(3);
    expect(state.otpVerified).toBe(true);
    expect(state.rehydrationStatus).toBe('succeeded');
    expect(state.user).toEqual(PROFILE);
  });

  it('treats a body that is not a profile as signed out', async () => {
    for (const body of [{ user_id: 3, email: 'meera@example.org', otpVerified: true }, 'ok', null]) {
      resetSessionStore();
      vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, body));
      await useSessionStore.getState().restore();
      const state = useSessionStore.getState();
      expect(state.isLoggedIn).toBe(false);
      expect(state.user).toBeNull();
      expect(state.otpVerified).toBe(false);
      expect(state.rehydrationStatus).toBe('succeeded');
    }
  });

  it('treats 401 and 404 as signed out, silently', async () => {
    for (const status of [401, 404]) {
      resetSessionStore();
      vi.spyOn(globalThis, 'fetch').mockResolvedValue(
        jsonResponse(status, { statusCode: status, error: 'Error', message: 'No session' }),
      );
      await useSessionStore.getState().restore();
      const state = useSessionStore.getState();
      expect(state.isLoggedIn).toBe(false);
      expect(state.user).toBeNull();
      expect(state.error).toBeNull();
      expect(state.rehydrationStatus).toBe('succeeded');
    }
  });

  it('marks restoration failed on a network error', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await useSessionStore.getState().restore();
    expect(useSessionStore.getState().rehydrationStatus).toBe('failed');
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
  });

  it('runs the profile call only once', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(401, {}));
    await Promise.all([useSessionStore.getState().restore(), useSessionStore.getState().restore()]);
    await useSessionStore.getState().restore();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('resetSessionStore', () => {
  it('completes a partial user into a profile', () => {
    resetSessionStore({ isLoggedIn: true, user: { user_id: 9, firstName: 'Asha' } });
    const { user } = useSessionStore.getState();
    expect(user).toMatchObject({ user_id: 9, firstName: 'Asha', lastName: null, username: '', roles: [] });
    expect(displayName(user)).toBe('Asha');
    resetSessionStore({ user: { user_id: 9 } });
    expect(displayName(useSessionStore.getState().user)).toBe('Member');
  });
});

describe('signOut', () => {
  it('clears the session and goes to / even when the logout call fails', async () => {
    resetSessionStore({ isLoggedIn: true, otpVerified: true, user: { user_id: 1 } });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const goToRoot = vi.spyOn(sessionNavigation, 'goToRoot').mockImplementation(() => {});
    await useSessionStore.getState().signOut();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    const state = useSessionStore.getState();
    expect(state.user).toBeNull();
    expect(state.isLoggedIn).toBe(false);
    expect(state.otpVerified).toBe(false);
    expect(goToRoot).toHaveBeenCalledOnce();
  });
});

describe('token refresh and role switching (SPEC §4)', () => {
  it('re-reads the profile on a good refresh and returns true', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(200, { ...PROFILE, firstName: 'Meera R' }));
    expect(await useSessionStore.getState().refresh('BHARATSTARTUPSUMMIT')).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/refresh');
    expect(JSON.parse(String(init?.body))).toEqual({ tenant_id: 'BHARATSTARTUPSUMMIT' });
    expect(useSessionStore.getState().user?.firstName).toBe('Meera R');
    expect(useSessionStore.getState().currentRole?.role_id).toBe(2);
  });

  it("signs out on a failed refresh, records 'Token refresh failed' and returns false", async () => {
    resetSessionStore({ user: { user_id: 3 }, isLoggedIn: true });
    const go = vi.spyOn(sessionNavigation, 'goToRoot').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Sign in' }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await useSessionStore.getState().refresh()).toBe(false);
    const state = useSessionStore.getState();
    expect(state.user).toBeNull();
    expect(state.isLoggedIn).toBe(false);
    expect(state.error).toBe('Token refresh failed');
    expect(go).toHaveBeenCalledOnce();
  });

  it('switches the active role through POST auth/selectRole', async () => {
    const two = {
      ...PROFILE,
      roles: [
        ...PROFILE.roles,
        { role_id: 5, role_name: 'Expert', display_name: 'Expert', role_view: 'other', role_type: 'System Role' },
      ],
      active_role: 5,
    };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, two));
    await useSessionStore.getState().switchRole(5);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ role_id: 5 });
    expect(useSessionStore.getState().currentRole?.role_name).toBe('Expert');
  });
});
