import { SELECT_ROLE_PATH, SIGN_IN_PATH } from '@ankur/shared/routes';

/** Any parseable origin: only used to tell same-site paths from everything else. */
const PROBE_ORIGIN = 'https://ankur.invalid';

/**
 * The path to open after signing in: the `redirect_uri` query value when it is a path on
 * this site ("/…", not "//host" nor "/\host", which browsers read as another host), the
 * fallback otherwise. Never a sign-in screen itself (/sign-in, /sign-in/:uid), so a sign-in cannot loop.
 */
export function safeRedirectTarget(raw: string | null | undefined, fallback: string = SELECT_ROLE_PATH): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  // URL parsing drops tabs and newlines, so "/\t/evil.com" only shows its host here.
  if (url.origin !== PROBE_ORIGIN) return fallback;
  if (url.pathname === SIGN_IN_PATH || url.pathname.startsWith(`${SIGN_IN_PATH}/`)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
