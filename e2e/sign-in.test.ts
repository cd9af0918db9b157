import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage, readMail, screenshotPath } from './browser.ts';

const PASSWORD = 'monsoon-over-pune-42';

async function fillRegister(page: Page, who: { first: string; username: string; email: string }) {
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill('Verma');
  await page.getByLabel('Username', { exact: true }).fill(who.username);
  await page.getByLabel('E-mail address', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
}

async function enterCode(page: Page, email: string, since: number) {
  const mail = await readMail(email, since);
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
  expect(code, mail.subject).toMatch(/^\d{6}$/);
  await page.getByLabel('6-digit code').fill(code!);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

async function signInWithPassword(page: Page, login: string, password: string) {
  await page.getByRole('heading', { level: 1, name: 'Sign in to Ankur' }).waitFor();
  await page.getByLabel('Username or e-mail').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('identity in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(path.dirname(screenshotPath('x')), { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('register → code from the outbox → verify → /select-role → Entrepreneur → sign out → sign in again → /home', async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto('/');
    // a person answers the cookie notice first; it would otherwise cover the bottom of screens
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL(/\/sign-in\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await page.screenshot({ path: screenshotPath('register-1280'), fullPage: true });

    const since = Date.now() - 1000;
    await fillRegister(page, { first: 'Anika', username: 'anika', email: 'anika@example.in' });
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await page.screenshot({ path: screenshotPath('verify-1280'), fullPage: true });
    await enterCode(page, 'anika@example.in', since);

    await page.waitForURL(`${baseURL()}/select-role`);
    await page.getByRole('heading', { level: 1, name: 'Select your role' }).waitFor();
    await page.screenshot({ path: screenshotPath('select-role-1280'), fullPage: true });
    // Register stored Entrepreneur: preselected, but registration asked nothing, so it is no "choice"
    expect(await page.getByRole('radio', { name: /^Entrepreneur/ }).isChecked()).toBe(true);
    expect(await page.getByText('Your choice when registering').count()).toBe(0);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(`${baseURL()}/registration/entrepreneur`);
    const profile = await page.evaluate(() => fetch('/api/auth/profile').then((r) => r.json()));
    expect(profile).toMatchObject({ username: 'anika', otpVerified: true });
    expect(profile.roles.map((r: { role_name: string }) => r.role_name)).toEqual(['Entrepreneur']);

    // sign out from the user menu: back at the root, signed out
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${baseURL()}/`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/sign-in\/[^/]+$/);
    await signInWithPassword(page, 'anika@example.in', 'not-my-password');
    await page.getByText('Incorrect username or password.').waitFor();
    await signInWithPassword(page, 'anika@example.in', PASSWORD);
    // one role now: /select-role passes straight through to the home, which knows she was here before
    await page.waitForURL(`${baseURL()}/home`);
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Anika' }).waitFor();
    await page.getByText('Limited Release Edition', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password with an e-mailed code, then changes it with update-password', async () => {
    const { context, page } = await newPage(browser);
    // an account made through the API, as an API client would
    const made = await fetch(`${baseURL()}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Kabir',
        lastName: 'Rao',
        username: 'kabir',
        email: 'kabir@example.in',
        password: PASSWORD,
        tnc_accepted: true,
      }),
    });
    expect(made.status).toBe(201);
    const code = /\b(\d{6})\b/.exec((await readMail('kabir@example.in')).subject)![1];
    await fetch(`${baseURL()}/api/auth/verifyOtp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kabir@example.in', otp: code }),
    });

    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in to Ankur' }).waitFor();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    const since = Date.now() - 1000;
    await page.getByLabel('E-mail address', { exact: true }).fill('kabir@example.in');
    await page.getByRole('button', { name: 'Send code', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
    const reset = /\b(\d{6})\b/.exec((await readMail('kabir@example.in', since)).subject)![1]!;
    await page.getByLabel('6-digit code').fill(reset);
    await page.getByLabel('New password', { exact: true }).fill('river-stone-lantern');
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Password changed' }).waitFor();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await signInWithPassword(page, 'kabir', 'river-stone-lantern');
    await page.waitForURL(`${baseURL()}/select-role`);

    // the update-password action of the sign-in service (SPEC §4)
    await page.goto('/api/auth/redirect?action=update-password&redirect_uri=%2Fsettings');
    await page.getByRole('heading', { level: 1, name: 'Change your password' }).waitFor();
    await page.screenshot({ path: screenshotPath('update-password-1280'), fullPage: true });
    await page.getByLabel('Current password', { exact: true }).fill('river-stone-lantern');
    await page.getByLabel('New password', { exact: true }).fill('copper-kite-evening');
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await page.waitForURL(`${baseURL()}/settings`);
    const ok = await fetch(`${baseURL()}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'kabir', password: 'copper-kite-evening' }),
    });
    expect(ok.status).toBe(200);
    await context.close();
  });

  it('keeps an under-age account closed until the parent approves', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 812 });
    await page.goto('/api/auth/redirect?action=register');
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    const since = Date.now() - 1000;
    await fillRegister(page, { first: 'Ishaan', username: 'ishaan', email: 'ishaan@example.in' });
    await page.getByRole('checkbox', { name: 'I am under 18' }).check();
    await page.getByLabel("Parent or guardian's full name").fill('Meera Verma');
    await page.getByLabel("Parent or guardian's e-mail address").fill('meera.verma@example.in');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.screenshot({ path: screenshotPath('register-minor-375'), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal overflow at 375px').toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await enterCode(page, 'ishaan@example.in', since);
    await page.getByRole('heading', { level: 1, name: 'Waiting for your parent or guardian' }).waitFor();
    await page.screenshot({ path: screenshotPath('waiting-parent-375'), fullPage: true });

    const blocked = await fetch(`${baseURL()}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ishaan', password: PASSWORD }),
    });
    expect(blocked.status).toBe(403);

    const link = /(https?:\/\/\S+\/parental-consent\/[A-Za-z0-9_-]+)/.exec(
      (await readMail('meera.verma@example.in')).text,
    )![1]!;
    const parent = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const parentPage = await parent.newPage();
    await parentPage.goto(link);
    await parentPage.getByRole('heading', { level: 1, name: 'Approve an account for your child' }).waitFor();
    await parentPage.screenshot({ path: screenshotPath('parental-consent-375'), fullPage: true });
    await parentPage.getByRole('button', { name: 'Approve', exact: true }).click();
    await parentPage.getByRole('heading', { level: 1, name: 'Account approved' }).waitFor();
    await parent.close();

    const opened = await fetch(`${baseURL()}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ishaan', password: PASSWORD }),
    });
    expect(opened.status).toBe(200);
    await context.close();
  });

  it('keeps a foreign return address out of the sign-in flow', async () => {
    const res = await fetch(`${baseURL()}/api/auth/redirect?redirect_uri=${encodeURIComponent('https://evil.com/')}`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
  });
});
