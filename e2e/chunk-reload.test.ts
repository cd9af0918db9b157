import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';

/**
 * A screen whose code fails to load (a stale deploy replaced the hashed files the open page
 * refers to) reloads the page once; if it still fails, a clear error with Retry shows — never a
 * blank page.
 */
describe('a screen whose code fails to load', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** Opens the landing page and blocks JavaScript it did not load, `times` times (Infinity: always). */
  async function landingThenBlockNewChunks(page: Page, times: number) {
    const loaded = new Set<string>();
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('.js')) loaded.add(request.url());
    });
    await page.goto('/');
    await page.locator('#home').waitFor();
    await page.waitForLoadState('networkidle');
    const blocked: string[] = [];
    await page.route('**/assets/*.js', async (route) => {
      const url = route.request().url();
      if (!loaded.has(url) && blocked.length < times) {
        blocked.push(url);
        await route.abort('failed');
        return;
      }
      await route.continue();
    });
    let reloads = 0;
    page.on('load', () => {
      reloads += 1;
    });
    return { blocked, reloads: () => reloads };
  }

  it('reloads once and then shows the screen', async () => {
    const { context, page } = await newPage(browser);
    const { blocked, reloads } = await landingThenBlockNewChunks(page, 1);
    await page.locator('footer').getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL('**/terms-of-service');
    await expect.poll(() => reloads(), { timeout: 15_000 }).toBe(1);
    await page.locator('main h1').first().waitFor();
    expect(blocked).toHaveLength(1);
    expect(await page.getByRole('heading', { name: 'This page didn’t load' }).count()).toBe(0);
    await context.close();
  });

  it('shows an error with Retry when the reload did not help, and Retry recovers', async () => {
    const { context, page } = await newPage(browser);
    const { blocked, reloads } = await landingThenBlockNewChunks(page, Number.POSITIVE_INFINITY);
    await page.locator('footer').getByRole('link', { name: 'Terms of Service' }).click();
    const error = page.getByRole('heading', { name: 'This page didn’t load' });
    await error.waitFor({ timeout: 15_000 });
    expect(reloads()).toBe(1);
    expect(blocked.length).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole('alert').textContent()).toContain('could not be downloaded');
    await page.unroute('**/assets/*.js');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('main h1').first().waitFor();
    expect(await error.count()).toBe(0);
    await context.close();
  });
});
