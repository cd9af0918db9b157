import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.ts';
import {
  baseURL,
  collectPageErrors,
  E2E_ADMIN,
  launchBrowser,
  newPage,
  preAcceptCookies,
  screenshotPath,
  signIn,
} from './browser.ts';

/**
 * The shell in a real browser (SPEC §2, §4, §9): the cookie notice and its Preferences dialog (the
 * app's Modal, with an InfoTooltip per category), the public header's scroll-spy, the signed-in
 * header's apps grid and user menu, the 404 page in both shells, English and Hindi, axe on every
 * public page and the signed-in ones, and screenshots at 375 and 1280 px.
 */

const CONSENT_KEY = 'cookie-accepted';
const MEMBER = { username: 'arjun', email: 'arjun@example.in', password: 'monsoon-over-the-ghats-4' };
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

const noticeOf = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });
const preferencesDialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie preferences' });
const consentFlag = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY);
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const containsFocus = (locator: Locator) => locator.evaluate((el) => el.contains(document.activeElement));
const pathOf = (page: Page) => new URL(page.url()).pathname;
/** A route's name in screenshot file names. */
const slugOf = (route: string) =>
  route === '/' ? 'landing' : route === '/no-such-page' ? 'not-found' : route.slice(1).replaceAll('/', '-');

/** The landing page has rendered (its lazy screen chunk arrived). */
async function landingReady(page: Page) {
  await page.locator('#home').waitFor({ timeout: 15_000 });
}

/** `locator` is absent now and stays absent for `ms` (the notice's chunk loads lazily). */
async function expectStaysAbsent(page: Page, locator: Locator, ms = 1000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    expect(await locator.count()).toBe(0);
    await page.waitForTimeout(100);
  }
}

/** Presses Tab until `target` has focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 250) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** A new page in a fresh context of the shared browser. */
async function freshPage(browser: Browser, size = WIDE) {
  const { context, page } = await newPage(browser, size);
  return { context, page, errors: collectPageErrors(page) };
}

/** A signed-in context: the administrator unless `as` is given. */
async function signedIn(browser: Browser, size = WIDE, as: { login: string; password: string } = E2E_ADMIN) {
  const fresh = await freshPage(browser, size);
  await signIn(fresh.page, as.login, as.password);
  return fresh;
}

/** Waits for the page's main heading, then keeps a full-page screenshot. */
async function shoot(page: Page, route: string, name: string) {
  await page.goto(route);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  expect(pathOf(page), `${route} redirected`).toBe(route);
  await keepScreenshot(page, name);
}

