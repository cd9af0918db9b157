import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { E2E_ADMIN, launchBrowser, newPage, signIn } from './browser.ts';

/**
 * Issue 19's "0 serious axe findings on every screen of programs and communication at 1280 and
 * 390 px": the screens no other browser test checks with axe, as a program manager sees them
 * (the manager's screens hold the most: reports, outline editor, the unit player in preview).
 * /calendar, /programs/overview/{id}, /manage-cohort, /learning-journey, /messages and
 * /announcements are checked in preview, approval-loop, catalogue and realtime tests.
 */
const SCREENS = [
  '/program-content/2?preview=1',
  '/manage-cohort/2',
  '/cohort/2',
  '/my-planner',
  '/certifications',
  '/notifications',
];

describe('axe on every screen of programs and communication (issue 19)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`finds nothing serious at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
      for (const path of SCREENS) {
        await page.goto(path);
        await page.getByRole('main').waitFor();
        // the screen's data has arrived: no loading indicator left
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 20_000 });
        await expectNoSeriousA11yViolations(page, `${path} at ${viewport.width} px`);
      }
      await context.close();
    }, 300_000);
  }
});
