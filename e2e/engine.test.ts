import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { collectPageErrors, E2E_ADMIN, launchBrowser, newPage, screenshotPath, signIn } from './browser.ts';

const FOUNDER = { username: 'kavya.iyer', email: 'kavya.iyer@example.in', password: 'filter-coffee-in-mylapore-3' };

/** This month and the ones before it, as YYYY-MM (the browser and the test share the clock). */
const monthsAgo = (n: number) => {
  const d = new Date();
  const t = d.getUTCFullYear() * 12 + d.getUTCMonth() - n;
  return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`;
};

/**
 * Issue 24, the Engine: a new founder opens /engine and finds the default KPIs in phase
 * 'awakening'; enters two months of users in the grid; imports a CSV of revenue and pilots (the
 * preview checks each row); sees the chart and its table; and moves to another phase.
 */
describe('engine: the founder enters, imports, charts and changes phase', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function json<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
    const res = await page.request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
    expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  it('a founder fills the Engine and sees it over time', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, E2E_ADMIN.login, E2E_ADMIN.password);
    const roles = await json<{ data: { role_id: number }[] }>(
      admin.page,
      'GET',
      `/api/user/roles/getAll?filterFields=${encodeURIComponent(JSON.stringify({ role_name: 'Entrepreneur' }))}`,
    );
    await json(admin.page, 'POST', '/api/auth/createMany', [
      { firstName: 'Kavya', lastName: 'Iyer', ...FOUNDER, roles: [roles.data[0]!.role_id] },
    ]);
    await admin.context.close();

    const { page: p, context } = await newPage(browser);
    const errors = collectPageErrors(p);
    await signIn(p, FOUNDER.username, FOUNDER.password);
    await p.goto('/engine');
    await p.getByRole('heading', { level: 1, name: 'Engine' }).waitFor();
    await expect.poll(() => p.getByTestId('engine-phase').textContent()).toBe('You are in Awakening');
    await p.getByTestId('kpi-Users').getByText('No value yet').waitFor();
    await p.getByTestId('kpi-Revenue (MRR)').waitFor();
    await p.getByTestId('kpi-Headcount').waitFor();
    await expectNoSeriousA11yViolations(p, '/engine, first visit');

    // ---- two months of users, typed in the grid (Enter saves and moves down)
    const cells = p.getByRole('textbox', { name: /^Users, / });
    await expect.poll(() => cells.count()).toBe(6);
    for (const [i, value] of [
      [4, '180'],
      [5, '260'],
    ] as const) {
      const saved = p.waitForResponse((r) => r.url().endsWith('/api/engine/scores') && r.request().method() === 'PUT');
      await cells.nth(i).fill(value);
      await cells.nth(i).press('Enter');
      expect((await saved).status()).toBe(200);
    }
    await p.getByTestId('kpi-Users').getByText('260').waitFor();
    await p.getByTestId('kpi-Users').getByText('Up 44.4% on last month').waitFor();

    // ---- import a CSV of revenue and pilots: a preview, then one import
    await p.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = p.getByRole('dialog', { name: 'Import scores from CSV' });
    const csv = [
      'stat,period,value,unit',
      `Revenue (MRR),${monthsAgo(2)},"12,000",INR`,
      `Revenue (MRR),${monthsAgo(1)},18500,INR`,
      `Revenue (MRR),${monthsAgo(0)},26000,INR`,
      `Pilots,${monthsAgo(0)},2,`,
    ].join('\n');
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'kpis.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByText('Everything looks right.').waitFor();
    await expectNoSeriousA11yViolations(p, '/engine, import preview');
    await dialog.getByRole('button', { name: 'Import 4 scores' }).click();
    await p.getByText('Imported: 4 new, 0 updated').waitFor();
    await p.getByTestId('kpi-Revenue (MRR)').getByText('₹26,000').waitFor();

    // ---- the chart, and the same values as a table
    await p.getByLabel('Revenue (MRR)', { exact: true }).check();
    await p.getByTestId('engine-chart').locator('.recharts-line').first().waitFor();
    await p.getByRole('button', { name: 'Show as a table' }).click();
    await p.getByRole('cell', { name: '₹18,500' }).waitFor();
    await p.screenshot({ path: screenshotPath('engine-1280'), fullPage: true });

    // ---- the suggestion follows the numbers; the founder moves phase
    await p.getByText('Suggested: Launch').waitFor();
    await p.getByLabel('Change phase').selectOption('validation');
    await p.getByRole('button', { name: 'Save phase' }).click();
    await expect.poll(() => p.getByTestId('engine-phase').textContent()).toBe('You are in Validation');
    await p.reload();
    await expect.poll(() => p.getByTestId('engine-phase').textContent()).toBe('You are in Validation');

    await p.setViewportSize({ width: 390, height: 844 });
    await p.getByTestId('kpi-Users').waitFor();
    await expectNoSeriousA11yViolations(p, '/engine at 390 px');
    await p.screenshot({ path: screenshotPath('engine-390'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
