import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { collectPageErrors, E2E_ADMIN, launchBrowser, newPage, screenshotPath, signIn } from './browser.ts';

const MEERA = { username: 'meera.gowda', email: 'meera.gowda@example.in', password: 'ragi-mudde-in-kolar-3' };
const VIKRAM = { username: 'vikram.rao', email: 'vikram.rao@example.in', password: 'filter-coffee-mysuru-7' };
const RUN = Date.now().toString(36).slice(-4);
const TITLE = `Cold chain for Kolar tomato farmers (${RUN})`;

/**
 * Issue 24, two people: Meera (a founder) starts an idea, fills the Lean Canvas and saves version 2,
 * shares it with Vikram (a mentor, an Expert without the My Ideas menu); Vikram finds it under
 * "Shared with me" and comments on the Problem block; Meera sees the comment, promotes the idea to
 * a product and adds a milestone.
 */
describe('innovation workspace: canvas, versions, sharing, comments, promote', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function json<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
    const res = await page.request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
    expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  it('a founder saves v2, shares with a mentor who comments on a block, then promotes it with a milestone', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, E2E_ADMIN.login, E2E_ADMIN.password);
    const roleId = async (name: string) =>
      (
        await json<{ data: { role_id: number }[] }>(
          admin.page,
          'GET',
          `/api/user/roles/getAll?filterFields=${encodeURIComponent(JSON.stringify({ role_name: name }))}`,
        )
      ).data[0]!.role_id;
    await json(admin.page, 'POST', '/api/auth/createMany', [
      { firstName: 'Meera', lastName: 'Gowda', ...MEERA, roles: [await roleId('Entrepreneur')] },
      { firstName: 'Vikram', lastName: 'Rao', ...VIKRAM, roles: [await roleId('Expert')] },
    ]);
    await admin.context.close();

    // ---- Meera starts the idea and fills the canvas
    const founder = await newPage(browser);
    const m = founder.page;
    const founderErrors = collectPageErrors(m);
    await signIn(m, MEERA.username, MEERA.password);
    await m.goto('/innovation-workspace');
    await m.getByRole('heading', { level: 1, name: 'Innovation workspace' }).waitFor();
    await m.getByRole('button', { name: 'New idea' }).first().click();
    const create = m.getByRole('dialog', { name: 'Start an idea' });
    await create.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await create.getByRole('textbox', { name: 'One-line summary' }).fill('Pay-per-crate cold rooms at the mandi');
    await create.getByRole('button', { name: 'Create and open the canvas' }).click();
    await m.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await m.getByText('Version 1', { exact: true }).waitFor();
    await m.getByRole('textbox', { name: 'Problem' }).fill('Tomatoes rot within three days of harvest.');
    await m.getByRole('textbox', { name: 'Customer segments' }).fill('FPOs around Kolar and Mulbagal.');
    await m.getByRole('textbox', { name: 'What changed (optional)' }).fill('First draft of the canvas');
    await expectNoSeriousA11yViolations(m, '/innovation-workspace idea canvas');
    await m.getByRole('button', { name: 'Save as version 2' }).click();
    await m.getByText('Version 2', { exact: true }).waitFor();
    await m.screenshot({ path: screenshotPath('innovation-canvas-1280'), fullPage: true });

    // ---- she shares it with Vikram, picked by name
    await m.getByRole('button', { name: 'Share', exact: true }).click();
    const share = m.getByRole('dialog', { name: 'Share for comments' });
    await share.getByRole('searchbox').fill('Vikram');
    await share.getByRole('button', { name: /Vikram Rao/ }).click();
    await share.getByRole('button', { name: 'Stop sharing with Vikram Rao' }).waitFor();
    await share.getByRole('button', { name: 'Close' }).first().click();

    // ---- Vikram finds it under "Shared with me" and comments on the Problem block
    const mentor = await newPage(browser);
    const v = mentor.page;
    const mentorErrors = collectPageErrors(v);
    await signIn(v, VIKRAM.username, VIKRAM.password);
    await v.goto('/innovation-workspace');
    await v.getByRole('link', { name: TITLE }).click();
    await v.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await v.getByText('Tomatoes rot within three days of harvest.').waitFor();
    expect(await v.getByRole('button', { name: /^Save as version/ }).count()).toBe(0);
    await v.getByRole('button', { name: 'Comment on Problem' }).click();
    await expect.poll(() => v.getByRole('combobox', { name: 'On' }).inputValue()).toBe('problem');
    await v.getByRole('textbox', { name: 'Your comment' }).fill('How many days do farmers hold stock today?');
    await v.getByRole('button', { name: 'Post comment' }).click();
    await v.getByText('How many days do farmers hold stock today?').waitFor();
    await expectNoSeriousA11yViolations(v, '/innovation-workspace shared idea');

    // ---- Meera sees the comment on her idea
    await m.reload();
    await m.getByText('How many days do farmers hold stock today?').waitFor();
    await m.getByRole('button', { name: 'Comment on Problem (1 comment)' }).waitFor();

    // ---- she promotes it to a product and adds a milestone
    await m.getByRole('button', { name: 'Promote to a product' }).click();
    const promote = m.getByRole('dialog', { name: 'Promote to a product' });
    await promote.getByRole('combobox', { name: 'Stage' }).selectOption('prototype');
    await promote.getByRole('button', { name: 'Create product' }).click();
    await m.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await m.getByRole('link', { name: `From the idea ${TITLE}` }).waitFor();
    await m.getByRole('textbox', { name: 'Milestone' }).fill('Pilot at the Kolar APMC');
    await m.getByRole('button', { name: 'Add milestone' }).click();
    await m.getByRole('listitem').filter({ hasText: 'Pilot at the Kolar APMC' }).waitFor();
    await m.getByText('0 of 1 done').waitFor();
    await expectNoSeriousA11yViolations(m, '/innovation-workspace product');
    await m.screenshot({ path: screenshotPath('innovation-product-1280'), fullPage: true });

    expect(founderErrors).toEqual([]);
    expect(mentorErrors).toEqual([]);
  });
});
