import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { collectPageErrors, E2E_ADMIN, launchBrowser, newPage, screenshotPath, signIn } from './browser.ts';

const ASHA = { username: 'asha.k', email: 'asha.k@example.in', password: 'milk-routes-of-anand-4' };
const RAVI = { username: 'ravi.m', email: 'ravi.m@example.in', password: 'backwaters-at-dawn-7' };
const ASHA_NAME = 'Asha Kulkarni';
const RAVI_NAME = 'Ravi Menon';
const POST_TEXT = 'Our cold-chain pilot with 40 dairy farmers in Anand starts on Monday. #pilots';
const CIRCLE = 'Dairy founders of Gujarat';

/**
 * Issue 21, in two browsers: Asha asks Ravi to connect and he accepts; she posts with an @mention
 * and his open feed shows the "1 new post" pill live; he comments; he asks to join her private
 * circle and she approves; he accepts her answer in the forum; he reports her post and a
 * moderator (the administrator) hides it from the queue.
 */
describe('the community: connect, post, live arrival, circles, forum, moderation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function json<T>(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
    const res = await page.request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
    expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }
  const step = (n: number) => process.env.E2E_STEPS && console.log(`community step ${n} ${new Date().toISOString()}`);
  // the community's writing limit: one writing per person every 5 s
  const gap = (page: Page) => page.waitForTimeout(5500);

  it('two people connect, post, comment, join a circle, settle a question; a moderator hides a report', async () => {
    step(1);
    const admin = await newPage(browser);
    await signIn(admin.page, E2E_ADMIN.login, E2E_ADMIN.password);
    const roles = await json<{ data: { role_id: number }[] }>(
      admin.page,
      'GET',
      `/api/user/roles/getAll?filterFields=${encodeURIComponent(JSON.stringify({ role_name: 'Entrepreneur' }))}`,
    );
    const entrepreneur = roles.data[0]!.role_id;
    await json(admin.page, 'POST', '/api/auth/createMany', [
      { firstName: 'Asha', lastName: 'Kulkarni', ...ASHA, roles: [entrepreneur] },
      { firstName: 'Ravi', lastName: 'Menon', ...RAVI, roles: [entrepreneur] },
    ]);

    const asha = await newPage(browser);
    const a = asha.page;
    const ashaErrors = collectPageErrors(a);
    await signIn(a, ASHA.username, ASHA.password);
    const ravi = await newPage(browser);
    const r = ravi.page;
    const raviErrors = collectPageErrors(r);
    await signIn(r, RAVI.username, RAVI.password);
    // what onboarding would have written: the directory lists people by their profile
    await json(a, 'PUT', '/api/profiles/me', {
      headline: 'Founder, Dudh Setu — cold chain for dairy cooperatives',
      city: 'Anand',
      state: 'Gujarat',
    });
    await json(r, 'PUT', '/api/profiles/me', {
      headline: 'Co-founder, Kayal Fresh — fish logistics in Kerala',
      city: 'Kochi',
      state: 'Kerala',
    });

    // ---- Asha finds Ravi in the members directory and asks to connect, with a note
    step(2);
    await r.goto('/community/connections');
    await a.goto('/community/members');
    await a.getByRole('searchbox', { name: /Search by name/ }).fill('Ravi Menon');
    await a.getByRole('button', { name: `Connect with ${RAVI_NAME}` }).click();
    const connect = a.getByRole('dialog', { name: `Connect with ${RAVI_NAME}` });
    await connect
      .getByRole('textbox', { name: 'Note' })
      .fill('We met at the Kochi dairy meetup; I would like to compare cold-chain notes.');
    await connect.getByRole('button', { name: 'Send request' }).click();
    await a.getByText(`Request sent to ${RAVI_NAME}.`).first().waitFor();

    // ---- Ravi's open requests page shows it without a reload; he accepts
    step(3);
    const received = r.getByRole('list', { name: 'Received' });
    await received.getByText('I would like to compare cold-chain notes').waitFor();
    await received.getByRole('button', { name: 'Accept' }).first().click();
    await r.getByText(`You and ${ASHA_NAME} are now connected.`).first().waitFor();

    // ---- Ravi watches his feed; Asha posts with a mention; the pill arrives live
    step(4);
    await r.goto('/community');
    await r.getByRole('heading', { name: 'Community feed' }).waitFor();
    await a.goto('/community');
    await a.getByRole('button', { name: 'Share an update, a question or a win' }).click();
    const composer = a.getByRole('form', { name: 'Write a post' });
    await composer.getByRole('button', { name: 'Mention someone' }).click();
    await composer.getByRole('searchbox', { name: 'Find a person to mention' }).fill('Ravi');
    await composer.getByRole('button', { name: RAVI_NAME }).click();
    const editor = composer.getByRole('textbox', { name: 'Write a post' });
    await editor.click();
    await a.keyboard.press('End');
    await a.keyboard.type(` ${POST_TEXT}`);
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await a.getByText('Your post is live.').first().waitFor();

    const pill = r.getByRole('button', { name: '1 new post' });
    await pill.waitFor();
    await r.screenshot({ path: screenshotPath('community-feed-pill-1280'), fullPage: false });
    await pill.click();
    await r.getByText(POST_TEXT).first().waitFor();
    // the mention reached him as a notification
    await expect
      .poll(async () => {
        const list = await json<{ data: { type: string }[] }>(r, 'GET', '/api/notifications');
        return list.data.some((n) => n.type === 'mention');
      })
      .toBe(true);

    // ---- Ravi comments on it
    step(5);
    const post = r.locator('article').filter({ hasText: POST_TEXT }).first();
    await post.getByRole('button', { name: /^0 comments$/ }).click();
    await post
      .getByRole('textbox', { name: 'Write a comment' })
      .fill('Which bulk milk chillers are you using at the collection centres?');
    await post.getByRole('button', { name: 'Send' }).click();
    await post.getByText('Which bulk milk chillers').waitFor();
    await expectNoSeriousA11yViolations(r, '/community with a post and a comment');

    // ---- Asha's private circle: Ravi asks to join, she approves from /community/manage
    step(6);
    const circle = await json<{ circle_id: number }>(a, 'POST', '/api/community/circles', {
      name: CIRCLE,
      description: 'Founders building for dairy cooperatives in Gujarat: chilling, logistics and payments.',
      visibility: 'private',
    });
    await gap(r);
    await r.goto(`/community-group/${circle.circle_id}`);
    await r.getByText('This circle is private.').first().waitFor();
    await r.getByRole('button', { name: 'Ask to join' }).click();
    const ask = r.getByRole('dialog', { name: `Ask to join ${CIRCLE}` });
    await ask.getByRole('button', { name: 'Send request' }).click();
    await r.getByText('Your request was sent to the moderators.').first().waitFor();

    await a.goto('/community/manage');
    await a.getByText(RAVI_NAME).first().waitFor();
    await a.getByRole('button', { name: 'Approve' }).first().click();
    await expect.poll(() => a.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await r.reload();
    await expect.poll(() => r.getByText('This circle is private.').count()).toBe(0);

    // ---- the forum: Ravi asks, Asha answers, Ravi accepts her answer
    step(7);
    const categories = await json<{ items: { category_id: number }[] }>(r, 'GET', '/api/community/forum/categories');
    const thread = await json<{ thread_id: number }>(r, 'POST', '/api/community/forum/threads', {
      category_id: categories.items[0]!.category_id,
      title: 'How do you price cold-chain for small dairy cooperatives?',
      body: '<p>Per litre, per month, or a share of the savings? Our cooperatives collect 2,000 litres a day.</p>',
    });
    await gap(a);
    await json(a, 'POST', `/api/community/forum/threads/${thread.thread_id}/replies`, {
      body: '<p>Per litre works best: 40 paise a litre covered our chillers within 14 months.</p>',
    });
    await r.goto(`/community/forum?thread=${thread.thread_id}`);
    await r.getByText('40 paise a litre').waitFor();
    await r.getByRole('button', { name: 'Accept as answer' }).click();
    await r.getByText('Marked as the accepted answer.').first().waitFor();
    await r.getByText('Accepted answer').first().waitFor();

    // ---- Ravi reports Asha's post; the administrator hides it from the moderation queue
    step(8);
    await r.goto('/community');
    const reported = r.locator('article').filter({ hasText: POST_TEXT }).first();
    await reported.getByRole('button', { name: `Post actions for ${ASHA_NAME}` }).click();
    await r.getByRole('menuitem', { name: 'Report' }).click();
    const report = r.getByRole('dialog', { name: 'Report this post' });
    await report.getByRole('radio', { name: 'Something else' }).check();
    await report.getByRole('textbox').fill('Shares a farmer’s phone number without asking.');
    await report.getByRole('button', { name: 'Send report' }).click();
    await r.getByText('Thank you. The moderators will look at it.').first().waitFor();

    await admin.page.goto('/community/manage');
    await admin.page.getByRole('tab', { name: /Moderation/ }).click();
    const group = admin.page.locator('li, article').filter({ hasText: 'Shares a farmer’s phone number' }).first();
    await group.waitFor();
    await admin.page.screenshot({ path: screenshotPath('community-moderation-1280'), fullPage: true });
    await group.getByRole('button', { name: 'Hide' }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Hide this post?' });
    await confirm.getByRole('textbox').fill('Personal data of a third person.');
    await confirm.getByRole('button', { name: 'Hide', exact: true }).click();
    await admin.page.getByText('Done.').first().waitFor();

    // Ravi no longer sees it; Asha sees it marked
    await r.reload();
    await r.getByRole('heading', { name: 'Community feed' }).waitFor();
    await expect.poll(() => r.getByText(POST_TEXT).count()).toBe(0);
    await a.goto('/community/my-posts');
    const mine = a.locator('article').filter({ hasText: POST_TEXT }).first();
    await mine.getByText('Hidden by a moderator').waitFor();

    expect([...ashaErrors, ...raviErrors]).toEqual([]);
    await asha.context.close();
    await ravi.context.close();
    await admin.context.close();
  }, 180_000);
});
