import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { collectPageErrors, E2E_ADMIN, launchBrowser, newPage, screenshotPath, signIn } from './browser.ts';

const KAVYA = { username: 'kavya.n', email: 'kavya.n@example.in', password: 'monsoon-over-mysuru-3' };
const RUN = Date.now().toString(36).slice(-4);
const ARTICLE = `Registering for GST as a home baker (${RUN})`;
const PODCAST = `Seed funding in Tier-2 cities (${RUN})`;
const COLLECTION = `Compliance basics ${RUN}`;

/** A 20-second mono WAV (8 kHz, 8-bit) of a soft 440 Hz tone: a real file the browser can play and seek. */
function toneWav(seconds = 20, rate = 8000): Buffer {
  const samples = seconds * rate;
  const buf = Buffer.alloc(44 + samples);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + samples, 4);
  buf.write('WAVE', 8);
  buf.write('fmt ', 12);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate, 28); // byte rate
  buf.writeUInt16LE(1, 32); // block align
  buf.writeUInt16LE(8, 34); // bits per sample
  buf.write('data', 36);
  buf.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++) buf[44 + i] = 128 + Math.round(20 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return buf;
}

/**
 * Issue 22, two people: the administrator (an editor) writes and publishes an article and a
 * podcast with an uploaded audio file in the studio; a member finds them on /contents by the kind
 * facet, listens to the podcast up to a point, leaves and comes back to "Resume from …" there, and
 * adds the article to a new collection that /my-library then shows; the header search finds the
 * new article by its words and a Hindi demo piece by Hindi words; Prajna's answer to a question
 * about it cites the article, and the citation leads there.
 */
