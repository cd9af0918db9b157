import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { collectPageErrors, E2E_ADMIN, launchBrowser, newPage, screenshotPath, signIn } from './browser.ts';

/**
 * Prajna answers from the library: a member's forum question joins the one search index as it is
 * written; asking Prajna about it (no provider: the embedded default) gives an answer citing it,
 * and the citation leads to the thread.
 */
describe('Prajna answers from the library', () => {
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

  it('asks about something in the library, sees a cited answer and follows the citation', async () => {
    const { context, page } = await newPage(browser);
    const errors = collectPageErrors(page);
    await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
    const title = 'How do Chanderi handloom weavers price their saris for online buyers?';
    const categories = await json<{ items: { category_id: number }[] }>(page, 'GET', '/api/community/forum/categories');
    await json(page, 'POST', '/api/community/forum/threads', {
      category_id: categories.items[0]!.category_id,
      title,
      body: '<p>Our Chanderi weavers cooperative adds the cost of zari, 18 weaving days and a 30% margin before listing saris online.</p>',
    });

    await page.goto('/prajna');
    await page.getByRole('heading', { level: 1, name: 'Prajna' }).waitFor();
    await page.getByText('Answers come from the library alone').waitFor();
    const box = page.getByLabel('Your question');
    await box.fill('How should Chanderi weavers price saris online?');
    await box.press('Enter');
    const answer = page.getByRole('article', { name: 'Answer' });
    await answer.getByText('Here is what the library says').waitFor();
    const sources = answer.getByRole('region', { name: 'Sources' });
    await sources.getByRole('link', { name: title }).waitFor();
    await page.screenshot({ path: screenshotPath('prajna-answer-1280') });

    // the inline [n] leads to the thread
    await answer
      .getByRole('link', { name: new RegExp(`^Source \\d+: ${title.replace(/[?]/g, '\\?')}`) })
      .first()
      .click();
    await page.waitForURL((url) => !url.pathname.startsWith('/prajna'));
    await page.getByText(title).first().waitFor();

    // and the question stays in my history
    await page.goto('/prajna');
    await page
      .getByRole('button', { name: /How should Chanderi weavers price saris online\?/ })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 30_000);

  it('/prajna and /gemini-test have nothing serious for axe at 1280 and 390 px', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
      await page.goto('/prajna');
      await page.getByLabel('Your question').waitFor();
      await page.getByRole('heading', { name: 'Try asking' }).waitFor();
      await expectNoSeriousA11yViolations(page, `/prajna at ${viewport.width}`);
      await page.goto('/gemini-test');
      await page.getByRole('heading', { name: 'Provider' }).waitFor();
      await page.getByLabel('Test question').fill('How do I register under Udyam?');
      await page.getByRole('button', { name: 'Run' }).click();
      await page.getByRole('heading', { name: 'The exact prompt' }).waitFor();
      await expectNoSeriousA11yViolations(page, `/gemini-test at ${viewport.width}`);
      await context.close();
    }
  }, 60_000);
});
