import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { collectPageErrors, E2E_ADMIN, launchBrowser, newPage, screenshotPath, signIn } from './browser.ts';
import { freePort, type RunningServer, startServer } from './server.ts';

const ASHA = { username: 'asha', email: 'asha@example.in', password: 'monsoon-letters-in-june-7', name: 'Asha Verma' };
const RAVI = { username: 'ravi', email: 'ravi@example.in', password: 'ginger-tea-on-the-ghat-3', name: 'Ravi Kumar' };

const login = ({ username, email, password }: typeof ASHA) => ({ username, email, password });

/**
 * Issue 9 end to end, on a server of its own (this test restarts it): two people in two browser
 * contexts message each other live (unread badge, read receipt, typing), the server restarts in
 * the middle of the conversation and nothing is lost or doubled, an announcement reaches both
 * live, and a calendar entry's .ics download parses.
 */
describe('real time: messages, a server restart, announcements and the calendar', () => {
  let browser: Browser;
  let server: RunningServer;
  let dataDir: string;
  let port: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ankur-e2e-realtime-'));
    port = await freePort();
    [browser, server] = await Promise.all([launchBrowser(), startServer({ port, dataDir })]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function json<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
    const res = await page.request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
    expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  async function person(login: string, password: string) {
    const opened = await newPage(browser, { baseURL: server.baseURL });
    const errors = collectPageErrors(opened.page);
    await signIn(opened.page, login, password, server.baseURL);
    return { ...opened, errors };
  }

  // the journey's people, shared by its steps (each step has its own time limit and name)
  let admin: Awaited<ReturnType<typeof person>>;
  let asha: Awaited<ReturnType<typeof person>>;
  let ravi: Awaited<ReturnType<typeof person>>;
  let a: Page;
  let b: Page;
  let composerA: ReturnType<Page['getByRole']>;

  const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });
  /** How many times a text shows in the open conversation's history. */
  const countInThread = (page: Page, text: string) =>
    page.getByRole('log', { name: 'Messages' }).getByText(text, { exact: true }).count();

  it('two people message live: unread badge, read receipt, typing', async () => {
    admin = await person(E2E_ADMIN.login, E2E_ADMIN.password);
    const roles = await json<{ data: { role_id: number }[] }>(
      admin.page,
      'GET',
      `/api/user/roles/getAll?filterFields=${encodeURIComponent(JSON.stringify({ role_name: 'Entrepreneur' }))}`,
    );
    const entrepreneur = roles.data[0]!.role_id;
    await json(admin.page, 'POST', '/api/auth/createMany', [
      { firstName: 'Asha', lastName: 'Verma', ...login(ASHA), roles: [entrepreneur] },
      { firstName: 'Ravi', lastName: 'Kumar', ...login(RAVI), roles: [entrepreneur] },
    ]);

    asha = await person(ASHA.username, ASHA.password);
    ravi = await person(RAVI.username, RAVI.password);
    a = asha.page;
    b = ravi.page;

    // ---- Asha starts a conversation with Ravi and writes
    await a.goto('/messages');
    await a.getByRole('heading', { name: 'No conversations yet' }).waitFor();
    await a.getByRole('button', { name: 'New message' }).first().click();
    await a.getByRole('dialog').getByLabel('Find people').fill('Ravi');
    await a
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(RAVI.name) })
      .click();
    await a.waitForURL(/\/messages\?c=\d+$/);
    composerA = a.getByRole('textbox', { name: 'Write a message' });

    await b.goto('/community');
    await b.getByRole('link', { name: 'Messages', exact: true }).waitFor();

    await composerA.fill('Namaste Ravi, are we meeting at five?');
    await composerA.press('Enter');

    // ---- Ravi sees it live: the header badge, then the conversation, and Asha sees "Seen"
    await b.getByRole('link', { name: 'Messages, 1 unread' }).waitFor();
    await b.screenshot({ path: screenshotPath('realtime-unread-badge-1280') });
    await b.getByRole('link', { name: 'Messages, 1 unread' }).click();
    await b
      .getByRole('link', { name: new RegExp(ASHA.name) })
      .first()
      .click();
    await thread(b).getByText('Namaste Ravi, are we meeting at five?').waitFor();
    await a.getByText('Seen', { exact: true }).last().waitFor();
    // read: the header's badge is gone
    await b.getByRole('link', { name: 'Messages', exact: true }).first().waitFor();
    expect(await b.getByRole('link', { name: /Messages, \d+ unread/ }).count()).toBe(0);

    // typing reaches the other side
    const composerB = b.getByRole('textbox', { name: 'Write a message' });
    await composerB.pressSequentially('Yes, ', { delay: 30 });
    await a
      .getByText(`${RAVI.name.split(' ')[0]}`, { exact: false })
      .filter({ hasText: 'typing' })
      .first()
      .waitFor();
    await composerB.pressSequentially('at the incubator.', { delay: 10 });
    await composerB.press('Enter');
    await thread(a).getByText('Yes, at the incubator.').waitFor();
    // Asha has the conversation open: the reply is read at once, so her badge does not stay
    await expect.poll(() => a.getByRole('link', { name: /Messages, \d+ unread/ }).count(), { timeout: 10_000 }).toBe(0);
    await a.screenshot({ path: screenshotPath('realtime-conversation-1280') });
  });

  it('the server restarts in the middle of the conversation: nothing is lost or doubled', async () => {
    expect((await server.stop())[0]).toBe(0);
    await a.getByText('Reconnecting…').first().waitFor({ timeout: 15_000 });
    // written while the server is down: it waits with Retry, and is sent once after the restart
    await composerA.fill('Sent while the server was down');
    await composerA.press('Enter');
    await a.getByText('Not sent').first().waitFor({ timeout: 15_000 });
    server = await startServer({ port, dataDir });
    await a.getByText('Reconnecting…').first().waitFor({ state: 'hidden', timeout: 30_000 });
    await a.getByRole('button', { name: 'Retry' }).first().click();
    await composerA.fill('And this one right after the restart');
    await composerA.press('Enter');

    for (const text of ['Sent while the server was down', 'And this one right after the restart']) {
      await thread(b).getByText(text, { exact: true }).waitFor({ timeout: 30_000 });
    }
    // nothing lost, nothing doubled: live, after a reload, on both sides
    const all = [
      'Namaste Ravi, are we meeting at five?',
      'Yes, at the incubator.',
      'Sent while the server was down',
      'And this one right after the restart',
    ];
    for (const page of [a, b]) {
      for (const text of all) expect(await countInThread(page, text), text).toBe(1);
      await page.reload();
      await thread(page).getByText(all[3]!, { exact: true }).waitFor();
      for (const text of all) expect(await countInThread(page, text), `${text} after a reload`).toBe(1);
    }
  });

  it('an announcement reaches both, live', async () => {
    await Promise.all([a.goto('/announcements'), b.goto('/announcements')]);
    await a.getByRole('heading', { name: 'Announcements' }).first().waitFor();
    await b.getByRole('heading', { name: 'Announcements' }).first().waitFor();
    const adminPage = (await person(E2E_ADMIN.login, E2E_ADMIN.password)).page;
    await json(adminPage, 'POST', '/api/announcements', {
      title: 'Demo day moves to Friday',
      body: '<p>Pitches start at 10:00 in the main hall.</p>',
      audience: 'tenant',
    });
    await a.getByRole('heading', { name: 'Demo day moves to Friday' }).waitFor();
    await b.getByRole('heading', { name: 'Demo day moves to Friday' }).waitFor();
    await b.screenshot({ path: screenshotPath('realtime-announcement-1280') });
  });

  it('a calendar entry, downloaded as .ics, parses', async () => {
    await a.goto('/calendar');
    await a.getByRole('button', { name: 'New entry' }).click();
    const entryDialog = a.getByRole('dialog', { name: 'New calendar entry' });
    await entryDialog.getByLabel('Title').fill('Mentor call with Ravi');
    await entryDialog.getByLabel('Reminder').selectOption({ label: '15 minutes before' });
    await entryDialog.getByRole('button', { name: 'Add entry' }).click();
    await a.getByText('Entry added to your calendar.').waitFor();
    await a.getByText('Mentor call with Ravi').first().click();
    const editDialog = a.getByRole('dialog', { name: 'Edit calendar entry' });
    const [download] = await Promise.all([
      a.waitForEvent('download'),
      editDialog.getByRole('link', { name: 'Download .ics' }).click(),
    ]);
    const ics = readFileSync((await download.path())!, 'utf8');
    const { default: ICAL } = await import('ical.js');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Mentor call with Ravi');
    expect(event.uid).toMatch(/^entry-.+@/);
    expect(event.endDate.compare(event.startDate)).toBe(1);
    expect(ics).toContain('TRIGGER:-PT15M');
    await a.screenshot({ path: screenshotPath('realtime-calendar-1280') });
  });

  it('on a phone the four tabs fit the screen (the tab bar scrolls inside itself)', async () => {
    const phone = await newPage(browser, { baseURL: server.baseURL, width: 390, height: 844 });
    const phoneErrors = collectPageErrors(phone.page);
    await signIn(phone.page, RAVI.username, RAVI.password, server.baseURL);
    for (const tab of ['messages', 'announcements', 'calendar', 'notifications']) {
      await phone.page.goto(`/${tab}`);
      await phone.page.getByRole('navigation', { name: 'Communication' }).waitFor();
      await phone.page.getByRole('heading', { level: 1 }).first().waitFor();
      const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `/${tab} is wider than a 390 px phone`).toBeLessThanOrEqual(390);
      await expectNoSeriousA11yViolations(phone.page, `/${tab} at 390 px`);
      await phone.page.screenshot({ path: screenshotPath(`realtime-${tab}-390`) });
    }
    expect(phoneErrors).toEqual([]);

    expect([...admin.errors, ...asha.errors, ...ravi.errors]).toEqual([]);
  });
});