/** A full-page screenshot of what is on screen, lazy parts included. */
async function keepScreenshot(page: Page, name: string) {
  // scroll through once, so parts that load when they come into view (the contact form) are there
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

describe('the shell in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(path.dirname(screenshotPath('x')), { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  describe('cookie notice (SPEC §2, §4)', () => {
    it('shows on a first visit; Accept hides it for good and stores true', async () => {
      const { context, page, errors } = await freshPage(browser);
      await page.goto('/');
      await landingReady(page);
      const notice = noticeOf(page);
      await notice.waitFor();
      expect(await notice.getByRole('button', { name: 'Accept', exact: true }).isVisible()).toBe(true);
      expect(await notice.getByRole('button', { name: 'Preferences', exact: true }).isVisible()).toBe(true);
      expect(await consentFlag(page)).toBeNull();

      await notice.getByRole('button', { name: 'Accept', exact: true }).click();
      await notice.waitFor({ state: 'detached' });
      expect(await consentFlag(page)).toBe('true');
      await page.reload();
      await landingReady(page);
      await expectStaysAbsent(page, noticeOf(page));
      expect(await consentFlag(page)).toBe('true');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('Preferences → Decline All stores false and the notice stays away after a reload', async () => {
      const { context, page, errors } = await freshPage(browser);
      await page.goto('/');
      await noticeOf(page).getByRole('button', { name: 'Preferences', exact: true }).click();
      const dialog = preferencesDialog(page);
      await dialog.waitFor();
      for (const category of ['Essential', 'Performance and functionality', 'Analytics and customization']) {
        await dialog.getByRole('heading', { name: category, exact: true }).waitFor();
      }
      await dialog.getByRole('button', { name: 'Decline All', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await noticeOf(page).waitFor({ state: 'detached' });
      expect(await consentFlag(page)).toBe('false');
      await page.reload();
      await landingReady(page);
      await expectStaysAbsent(page, noticeOf(page));
      expect(await consentFlag(page)).toBe('false');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('Preferences → Allow All stores true', async () => {
      const { context, page, errors } = await freshPage(browser);
      await page.goto('/');
      await noticeOf(page).getByRole('button', { name: 'Preferences', exact: true }).click();
      await preferencesDialog(page).getByRole('button', { name: 'Allow All', exact: true }).click();
      await preferencesDialog(page).waitFor({ state: 'detached' });
      await noticeOf(page).waitFor({ state: 'detached' });
      expect(await consentFlag(page)).toBe('true');
      await page.reload();
      await landingReady(page);
      await expectStaysAbsent(page, noticeOf(page));
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  describe('the Modal (the Preferences dialog)', () => {
    it('opens by keyboard, keeps focus inside, closes on Escape with focus back on the opener', async () => {
      const { context, page, errors } = await freshPage(browser);
      await page.goto('/');
      await landingReady(page);
      const preferences = noticeOf(page).getByRole('button', { name: 'Preferences', exact: true });
      await preferences.waitFor();
      await tabTo(page, preferences);
      await page.keyboard.press('Enter');
      const dialog = preferencesDialog(page);
      await dialog.waitFor();
      await expect.poll(() => containsFocus(dialog)).toBe(true);
      for (let i = 0; i < 15; i++) {
        await page.keyboard.press('Tab');
        expect(await containsFocus(dialog), `focus left the dialog after ${i + 1} Tab(s)`).toBe(true);
      }
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await containsFocus(dialog), `focus left the dialog after ${i + 1} Shift+Tab(s)`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(preferences)).toBe(true);
      // Escape closed the dialog only: nothing was chosen
      expect(await consentFlag(page)).toBeNull();
      expect(errors).toEqual([]);
      await context.close();
    });

    it('closes on a backdrop click and locks page scroll while open', async () => {
      const { context, page, errors } = await freshPage(browser);
      await page.goto('/');
      await landingReady(page);
      const preferences = noticeOf(page).getByRole('button', { name: 'Preferences', exact: true });
      await preferences.click();
      const dialog = preferencesDialog(page);
      await dialog.waitFor();
      const box = (await dialog.boundingBox())!;
      // the backdrop: a point left of the dialog's box
      expect(box.x).toBeGreaterThan(20);
      await page.mouse.click(box.x / 2, box.y + box.height / 2);
      await dialog.waitFor({ state: 'detached' });
      expect(await consentFlag(page)).toBeNull();

      // scroll is locked while open: the wheel over the backdrop moves nothing
      await preferences.click();
      await dialog.waitFor();
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.move(10, 300);
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(400);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      const overflow = await page.evaluate(() => [
        getComputedStyle(document.documentElement).overflow,
        getComputedStyle(document.body).overflow,
      ]);
      expect(overflow).toContain('hidden');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // ...and unlocked again once closed (the page is long enough to scroll)
      await page.mouse.wheel(0, 800);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('takes the full width of a 375 px phone', async () => {
      const { context, page, errors } = await freshPage(browser, PHONE);
      await page.goto('/');
      await noticeOf(page).getByRole('button', { name: 'Preferences', exact: true }).click();
      const dialog = preferencesDialog(page);
      await dialog.waitFor();
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(-0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width + 0.5);
      expect(box.width).toBeGreaterThanOrEqual(PHONE.width - 16);
      expect(box.height).toBeLessThanOrEqual(PHONE.height * 0.9 + 1);
      await page.screenshot({ path: screenshotPath('shell-cookie-preferences-375'), fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  describe('InfoTooltip (the (i) beside each cookie category)', () => {
    /** The bubble a trigger opens: the element its aria-controls names, or a role=tooltip. */
    async function bubbleOf(page: Page, trigger: Locator): Promise<Locator> {
      const id = await trigger.getAttribute('aria-controls');
      return id ? page.locator(`[id="${id}"]`) : page.getByRole('tooltip');
    }
    const visible = async (page: Page, trigger: Locator) => (await bubbleOf(page, trigger)).isVisible();

    it('opens on hover, focus + Enter, Space and click; closes on leave, Escape and an outside click', async () => {
      const { context, page, errors } = await freshPage(browser);
      await page.goto('/');
      await noticeOf(page).getByRole('button', { name: 'Preferences', exact: true }).click();
      const dialog = preferencesDialog(page);
      await dialog.waitFor();
      const triggers = dialog.getByRole('button', { name: /^About / });
      expect(await triggers.count()).toBe(3);
      expect(await triggers.first().getAttribute('aria-label')).toBe('About Essential');
      const trigger = triggers.first();

      // hover opens; moving away closes
      await trigger.hover();
      await expect.poll(() => visible(page, trigger)).toBe(true);
      expect(await (await bubbleOf(page, trigger)).textContent()).toMatch(/\S{3,}/);
      const title = dialog.getByRole('heading', { name: 'Cookie preferences' });
      await title.hover();
      await expect.poll(() => visible(page, trigger)).toBe(false);

      // focus + Enter opens; Escape closes it (not the dialog) and focus stays on the trigger
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => visible(page, trigger)).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => visible(page, trigger)).toBe(false);
      expect(await dialog.isVisible()).toBe(true);
      expect(await isFocused(trigger)).toBe(true);

      // Space opens too
      await page.keyboard.press('Space');
      await expect.poll(() => visible(page, trigger)).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => visible(page, trigger)).toBe(false);

      // a click opens; a click elsewhere (inside the dialog) closes it and leaves the dialog open
      await trigger.click();
      await expect.poll(() => visible(page, trigger)).toBe(true);
      await title.click();
      await expect.poll(() => visible(page, trigger)).toBe(false);
      expect(await dialog.isVisible()).toBe(true);

      await trigger.click();
      await expect.poll(() => visible(page, trigger)).toBe(true);
      await page.screenshot({ path: screenshotPath('shell-info-tooltip-1280'), fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  describe('public header scroll-spy (SPEC §2, §9: 100 px offset)', () => {
    it('marks the section on screen and scrolls to a clicked one', async () => {
      const { context, page, errors } = await freshPage(browser);
      await preAcceptCookies(context);
      await page.goto('/');
      await landingReady(page);
      const sections = page.getByRole('banner').getByRole('navigation', { name: 'Sections' });
      const link = (name: string) => sections.getByRole('link', { name, exact: true });
      const current = () =>
        sections
          .locator('[aria-current="location"]')
          .allInnerTexts()
          .then((texts) => texts.map((t) => t.trim()));
      await expect.poll(current).toEqual(['Home']);

      await page.evaluate(() => {
        const top = document.getElementById('team')!.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: Math.ceil(top) - 100 + 1, behavior: 'instant' });
      });
      await expect.poll(current).toEqual(['Team']);
      expect(await link('Team').getAttribute('aria-current')).toBe('location');

      // Platform Services sits above Team: the click scrolls back up until it is near the top
      await link('Platform Services').click();
      const sectionTop = () =>
        page.evaluate(() => Math.round(document.getElementById('platform-services')!.getBoundingClientRect().top));
      // a smooth scroll: on a busy machine it takes longer than the default 5 s poll
      await expect
        .poll(
          async () => {
            const top = await sectionTop();
            return top >= 0 && top <= 100;
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      expect(pathOf(page)).toBe('/');
      await expect.poll(current).toEqual(['Platform Services']);
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  describe('signed-in header (SPEC §2)', () => {
    it("a locked app in the apps grid alerts 'Unlock with Premium Access' and leads to /membership, not the app", async () => {
      const { context, page, errors } = await signedIn(browser, PHONE);
      await page.goto('/community');
      await page.getByRole('button', { name: 'Apps', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Apps' });
      await panel.waitFor();
      const search = panel.getByPlaceholder('Find Innovation Lab apps', { exact: true });
      await search.fill('Idea');
      const ideaHub = panel.getByRole('button', { name: /Idea Hub/ });
      await ideaHub.waitFor();
      const alerts: { type: string; message: string }[] = [];
      page.on('dialog', (d) => {
        alerts.push({ type: d.type(), message: d.message() });
        void d.accept();
      });
      await page.screenshot({ path: screenshotPath('shell-apps-grid-375'), fullPage: false });
      await ideaHub.click();
      await expect.poll(() => alerts).toEqual([{ type: 'alert', message: 'Unlock with Premium Access' }]);
      // issue 20: the alert leads to the plans that unlock it
      await page.waitForURL((url) => url.pathname === '/membership');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('the user menu shows Admin Center only to a role that may read it', async () => {
      const admin = await signedIn(browser);
      await admin.page.goto('/community');
      await admin.page.getByRole('button', { name: /^Account menu for / }).click();
      const adminMenu = admin.page.getByRole('menu', { name: 'Account' });
      await adminMenu.getByRole('menuitem', { name: 'Logout' }).waitFor();
      expect(await adminMenu.getByRole('menuitem', { name: 'Admin Center', exact: true }).isVisible()).toBe(true);

      // an Entrepreneur: no read on Admin Center
      const roles = await admin.page.request.get('/api/user/roles/getAll?filterFields={"role_name":"Entrepreneur"}');
      const entrepreneur = (await roles.json()).data[0].role_id as number;
      const created = await admin.page.request.post('/api/auth/createMany', {
        data: [
          {
            firstName: 'Arjun',
            lastName: 'Nair',
            username: MEMBER.username,
            email: MEMBER.email,
            password: MEMBER.password,
            roles: [entrepreneur],
          },
        ],
      });
      expect(created.status(), await created.text()).toBe(201);
      const member = await signedIn(browser, WIDE, { login: MEMBER.username, password: MEMBER.password });
      await member.page.goto('/community');
      await member.page.getByRole('button', { name: /^Account menu for Arjun/ }).click();
      const menu = member.page.getByRole('menu', { name: 'Account' });
      await menu.getByRole('menuitem', { name: 'Logout' }).waitFor();
      // privileges arrive 100 ms after the profile (SPEC §9): give them time to show anything
      await member.page.waitForTimeout(500);
      expect(await menu.getByRole('menuitem', { name: 'Admin Center' }).count()).toBe(0);
      const refused = await member.page.request.get('/api/auth/checkAccess?menu=Admin%20Center&permission=read');
      expect(refused.status()).toBe(403);
      expect([...admin.errors, ...member.errors]).toEqual([]);
      await member.context.close();
      await admin.context.close();
    });
  });

  describe('404 (SPEC §2)', () => {
    it('signed out: inside the public header; Take Me Home goes to /', async () => {
      const { context, page, errors } = await freshPage(browser);
      await preAcceptCookies(context);
      await page.goto('/no-such-page');
      await page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' }).waitFor();
      const header = page.getByRole('banner');
      expect(await header.getByRole('button', { name: 'Login', exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('Limited Release Edition').count()).toBe(0);
      await page.getByRole('link', { name: 'Take Me Home' }).click();
      await page.waitForURL(`${baseURL()}/`);
      await landingReady(page);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("signed in: inside the signed-in header with its 'Limited Release Edition' banner", async () => {
      const { context, page, errors } = await signedIn(browser);
      await page.goto('/no-such-page');
      await page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' }).waitFor();
      expect(await page.getByText('Limited Release Edition', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: /^Account menu for / }).isVisible()).toBe(true);
      await page.getByRole('link', { name: 'Take Me Home' }).click();
      await page.waitForURL(`${baseURL()}/`);
      await landingReady(page);
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  describe('English and Hindi', () => {
    it('the header switch turns the landing page and header into Hindi, kept across a reload', async () => {
      const { context, page, errors } = await freshPage(browser);
      await preAcceptCookies(context);
      await page.goto('/');
      await landingReady(page);
      const header = page.getByRole('banner');
      const h1 = page.getByRole('heading', { level: 1 });
      const htmlLang = () => page.evaluate(() => document.documentElement.lang);
      expect(await h1.textContent()).toBe('Where ideas take root and grow into ventures.');
      expect(await htmlLang()).toBe('en');

      await header.getByRole('button', { name: 'हिन्दी', exact: true }).click();
      await expect.poll(() => h1.textContent()).toBe('जहाँ विचार जड़ पकड़ते हैं और उद्यम बनकर फलते-फूलते हैं।');
      expect(await htmlLang()).toBe('hi');
      const sections = header.getByRole('navigation', { name: 'अनुभाग' });
      expect(await sections.getByRole('link', { name: 'टीम', exact: true }).isVisible()).toBe(true);
      expect(await sections.getByRole('link', { name: 'प्लेटफ़ॉर्म सेवाएँ', exact: true }).isVisible()).toBe(true);
      expect(await header.getByRole('button', { name: 'लॉग इन', exact: true }).isVisible()).toBe(true);
      expect(await header.getByRole('button', { name: 'हिन्दी', exact: true }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      await page.screenshot({ path: screenshotPath('shell-landing-hi-1280'), fullPage: false });

      await page.reload();
      await landingReady(page);
      await expect.poll(() => h1.textContent()).toBe('जहाँ विचार जड़ पकड़ते हैं और उद्यम बनकर फलते-फूलते हैं।');
      expect(await htmlLang()).toBe('hi');

      await header.getByRole('button', { name: 'English', exact: true }).click();
      await expect.poll(() => h1.textContent()).toBe('Where ideas take root and grow into ventures.');
      expect(await htmlLang()).toBe('en');
      expect(
        await header
          .getByRole('navigation', { name: 'Sections' })
          .getByRole('link', { name: 'Team', exact: true })
          .isVisible(),
      ).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  describe('accessibility (axe, WCAG 2.x A/AA: no serious or critical violations)', () => {
    /** Public pages, signed out, on a first visit (the cookie notice showing). */
    const PUBLIC_PAGES = [
      '/',
      '/terms-of-service',
      '/privacy-policy',
      '/individual',
      '/sme',
      '/for-organisation',
      '/for-institution',
      '/web/startups',
      '/no-such-page',
    ];
    it.each(PUBLIC_PAGES)('%s, signed out', async (route) => {
      const { context, page, errors } = await freshPage(browser);
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
      // a public page: not sent to / as a private route would be
      expect(pathOf(page), `${route} is not public yet (it redirected)`).toBe(route);
      await noticeOf(page).waitFor();
      await expectNoSeriousA11yViolations(page, `${route} (signed out)`);
      // the 1280 px screenshot is kept here, once the notice is accepted (the phone's further down)
      await noticeOf(page).getByRole('button', { name: 'Accept', exact: true }).click();
      await keepScreenshot(page, `shell-${slugOf(route)}-${WIDE.width}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('/ in Hindi', async () => {
      const { context, page, errors } = await freshPage(browser);
      await context.addInitScript("window.localStorage.setItem('ankur_lang', 'hi');");
      await page.goto('/');
      await landingReady(page);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('जहाँ विचार जड़ पकड़ते हैं और उद्यम बनकर फलते-फूलते हैं।');
      await expectNoSeriousA11yViolations(page, '/ in Hindi');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('the open cookie Preferences dialog', async () => {
      const { context, page, errors } = await freshPage(browser);
      await page.goto('/');
      await noticeOf(page).getByRole('button', { name: 'Preferences', exact: true }).click();
      await preferencesDialog(page).waitFor();
      await expectNoSeriousA11yViolations(page, 'the cookie Preferences dialog');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('signed in: /community, /report-bugs and the 404 page', async () => {
      const { context, page, errors } = await signedIn(browser);
      for (const [route, heading] of [
        ['/community', null],
        ['/report-bugs', 'Report a bug'],
        ['/no-such-page', 'Oops! Page Not Found'],
      ] as const) {
        await page.goto(route);
        const h1 = page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).first();
        await h1.waitFor({ timeout: 15_000 });
        expect(pathOf(page)).toBe(route);
        await expectNoSeriousA11yViolations(page, `${route} (signed in)`);
        await keepScreenshot(
          page,
          `shell-${slugOf(route)}${route === '/no-such-page' ? '-signed-in' : ''}-${WIDE.width}`,
        );
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  // at 1280 px the accessibility tests above keep the screenshots of the same pages
  describe('screenshots at phone width (test-results/screenshots)', () => {
    for (const size of [PHONE]) {
      describe(`${size.width} px`, () => {
        let context: BrowserContext;
        let page: Page;
        let errors: string[];
        beforeAll(async () => {
          ({ context, page, errors } = await freshPage(browser, size));
          await preAcceptCookies(context);
        });
        afterAll(() => context?.close());

        it.each([
          ['/', 'landing'],
          ['/no-such-page', 'not-found'],
          ['/terms-of-service', 'terms-of-service'],
          ['/individual', 'individual'],
          ['/web/startups', 'web-startups'],
        ])('signed out: %s', async (route, name) => {
          await shoot(page, route, `shell-${name}-${size.width}`);
          expect(errors).toEqual([]);
        });

        it('signed in: /community, /report-bugs and the 404 page', async () => {
          const signed = await signedIn(browser, size);
          try {
            await shoot(signed.page, '/community', `shell-community-${size.width}`);
            await shoot(signed.page, '/report-bugs', `shell-report-bugs-${size.width}`);
            await shoot(signed.page, '/no-such-page', `shell-not-found-signed-in-${size.width}`);
            expect(signed.errors).toEqual([]);
          } finally {
            await signed.context.close();
          }
        });
      });
    }
  });
});
