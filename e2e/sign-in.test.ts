import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage, screenshotPath } from './browser.ts';

const ADMIN = { username: 'admin@ankur.test', password: 'e2e-admin-password' };

/** Fills the form by keyboard only: focus, type, Tab to the password, Enter to submit. */
async function signInByKeyboard(page: Page, username: string, password: string) {
  const usernameField = page.getByLabel('Username or e-mail');
  await usernameField.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('current-password');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

describe('signing in and out in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(path.dirname(screenshotPath('x')), { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("signs in from the header's Login, keeps the session on reload, and logs out", async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${baseURL()}/sign-in?redirect_uri=%2Fselect-role`);
    await page.getByRole('heading', { level: 1, name: 'Sign in to Ankur' }).waitFor();
    expect(await page.title()).toBe('Sign in · Ankur');

    // a wrong password: the API's message, and still on /sign-in
    await signInByKeyboard(page, ADMIN.username, 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe('Incorrect username or password.');
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await page.screenshot({ path: screenshotPath('sign-in-error-1280') });

    // the right one: on to /select-role inside the signed-in header
    await signInByKeyboard(page, ADMIN.username, ADMIN.password);
    await page.waitForURL(`${baseURL()}/select-role`);
    await page.getByText('Limited Release Edition').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Select Your Role' }).waitFor();

    // the session cookie outlives a reload
    await page.reload();
    await page.getByText('Limited Release Edition').waitFor();
    expect(new URL(page.url()).pathname).toBe('/select-role');

    // a signed-in visit to /sign-in goes straight on
    await page.goto('/sign-in?redirect_uri=%2Fcommunity');
    await page.waitForURL(`${baseURL()}/community`);

    // Logout from the user menu: back at /, and private routes send the visitor home again
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${baseURL()}/`);
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await page.goto('/my-library');
    await page.waitForURL(`${baseURL()}/`);
    await expect.poll(() => page.locator('#home').count()).toBe(1);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the honest registration notice for Register', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL(/\/sign-in\?redirect_uri=%2Fselect-role&action=register$/);
    await page.getByRole('heading', { name: 'Creating an account' }).waitFor();
    expect(await page.getByText(/open in the next release/).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(1);
    await context.close();
  });

  it('keeps a foreign return address out of /sign-in', async () => {
    const res = await fetch(`${baseURL()}/api/auth/redirect?redirect_uri=${encodeURIComponent('https://evil.com/')}`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
  });

  it('looks finished at 1280 and 375 px wide', async () => {
    for (const [width, height] of [
      [1280, 800],
      [375, 812],
    ] as const) {
      const { context, page } = await newPage(browser, { width, height });
      await page.goto('/sign-in?redirect_uri=%2Fselect-role');
      await page.getByRole('heading', { level: 1, name: 'Sign in to Ankur' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: screenshotPath(`sign-in-${width}`), fullPage: true });
      await page.goto('/sign-in?redirect_uri=%2Fselect-role&action=register');
      await page.getByRole('heading', { name: 'Creating an account' }).waitFor();
      await page.screenshot({ path: screenshotPath(`sign-in-register-${width}`), fullPage: true });
      await context.close();
    }
  });
});
