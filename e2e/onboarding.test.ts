import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { baseURL, collectPageErrors, launchBrowser, newPage, readMail, screenshotPath, signIn } from './browser.ts';

const PASSWORD = 'tamarind-rain-nashik-7';

/**
 * Issue 20: a new person's first minutes. Register → code from the outbox → /select-role →
 * Entrepreneur → the /registration/entrepreneur wizard → /home, whose "What to do next" follows
 * what they said; and a second person who switches the header to Hindi and meets the wizard in Hindi.
 */
describe('onboarding in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(path.dirname(screenshotPath('x')), { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('register → code → Entrepreneur → venture wizard → home shows next steps', async () => {
    const { context, page } = await newPage(browser);
    const errors = collectPageErrors(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    const since = Date.now() - 1000;
    await page.getByLabel('First name').fill('Swati');
    await page.getByLabel('Last name').fill('Pawar');
    await page.getByLabel('Username', { exact: true }).fill('swati.pawar');
    await page.getByLabel('E-mail address', { exact: true }).fill('swati.pawar@example.in');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    const code = /\b(\d{6})\b/.exec((await readMail('swati.pawar@example.in', since)).subject)?.[1];
    await page.getByLabel('6-digit code').fill(code!);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    await page.waitForURL(`${baseURL()}/select-role`);
    expect(await page.getByRole('radio', { name: /^Entrepreneur/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(`${baseURL()}/registration/entrepreneur`);

    await page.getByRole('heading', { level: 1, name: 'Register your venture' }).waitFor();
    await page.getByText('Step 1 of 5').waitFor();
    await page.getByLabel('Venture name').fill('Draksha Dry');
    await page.getByLabel('Sector').selectOption('food_processing');
    await page.getByLabel('Stage').selectOption('early_revenue');
    await expectNoSeriousA11yViolations(page, '/registration/entrepreneur step 1 at 1280 px');
    await page.screenshot({ path: screenshotPath('onboarding-entrepreneur-1280'), fullPage: true });
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.getByText('Step 2 of 5').waitFor();
    await page.getByLabel('State or union territory').selectOption('Maharashtra');
    await page.getByLabel('City').fill('Nashik');
    await page.getByLabel('Team size').fill('3');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.getByText('Step 3 of 5').waitFor();
    await page.getByLabel('One-line pitch').fill('Solar-dried raisins from small Nashik vineyards, sold to bakeries');
    await page.getByRole('checkbox', { name: 'Mentoring' }).check();
    await page.getByRole('checkbox', { name: 'Funding' }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.getByText('Step 4 of 5').waitFor();
    await page.getByLabel('Headline').fill('Founder, Draksha Dry');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Step 5 of 5').waitFor();
    await page.getByRole('button', { name: 'Finish', exact: true }).click();

    await page.waitForURL(`${baseURL()}/home`);
    const next = page.getByRole('region', { name: 'What to do next' });
    await next.getByRole('link', { name: /Find a mentor/ }).waitFor();
    expect(await next.getByRole('link', { name: /Prepare for investors/ }).getAttribute('href')).toBe(
      '/investor-readiness',
    );
    expect(await next.getByRole('link', { name: /Finish setting up/ }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('home-next-steps-1280'), fullPage: true });

    // the venture is on the team's page
    await page.goto('/profile/entrepreneurial');
    await page.getByRole('heading', { name: 'Draksha Dry' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/profile/entrepreneurial at 1280 px');

    // My Profile in the user menu opens her own profile, with the headline she gave
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await page.waitForURL(/\/user\/profile\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Swati Pawar' }).waitFor();
    await page.getByText('Founder, Draksha Dry').waitFor();
    await page.getByRole('button', { name: /Edit profile/ }).waitFor();
    await expectNoSeriousA11yViolations(page, '/user/profile at 1280 px');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a person who switches the header to Hindi meets the wizard in Hindi', async () => {
    const made = await fetch(`${baseURL()}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Sunil',
        lastName: 'Yadav',
        username: 'sunil.yadav',
        email: 'sunil.yadav@example.in',
        password: PASSWORD,
        tnc_accepted: true,
      }),
    });
    expect(made.status).toBe(201);
    const otp = /\b(\d{6})\b/.exec((await readMail('sunil.yadav@example.in')).subject)![1];
    await fetch(`${baseURL()}/api/auth/verifyOtp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sunil.yadav@example.in', otp }),
    });

    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'sunil.yadav', PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/select-role');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.locator('html[lang="hi"]').waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    // the role cards are labels around a visually hidden radio
    await page
      .getByRole('radio', { name: /^Volunteer/ })
      .locator('xpath=ancestor::label')
      .click();
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(`${baseURL()}/onboarding`);
    await page.getByRole('heading', { level: 1, name: 'अपनी प्रोफ़ाइल तैयार करें' }).waitFor();
    await page.getByText('चरण 1 / 4').waitFor();
    await page.getByRole('heading', { name: 'आप कैसे मदद कर सकते हैं' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/onboarding in Hindi at 390 px');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal overflow at 390 px').toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('onboarding-volunteer-hi-390'), fullPage: true });
    await context.close();
  }, 60_000);
});
