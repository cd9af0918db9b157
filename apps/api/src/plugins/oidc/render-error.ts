import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml } from '../../lib/html.ts';

export const ERROR_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** A small self-contained page in the platform's colours: what went wrong and a way on. */
export function errorPageHtml(title: string, message: string, action: { href: string; label: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#fbf8f1;color:#1c1917;margin:0;display:grid;place-items:center;min-height:100vh}
main{max-width:28rem;margin:1rem;padding:2rem;background:#fff;border:1px solid #e7e5e4;border-radius:1rem}
h1{font-size:1.4rem;margin:0 0 .75rem}p{line-height:1.5;color:#44403c}
a{display:inline-block;margin:1rem 1rem 0 0;padding:.6rem 1rem;border-radius:.5rem;background:#15803d;color:#fff;text-decoration:none;font-weight:600}
a.plain{background:none;color:#15803d;padding-left:0}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>
<a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a><a class="plain" href="/">Home page</a></main></body></html>`;
}

/** The provider's error page (an expired or tampered sign-in link, a bad client request). */
export async function renderProviderError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
): Promise<void> {
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', ERROR_PAGE_CSP);
  ctx.body = errorPageHtml(
    'We could not finish signing you in',
    out.error_description || 'The sign-in link has expired or was already used.',
    { href: '/api/auth/redirect', label: 'Sign in again' },
  );
}
