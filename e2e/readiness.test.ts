import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { collectPageErrors, E2E_ADMIN, launchBrowser, newPage, screenshotPath, signIn } from './browser.ts';

const FOUNDER = { username: 'divya.menon', email: 'divya.menon@example.in', password: 'idli-at-mylapore-7' };
const FOUNDER_NAME = 'Divya Menon';
const INSTITUTE = 'Sangam Agritech, IIT Madras Incubation Cell';

/** Answers every question of the step on screen (a middle option, a number in bounds, some words). */
async function answerStep(p: Page): Promise<void> {
  const ids = await p
    .locator('form [data-question]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-question')));
  for (const id of ids) {
    const block = p.locator(`form [data-question="${id}"]`);
    const radios = block.getByRole('radio');
    const nRadios = await radios.count();
    if (nRadios) {
      await radios.nth(Math.min(nRadios - 1, 2)).check();
      continue;
    }
    const boxes = block.getByRole('checkbox');
    if (await boxes.count()) {
      await boxes.first().check();
      continue;
    }
    const number = block.locator('input[type="number"]');
    if (await number.count()) {
      const [min, max] = await number.evaluate((el) => [(el as HTMLInputElement).min, (el as HTMLInputElement).max]);
      let value = 3;
      if (min !== '' && value < Number(min)) value = Number(min);
      if (max !== '' && value > Number(max)) value = Number(max);
      await number.fill(String(value));
      continue;
    }
    await block.locator('textarea').fill('A seed round of ₹2 crore for pilots with three FPOs around Nashik.');
  }
}

/** What the step on screen holds: each control's checked state or value, in order. */
const snapshot = (p: Page) =>
  p.locator('form [data-question] input, form [data-question] textarea').evaluateAll((els) =>
    els.map((e) => {
      const input = e as HTMLInputElement;
      return input.type === 'radio' || input.type === 'checkbox' ? input.checked : input.value;
    }),
  );

const stepHeading = (p: Page) => p.locator('#survey-step-heading');
const progress = (p: Page): Locator => p.getByRole('progressbar', { name: 'Progress' });

/**
 * Issue 24's journey: a founder enrolled in a cohort starts the investor-readiness assessment for
 * it, answers steps 1–2, and the tab is closed; on another device (a new browser context) the
 * recovery dialog offers step 3 with every earlier answer intact; the founder finishes, the result
 * shows the radar chart and a pathway, and the cohort's manager sees the founder completed, with
 * the score, in the cohort's readiness view.
 */
