import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, launchBrowser, newPage, preAcceptCookies, screenshotPath, signIn } from './browser.ts';

/**
 * Contact Us and Report Bugs reach the people who run the platform: a visitor's message from the
 * landing page and a signed-in user's bug report both land in the Admin Center's inbox, where the
 * administrator reads them and changes their status.
 */
describe('support messages reach the inbox', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a Contact Us message and a bug report are read and resolved in the Admin Center', async () => {
    const stamp = Date.now().toString(36);
    // a visitor, signed out, writes from the landing page
    const visitor = await newPage(browser);
    await preAcceptCookies(visitor.context);
    await visitor.page.goto('/#contact-us');
    const form = visitor.page.locator('#contact-us');
    await form.getByLabel('Your name').fill('Kavya Menon');
    await form.getByLabel(/^E-mail address/).fill(`kavya.${stamp}@example.org`);
    await form.getByLabel(/^Topic/).selectOption('partnership');
    await form.getByLabel(/^Message/).fill(`Our incubator in Kochi would like to run a cohort here (${stamp}).`);
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByRole('heading', { name: 'Thank you, Kavya Menon!' }).waitFor();
    await visitor.context.close();

    // the administrator files a bug report from a page, through the release banner
    const { context, page } = await newPage(browser);
    await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
    await page.goto('/community');
    await page.getByRole('link', { name: 'Report Bugs' }).first().click();
    await page.waitForURL(/\/report-bugs\?from=%2Fcommunity/);
    await page.getByRole('heading', { level: 1, name: 'Report a bug' }).waitFor();
    expect(await page.getByLabel(/^Page where it happened/).inputValue()).toBe('/community');
    await page.getByLabel(/^Title/).fill(`Search box ignores Hindi hub names ${stamp}`);
    await page.getByLabel(/^What happened\?/).fill('Typing a hub name in Hindi finds nothing, in English it works.');
    await page.getByRole('radio', { name: /^High/ }).check();
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByRole('heading', { name: 'Thank you! We have your report.' }).waitFor();
    await page.screenshot({ path: screenshotPath('support-report-sent-1280') });

    // both are in the inbox, newest first; the contact message opens in full and is resolved
    await page.goto('/admin-center?tab=inbox');
    const table = page.getByRole('table', { name: 'Support messages' });
    await table.getByText(`Search box ignores Hindi hub names ${stamp}`).waitFor();
    await table.getByRole('button', { name: 'Open the message from Kavya Menon' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Our incubator in Kochi would like to run a cohort here (${stamp}).`).waitFor();
    expect(await dialog.getByRole('link', { name: `kavya.${stamp}@example.org` }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:kavya\\.${stamp}@example\\.org\\?subject=`),
    );
    await page.screenshot({ path: screenshotPath('support-inbox-message-1280') });
    await dialog.getByRole('button', { name: 'Resolved' }).click();
    await page.getByText('Marked as “Resolved”.').waitFor();
    await page.keyboard.press('Escape');
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'Kavya Menon' }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Resolved');
    await context.close();
  });
});
