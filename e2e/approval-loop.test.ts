import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { collectPageErrors, E2E_ADMIN, launchBrowser, newPage, readMail, screenshotPath, signIn } from './browser.ts';

const MANAGER = { username: 'lakshmi', email: 'lakshmi@example.in', password: 'filter-coffee-at-six-2' };
const LEARNER = { username: 'farhan', email: 'farhan@example.in', password: 'kites-over-ahmedabad-8' };
const LEARNER_NAME = 'Farhan Qureshi';
const PROGRAM = 'Rural Agritech Accelerator';

/**
 * Issue 19, point 1, in two browsers: a learner asks to join a program; the cohort manager, with
 * /manage-cohort open, is told live (a toast from the bell's notification, the request appears in
 * the pending list) and by e-mail; the manager approves from the list; the learner's open program
 * page turns from "Pending approval" to "Continue learning" without a reload, and the learner is
 * e-mailed the decision.
 */
describe('the approval loop: request, told live and by e-mail, approve, learn', () => {
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

  const step = (n: number) =>
    process.env.E2E_STEPS && console.log(`approval-loop step ${n} ${new Date().toISOString()}`);

  it('a learner requests; the manager is told live and by e-mail, approves; the learner page turns live', async () => {
    // ---- the people and the program
    step(1);
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
      { firstName: 'Lakshmi', lastName: 'Narayanan', ...MANAGER, roles: [await roleId('Cohort Manager')] },
      { firstName: 'Farhan', lastName: 'Qureshi', ...LEARNER, roles: [await roleId('Entrepreneur')] },
    ]);
    const program = await json<{ program_id: number }>(admin.page, 'POST', '/api/programs/createProgram', {
      program_name: PROGRAM,
      program_category: 'Accelerator',
      program_description:
        '<p>Twelve weeks for agritech founders from Nashik to Nagaland: pilots with FPOs, unit economics, and a demo day in Pune.</p>',
      status: 'published',
    });

    // ---- the manager works on /manage-cohort
    step(2);
    const manager = await newPage(browser);
    const m = manager.page;
    const managerErrors = collectPageErrors(m);
    await signIn(m, MANAGER.username, MANAGER.password);
    await m.goto('/manage-cohort');
    const requests = m.getByRole('list', { name: 'Requests waiting for a decision' });
    await m.getByRole('heading', { level: 1, name: 'Manage cohorts' }).waitFor();
    await m.getByRole('heading', { name: /^Requests to join/ }).waitFor();

    // ---- the learner opens the program and asks to join
    step(3);
    const learner = await newPage(browser);
    const l = learner.page;
    const learnerErrors = collectPageErrors(l);
    await signIn(l, LEARNER.username, LEARNER.password);
    await l.goto(`/programs/overview/${program.program_id}`);
    const panel = l.getByRole('region', { name: 'Your place' });
    const mailSince = Date.now();
    await panel.getByRole('button', { name: 'Enrol', exact: true }).click();
    await panel.getByText('Your enrolment: Pending approval').waitFor();

    // ---- the manager is told live: the bell's toast, and the request joins the pending list
    step(4);
    await m.getByText(`${LEARNER_NAME} asked to join ${PROGRAM}`).first().waitFor();
    await requests.getByText(LEARNER_NAME).waitFor();
    await m.screenshot({ path: screenshotPath('approval-loop-manager-1280'), fullPage: true });
    // …and by e-mail (enrolment requests are e-mailed unless the manager chose otherwise)
    const told = await readMail(MANAGER.email, mailSince);
    // (the subject is MIME-encoded for its dash: the body's first line is the same title)
    expect(told.subject).toMatch(/Farhan_Qureshi_asked_to_join|Farhan Qureshi asked to join/);
    expect(told.text).toContain(`${LEARNER_NAME} asked to join ${PROGRAM}`);
    expect(told.text).toContain('/manage-cohort');

    // ---- the Admin Center's entry to program management counts it too
    step(5);
    await admin.page.goto('/admin-center?tab=programs');
    await admin.page.getByRole('tab', { name: /^Programs \d+ requests? waiting$/ }).waitFor();
    await admin.page.getByRole('list', { name: 'Requests waiting for a decision' }).getByText(LEARNER_NAME).waitFor();
    await expectNoSeriousA11yViolations(admin.page, '/admin-center?tab=programs');
    await admin.page.screenshot({ path: screenshotPath('approval-loop-admin-center-1280'), fullPage: true });
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await admin.page.screenshot({ path: screenshotPath('approval-loop-admin-center-390'), fullPage: true });
    await expectNoSeriousA11yViolations(admin.page, '/admin-center?tab=programs at 390 px');

    await expectNoSeriousA11yViolations(m, '/manage-cohort with a request waiting');
    await m.setViewportSize({ width: 390, height: 844 });
    await m.screenshot({ path: screenshotPath('approval-loop-manager-390'), fullPage: true });
    await expectNoSeriousA11yViolations(m, '/manage-cohort with a request waiting at 390 px');
    await m.setViewportSize({ width: 1280, height: 800 });

    // ---- the manager approves from the list; the learner's open page turns without a reload
    step(6);
    const approvedSince = Date.now();
    await l.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await requests.getByRole('button', { name: `Approve ${LEARNER_NAME} for ${PROGRAM}` }).click();
    await m.getByText(`${LEARNER_NAME} can now start ${PROGRAM}.`).first().waitFor();
    await expect.poll(() => requests.getByText(LEARNER_NAME).count()).toBe(0);

    const go = panel.getByRole('link', { name: 'Continue learning' });
    await go.waitFor();
    await panel.getByText('Your enrolment: Enrolled').waitFor();
    expect(await l.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await l.screenshot({ path: screenshotPath('approval-loop-learner-1280'), fullPage: true });
    const decided = await readMail(LEARNER.email, approvedSince);
    expect(decided.text).toContain(`Your enrolment in ${PROGRAM} was approved`);

    // the catalogue card says so too
    await l.goto(`/learning-journey?q=${encodeURIComponent('Agritech Accelerator')}`);
    await l.getByRole('article').filter({ hasText: PROGRAM }).getByText('Your enrolment: Enrolled').waitFor();

    expect(managerErrors).toEqual([]);
    expect(learnerErrors).toEqual([]);
    await Promise.all([admin.context.close(), manager.context.close(), learner.context.close()]);
  }, 150_000);
});
