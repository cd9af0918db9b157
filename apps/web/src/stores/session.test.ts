import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  displayName,
  PRIVILEGE_LOAD_DELAY_MS,
  PRIVILEGES_STALE_AFTER_MS,
  resetSessionStore,
  sessionNavigation,
  useSessionStore,
} from './session';

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

// The store loads its zod schemas on first use; loaded here once, so fake-timer tests only wait on microtasks.
beforeAll(async () => {
  await Promise.all([import('@ankur/shared/schemas/auth'), import('@ankur/shared/schemas/admin')]);
});
beforeEach(() => resetSessionStore());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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

/** One menu's privileges as GET /api/auth/privileges lists them. */
function menu(menu_name: string, permissions: string[] = ['read']) {
  return { menu_id: menu_name.length, menu_name, menu_parent_name: null, menu_route: null, permissions };
}

function privilegesBody(roleId: number, entries: ReturnType<typeof menu>[], roleType = 'System Role') {
  return { role_id: roleId, role_type: roleType, privileges: entries };
}

const TWO_ROLES = {
  ...PROFILE,
  roles: [
    ...PROFILE.roles,
    { role_id: 5, role_name: 'Expert', display_name: 'Expert', role_view: 'other', role_type: 'System Role' },
  ],
};

type Answer = Response | Promise<Response>;

/** Answers fetch by "METHOD /path" with a response (a fresh copy each time) or a function's answer. */
function routeFetch(routes: Record<string, Answer | (() => Answer)>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    const answer = routes[key];
    if (!answer) return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: key });
    if (typeof answer === 'function') return answer();
    return answer instanceof Response ? answer.clone() : answer;
  });
}

const privilegeCalls = (spy: ReturnType<typeof routeFetch>) =>
  spy.mock.calls.filter(([input]) => String(input) === '/api/auth/privileges').length;

