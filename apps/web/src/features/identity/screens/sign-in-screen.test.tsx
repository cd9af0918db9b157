import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '../../../stores/session';
import { SIGN_IN_LOOP_LIMIT, SIGN_IN_STARTS_KEY } from '../sign-in-loop';
import { renderAt } from '../test-support';

let assign: ReturnType<typeof vi.spyOn>;

/** The query of the /api/auth/redirect URL the screen sent the browser to. */
async function redirectQuery(): Promise<URLSearchParams> {
  await waitFor(() => expect(assign).toHaveBeenCalled());
  const url = new URL(String(assign.mock.calls[0]?.[0]), window.location.origin);
  expect(url.pathname).toBe('/api/auth/redirect');
  return url.searchParams;
}

beforeEach(() => {
  resetSessionStore({ rehydrationStatus: 'succeeded' });
  window.sessionStorage.clear();
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('/sign-in (old links)', () => {
  it('starts the real sign-in with the action and return address, behind the full-screen loader', async () => {
    renderAt('/sign-in?redirect_uri=%2Fcommunity%3Ftab%3Dall&action=register');
    const query = await redirectQuery();
    expect(query.get('action')).toBe('register');
    expect(query.get('redirect_uri')).toBe(`${window.location.origin}/community?tab=all`);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('returns to /select-role instead of a foreign address, and drops an unknown action', async () => {
    renderAt('/sign-in?redirect_uri=%2F%2Fevil.com&action=delete-account');
    const query = await redirectQuery();
    expect(query.get('redirect_uri')).toBe(`${window.location.origin}/select-role`);
    expect(query.has('action')).toBe(false);
  });

  it('starts again when the browser comes back once or twice (a second sign-in, not a loop)', async () => {
    window.sessionStorage.setItem(SIGN_IN_STARTS_KEY, JSON.stringify([Date.now() - 2000, Date.now() - 1000]));
    renderAt('/sign-in');
    await redirectQuery();
  });

  it('stops instead of looping when the browser keeps coming straight back, and offers a retry', async () => {
    const starts = Array.from({ length: SIGN_IN_LOOP_LIMIT }, (_, i) => Date.now() - 300 * i);
    window.sessionStorage.setItem(SIGN_IN_STARTS_KEY, JSON.stringify(starts));
    renderAt('/sign-in');
    await screen.findByRole('heading', { level: 1, name: 'Sign-in is not available right now' });
    expect(assign).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await redirectQuery();
  });
});