describe('the content library: write, publish, find, resume, collect', () => {
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

  async function publish(page: Page) {
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/contents\/studio\/\d+$/);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Status:').getByText('Published').waitFor();
    return Number(new URL(page.url()).pathname.split('/').pop());
  }

  it('an editor publishes an article and a podcast; a member finds, resumes and collects them', async () => {
    const admin = await newPage(browser);
    const a = admin.page;
    const adminErrors = collectPageErrors(a);
    await signIn(a, E2E_ADMIN.login, E2E_ADMIN.password);
    const roles = await json<{ data: { role_id: number }[] }>(
      a,
      'GET',
      `/api/user/roles/getAll?filterFields=${encodeURIComponent(JSON.stringify({ role_name: 'Entrepreneur' }))}`,
    );
    await json(a, 'POST', '/api/auth/createMany', [
      { firstName: 'Kavya', lastName: 'Nair', ...KAVYA, roles: [roles.data[0]!.role_id] },
    ]);

    // ---- the editor writes and publishes an article
    await a.goto('/contents');
    await a.getByRole('link', { name: 'Write' }).first().click();
    await a.getByRole('heading', { level: 1, name: 'Content Studio' }).waitFor();
    await a.goto('/contents/studio/new?kind=article');
    await a.getByRole('textbox', { name: 'Title', exact: true }).fill(ARTICLE);
    await a.getByLabel('Summary').fill('GSTIN, the threshold for services, and what to keep ready before you apply.');
    await a.getByLabel('Topics').fill('gst');
    await a.getByLabel('Topics').press('Enter');
    await a.getByRole('checkbox', { name: 'IP & Compliance Hub' }).check();
    const body = a.getByRole('textbox', { name: 'Body' });
    await body.click();
    await body.pressSequentially('Keep your PAN, Aadhaar and a bank statement ready before you open the GST portal.');
    const articleId = await publish(a);

    // ---- and a podcast with an uploaded audio file and chapters
    await a.goto('/contents/studio/new?kind=podcast');
    await a.getByRole('textbox', { name: 'Title', exact: true }).fill(PODCAST);
    await a.getByLabel('File', { exact: true }).setInputFiles({
      name: 'seed-funding.wav',
      mimeType: 'audio/wav',
      buffer: toneWav(),
    });
    await a.getByRole('link', { name: 'seed-funding.wav' }).waitFor();
    await a.getByRole('button', { name: 'Add chapter' }).click();
    await a.getByLabel('Chapter title').fill('The first cheque');
    await a
      .getByLabel('Transcript', { exact: true })
      .fill('Welcome. Today: how founders in Indore and Coimbatore raised their seed rounds.');
    const podcastId = await publish(a);
    expect(podcastId).toBeGreaterThan(0);
    expect(adminErrors).toEqual([]);

    // ---- the member finds both on /contents by the kind facet
    const member = await newPage(browser);
    const m = member.page;
    const memberErrors = collectPageErrors(m);
    await signIn(m, KAVYA.username, KAVYA.password);
    await m.goto('/contents');
    const filters = m.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('button', { name: /^Podcast/ }).click();
    await m.waitForURL(/kind=podcast/);
    await m.getByRole('link', { name: PODCAST }).click();
    await m.waitForURL(`**/podcast/${podcastId}`);
    const player = m.getByRole('region', { name: 'Audio player' });
    await player.waitFor();
    await expectNoSeriousA11yViolations(m, '/podcast/:id with the player');
    await m.screenshot({ path: screenshotPath('content-podcast-1280') });

    // ---- listens up to 0:12 (the position is saved on the seek and on pause), leaves, comes back
    await m.waitForFunction(() => (document.querySelector('audio')?.readyState ?? 0) >= 1);
    const saved = m.waitForResponse(
      (r) => r.url().endsWith(`/api/content/items/${podcastId}/progress`) && r.request().method() === 'PUT',
    );
    await m.evaluate(() => {
      const audio = document.querySelector('audio')!;
      audio.currentTime = 12;
      audio.dispatchEvent(new Event('pause'));
    });
    expect((await saved).status()).toBe(204);
    await m.goto('/contents');
    await m.goto(`/podcast/${podcastId}`);
    await player.getByText('Resume from 0:12').waitFor();
    await m.waitForFunction(() => Math.round(document.querySelector('audio')?.currentTime ?? 0) === 12);

    // ---- adds the article to a new collection, which /my-library shows
    await m.goto(`/article/${articleId}`);
    await m.getByRole('heading', { level: 1, name: ARTICLE }).waitFor();
    await m.getByRole('button', { name: 'Add to collection' }).click();
    await m.getByLabel('New collection name').fill(COLLECTION);
    await m.getByRole('button', { name: 'Create and add' }).click();
    await m.getByText(`Added to “${COLLECTION}”`).waitFor();
    await m.goto('/my-library');
    await m.getByRole('link', { name: COLLECTION }).click();
    await m.getByRole('heading', { level: 1, name: COLLECTION }).waitFor();
    await m.getByRole('link', { name: ARTICLE }).waitFor();
    await m.goto('/my-library');
    await m.getByRole('heading', { name: 'Continue where you left off' }).waitFor();
    await m.getByRole('link', { name: PODCAST }).waitFor();
    await expectNoSeriousA11yViolations(m, '/my-library with a collection and a podcast to continue');

    // ---- the header search finds the new article in English and a demo piece in Hindi
    await m.goto('/community');
    const box = m.getByRole('combobox').first();
    await box.click();
    await box.fill('GST home baker');
    await m.getByRole('option', { name: new RegExp(`Registering for GST as a home baker \\(${RUN}\\)`) }).click();
    await m.waitForURL(`**/article/${articleId}`);
    await m.getByRole('heading', { level: 1, name: ARTICLE }).waitFor();
    await box.click();
    await box.fill('ग्राहक से बात');
    await m.getByRole('option', { name: /ग्राहक से बात कैसे करें/ }).click();
    await m.waitForURL(/\/article\/\d+$/);
    await m.getByRole('heading', { level: 1, name: /ग्राहक से बात कैसे करें/ }).waitFor();
    // another's piece can be reported (the community's dialog)
    await m.getByRole('button', { name: 'Report' }).click();
    await m.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    // ---- asks Prajna, which cites the new article, and follows the citation to it
    await m.goto('/prajna');
    const question = m.getByLabel('Your question');
    await question.fill('What should a home baker keep ready before registering for GST?');
    await question.press('Enter');
    const answer = m.getByRole('article', { name: 'Answer' });
    const cited = answer.getByRole('region', { name: 'Sources' }).getByRole('link', { name: ARTICLE });
    await cited.waitFor();
    await cited.click();
    await m.waitForURL(`**/article/${articleId}`);
    await m.getByRole('heading', { level: 1, name: ARTICLE }).waitFor();
    expect(memberErrors).toEqual([]);
    await admin.context.close();
    await member.context.close();
  }, 120_000);
});
