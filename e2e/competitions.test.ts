import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { collectPageErrors, E2E_ADMIN, launchBrowser, newPage, screenshotPath, signIn } from './browser.ts';

const TITLE = 'Kisan Tech Pitch Challenge 2026';
const JUDGE_1 = { username: 'anil.gupta', email: 'anil.gupta@example.in', password: 'mandi-prices-of-nashik-3' };
const JUDGE_2 = { username: 'sunita.reddy', email: 'sunita.reddy@example.in', password: 'millets-from-anantapur-5' };
const LEAD_1 = { username: 'asha.verma', email: 'asha.verma@example.in', password: 'drip-lines-in-jalna-8' };
const LEAD_2 = { username: 'rohan.das', email: 'rohan.das@example.in', password: 'jute-bags-of-howrah-2' };
const TEAM_1 = 'Jal Shakti Labs';
const TEAM_2 = 'Krishi Mitra';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

interface Assignment {
  assignment_id: number;
  round_id: number;
  status: string;
  application: { application_id: number; team_name: string };
  scores: Record<string, number>;
}

/** "2026-11-26T15:04" — a datetime-local value `minutes` from now, in IST. */
function istInput(minutes: number): string {
  return new Date(Date.now() + minutes * 60_000 + 330 * 60_000).toISOString().slice(0, 16);
}

/**
 * Issue 23, competitions: the administrator creates a competition with two rounds and two judges
 * on the organiser's screen and opens it; two teams apply (one with a pitch deck); judging starts;
 * judge 1 saves a partial score, reloads and finds it; both judges submit; the organiser moves one
 * team to the final, the judges score it, the organiser publishes the results; a team member sees
 * the result and the leaderboard. The teams' and judges' steps that are not the point go through the API.
 */
