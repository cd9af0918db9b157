import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { collectPageErrors, E2E_ADMIN, launchBrowser, newPage, screenshotPath, signIn } from './browser.ts';

const PERSON = { username: 'farah.q', email: 'farah.qureshi@example.in', password: 'lotus-pond-at-noon-6' };

/**
 * Issue 20, /account and /settings: a person picks Hindi in /settings and the platform stays in
 * Hindi after a reload and on another device they sign in on; from /account they see the other
 * device and sign it out, which ends that device's session.
 */
describe('account and settings', () => {
  let browser: Browser;
  let phone: Awaited<ReturnType<typeof newPage>>;
  let laptop: Awaited<ReturnType<typeof newPage>>;
  let errors: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await phone?.context.close();
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
    await json(admin.page, 'POST', '/api/auth/createMany', [
      { firstName: 'Farah', lastName: 'Qureshi', ...PERSON, roles: [roles.data[0]!.role_id] },
    ]);
    await admin.context.close();
  }

  it('a person picks Hindi in /settings: it stays after a reload without this browser remembering it', async () => {
    await createPerson();
    // a phone, signed in first
    phone = await newPage(browser, { width: 390, height: 844 });
    await signIn(phone.page, PERSON.username, PERSON.password);

    // the laptop: /settings in English, switch to Hindi
    laptop = await newPage(browser);
    errors = collectPageErrors(laptop.page);
    await signIn(laptop.page, PERSON.username, PERSON.password);
    const page = laptop.page;
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('heading', { name: 'Notification preferences' }).waitFor();
    await page.getByRole('radio', { name: /^Members/ }).waitFor();
    await expectNoSeriousA11yViolations(page, '/settings at 1280 px');
    await page.screenshot({ path: screenshotPath('settings-1280'), fullPage: true });
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/account/settings') && r.request().method() === 'PUT' && r.ok(),
    );
    await page.getByRole('radio', { name: 'हिन्दी' }).check();
    await page.getByRole('heading', { level: 1, name: 'सेटिंग्स' }).waitFor();
    await saved;
    // after a reload, even with this browser's own memory of the choice gone, it is Hindi
    await page.evaluate(() => window.localStorage.removeItem('ankur_lang'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'सेटिंग्स' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
  }, 120_000);

  it('the other device is in Hindi too: it is the person’s setting', async () => {
    await phone.page.goto('/account');
    await phone.page.getByRole('heading', { level: 1, name: 'आपका खाता' }).waitFor();
    await phone.page.getByText('यह डिवाइस').waitFor();
    await expectNoSeriousA11yViolations(phone.page, '/account at 390 px (Hindi)');
    await phone.page.screenshot({ path: screenshotPath('account-390-hi'), fullPage: true });
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }, 120_000);

  it('/account lists both devices and signs the other one out', async () => {
    const page = laptop.page;
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    const devices = page.getByRole('list', { name: 'Where you are signed in' });
    await devices.getByText('This device').waitFor();
    expect(await devices.getByRole('listitem').count()).toBe(2);
    await expectNoSeriousA11yViolations(page, '/account at 1280 px');
    await page.screenshot({ path: screenshotPath('account-1280'), fullPage: true });
    await devices.getByRole('button', { name: /^Sign out / }).click();
    await page.getByText('You are signed in on this device only.').waitFor();
    expect(await devices.getByRole('listitem').count()).toBe(1);
    await page
      .getByText(/is signed out\.$/)
      .first()
      .waitFor();

    // the phone's session is over; the laptop's is not
    expect((await phone.page.request.get('/api/auth/profile')).status()).toBe(401);
    expect((await page.request.get('/api/auth/profile')).status()).toBe(200);
    expect(errors).toEqual([]);
  }, 120_000);

  it('/settings at phone width, in Hindi, has no serious accessibility finding', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, PERSON.username, PERSON.password);
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('radio', { name: 'हिन्दी' }).check();
    await page.getByRole('heading', { level: 1, name: 'सेटिंग्स' }).waitFor();
    await page.getByRole('heading', { name: 'सूचना प्राथमिकताएँ' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/settings at 390 px (Hindi)');
    await page.screenshot({ path: screenshotPath('settings-390-hi'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await context.close();
  });
});
