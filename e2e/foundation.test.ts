import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage, screenshotPath } from './browser.ts';

describe('the platform in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(path.dirname(screenshotPath('x')), { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('serves the landing page at /', async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.locator('#home').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.title()).toMatch(/Ankur/);
    for (const id of ['home', 'mission-vision', 'who-is-it-for', 'platform-services', 'team', 'contact-us']) {
      expect(await page.locator(`#${id}`).count(), id).toBe(1);
    }
    await page.screenshot({ path: screenshotPath('landing-1280'), fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visit to a private route to / ', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/my-library');
    await page.waitForURL(`${baseURL()}/`);
    await expect.poll(() => page.locator('#home').count(), { timeout: 15_000 }).toBe(1);
    await context.close();
  });

  it("shows the 404 page for an unknown path, with 'Take Me Home' back to /", async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 812 });
    await page.goto('/no-such-page');
    const heading = page.getByRole('heading', { name: 'Oops! Page Not Found' });
    await heading.waitFor();
    await page.screenshot({ path: screenshotPath('not-found-375'), fullPage: true });
    await page.getByRole('link', { name: 'Take Me Home' }).click();
    await page.waitForURL(`${baseURL()}/`);
    await context.close();
  });

  it('answers /api/health from the same origin', async () => {
    const res = await fetch(`${baseURL()}/api/health`);
    expect(await res.json()).toMatchObject({ status: 'ok', db: { status: 'up', kind: 'pglite' } });
  });
});