describe('competitions: set up, apply, judge in two rounds, publish results', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function call<T>(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
    const res = await page.request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
    expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }
  const queue = (page: Page, id: number) => call<Assignment[]>(page, 'GET', `/api/competitions/${id}/judging`);
  const SCORES = { problem: 5, market: 4, team: 4 };
  const LOWER = { problem: 3, market: 2, team: 3 };

  it('runs a two-round competition from setup to the leaderboard', async () => {
    const admin = await newPage(browser);
    const o = admin.page;
    const errors = collectPageErrors(o);
    await signIn(o, E2E_ADMIN.login, E2E_ADMIN.password);
    const roles = await call<{ data: { role_id: number }[] }>(
      o,
      'GET',
      `/api/user/roles/getAll?filterFields=${encodeURIComponent(JSON.stringify({ role_name: 'Entrepreneur' }))}`,
    );
    const entrepreneur = roles.data[0]!.role_id;
    await call(o, 'POST', '/api/auth/createMany', [
      { firstName: 'Anil', lastName: 'Gupta', ...JUDGE_1, roles: [entrepreneur] },
      { firstName: 'Sunita', lastName: 'Reddy', ...JUDGE_2, roles: [entrepreneur] },
      { firstName: 'Asha', lastName: 'Verma', ...LEAD_1, roles: [entrepreneur] },
      { firstName: 'Rohan', lastName: 'Das', ...LEAD_2, roles: [entrepreneur] },
    ]);

    // ---- the organiser's screen: setup, a file question, two rounds with both judges
    await o.goto('/competition/manage/new');
    await o.getByRole('heading', { level: 1, name: 'New competition' }).waitFor();
    await o.getByLabel('Title').fill(TITLE);
    await o
      .getByLabel('Summary')
      .fill('Pitch your farm-tech startup to agritech investors at the Bharat Startup Summit.');
    await o.getByLabel('Applications open').fill(istInput(-60));
    await o.getByLabel('Application deadline').fill(istInput(60 * 24 * 10));
    await o.getByRole('button', { name: 'Add a question' }).click();
    await o.getByRole('textbox', { name: 'Question', exact: true }).fill('Pitch deck');
    await o.getByLabel('Answer type').selectOption('file');
    await o.getByLabel('Required').uncheck();
    await o.getByRole('button', { name: 'Add a prize' }).click();
    await o.getByRole('textbox', { name: 'Prize', exact: true }).fill('Winner');
    await o.getByLabel('Reward').fill('₹5,00,000 grant and a NABARD pilot');
    await expectNoSeriousA11yViolations(o, '/competition/manage/new (setup)');
    await o.screenshot({ path: screenshotPath('competition-manage-setup-1280'), fullPage: true });

    await o.getByRole('tab', { name: 'Rounds and judges' }).click();
    await o.getByRole('button', { name: 'Add a round' }).click();
    const rounds = o.locator('main li').filter({ has: o.getByRole('heading', { level: 3 }) });
    for (const [index, judges] of [
      [0, ['Anil Gupta', 'Sunita Reddy']],
      [1, ['Anil Gupta', 'Sunita Reddy']],
    ] as const) {
      const round = rounds.nth(index);
      if (index === 0) await round.getByLabel('Teams that move on').fill('1');
      await round.getByRole('button', { name: 'Choose judges' }).click();
      const dialog = o.getByRole('dialog');
      for (const name of judges) {
        await dialog.getByRole('searchbox').fill(name);
        await dialog.getByRole('button', { name }).click();
      }
      await dialog.getByRole('button', { name: 'Done' }).click();
      await round.getByRole('list', { name: 'Judges' }).getByText('Sunita Reddy').waitFor();
    }
    await o.screenshot({ path: screenshotPath('competition-manage-rounds-1280'), fullPage: true });
    await o.getByRole('button', { name: 'Create competition' }).click();
    await o.waitForURL(/\/competition\/manage\/\d+\?tab=rounds/);
    const id = Number(/manage\/(\d+)/.exec(o.url())![1]);
    await o.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    await o.getByRole('button', { name: 'Open applications' }).click();
    await o
      .getByRole('dialog', { name: 'Open applications?' })
      .getByRole('button', { name: 'Open applications' })
      .click();
    await o.getByText('Applications are open.').first().waitFor();

    // ---- two teams apply (the API): one with its pitch deck
    const lead1 = await newPage(browser);
    await signIn(lead1.page, LEAD_1.username, LEAD_1.password);
    const deck = await lead1.page.request.post('/api/uploads', {
      multipart: {
        purpose: 'competition',
        file: { name: 'jal-shakti-deck.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(deck.ok(), await deck.text()).toBe(true);
    const { upload_id } = (await deck.json()) as { upload_id: number };
    const form = await call<{ form: { key: string }[] }>(lead1.page, 'GET', `/api/competitions/${id}`);
    const deckKey = form.form[0]!.key;
    await call(lead1.page, 'POST', `/api/competitions/${id}/applications`, {
      team_name: TEAM_1,
      answers: { [deckKey]: upload_id },
      submit: true,
    });
    const lead2 = await newPage(browser);
    await signIn(lead2.page, LEAD_2.username, LEAD_2.password);
    await call(lead2.page, 'POST', `/api/competitions/${id}/applications`, { team_name: TEAM_2, submit: true });

    // ---- the organiser reads the applications and starts judging
    await o.getByRole('tab', { name: 'Applications' }).click();
    await o.getByRole('button', { name: `Open ${TEAM_1}` }).click();
    await o.getByRole('dialog', { name: TEAM_1 }).getByText('jal-shakti-deck.pdf').waitFor();
    await o.keyboard.press('Escape');
    await o.getByRole('button', { name: 'Start judging' }).click();
    await o.getByRole('dialog', { name: 'Start judging?' }).getByRole('button', { name: 'Start judging' }).click();
    await o.getByText('Judging has started.').first().waitFor();

    // ---- judge 1 saves part of a score, reloads and finds it, then both judges submit
    const judge1 = await newPage(browser);
    const j1 = judge1.page;
    await signIn(j1, JUDGE_1.username, JUDGE_1.password);
    const judge2 = await newPage(browser);
    await signIn(judge2.page, JUDGE_2.username, JUDGE_2.password);
    await j1.goto(`/competition/${id}/judge`);
    const problem = j1.getByRole('radiogroup', { name: 'Problem: score from 1 to 5' });
    // the scale's radios are visually hidden inside their labels: a person clicks the label
    await problem.getByText('5', { exact: true }).click();
    await j1.getByText('Saved', { exact: true }).waitFor();
    await j1.reload();
    expect(
      await j1
        .getByRole('radiogroup', { name: 'Problem: score from 1 to 5' })
        .getByLabel('5', { exact: true })
        .isChecked(),
    ).toBe(true);
    await expectNoSeriousA11yViolations(j1, '/competition/:id/judge with a saved score');
    const saved = await queue(j1, id);
    expect(saved.some((a) => a.scores.problem === 5 && a.status === 'assigned')).toBe(true);
    for (const page of [j1, judge2.page]) {
      for (const a of await queue(page, id)) {
        const scores = a.application.team_name === TEAM_1 ? SCORES : LOWER;
        await call(page, 'PUT', `/api/competitions/assignments/${a.assignment_id}/score`, { scores, final: true });
      }
    }

    // ---- the organiser sees the standings and moves the top team on to the final
    await o.getByRole('tab', { name: 'Judging' }).click();
    await o.getByText('4 of 4 scores submitted').waitFor();
    expect(await o.getByRole('checkbox', { name: `${TEAM_1} moves on` }).isChecked()).toBe(true);
    expect(await o.getByRole('checkbox', { name: `${TEAM_2} moves on` }).isChecked()).toBe(false);
    await expectNoSeriousA11yViolations(o, '/competition/manage (judging)');
    await o.screenshot({ path: screenshotPath('competition-manage-judging-1280'), fullPage: true });
    await o.getByRole('button', { name: 'Advance 1 team' }).click();
    const advance = o.getByRole('dialog', { name: 'Move teams on?' });
    await advance.getByText('1 team advances to Final, 1 stop here.').waitFor();
    await advance.getByRole('button', { name: 'Advance' }).click();
    await o.getByText('The round is decided; Final has begun.').first().waitFor();

    // ---- the judges score the final
    for (const page of [j1, judge2.page]) {
      const final = await queue(page, id);
      expect(final.map((a) => a.application.team_name)).toEqual([TEAM_1]);
      for (const a of final) {
        await call(page, 'PUT', `/api/competitions/assignments/${a.assignment_id}/score`, {
          scores: SCORES,
          final: true,
        });
      }
    }

    // ---- the organiser publishes the results
    await o.getByRole('tab', { name: 'Results' }).click();
    await o.getByRole('cell', { name: TEAM_1, exact: true }).waitFor();
    await o.getByRole('button', { name: 'Publish results' }).click();
    await o
      .getByRole('dialog', { name: 'Publish the results?' })
      .getByRole('button', { name: 'Publish results' })
      .click();
    await o.getByText('Results published.').first().waitFor();
    await o.getByRole('heading', { name: 'Leaderboard' }).waitFor();
    await o.screenshot({ path: screenshotPath('competition-manage-results-1280'), fullPage: true });

    // ---- a team member sees the result and the leaderboard
    const l = lead1.page;
    await l.goto(`/competition/${id}`);
    await l.getByText(TEAM_1).first().waitFor();
    await l.getByText('Winner').first().waitFor();
    const board = await call<unknown>(l, 'GET', `/api/competitions/${id}/leaderboard`);
    const rows = Array.isArray(board) ? board : (board as { data: unknown[] }).data;
    expect(rows).toMatchObject([{ rank: 1, team_name: TEAM_1, prize: 'Winner' }]);

    expect(errors).toEqual([]);
    for (const ctx of [admin, lead1, lead2, judge1, judge2]) await ctx.context.close();
  }, 240_000);
});
