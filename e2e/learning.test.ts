import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, launchBrowser, newPage, screenshotPath, signIn } from './browser.ts';

const LEARNER = { username: 'kiran', email: 'kiran@example.in', password: 'chai-at-the-station-9' };

/**
 * Issue 8, the learner's side so far: find Pitch Alchemy in the catalogue, ask to join, get
 * approved, walk the units with Next and Previous, mark progress and finish the program.
 */
describe('a learner finds a program, is approved and learns', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function json<T>(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
    const res = await page.request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
    expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  it('catalogue → enrol → approval → Next/Previous → complete every unit', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, E2E_ADMIN.login, E2E_ADMIN.password);
    const roles = await json<{ data: { role_id: number }[] }>(
      admin.page,
      'GET',
      '/api/user/roles/getAll?filterFields={"role_name":"Entrepreneur"}',
    );
    await json(admin.page, 'POST', '/api/auth/createMany', [
      { firstName: 'Kiran', lastName: 'Rao', ...LEARNER, roles: [roles.data[0]?.role_id] },
    ]);

    const { context, page } = await newPage(browser);
    await signIn(page, LEARNER.username, LEARNER.password);
    await page.goto('/learning-journey');
    await page.getByLabel('Search programs').fill('Pitch');
    const card = page.getByRole('article').filter({ hasText: 'Pitch Alchemy Cohort' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Not enrolled');
    await page.screenshot({ path: screenshotPath('learning-catalogue-1280') });
    await card.getByRole('link').last().click();
    await page.waitForURL('**/programs/overview/2');
    await page.getByRole('button', { name: 'Enrol' }).click();
    await page.getByText('Pending approval').first().waitFor();

    // the program team approves the request
    const me = await json<{ user_id: number }>(page, 'GET', '/api/auth/profile');
    const mine = await json<{ data: { enrollment_id: number; enrollment_status: string }[] }>(
      admin.page,
      'GET',
      `/api/programs-enrolled/getAll?filterFields=${encodeURIComponent(JSON.stringify({ user_id: me.user_id, program_id: 2 }))}`,
    );
    expect(mine.data[0]?.enrollment_status).toBe('pending');
    await json(admin.page, 'PUT', `/api/programs-enrolled/updateProgramEnrolled/${mine.data[0]?.enrollment_id}`, {
      enrollment_status: 'enrolled',
    });

    await page.reload();
    await page.getByRole('link', { name: 'Continue learning' }).click();
    await page.waitForURL('**/program-content/2**');
    const heading = page.locator('#unit-heading');
    await heading.waitFor();
    const first = await heading.textContent();
    expect(await page.getByText('Unit 1 of 16').count()).toBe(1);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Unit 2 of 16').waitFor();
    expect(page.url()).toMatch(/\/program-content\/2\/course-content\/\d+\/module-content\/\d+\?unit=\d+$/);
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await page.getByText('Unit 1 of 16').waitFor();
    expect(await heading.textContent()).toBe(first);

    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await page.getByRole('button', { name: 'Completed ✓ (undo)' }).waitFor();
    const bar = page.getByRole('progressbar').first();
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('6');
    await page.screenshot({ path: screenshotPath('learning-unit-1280'), fullPage: true });

    // the remaining 15 units, then the program is complete
    const outline = await json<{ completed_unit_ids: number[] }>(page, 'GET', '/api/programs/progress/2');
    expect(outline.completed_unit_ids).toHaveLength(1);
    const units: number[] = [];
    for (let i = 0; i < 16; i += 1) {
      const unit = Number(new URL(page.url()).searchParams.get('unit') ?? 0);
      if (unit) units.push(unit);
      const next = page.getByRole('button', { name: 'Next', exact: true });
      if (await next.isDisabled()) break;
      await next.click();
      await page.getByText(`Unit ${i + 2} of 16`).waitFor();
    }
    expect(new Set(units).size).toBe(16);
    for (const unit of units.slice(1)) {
      await json(page, 'POST', `/api/programs/progress/2/units/${unit}/complete`);
    }
    await page.reload();
    await page.getByRole('heading', { name: 'You have completed Pitch Alchemy Cohort' }).waitFor();
    const after = await json<{ data: { enrollment_status: string }[] }>(
      admin.page,
      'GET',
      `/api/programs-enrolled/getAll?filterFields=${encodeURIComponent(JSON.stringify({ user_id: me.user_id, program_id: 2 }))}`,
    );
    expect(after.data[0]?.enrollment_status).toBe('completed');
    await context.close();
    await admin.context.close();
  });
});