describe('privileges (SPEC §4 start-up restore step 5)', () => {
  it('loads the active role’s privileges 100 ms after the profile', async () => {
    vi.useFakeTimers();
    const spy = routeFetch({
      'GET /api/auth/profile': jsonResponse(200, PROFILE),
      'GET /api/auth/privileges': jsonResponse(200, privilegesBody(2, [menu('Content Hub')])),
    });
    await useSessionStore.getState().restore();
    expect(PRIVILEGE_LOAD_DELAY_MS).toBe(100);
    expect(useSessionStore.getState().privilegesStatus).toBe('loading');
    await vi.advanceTimersByTimeAsync(99);
    expect(privilegeCalls(spy)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(privilegeCalls(spy)).toBe(1);
    const state = useSessionStore.getState();
    expect(state.privilegesStatus).toBe('succeeded');
    expect(state.privileges).toEqual([menu('Content Hub')]);
    expect(state.privilegesRoleId).toBe(2);
    expect(state.privilegesLoadedAt).toBeTypeOf('number');
  });

  it('loads after signedIn, refresh and switchRole too', async () => {
    vi.useFakeTimers();
    const spy = routeFetch({
      'POST /api/auth/refresh': jsonResponse(200, PROFILE),
      'POST /api/auth/selectRole': jsonResponse(200, { ...TWO_ROLES, active_role: 5 }),
      'GET /api/auth/privileges': jsonResponse(200, privilegesBody(2, [])),
    });
    useSessionStore.getState().signedIn(PROFILE);
    await vi.advanceTimersByTimeAsync(PRIVILEGE_LOAD_DELAY_MS);
    expect(privilegeCalls(spy)).toBe(1);
    await useSessionStore.getState().refresh();
    await vi.advanceTimersByTimeAsync(PRIVILEGE_LOAD_DELAY_MS);
    expect(privilegeCalls(spy)).toBe(2);
    await useSessionStore.getState().switchRole(5);
    await vi.advanceTimersByTimeAsync(PRIVILEGE_LOAD_DELAY_MS);
    expect(privilegeCalls(spy)).toBe(3);
  });

  it('keeps the same role’s privileges while they reload, and drops another role’s at once', async () => {
    vi.useFakeTimers();
    routeFetch({
      'POST /api/auth/selectRole': jsonResponse(200, { ...TWO_ROLES, active_role: 5 }),
      'GET /api/auth/privileges': () => jsonResponse(200, privilegesBody(2, [menu('Settings')])),
    });
    useSessionStore.getState().signedIn(TWO_ROLES);
    await vi.advanceTimersByTimeAsync(PRIVILEGE_LOAD_DELAY_MS);
    useSessionStore.getState().signedIn(TWO_ROLES);
    expect(useSessionStore.getState().privileges).toEqual([menu('Settings')]);
    expect(useSessionStore.getState().privilegesStatus).toBe('loading');
    await useSessionStore.getState().switchRole(5);
    expect(useSessionStore.getState().privileges).toBeNull();
    expect(useSessionStore.getState().privilegesRoleId).toBe(5);
  });

  it('lets a newer load supersede one still in flight (role switch mid-load)', async () => {
    vi.useFakeTimers();
    let answerOld: (response: Response) => void = () => {};
    const old = new Promise<Response>((resolve) => {
      answerOld = resolve;
    });
    const answers: Answer[] = [old, jsonResponse(200, privilegesBody(5, [menu('Engine')]))];
    routeFetch({
      'POST /api/auth/selectRole': jsonResponse(200, { ...TWO_ROLES, active_role: 5 }),
      'GET /api/auth/privileges': () => answers.shift()!,
    });
    useSessionStore.getState().signedIn(TWO_ROLES);
    await vi.advanceTimersByTimeAsync(PRIVILEGE_LOAD_DELAY_MS); // role 2's load is now in flight
    await useSessionStore.getState().switchRole(5);
    answerOld(jsonResponse(200, privilegesBody(2, [menu('Admin Center')])));
    await vi.advanceTimersByTimeAsync(0);
    expect(useSessionStore.getState().privileges).toBeNull();
    await vi.advanceTimersByTimeAsync(PRIVILEGE_LOAD_DELAY_MS);
    const state = useSessionStore.getState();
    expect(state.privileges).toEqual([menu('Engine')]);
    expect(state.privilegesRoleId).toBe(5);
    expect(state.currentRole?.role_id).toBe(5);
  });

  it('drops a pending delayed load when another starts', async () => {
    vi.useFakeTimers();
    const spy = routeFetch({ 'GET /api/auth/privileges': jsonResponse(200, privilegesBody(2, [])) });
    useSessionStore.getState().signedIn(PROFILE);
    await vi.advanceTimersByTimeAsync(50);
    useSessionStore.getState().signedIn(PROFILE);
    await vi.advanceTimersByTimeAsync(50);
    expect(privilegeCalls(spy)).toBe(0);
    await vi.advanceTimersByTimeAsync(50);
    expect(privilegeCalls(spy)).toBe(1);
  });

  it('stores the SPEC §8 message and denies access when the load fails', async () => {
    routeFetch({ 'GET /api/auth/privileges': jsonResponse(500, { statusCode: 500, error: 'Error', message: 'x' }) });
    resetSessionStore({ user: PROFILE, isLoggedIn: true, privileges: [menu('Settings')], privilegesRoleId: 2 });
    await useSessionStore.getState().loadPrivileges();
    let state = useSessionStore.getState();
    expect(state.error).toBe('Failed to fetch system role privileges.');
    expect(state.privilegesStatus).toBe('failed');
    expect(state.privileges).toBeNull();

    const custom = {
      ...PROFILE,
      roles: [{ role_id: 40, role_name: 'Mentors', display_name: 'Mentors', role_view: 'other', role_type: 'custom' }],
      active_role: 40,
    };
    resetSessionStore({ user: custom, isLoggedIn: true });
    await useSessionStore.getState().loadPrivileges();
    state = useSessionStore.getState();
    expect(state.error).toBe('Failed to fetch custom role privileges.');
    expect(state.privileges).toBeNull();
  });

  it('treats an answer that is not a privilege list as a failure, and clears the message on success', async () => {
    const answers = [jsonResponse(200, { nope: true }), jsonResponse(200, privilegesBody(2, [menu('Settings')]))];
    routeFetch({ 'GET /api/auth/privileges': () => answers.shift()! });
    resetSessionStore({ user: PROFILE, isLoggedIn: true });
    await useSessionStore.getState().loadPrivileges();
    expect(useSessionStore.getState().error).toBe('Failed to fetch system role privileges.');
    await useSessionStore.getState().loadPrivileges();
    expect(useSessionStore.getState().error).toBeNull();
    expect(useSessionStore.getState().privileges).toEqual([menu('Settings')]);
  });

  it('clears the privileges on sign-out, and a load in flight does not bring them back', async () => {
    let answer: (response: Response) => void = () => {};
    routeFetch({
      'POST /api/auth/logout': new Response(null, { status: 204 }),
      'GET /api/auth/privileges': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    vi.spyOn(sessionNavigation, 'goToRoot').mockImplementation(() => {});
    resetSessionStore({ user: PROFILE, isLoggedIn: true, privileges: [menu('Settings')], privilegesRoleId: 2 });
    const loading = useSessionStore.getState().loadPrivileges();
    await useSessionStore.getState().signOut();
    answer(jsonResponse(200, privilegesBody(2, [menu('Settings')])));
    await loading;
    const state = useSessionStore.getState();
    expect(state.privileges).toBeNull();
    expect(state.privilegesStatus).toBe('idle');
    expect(state.privilegesRoleId).toBeNull();
  });

  it('reloads privileges older than 60 s when the window regains focus', async () => {
    const spy = routeFetch({ 'GET /api/auth/privileges': jsonResponse(200, privilegesBody(2, [])) });
    vi.useFakeTimers();
    useSessionStore.getState().signedIn(PROFILE); // also starts watching focus
    await vi.advanceTimersByTimeAsync(PRIVILEGE_LOAD_DELAY_MS);
    expect(privilegeCalls(spy)).toBe(1);

    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(privilegeCalls(spy)).toBe(1); // still fresh

    useSessionStore.setState({ privilegesLoadedAt: Date.now() - PRIVILEGES_STALE_AFTER_MS - 1 });
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(privilegeCalls(spy)).toBe(2); // once, though both events fired
    expect(useSessionStore.getState().privilegesStatus).toBe('succeeded');
  });
});
