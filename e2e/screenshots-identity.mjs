// Screenshots of the identity screens at 360 px and 1280 px, against the Vite dev server with the
// API mocked in the browser (no API server needed). Also fails on horizontal overflow at 360 px
// and on page errors.
//   node e2e/screenshots-identity.mjs        → test-results/screenshots/identity-*.png
// CHROMIUM_PATH overrides Debian's /usr/bin/chromium.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'test-results/screenshots');
mkdirSync(outDir, { recursive: true });

const ACCOUNT = { username: 'asha', email: 'asha@example.com', firstName: 'Asha', lastName: 'Rao', phone_number: null };
const PROFILE = {
  user_id: 1,
  username: 'asha',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  enabled: true,
  roles: [],
  active_role: null,
  profile_image: null,
  phone_number: null,
  otpVerified: true,
  registration_redirect: null,
};
const ROLES = [
  {
    role_id: 2,
    role_name: 'Entrepreneur',
    display_name: 'Entrepreneur',
    role_view: 'user',
    description: 'Start and grow a venture with mentors, programs and funding.',
  },
  {
    role_id: 3,
    role_name: 'Student',
    display_name: 'Student',
    role_view: 'user',
    description: 'Learn, take part in challenges and find internships.',
  },
  {
    role_id: 4,
    role_name: 'Expert',
    display_name: 'Expert',
    role_view: 'user',
    description: 'Mentor founders and share what you know.',
  },
  { role_id: 5, role_name: 'Investor', display_name: 'Investor', role_view: 'user', description: null },
];
const details = (uid, extra = {}) => ({
  uid,
  prompt: 'login',
  action: 'sign-in',
  login_hint: null,
  account: null,
  ...extra,
});

/** The mocked API: [status, body] by "METHOD /api/path". */
function answer(method, pathname, signedIn) {
  const table = {
    'GET /api/auth/profile': signedIn
      ? [200, PROFILE]
      : [401, { statusCode: 401, error: 'Unauthorized', message: 'Sign in first.' }],
    'GET /api/auth/interaction/login': [200, details('login')],
    'GET /api/auth/interaction/register': [200, details('register', { prompt: 'create', action: 'register' })],
    'GET /api/auth/interaction/profile': [
      200,
      details('profile', { prompt: 'kc_action', action: 'update-profile', account: ACCOUNT }),
    ],
    'GET /api/auth/interaction/password': [
      200,
      details('password', { prompt: 'kc_action', action: 'update-password', account: ACCOUNT }),
    ],
    'GET /api/auth/interaction/expired': [
      404,
      { statusCode: 404, error: 'Not Found', message: 'This sign-in session has expired.' },
    ],
    'POST /api/auth/interaction/login/login': [
      403,
      {
        statusCode: 403,
        error: 'Forbidden',
        message: 'Verify your e-mail.',
        details: { code: 'email_not_verified', email: 'asha@example.com' },
      },
    ],
    'GET /api/auth/parental-consent/tok': [
      200,
      { child_name: 'Asha Rao', child_email: 'asha@example.com', parent_name: 'Meera Rao', status: 'pending' },
    ],
    'GET /api/auth/roles/self-service': [200, ROLES],
  };
  return table[`${method} ${pathname}`] ?? [404, { statusCode: 404, error: 'Not Found', message: 'No such endpoint.' }];
}

const server = await createServer({
  root: path.join(root, 'apps/web'),
  configFile: path.join(root, 'apps/web/vite.config.ts'),
  server: { port: 5199, strictPort: false },
  logLevel: 'warn',
});
await server.listen();
const base = server.resolvedUrls.local[0].replace(/\/$/, '');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});

const problems = [];

async function shoot(name, width, url, { signedIn = false, lang = 'en', act } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
  await context.addInitScript(
    ([language]) => {
      localStorage.setItem('ankur_lang', language);
      localStorage.setItem('cookie-accepted', 'true');
      localStorage.setItem('role_name', 'Entrepreneur');
    },
    [lang],
  );
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`${name}@${width}: ${error.message}`));
  await page.route('**/api/**', (route) => {
    const request = route.request();
    const [status, body] = answer(request.method(), new URL(request.url()).pathname, signedIn);
    return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
  await page.goto(url);
  await page.locator('h1').first().waitFor();
  if (act) await act(page);
  // the Devanagari glyphs come from the bundled web font
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`${name}@${width}: ${overflow} px of horizontal overflow`);
  await page.screenshot({ path: path.join(outDir, `identity-${name}-${width}.png`), fullPage: true });
  await context.close();
}

try {
  for (const width of [360, 1280]) {
    await shoot('sign-in', width, '/sign-in/login');
    await shoot('sign-in-hi', width, '/sign-in/login', { lang: 'hi' });
    await shoot('register-minor', width, '/sign-in/register', {
      act: async (page) => {
        await page.getByLabel('I am under 18').check();
        await page.getByRole('button', { name: 'Create account' }).click();
      },
    });
    await shoot('register-hi', width, '/sign-in/register', { lang: 'hi' });
    await shoot('verify', width, '/sign-in/login', {
      act: async (page) => {
        await page.getByLabel('Username or e-mail').fill('asha');
        await page.getByLabel('Password', { exact: true }).fill('secret-password');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
      },
    });
    await shoot('forgot', width, '/sign-in/login', {
      act: (page) => page.getByRole('button', { name: 'Forgot password?' }).click(),
    });
    await shoot('update-profile', width, '/sign-in/profile');
    await shoot('update-password', width, '/sign-in/password');
    await shoot('expired', width, '/sign-in/expired');
    await shoot('parental-consent', width, '/parental-consent/tok');
    await shoot('select-role', width, '/select-role', { signedIn: true });
  }
} finally {
  await browser.close();
  await server.close();
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`Screenshots in ${path.relative(root, outDir)}/identity-*.png`);
