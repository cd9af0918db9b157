import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { collectPageErrors, E2E_ADMIN, launchBrowser, newPage, screenshotPath, signIn } from './browser.ts';

const PRIYA = { username: 'priya.sharma', email: 'priya.sharma@example.in', password: 'chai-at-cubbon-park-5' };
const RAHUL = { username: 'rahul.verma', email: 'rahul.verma@example.in', password: 'monsoon-in-indore-8' };
const RUN = Date.now().toString(36).slice(-4);
const TITLE = `Pitch practice night, Koramangala (${RUN})`;

/**
 * A video file Chromium's fake camera plays (--use-file-for-fake-video-capture): Y4M, a one-line
 * header then raw 4:2:0 frames, here a ticket's QR code (the `qrcode` package's module matrix)
 * drawn black on white in the middle of a 640×480 picture.
 */
function qrVideo(text: string, file: string): void {
  const W = 640;
  const H = 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.floor(400 / (size + 8));
  const side = size * scale;
  const left = Math.floor((W - side) / 2);
  const top = Math.floor((H - side) / 2);
  const luma = Buffer.alloc(W * H, 235);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * W + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
}

/**
 * Issue 23, three people: the organiser (the administrator) creates an event with one seat in the
 * editor and publishes it; Priya registers and is confirmed, Rahul joins the waitlist; Priya
 * cancels and Rahul's open event page turns to "You're going" (promoted); at the door the
 * organiser's phone camera (Chromium's fake camera playing Rahul's QR code) checks him in, and the
 * live counts show it.
 */
describe('events: publish, register, waitlist, promotion, check-in by QR', () => {
  let browser: Browser;
  let camera: Browser | undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ankur-e2e-qr-'));
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await camera?.close();
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function json<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
    const res = await page.request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
    expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  it('an organiser publishes a one-seat event; the waitlisted person is promoted and checked in by QR', async () => {
    const admin = await newPage(browser);
    const o = admin.page;
    const organiserErrors = collectPageErrors(o);
    await signIn(o, E2E_ADMIN.login, E2E_ADMIN.password);
    const roles = await json<{ data: { role_id: number }[] }>(
      o,
      'GET',
      `/api/user/roles/getAll?filterFields=${encodeURIComponent(JSON.stringify({ role_name: 'Entrepreneur' }))}`,
    );
    await json(o, 'POST', '/api/auth/createMany', [
      { firstName: 'Priya', lastName: 'Sharma', ...PRIYA, roles: [roles.data[0]!.role_id] },
      { firstName: 'Rahul', lastName: 'Verma', ...RAHUL, roles: [roles.data[0]!.role_id] },
    ]);

    // ---- the organiser creates the event in the editor (one seat) and publishes it
    await o.goto('/manage-event/new');
    await o.getByRole('heading', { level: 1, name: 'New event' }).waitFor();
    await o.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
    await o
      .getByRole('textbox', { name: 'Summary' })
      .fill('Five founders pitch for three minutes each; mentors from the Bengaluru chapter respond.');
    await o.getByRole('textbox', { name: 'Venue', exact: true }).fill('NASSCOM Centre of Excellence');
    await o.getByRole('textbox', { name: 'City' }).fill('Bengaluru');
    await o.getByRole('textbox', { name: 'State' }).fill('Karnataka');
    await o.getByRole('spinbutton', { name: 'Capacity', exact: true }).fill('1');
    await expectNoSeriousA11yViolations(o, '/manage-event/new filled in');
    await o.getByRole('button', { name: 'Save draft' }).first().click();
    await o.waitForURL(/\/manage-event\/\d+$/);
    const eventId = Number(new URL(o.url()).pathname.split('/').pop());
    await o.getByRole('button', { name: 'Publish' }).click();
    const dialog = o.getByRole('dialog', { name: 'Publish this event?' });
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await o.getByText('Event published').waitFor();
    await o.screenshot({ path: screenshotPath('events-editor-1280') });

    // ---- Priya takes the one seat; Rahul joins the waitlist
    const priya = await newPage(browser);
    const p = priya.page;
    const priyaErrors = collectPageErrors(p);
    await signIn(p, PRIYA.username, PRIYA.password);
    await p.goto(`/events/${eventId}`);
    await p.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await p.getByRole('button', { name: 'Register', exact: true }).click();
    await p.getByText('You’re going').first().waitFor();

    const rahul = await newPage(browser);
    const r = rahul.page;
    const rahulErrors = collectPageErrors(r);
    await signIn(r, RAHUL.username, RAHUL.password);
    await r.goto(`/events/${eventId}`);
    await r.getByRole('button', { name: 'Join the waitlist' }).click();
    await r.getByText('You are #1 on the waitlist').first().waitFor();

    // ---- Priya cancels: Rahul's open page turns to "You're going" without a reload
    await p.getByRole('button', { name: 'Cancel registration' }).first().click();
    await p
      .getByRole('dialog', { name: 'Cancel your registration?' })
      .getByRole('button', { name: 'Cancel registration' })
      .click();
    await p.getByText('Registration cancelled').first().waitFor();
    await r.getByText('You’re going').first().waitFor({ timeout: 20_000 });

    // ---- at the door: the organiser's camera reads Rahul's QR code
    const mine = await json<{ my_registration: { status: string; ticket_code: string | null } | null }>(
      r,
      'GET',
      `/api/events/${eventId}`,
    );
    expect(mine.my_registration?.status).toBe('confirmed');
    const video = path.join(dir, 'ticket.y4m');
    qrVideo(mine.my_registration!.ticket_code!, video);
    // the organiser's dashboard is open on the laptop before the door scans
    await o.goto(`/event/manage/${eventId}`);
    await o.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await expect.poll(() => o.locator('[data-counter="confirmed"]').textContent(), { timeout: 15_000 }).toBe('1');
    expect(await o.locator('[data-counter="checked_in"]').textContent()).toBe('0');

    camera = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const door = await newPage(camera, { width: 390, height: 844 });
    const d = door.page;
    const doorErrors = collectPageErrors(d);
    await signIn(d, E2E_ADMIN.login, E2E_ADMIN.password);
    await d.goto(`/event/manage/${eventId}?tab=checkIn`);
    await d.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await d.getByRole('button', { name: 'Scan with camera' }).click();
    await d.getByText('Checked in: Rahul Verma — General admission').waitFor({ timeout: 30_000 });
    await d.screenshot({ path: screenshotPath('events-check-in-390') });

    // the dashboard on the laptop counts him without a reload ('event:attendance')
    await expect.poll(() => o.locator('[data-counter="checked_in"]').textContent(), { timeout: 15_000 }).toBe('1');
    await o.getByRole('cell', { name: 'Rahul Verma' }).waitFor();
    await expectNoSeriousA11yViolations(o, '/event/manage/:id with a checked-in registrant');
    await o.screenshot({ path: screenshotPath('events-dashboard-1280'), fullPage: true });

    expect([...organiserErrors, ...priyaErrors, ...rahulErrors, ...doorErrors]).toEqual([]);
  }, 240_000);
});
