import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { baseURL, collectPageErrors, E2E_ADMIN, launchBrowser, newPage, screenshotPath, signIn } from './browser.ts';

const LEARNER = { username: 'tara', email: 'tara@example.in', password: 'banyan-shade-at-noon-5' };
const TWO_ROLES = { username: 'vikram', email: 'vikram@example.in', password: 'lighthouse-at-kanyakumari-2' };

/**
 * Issue 19 points 3 and 4: sign-in with one role lands on /home without the role step, and the home
 * knows the person (the enrolled program to resume, with progress); a person with two roles gets
 * /select-role with the active one preselected, and Continue goes on in one click.
 */
describe('the home after sign-in', () => {
  let browser: Browser;
  let program: { program_id: number; program_name: string };

  async function json<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
    const res = await page.request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
    expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  beforeAll(async () => {
    mkdirSync(path.dirname(screenshotPath('x')), { recursive: true });
    browser = await launchBrowser();
    // the administrator makes two people and enrols the learner in a published program with units
    const admin = await newPage(browser);
    await signIn(admin.page, E2E_ADMIN.login, E2E_ADMIN.password);
    const roleId = async (name: string) =>
      (
        await json<{ data: { role_id: number }[] }>(
          admin.page,
          'GET',
          `/api/user/roles/getAll?filterFields=${encodeURIComponent(JSON.stringify({ role_name: name }))}`,
        )
      ).data[0]!.role_id;
    const entrepreneur = await roleId('Entrepreneur');
    await json(admin.page, 'POST', '/api/auth/createMany', [
      { firstName: 'Tara', lastName: 'Menon', ...LEARNER, roles: [entrepreneur] },
      { firstName: 'Vikram', lastName: 'Shah', ...TWO_ROLES, roles: [entrepreneur, await roleId('Student')] },
    ]);
    const learnerId = (
      await json<{ data: { user_id: number }[] }>(
        admin.page,
        'GET',
        `/api/auth/searchUsers?filterFields=${encodeURIComponent(JSON.stringify({ username: LEARNER.username }))}`,
      )
    ).data[0]!.user_id;
    const published = await json<{ data: { program_id: number; program_name: string }[] }>(
      admin.page,
      'GET',
      `/api/programs/getAll?limit=-1&sortField=program_id&sortOrder=asc&filterFields=${encodeURIComponent(JSON.stringify({ status: 'published' }))}`,
    );
    // a demo program (SEED_DEMO: each has courses, modules and units)
    program = published.data[0]!;
    expect(program, 'a published demo program').toBeDefined();
    await json(admin.page, 'POST', '/api/programs-enrolled/createProgramEnrolled', {
      user_id: learnerId,
      program_id: program.program_id,
      enrollment_status: 'enrolled',
    });
    await admin.context.close();
  });
  afterAll(() => browser?.close());

  for (const width of [1280, 390]) {
    it(`one role: sign-in lands on /home, which shows the enrolled program to resume (${width} px)`, async () => {
      const { context, page } = await newPage(browser, { width, height: 900 });
      const errors = collectPageErrors(page);
      const steps: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) steps.push(new URL(frame.url()).pathname);
      });
      await signIn(page, LEARNER.username, LEARNER.password);
      expect(new URL(page.url()).pathname).toBe('/home');
      // the first run is Tara's first visit (an administrator enrolled her); the second is a return
      const greeting = width === 1280 ? 'Welcome, Tara' : 'Welcome back, Tara';
      await page.getByRole('heading', { level: 1, name: greeting, exact: true }).waitFor();
      // /select-role was passed through: its picker never showed
      expect(
        await page.getByRole('heading', { level: 1 }).allTextContents(),
        'the picker of /select-role never showed',
      ).not.toContain('Select your role');

      const learning = page.getByRole('region', { name: 'Continue learning' });
      const resume = learning.getByRole('link', { name: `Resume ${program.program_name}` });
      await resume.waitFor();
      expect(await learning.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
      expect(await resume.getAttribute('href')).toMatch(
        new RegExp(`^/program-content/${program.program_id}/course-content/\\d+/module-content/\\d+\\?unit=\\d+$`),
      );
      await page.getByRole('region', { name: 'Coming up (next 7 days)' }).getByRole('link').first().waitFor();
      await page.getByRole('region', { name: 'Due this week' }).getByRole('link').first().waitFor();
      await page.screenshot({ path: screenshotPath(`home-${width}`), fullPage: true });
      await expectNoSeriousA11yViolations(page, `/home at ${width} px`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);

      await resume.click();
      await page.waitForURL(new RegExp(`/program-content/${program.program_id}/`));
      expect(errors).toEqual([]);
      expect(steps).not.toContain('/community');
      await context.close();
    });
  }

  for (const width of [1280, 390]) {
    it(`two roles: /select-role preselects the active role and Continue goes on at once (${width} px)`, async () => {
      const { context, page } = await newPage(browser, { width, height: 900 });
      await signIn(page, TWO_ROLES.username, TWO_ROLES.password);
      expect(page.url()).toBe(`${baseURL()}/select-role`);
      const entrepreneur = page.getByRole('radio', { name: /^Entrepreneur/ });
      expect(await entrepreneur.isChecked()).toBe(true);
      expect(await page.getByText('Your choice when registering').count()).toBe(0);
      await page.screenshot({ path: screenshotPath(`select-role-preselected-${width}`), fullPage: true });
      await expectNoSeriousA11yViolations(page, `/select-role at ${width} px`);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.waitForURL(`${baseURL()}/home`);
      expect(await page.getByText('Choose a role to continue.').count()).toBe(0);
      await context.close();
    });
  }
});
