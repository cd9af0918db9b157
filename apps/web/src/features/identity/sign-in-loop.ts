/**
 * A guard against a redirect loop between /sign-in and the sign-in service: if GET
 * /api/auth/redirect ever answers with /sign-in again (an old API, a misconfigured issuer), the
 * screen would start the sign-in forever. Each start is recorded for this tab; the provider's
 * own screen (/sign-in/:uid) clears the record, since reaching it means the redirect works.
 */

export const SIGN_IN_STARTS_KEY = 'ankur:sign-in-starts';
/** Starts older than this are forgotten. */
export const SIGN_IN_LOOP_MS = 10_000;
/** This many starts in a row within SIGN_IN_LOOP_MS, none reaching the provider: a loop. */
export const SIGN_IN_LOOP_LIMIT = 3;

function recentStarts(now: number): number[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(SIGN_IN_STARTS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((t): t is number => typeof t === 'number' && now - t < SIGN_IN_LOOP_MS)
      : [];
  } catch {
    return [];
  }
}

export function isSignInLooping(now: number = Date.now()): boolean {
  return recentStarts(now).length >= SIGN_IN_LOOP_LIMIT;
}

export function recordSignInStart(now: number = Date.now()): void {
  try {
    window.sessionStorage.setItem(SIGN_IN_STARTS_KEY, JSON.stringify([...recentStarts(now), now]));
  } catch {
    // without storage there is no loop guard; the redirect still works
  }
}

export function clearSignInStarts(): void {
  try {
    window.sessionStorage.removeItem(SIGN_IN_STARTS_KEY);
  } catch {
    // nothing recorded then
  }
}
