import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { collectPageErrors, E2E_ADMIN, launchBrowser, newPage, readMail, screenshotPath, signIn } from './browser.ts';

const PERSON = {
  username: 'ishaan.bhatt',
  email: 'ishaan.bhatt@example.in',
  password: 'tamarind-rain-at-dusk-4',
  firstName: 'Ishaan',
  lastName: 'Bhatt',
};

/**
 * Issue 20, "My data" (decision 35): a new person downloads everything the platform holds about
 * them (the ZIP is built by the job queue, with a progress bar and an e-mail), then asks for their
 * account to be deleted, sees the banner with the date, and keeps their account.
 */
describe('my data: export and erasure', () => {
  let browser: Browser;
  let laptop: Awaited<ReturnType<typeof newPage>>;
  let errors: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await laptop?.context.close();
    await browser?.close();
  });

  async function json<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
    const res = await page.request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
    expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  async function createPerson() {
    const admin = await newPage(browser);
    await signIn(admin.page, E2E_ADMIN.login, E2E_ADMIN.password);
    const roles = await json<{ data: { role_id: number }[] }>(
      admin.page,
      'GET',
      `/api/user/roles/getAll?filterFields=${encodeURIComponent(JSON.stringify({ role_name: 'Entrepreneur' }))}`,
    );
    await json(admin.page, 'POST', '/api/auth/createMany', [{ ...PERSON, roles: [roles.data[0]!.role_id] }]);
    await admin.context.close();
  }

  it('downloads their data: progress, then a ZIP holding their profile, and an e-mail with the link', async () => {
    await createPerson();
    laptop = await newPage(browser);
    errors = collectPageErrors(laptop.page);
    const page = laptop.page;
    await signIn(page, PERSON.username, PERSON.password);
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Download my data' }).click();
    await section.getByRole('progressbar', { name: 'Preparing your data…' }).waitFor();
    const link = section.getByRole('link', { name: 'Download ZIP' });
    // the job queue polls every JOBS_POLL_MS (5 s by default); the screen follows its progress
    await link.waitFor({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, '/account with a ready export at 1280 px');
    await section.screenshot({ path: screenshotPath('my-data-ready-1280') });

    const href = await link.getAttribute('href');
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-disposition']).toMatch(/^attachment; filename="my-data-.*\.zip"$/);
    const files = unzipSync(new Uint8Array(await res.body()));
    const user = JSON.parse(strFromU8(files['user.json']!));
    expect(user).toMatchObject({ username: PERSON.username, email: PERSON.email, firstName: 'Ishaan' });

    const mail = await readMail(PERSON.email);
    expect(mail.subject).toMatch(/data is ready to download/);
    expect(mail.text).toContain(href!);
  }, 90_000);

  it('asks for deletion with the password, sees the banner with the date, and keeps the account', async () => {
    const page = laptop.page;
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel(/^Current password/).fill(PERSON.password);
    await expectNoSeriousA11yViolations(page, 'the deletion dialog');
    await page.screenshot({ path: screenshotPath('my-data-delete-dialog-1280') });
    await dialog.getByRole('button', { name: /^Delete my account on / }).click();

    const banner = page.getByRole('alert').filter({ hasText: /^Your account will be deleted on / });
    await banner.waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath('my-data-banner-1280') });
    const mail = await readMail(PERSON.email);
    expect(mail.subject).toMatch(/will be deleted on/);

    await banner.getByRole('button', { name: 'Keep my account' }).click();
    await page.getByText('Your account stays. Nothing will be deleted.').waitFor();
    await banner.waitFor({ state: 'detached' });
    expect((await json<{ erasure: { status: string } }>(page, 'GET', '/api/account/data')).erasure.status).toBe(
      'cancelled',
    );
    expect(errors).toEqual([]);
  }, 60_000);

  it('at phone width, in Hindi, the section reads and fits', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, PERSON.username, PERSON.password);
    await page.goto('/settings');
    await page.getByRole('radio', { name: 'हिन्दी' }).check();
    await page.getByRole('heading', { level: 1, name: 'सेटिंग्स' }).waitFor();
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'आपका डेटा' });
    await section.getByRole('link', { name: 'ZIP डाउनलोड करें' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/account at 390 px (Hindi)');
    await section.screenshot({ path: screenshotPath('my-data-390-hi') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/settings');
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await context.close();
  }, 60_000);
});
