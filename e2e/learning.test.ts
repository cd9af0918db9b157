import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, E2E_ADMIN, launchBrowser, newPage, screenshotPath, signIn } from './browser.ts';

const MANAGER = { username: 'meena', email: 'meena@example.in', password: 'cohort-lead-at-dawn-4' };
const LEARNER = { username: 'kiran', email: 'kiran@example.in', password: 'chai-at-the-station-9' };
const PROGRAM = 'Pitch Deck Sprint';
/** outline order: [module, unit, kind] */
const UNITS: [string, string, string][] = [
  ['The hook', 'Open with a story', 'Lesson'],
  ['The hook', 'Watch a strong opening', 'Video'],
  ['The problem', 'Pitch deck template', 'Document'],
  ['The problem', 'Story check', 'Quiz'],
  ['On stage', 'Record your two-minute pitch', 'Assignment'],
];

/**
 * Issue 8 end to end: a cohort manager authors a program (2 courses, 3 modules, 5 units of five
 * kinds) and publishes it; a learner finds it by search, enrols, is approved, walks every unit
 * with Next and back with Previous, passes the quiz, submits the assignment, reaches 100 % and
 * the certificate's public page verifies it to a visitor who is not signed in.
 */
describe('learning programs: from authoring to a verified certificate', () => {
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

  async function createUsers() {
    const admin = await newPage(browser);
    await signIn(admin.page, E2E_ADMIN.login, E2E_ADMIN.password);
    const roleId = async (name: string) =>
      (
        await json<{ data: { role_id: number }[] }>(
          admin.page,
          'GET',
          `/api/user/roles/getAll?filterFields=${encodeURIComponent(JSON.stringify({ role_name: name }))}`,
        )
      ).data[0]?.role_id;
    await json(admin.page, 'POST', '/api/auth/createMany', [
      { firstName: 'Meena', lastName: 'Iyer', ...MANAGER, roles: [await roleId('Cohort Manager')] },
      { firstName: 'Kiran', lastName: 'Rao', ...LEARNER, roles: [await roleId('Entrepreneur')] },
    ]);
    await admin.context.close();
  }

  /** The manager's outline editor: inline "add" forms, the unit dialog. */
  function outline(m: Page) {
    const addInline = async (input: string, name: string, kind?: string) => {
      const field = m.getByLabel(input, { exact: true });
      await field.fill(name);
      if (kind) await m.getByLabel('Kind of the new unit').selectOption({ label: kind });
      await field.press('Enter');
      await m.getByText(`“${name}” added.`).first().waitFor();
      // the form closes once the item is added
      await field.waitFor({ state: 'detached' });
    };
    const course = (name: string) =>
      m
        .getByRole('listitem')
        .filter({ has: m.getByRole('heading', { level: 3, name: `Course: ${name}`, exact: true }) });
    // a course's item holds its modules' items too: the innermost match is the module's
    const module = (name: string) =>
      m
        .getByRole('listitem')
        .filter({ has: m.getByRole('heading', { level: 4, name: `Module: ${name}`, exact: true }) })
        .last();
    const edit = async (unit: string) => {
      await m.getByRole('button', { name: `Edit ${unit}`, exact: true }).click();
      const dialog = m.getByRole('dialog');
      await dialog.waitFor();
      return dialog;
    };
    const save = async () => {
      const dialog = m.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Save unit' }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    return { addInline, course, module, edit, save };
  }

  it('a manager authors and publishes; a learner enrols, learns, passes and is certified', async () => {
    await createUsers();

    // ---- the manager creates the program and its outline
    const manager = await newPage(browser);
    const m = manager.page;
    const managerErrors = collectPageErrors(m);
    await signIn(m, MANAGER.username, MANAGER.password);
    await m.goto('/manage-cohort');
    await m.getByRole('button', { name: 'New program' }).first().click();
    await m.getByLabel('Program name').fill(PROGRAM);
    await m.getByLabel('Category', { exact: true }).fill('Cohort');
    await m.getByRole('button', { name: 'Create program' }).click();
    await m.waitForURL(/\/manage-cohort\/\d+$/);
    const programId = Number(new URL(m.url()).pathname.split('/').pop());
    expect(programId).toBeGreaterThan(0);

    const o = outline(m);
    await m.getByRole('button', { name: 'Add course' }).click();
    await o.addInline('Name of the new course', 'Story');
    await m.getByRole('button', { name: 'Add course' }).click();
    await o.addInline('Name of the new course', 'Delivery');
    for (const [course, module] of [
      ['Story', 'The hook'],
      ['Story', 'The problem'],
      ['Delivery', 'On stage'],
    ] as const) {
      await o.course(course).getByRole('button', { name: 'Add module' }).click();
      await o.addInline(`Name of the new module in ${course}`, module);
    }
    for (const [module, unit, kind] of UNITS) {
      await o.module(module).getByRole('button', { name: 'Add unit' }).click();
      await o.addInline(`Name of the new unit in ${module}`, unit, kind);
    }
    // the keyboard fallback of drag and drop: move the video above the lesson and back again
    await m.getByRole('button', { name: 'Move Watch a strong opening up' }).click();
    await m.getByText('Watch a strong opening moved.').first().waitFor();
    await m.getByRole('button', { name: 'Move Watch a strong opening down' }).click();
    await expect
      .poll(async () => (await m.getByRole('list', { name: 'Units of The hook' }).textContent())?.indexOf('Open with'))
      .toBe(0);

    // ---- each unit's content, by kind
    let dialog = await o.edit('Open with a story');
    await dialog.getByRole('textbox', { name: 'Content' }).click();
    await m.keyboard.type('Investors remember stories, not slides. Open with one customer and the moment it hurt.');
    await o.save();
    dialog = await o.edit('Watch a strong opening');
    await dialog.getByLabel('Video link').fill('https://www.youtube.com/watch?v=aBcD3fGh1jK');
    await o.save();
    dialog = await o.edit('Pitch deck template');
    const pdf = path.join(tmpdir(), 'pitch-deck-template.pdf');
    writeFileSync(pdf, '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    await dialog.locator('input[type=file]').setInputFiles(pdf);
    await dialog.getByText('“pitch-deck-template.pdf” uploaded. Save the unit to keep it.').waitFor();
    await o.save();
    dialog = await o.edit('Story check');
    await dialog.getByLabel('Question 1: what to ask').fill('What should the first slide of a pitch do?');
    await dialog.getByLabel('Answer 1', { exact: true }).fill('Hook the audience with a problem they feel');
    await dialog.getByLabel('Answer 2', { exact: true }).fill('List every feature of the product');
    await dialog.getByLabel('Answer 1 is correct').check();
    await m.screenshot({ path: screenshotPath('manage-quiz-editor-1280') });
    await o.save();
    dialog = await o.edit('Record your two-minute pitch');
    await dialog.getByRole('textbox', { name: 'Content' }).click();
    await m.keyboard.type('Record your two-minute pitch and share the link, or attach your slides.');
    await o.save();
    await m.screenshot({ path: screenshotPath('manage-outline-1280'), fullPage: true });

    await m.getByRole('button', { name: 'Publish' }).first().click();
    await m.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await m.getByText('The program is published.').waitFor();

    // ---- the learner finds it, enrols and is approved
    const learner = await newPage(browser);
    const l = learner.page;
    const learnerErrors = collectPageErrors(l);
    await signIn(l, LEARNER.username, LEARNER.password);
    await l.goto('/learning-journey');
    await l.getByLabel('Search programs').fill('Deck Sprint');
    const card = l.getByRole('article').filter({ hasText: PROGRAM });
    await card.waitFor();
    expect(await card.textContent()).toContain('Not enrolled');
    await card.getByRole('link').last().click();
    await l.waitForURL(`**/programs/overview/${programId}`);
    await l.getByRole('button', { name: 'Enrol' }).click();
    await l.getByText('Pending approval').first().waitFor();

    await m.goto(`/manage-cohort/${programId}?tab=enrolments`);
    await m.getByRole('button', { name: 'Approve Kiran Rao' }).click();
    await m.getByText('Kiran Rao is now enrolled.').waitFor();

    // ---- every unit with Next, then back with Previous
    await l.reload();
    await l.getByRole('link', { name: 'Continue learning' }).click();
    await l.waitForURL(`**/program-content/${programId}**`);
    const heading = l.locator('#unit-heading');
    const next = () => l.getByRole('button', { name: 'Next', exact: true }).click();
    const previous = () => l.getByRole('button', { name: 'Previous', exact: true }).click();
    for (const [i, [, unit]] of UNITS.entries()) {
      await l.getByText(`Unit ${i + 1} of 5`).waitFor();
      expect(await heading.textContent()).toBe(unit);
      if (i < UNITS.length - 1) await next();
    }
    expect(await l.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
    for (let i = UNITS.length - 1; i > 0; i--) {
      await previous();
      await l.getByText(`Unit ${i} of 5`).waitFor();
    }
    expect(await heading.textContent()).toBe(UNITS[0]![1]);

    // lesson, video and document are ticked off by hand
    const progress = () => l.getByRole('progressbar').first().getAttribute('aria-valuenow');
    for (const [i, expected] of [
      [1, '20'],
      [2, '40'],
      [3, '60'],
    ] as const) {
      await l.getByText(`Unit ${i} of 5`).waitFor();
      if (i === 2) expect(await l.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]').count()).toBe(1);
      if (i === 3) expect(await l.getByRole('link', { name: /Download/ }).count()).toBeGreaterThan(0);
      await l.getByRole('button', { name: 'Mark as complete' }).click();
      await l.getByRole('button', { name: 'Completed ✓ (undo)' }).waitFor();
      await expect.poll(progress).toBe(expected);
      await next();
    }
    // the quiz completes itself when passed
    await l.getByText('Unit 4 of 5').waitFor();
    expect(await l.getByRole('button', { name: 'Mark as complete' }).count()).toBe(0);
    await l.getByLabel('Hook the audience with a problem they feel').check();
    await l.getByRole('button', { name: 'Submit answers' }).click();
    await l.getByText('You passed! This unit is now complete.').waitFor();
    await expect.poll(progress).toBe('80');
    await l.screenshot({ path: screenshotPath('learning-quiz-result-1280'), fullPage: true });
    await next();
    // the assignment completes itself when submitted
    await l.getByText('Unit 5 of 5').waitFor();
    await l.getByLabel('Your answer').fill('My pitch video: https://example.in/kiran-pitch. Slides follow next week.');
    await l.getByRole('button', { name: 'Submit assignment' }).click();
    await l.getByText('You have completed Pitch Deck Sprint').waitFor();
    await expect.poll(progress).toBe('100');
    await l.screenshot({ path: screenshotPath('learning-complete-1280'), fullPage: true });

    // the manager sees the submission to review and the learner at 100 %
    await m.goto(`/manage-cohort/${programId}?tab=submissions`);
    await m.getByText('My pitch video: https://example.in/kiran-pitch').waitFor();
    await m.goto(`/manage-cohort/${programId}?tab=progress`);
    await m.getByRole('cell', { name: 'Kiran Rao' }).first().waitFor();
    await m.screenshot({ path: screenshotPath('manage-progress-1280'), fullPage: true });

    // ---- the certificate, checked by someone who is not signed in
    await l.getByRole('link', { name: 'See your certificate' }).click();
    await l.waitForURL('**/certifications');
    const view = l.getByRole('link', { name: `View and print the certificate for ${PROGRAM}` });
    await view.waitFor();
    const verifyPath = await view.getAttribute('href');
    expect(verifyPath).toMatch(/^\/certificates\/verify\/ANK-[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const visitor = await newPage(browser);
    await visitor.page.goto(verifyPath!);
    await visitor.page.getByText('Valid certificate').waitFor();
    expect(await visitor.page.getByText('Kiran Rao').count()).toBeGreaterThan(0);
    expect(await visitor.page.getByText(PROGRAM).count()).toBeGreaterThan(0);
    await visitor.page.screenshot({ path: screenshotPath('certificate-verify-1280'), fullPage: true });
    await visitor.page.goto('/certificates/verify/ANK-0000-0000-0000-0000');
    await visitor.page.getByText('No certificate has this code').waitFor();

    expect(managerErrors).toEqual([]);
    expect(learnerErrors).toEqual([]);
    await Promise.all([manager.context.close(), learner.context.close(), visitor.context.close()]);
  });

  it('phone widths: the outline editor, the planner and the Pitch Alchemy microsite fit a 390 px screen', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, MANAGER.username, MANAGER.password);
    await page.goto('/manage-cohort/2');
    await page.getByRole('heading', { level: 3, name: 'Course: Customer Discovery' }).waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('manage-outline-390'), fullPage: true });
    await page.goto('/my-planner');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/program/pitchalchemy');
    await page.getByRole('heading', { level: 1, name: 'Pitch Alchemy Cohort' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('pitchalchemy-390'), fullPage: true });
    await context.close();
  });
});
