import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { collectPageErrors, E2E_ADMIN, launchBrowser, newPage, screenshotPath, signIn } from './browser.ts';

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * Issue 19, points 5 and 7 in a real browser: a manager previews a draft program as a learner
 * (every unit opens under a preview banner, the quiz is checked without an attempt being recorded,
 * no enrolment is offered); axe finds nothing serious on /calendar and /programs/overview/{id} at
 * 1280 and 390 px; on a phone the Communication tabs show Calendar.
 */
describe('issue 19: the learner preview and the small things', () => {
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

  it('a manager previews a draft: every unit opens, marked as a preview, and nothing is recorded', async () => {
    const { context, page } = await newPage(browser, WIDE);
    const errors = collectPageErrors(page);
    await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);

    // a draft with a lesson, a video and a quiz
    const program = await json<{ program_id: number }>(page, 'POST', '/api/programs/createProgram', {
      program_name: 'Field Research Basics',
      program_category: 'Cohort',
      status: 'draft',
    });
    const id = program.program_id;
    const course = await json<{ course_id: number }>(page, 'POST', '/api/courses/createCourse', {
      program_id: id,
      course_name: 'Going to the field',
      sort_order: 1,
    });
    const mod = await json<{ module_id: number }>(page, 'POST', '/api/modules/createModule', {
      course_id: course.course_id,
      module_name: 'Before the visit',
      sort_order: 1,
    });
    const unit = (unit_name: string, unit_type: string, sort_order: number, extra: object = {}) =>
      json<{ unit_id: number }>(page, 'POST', '/api/units/createUnit', {
        module_id: mod.module_id,
        unit_name,
        unit_type,
        sort_order,
        ...extra,
      });
    await unit('Plan the questions', 'lesson', 1, { content: '<p>Write five open questions before you go.</p>' });
    await unit('Watch an interview', 'video', 2, { resource_url: 'https://www.youtube.com/watch?v=bNpx7gpSqbY' });
    const quiz = await unit('Ready to go?', 'quiz', 3);
    await json(page, 'PUT', `/api/programs/${id}/units/${quiz.unit_id}/quiz/questions`, {
      passing_score: 70,
      questions: [
        {
          prompt: 'Which question is open?',
          options: ['Would you buy this?', 'Tell me about the last time you ordered stock.'],
          correct_options: [1],
          explanation: 'It asks for a story, not an opinion.',
        },
      ],
    });

    // "Preview as learner" from the management page
    await page.goto(`/manage-cohort/${id}`);
    await page.getByRole('link', { name: 'Preview as learner' }).click();
    await page.waitForURL(`**/programs/overview/${id}?preview=1`);
    const banner = page.getByRole('complementary', { name: 'Learner preview' });
    await banner.waitFor();
    expect(await banner.getByText('Draft', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Enrol' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'the previewed program page');
    await page.screenshot({ path: screenshotPath('preview-overview-1280'), fullPage: true });

    await page.getByRole('link', { name: 'Open the first unit' }).click();
    const heading = page.locator('#unit-heading');
    await page.getByText('Unit 1 of 3').waitFor();
    expect(await heading.textContent()).toBe('Plan the questions');
    await page.getByText('Write five open questions before you go.').waitFor();
    expect(await page.getByRole('button', { name: 'Mark as complete' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Unit 2 of 3').waitFor();
    expect(await page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/bNpx7gpSqbY"]').count()).toBe(1);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Unit 3 of 3').waitFor();
    await page.getByLabel('Tell me about the last time you ordered stock.').check();
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await page.getByText('Passed. In a preview nothing is recorded').waitFor();
    expect(await page.getByRole('complementary', { name: 'Learner preview' }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'a previewed quiz');
    await page.screenshot({ path: screenshotPath('preview-quiz-1280'), fullPage: true });

    // nothing was recorded: no attempt, no progress, no enrolment
    const quizState = await json<{ attempts: unknown[] }>(
      page,
      'GET',
      `/api/programs/${id}/units/${quiz.unit_id}/quiz`,
    );
    expect(quizState.attempts).toEqual([]);
    const enrolments = await json<{ data: unknown[] }>(
      page,
      'GET',
      `/api/programs-enrolled/getAll?filterFields=${encodeURIComponent(JSON.stringify({ program_id: id }))}`,
    );
    expect(enrolments.data).toEqual([]);

    // on a phone too
    const phone = await newPage(browser, PHONE);
    await signIn(phone.page, E2E_ADMIN.login, E2E_ADMIN.password);
    await phone.page.goto(`/program-content/${id}?preview=1`);
    await phone.page.getByRole('complementary', { name: 'Learner preview' }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.page.screenshot({ path: screenshotPath('preview-unit-390'), fullPage: true });

    expect(errors).toEqual([]);
    await Promise.all([context.close(), phone.context.close()]);
  }, 180_000);

  for (const size of [WIDE, PHONE]) {
    it(`axe at ${size.width} px: /programs/overview/{id} and /calendar (with an entry) have no serious finding`, async () => {
      const { context, page } = await newPage(browser, size);
      const errors = collectPageErrors(page);
      await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);

      await page.goto('/programs/overview/2');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByRole('region', { name: 'What you will learn' }).waitFor();
      await expectNoSeriousA11yViolations(page, `/programs/overview/2 at ${size.width} px`);

      await json(page, 'POST', '/api/calendar/entries', {
        title: `Mentor hour ${size.width}`,
        starts_at: new Date(Date.now() + 2 * 3600_000).toISOString(),
        ends_at: new Date(Date.now() + 3 * 3600_000).toISOString(),
        all_day: false,
        reminder_minutes: null,
      });
      await page.goto('/calendar');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page, `/calendar at ${size.width} px`);
      await page.screenshot({ path: screenshotPath(`calendar-axe-${size.width}`), fullPage: true });

      if (size === PHONE) {
        // the Communication tabs: Calendar is on the screen, not hidden past its edge
        const tab = page.getByRole('navigation', { name: 'Communication' }).getByRole('link', { name: /Calendar/ });
        const box = await tab.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

        // the Admin Center's e-mails stay on one line (they wrapped a letter per line); any row's
        // e-mail will do: which people are on the first page depends on what other files created
        await page.goto('/admin-center');
        const email = page
          .getByRole('table')
          .getByText(/^[^\s@]+@[^\s@]+\.[a-z]+$/)
          .first();
        await email.waitFor({ timeout: 15_000 });
        const line = await email.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
        expect((await email.boundingBox())!.height).toBeLessThan(line * 1.5);
        await page.screenshot({ path: screenshotPath('admin-center-users-390'), fullPage: true });
      }
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
