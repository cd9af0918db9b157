import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { collectPageErrors, E2E_ADMIN, launchBrowser, newPage, screenshotPath, signIn } from './browser.ts';

const MEMBER = { username: 'ishita.rao', email: 'ishita.rao@example.in', password: 'monsoon-on-marine-drive-4' };
const INVESTOR = { username: 'vikram.desai', email: 'vikram.desai@example.in', password: 'chai-at-connaught-place-9' };

/**
 * Issue 20, memberships and investors: a founder's locked app first leads to /membership; she
 * redeems her incubator's sponsor code and the app opens. An investor registers; the
 * administrator verifies him in the Admin Center (another browser); his page then shows the badge
 * and the Investor Workspace is his.
 */
describe('memberships and investor verification', () => {
  let browser: Browser;
  const contexts: { close: () => Promise<void> }[] = [];
  let errors: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });

  async function json<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
    const res = await page.request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
    expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  async function open(width = 1280) {
    const opened = await newPage(browser, { width, height: 860 });
    contexts.push(opened.context);
    return opened.page;
  }

  it('a locked app leads to /membership; a sponsor code unlocks it and it opens', async () => {
    const admin = await open();
    await signIn(admin, E2E_ADMIN.login, E2E_ADMIN.password);
    const roles = await json<{ data: { role_id: number }[] }>(
      admin,
      'GET',
      `/api/user/roles/getAll?filterFields=${encodeURIComponent(JSON.stringify({ role_name: 'Entrepreneur' }))}`,
    );
    const role = roles.data[0]!.role_id;
    await json(admin, 'POST', '/api/auth/createMany', [
      { firstName: 'Ishita', lastName: 'Rao', ...MEMBER, roles: [role] },
      { firstName: 'Vikram', lastName: 'Desai', ...INVESTOR, roles: [role] },
    ]);

    const page = await open();
    errors = collectPageErrors(page);
    await signIn(page, MEMBER.username, MEMBER.password);
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.getByRole('button', { name: 'Apps' }).click();
    await page.getByRole('dialog', { name: 'Apps' }).getByRole('button', { name: 'Idea Hub' }).click();
    await page.waitForURL('**/membership');
    expect(alerts).toEqual(['Unlock with Premium Access']);
    await page.getByRole('heading', { level: 1, name: 'Membership' }).waitFor();
    await page.getByRole('button', { name: /^Choose .*Premium$/ }).waitFor();
    await expectNoSeriousA11yViolations(page, '/membership at 1280 px');
    await page.screenshot({ path: screenshotPath('membership-1280'), fullPage: true });

    await page.getByRole('textbox', { name: 'Sponsor code' }).fill('nagpur-founders-26');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await page.getByRole('region', { name: 'Your membership' }).getByText('Active').waitFor();
    await page.getByRole('region', { name: 'Your membership' }).getByText('Product Hub').waitFor();

    await page.getByRole('button', { name: 'Apps' }).click();
    await page.getByRole('dialog', { name: 'Apps' }).getByRole('link', { name: 'Idea Hub' }).click();
    await page.waitForURL('**/idea-hub');
    expect(alerts).toHaveLength(1);
  }, 120_000);

  it('an investor registers; the administrator verifies him in the Admin Center; the badge shows', async () => {
    const investor = await open(390);
    const investorErrors = collectPageErrors(investor);
    await signIn(investor, INVESTOR.username, INVESTOR.password);
    await investor.goto('/investor-registration');
    await investor.getByRole('heading', { level: 1, name: 'Investor registration' }).waitFor();
    await investor.getByLabel('Investor type').selectOption('angel');
    await investor.getByLabel(/Smallest cheque/).fill('5,00,000');
    await investor.getByLabel(/Largest cheque/).fill('50,00,000');
    await investor.getByRole('checkbox', { name: 'Seed', exact: true }).check();
    await investor.getByRole('checkbox', { name: 'Agritech' }).check();
    await investor.getByRole('textbox', { name: 'Portfolio link 1' }).fill('https://krishimitra.example.in');
    await investor.getByRole('checkbox', { name: /I declare that I am an accredited investor/ }).check();
    await expectNoSeriousA11yViolations(investor, '/investor-registration at 390 px');
    await investor.screenshot({ path: screenshotPath('investor-registration-390'), fullPage: true });
    await investor.getByRole('button', { name: 'Send for verification' }).click();
    await investor.getByText(/waiting for an administrator to verify it/).waitFor();
    const before = await investor.request.get('/api/auth/checkAccess?menu=Investor%20Workspace&permission=read');
    expect(before.status()).toBe(403);

    const admin = await open();
    await signIn(admin, E2E_ADMIN.login, E2E_ADMIN.password);
    await admin.goto('/admin-center?tab=investors');
    const row = admin.getByRole('listitem').filter({ hasText: 'Vikram Desai' });
    await row.getByText(/₹5,00,000 – ₹50,00,000/).waitFor();
    await expectNoSeriousA11yViolations(admin, '/admin-center?tab=investors');
    await admin.screenshot({ path: screenshotPath('admin-investors-1280'), fullPage: true });
    await row.getByRole('button', { name: 'Verify: Vikram Desai' }).click();
    await admin.getByText('Vikram Desai is now a verified investor.').waitFor();

    // live: the investor's open page hears of the decision (no reload)
    await investor.getByRole('heading', { level: 1 }).getByText('Verified investor').waitFor();
    await investor.getByText(/The Investor Workspace is in your apps/).waitFor();
    const after = await investor.request.get('/api/auth/checkAccess?menu=Investor%20Workspace&permission=read');
    expect(after.status()).toBe(200);

    await admin.goto('/admin-center?tab=memberships');
    await admin.getByRole('region', { name: 'Sponsor codes' }).getByText('NAGPUR-FOUNDERS-26').waitFor();
    await expectNoSeriousA11yViolations(admin, '/admin-center?tab=memberships');
    await admin.screenshot({ path: screenshotPath('admin-memberships-1280'), fullPage: true });
    expect([...errors, ...investorErrors]).toEqual([]);
  }, 120_000);
});