describe('readiness: resume on another device, result with radar and pathway, seen by the cohort manager', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function json<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
    const res = await page.request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
    expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  it('closes the tab after step 2, resumes at step 3 elsewhere, finishes; the manager sees the score', async () => {
    // ---- the founder, enrolled in cohort 2 (a program)
    const admin = await newPage(browser);
    await signIn(admin.page, E2E_ADMIN.login, E2E_ADMIN.password);
    const roleId = (
      await json<{ data: { role_id: number }[] }>(
        admin.page,
        'GET',
        `/api/user/roles/getAll?filterFields=${encodeURIComponent(JSON.stringify({ role_name: 'Entrepreneur' }))}`,
      )
    ).data[0]!.role_id;
    await json(admin.page, 'POST', '/api/auth/createMany', [
      { firstName: 'Divya', lastName: 'Menon', ...FOUNDER, roles: [roleId] },
    ]);
    const founderId = (
      await json<{ data: { user_id: number }[] }>(
        admin.page,
        'GET',
        `/api/auth/searchUsers?filterFields=${encodeURIComponent(JSON.stringify({ username: FOUNDER.username }))}`,
      )
    ).data[0]!.user_id;
    const programs = await json<{ data: { program_id: number; program_name: string }[] }>(
      admin.page,
      'GET',
      '/api/programs/getAll?limit=-1&sortField=program_id&sortOrder=asc',
    );
    let cohort = programs.data.find((p) => p.program_id === 2);
    if (!cohort) {
      cohort = await json<{ program_id: number; program_name: string }>(
        admin.page,
        'POST',
        '/api/programs/createProgram',
        {
          program_name: 'Pitch Alchemy',
          program_category: 'Accelerator',
          program_description: '<p>Ten weeks to an investor-ready pitch, with demo day in Bengaluru.</p>',
          status: 'published',
        },
      );
    }
    await json(admin.page, 'POST', '/api/programs-enrolled/createProgramEnrolled', {
      user_id: founderId,
      program_id: cohort.program_id,
      enrollment_status: 'enrolled',
    });

    // ---- device 1: start for the cohort, answer steps 1 and 2, close the tab
    const one = await newPage(browser);
    const p1 = one.page;
    const errors1 = collectPageErrors(p1);
    await signIn(p1, FOUNDER.username, FOUNDER.password);
    await p1.goto('/readiness-journey');
    await p1.getByRole('heading', { level: 1, name: 'My readiness journey' }).waitFor();
    await p1.getByRole('link', { name: 'Start: Investor readiness' }).click();
    await p1.waitForURL('**/investor-readiness');
    await p1.getByRole('radio', { name: 'For a cohort' }).check();
    await p1.getByLabel('Organisation or institute name').fill(INSTITUTE);
    await p1.getByRole('combobox', { name: /^Cohort/ }).selectOption(String(cohort.program_id));
    await expectNoSeriousA11yViolations(p1, '/investor-readiness (intro)');
    await p1.getByRole('button', { name: 'Start the assessment' }).click();
    await progress(p1).waitFor();
    const total = Number(await progress(p1).getAttribute('aria-valuemax'));
    expect(total).toBeGreaterThanOrEqual(3);

    // leaving step 1 blank is refused, per question
    await p1.getByRole('button', { name: 'Next' }).click();
    await p1.getByText(/need an answer before you go on|needs an answer before you go on/).waitFor();
    await expectNoSeriousA11yViolations(p1, '/investor-readiness (step 1 with errors)');

    const answers: unknown[][] = [];
    const titles: string[] = [];
    for (let step = 0; step < 2; step++) {
      titles.push((await stepHeading(p1).textContent()) ?? '');
      await answerStep(p1);
      answers.push(await snapshot(p1));
      const saved = p1.waitForResponse((r) => r.url().includes(`/steps/${step}`) && r.request().method() === 'PUT');
      await p1.getByRole('button', { name: 'Next' }).click();
      expect((await saved).ok()).toBe(true);
      await p1.waitForFunction(
        (n) => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === String(n),
        step + 2,
      );
    }
    await p1.screenshot({ path: screenshotPath('readiness-step-3-1280'), fullPage: true });
    await one.context.close();
    expect(errors1).toEqual([]);

    // ---- device 2: the recovery dialog offers step 3 with every answer
    const two = await newPage(browser, { width: 390, height: 844 });
    const p2 = two.page;
    const errors2 = collectPageErrors(p2);
    await signIn(p2, FOUNDER.username, FOUNDER.password);
    await p2.goto('/readiness-journey');
    await p2.getByText(new RegExp(`Step 3 of ${total}, last active`)).waitFor();
    await p2.getByRole('link', { name: 'Continue: Investor readiness' }).click();
    const dialog = p2.getByRole('dialog', { name: 'Continue where you left off?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`at step 3 of ${total}`);
    await p2.screenshot({ path: screenshotPath('readiness-recovery-390'), fullPage: true });
    await expectNoSeriousA11yViolations(p2, '/investor-readiness (recovery dialog)');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await p2.waitForFunction(
      () => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '3',
    );
    // back through steps 2 and 1: every answer is there
    for (const step of [1, 0]) {
      await p2.getByRole('button', { name: 'Back' }).click();
      await p2.waitForFunction(
        (n) => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === String(n),
        step + 1,
      );
      expect(await stepHeading(p2).textContent()).toBe(titles[step]);
      expect(await snapshot(p2)).toEqual(answers[step]);
    }
    // forward again to the end, answering the rest
    for (let step = 0; step < total; step++) {
      if (step >= 2) await answerStep(p2);
      const last = step === total - 1;
      await p2.getByRole('button', { name: last ? 'Submit' : 'Next' }).click();
      if (!last) {
        await p2.waitForFunction(
          (n) => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === String(n),
          step + 2,
        );
      }
    }

    // ---- the result: radar chart and pathway
    await p2.waitForURL(/\/readiness-journey\/results\/\d+$/);
    await p2.getByRole('heading', { level: 1, name: 'Your result' }).waitFor();
    await p2.locator('[data-testid="readiness-radar"] svg.recharts-surface').first().waitFor();
    expect(await p2.locator('[data-testid="readiness-radar"] .recharts-polar-angle-axis-tick').count()).toBeGreaterThan(
      2,
    );
    const pathway = p2.getByRole('region', { name: 'Your pathway' });
    await pathway.waitFor();
    const overallText = (await p2.getByText(/^\d+ out of 100$/).textContent()) ?? '';
    const overall = Number(overallText.split(' ')[0]);
    const items = pathway.getByRole('checkbox');
    if (await items.count()) {
      expect(await pathway.textContent()).toMatch(/because your .+ scored \d+(\.\d)?\/5/);
      await pathway.getByText(/^\d+ of \d+ done$/).waitFor();
    }
    await p2.screenshot({ path: screenshotPath('readiness-result-390'), fullPage: true });
    await expectNoSeriousA11yViolations(p2, '/readiness-journey/results (390 px)');
    await two.context.close();
    expect(errors2).toEqual([]);

    // ---- the cohort manager (the administrator) sees it
    const a = admin.page;
    const adminErrors = collectPageErrors(a);
    await a.goto(`/manage-cohort/${cohort.program_id}?tab=readiness`);
    const row = a.getByRole('row', { name: new RegExp(FOUNDER_NAME) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Completed');
    expect(await row.textContent()).toContain(String(overall));
    await a.screenshot({ path: screenshotPath('readiness-cohort-view-1280'), fullPage: true });
    expect(adminErrors).toEqual([]);
  }, 240_000);
});
