import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium (CHROMIUM_PATH overrides), headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export const baseURL = () => inject('baseURL');

let clients = 0;
/** A distinct documentation address (RFC 5737, 198.51.100.0/24 and on) for each new client. */
function nextClientAddress(): string {
  clients += 1;
  return `198.51.${100 + Math.floor(clients / 250)}.${(clients % 250) + 1}`;
}

export async function newPage(
  browser: Browser,
  opts: { width?: number; height?: number; baseURL?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: opts.baseURL ?? baseURL(),
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    // each browser context is its own client: the server's per-address sign-in limit (20 in 5
    // minutes) is for one person, not for the whole suite, which all runs on 127.0.0.1
    extraHTTPHeaders: { 'x-forwarded-for': nextClientAddress() },
  });
  const page = await context.newPage();
  return { context, page };
}

/** Screenshots are kept as test artifacts in test-results/screenshots (git-ignored). */
export const screenshotPath = (name: string) => `${import.meta.dirname}/../test-results/screenshots/${name}.png`;

/**
 * The newest e-mail in the server's outbox (DATA_DIR/mail) addressed to `to`, decoded: the
 * server writes one .eml file per message when no SMTP_URL is set.
 */
export async function readMail(to: string, since = 0): Promise<{ subject: string; text: string }> {
  const { readdirSync, readFileSync, statSync } = await import('node:fs');
  const dir = inject('mailDir');
  for (let attempt = 0; attempt < 50; attempt++) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort();
    } catch {
      files = [];
    }
    const matches = files
      .map((f) => `${dir}/${f}`)
      .filter((f) => statSync(f).mtimeMs >= since)
      .map((f) => readFileSync(f, 'utf8'))
      .filter((raw) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw));
    const raw = matches.at(-1);
    if (raw) {
      const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
      const body = raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n\n');
      // quoted-printable soft breaks and escapes, as nodemailer writes them
      const text = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
      return { subject, text };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail to ${to} in ${dir}`);
}

/** The platform administrator global-setup creates on first start. */
export const E2E_ADMIN = { login: 'admin@ankur.test', password: 'e2e-admin-password' } as const;

/**
 * After the sign-in form: the browser is back at /select-role, which a person holding one role
 * passes straight through (issue 19). Resolves on the role's home, or on /select-role once it
 * offers its roles.
 */
export async function waitForSignedIn(page: Page): Promise<void> {
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in') && !url.pathname.startsWith('/api/'));
  await page.waitForFunction(
    () => window.location.pathname !== '/select-role' || document.querySelector('input[name="role"]') !== null,
  );
}

/**
 * Signs in through the embedded provider the way the header's Login does, after answering the
 * cookie notice (Accept) so it covers nothing; ends where /select-role leads (see waitForSignedIn).
 * The access and tenancy journeys sign in this way; the other tests use signIn.
 */
export async function signInThroughProvider(page: Page, login: string, password: string, base = baseURL()) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.goto(`/api/auth/redirect?redirect_uri=${encodeURIComponent(`${base}/select-role`)}`);
  await page.getByRole('heading', { level: 1, name: 'Sign in to Ankur' }).waitFor();
  await page.getByLabel('Username or e-mail').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.origin === new URL(base).origin && !url.pathname.startsWith('/sign-in'));
  await waitForSignedIn(page);
}

/**
 * A signed-in page for a test about something else: the cookie choice stored as accepted, the
 * session from POST /api/auth/signin (the same session cookie the provider's flow ends with) in
 * the page's own context, then /select-role as after the provider's flow. It spares each sign-in
 * two loads of the app (the landing page and the provider's screen); the provider's screens have
 * their own tests (sign-in.test.ts).
 */
export async function signIn(page: Page, login: string, password: string, base = baseURL()): Promise<void> {
  await preAcceptCookies(page.context());
  const res = await page.request.post(`${base}/api/auth/signin`, {
    data: { username: login, password },
    headers: { origin: base },
  });
  if (!res.ok()) throw new Error(`sign-in failed for ${login}: ${res.status()} ${await res.text()}`);
  await page.goto(`${base}/select-role`);
  await waitForSignedIn(page);
}

/** Every page of `context` starts with the cookie choice stored as accepted (no notice), unless one is stored already. */
export async function preAcceptCookies(context: BrowserContext): Promise<void> {
  // every frame runs init scripts: a sandboxed frame (a unit's embedded content) may not read storage
  await context.addInitScript(
    "try { if (window.localStorage.getItem('cookie-accepted') === null) window.localStorage.setItem('cookie-accepted', 'true'); } catch {}",
  );
}

/** Collects uncaught page errors; the tests expect none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}
