import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, inTenant, signIn } from '../../test/factories.ts';

/**
 * Competitions (issue 23), one competition's whole life: setup and its checks, applications with
 * team and form rules and the deadline, judging (assignments, a judge sees only their own, a save
 * survives, a conflict is handed on), standings, advancing to a second round, results, the
 * leaderboard and a verifiable winner's certificate.
 */
describe('competitions: setup, applications, judging, results', () => {
  let t: TestApp;
  let dataDir: string;
  const start = new Date(Date.now() + 864e5);
  const clock = manualClock(start);
  const at = (hours: number) => new Date(start.getTime() + hours * 3600e3).toISOString();
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};
  let compId: number;
  let round1: number;
  let round2: number;
  let app1: number;
  let app3: number;
  let deckUrl: string;

  type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, who?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: who ? { cookie: cookies[who]! } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const uploadAs = async (who: string, name: string, type: string) => {
    const boundary = '----compTest';
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\ncompetition\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n%PDF-1.4 deck\r\n--${boundary}--\r\n`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie: cookies[who]!, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { upload_id: number; url: string };
  };
  const rubric1 = [
    { key: 'problem', name: 'Problem', weight: 2, scale_max: 5 },
    { key: 'market', name: 'Market', weight: 1, scale_max: 5 },
  ];
  const setup = () => ({
    title: 'Bharat Agritech Pitch Challenge',
    summary: 'Pitch your farm-tech startup to a jury in Pune',
    description_html: '<p>Three minutes, five slides.</p><script>alert(1)</script>',
    opens_at: at(-1),
    closes_at: at(48),
    team_min: 1,
    team_max: 2,
    form: [
      { key: 'sector', label: 'Sector', kind: 'choice', options: ['Agritech', 'Fintech'], required: true },
      { key: 'problem', label: 'The problem you solve', kind: 'long_text', required: true, max_length: 500 },
      { key: 'pitch_deck', label: 'Pitch deck', kind: 'file' },
    ],
    rounds: [
      {
        name: 'Screening',
        rubric: rubric1,
        judge_ids: [ids.judge1, ids.judge2],
        judges_per_application: 1,
        advance_count: 1,
      },
      {
        name: 'Final',
        rubric: [...rubric1, { key: 'pitch', name: 'Pitch', weight: 1, scale_max: 10 }],
        judge_ids: [ids.judge1, ids.judge2],
        judges_per_application: 2,
      },
    ],
    prizes: [{ rank: 1, title: 'Winner', reward: '₹2,00,000 grant' }],
  });
  const notes = async (who: string) =>
    ((await call('GET', 'notifications', who)).json().data as { title: string }[]).map((n) => n.title);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ankur-comp-'));
    t = await createTestApp({ DATA_DIR: dataDir }, { clock });
    const people: [string, string][] = [
      ['organiser', 'Cohort Manager'],
      ['judge1', 'Expert'],
      ['judge2', 'Expert'],
      ['lead', 'Entrepreneur'],
      ['member', 'Entrepreneur'],
      ['solo', 'Entrepreneur'],
      ['other', 'Entrepreneur'],
    ];
    for (const [name, role] of people) {
      ids[name] = await createUser(t.database.db, `comp_${name}`, role);
      cookies[name] = await signIn(t.app, `comp_${name}`);
    }
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('an organiser starts a draft (Event create suffices); checks name the field; drafts are theirs alone', async () => {
    expect((await call('POST', 'competitions', 'lead', setup())).statusCode).toBe(403);
    const early = await call('POST', 'competitions', 'organiser', { ...setup(), closes_at: at(-2) });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain('body.closes_at');
    const team = await call('POST', 'competitions', 'organiser', { ...setup(), team_min: 3, team_max: 2 });
    expect(team.json().message).toContain('body.team_max');
    const judges = setup();
    judges.rounds[0]!.judge_ids = [999999];
    expect((await call('POST', 'competitions', 'organiser', judges)).json().message).toContain(
      'body.rounds.0.judge_ids',
    );
    const res = await call('POST', 'competitions', 'organiser', setup());
    expect(res.statusCode).toBe(201);
    const c = res.json();
    compId = c.competition_id;
    round1 = c.rounds[0].round_id;
    round2 = c.rounds[1].round_id;
    expect(c.status).toBe('draft');
    expect(c.description_html).not.toContain('script');
    expect(c.rounds[0].judges.map((j: { user_id: number }) => j.user_id).sort()).toEqual(
      [ids.judge1, ids.judge2].sort(),
    );
    expect((await call('GET', `competitions/${compId}`, 'lead')).statusCode).toBe(404);
    const list = (await call('GET', 'competitions', 'lead')).json();
    expect(list.data.some((x: { competition_id: number }) => x.competition_id === compId)).toBe(false);
    const mine = (await call('GET', 'competitions?mine=organising', 'organiser')).json();
    expect(mine.data[0]).toMatchObject({ competition_id: compId, can_manage: true });
    // nobody applies to a draft
    expect((await call('POST', `competitions/${compId}/applications`, 'lead', { team_name: 'Early' })).statusCode).toBe(
      404,
    );
  });

  it('opens: listed, searchable; the lead applies with a team, a deck and answers checked per field', async () => {
    const opened = await call('POST', `competitions/${compId}/transition`, 'organiser', { action: 'open' });
    expect(opened.json().status).toBe('open');
    // judges are listed to organisers only
    expect((await call('GET', `competitions/${compId}`, 'lead')).json().rounds[0].judges).toEqual([]);
    const indexed = await inTenant(t.database.db, async (tx) => {
      const r = (await tx.execute(
        sql`select count(*)::int as n from search_documents where kind = 'competition' and ref_id = ${compId}`,
      )) as unknown as { rows: { n: number }[] };
      return r.rows[0]!.n;
    });
    expect(indexed).toBe(1);

    const deck = await uploadAs('lead', 'deck.pdf', 'application/pdf');
    const othersDeck = await uploadAs('other', 'theirs.pdf', 'application/pdf');
    deckUrl = deck.url;
    const answers = { sector: 'Agritech', problem: 'Cold storage is out of reach for small farmers in Nashik.' };
    const base = { team_name: 'KhetSe', member_ids: [ids.member], submit: true };
    const bad = async (payload: object, field: string) => {
      const res = await call('POST', `competitions/${compId}/applications`, 'lead', { ...base, ...payload });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toContain(field);
    };
    await bad({ answers: { ...answers, nope: 'x' } }, 'body.answers.nope');
    await bad({ answers: { ...answers, sector: 'Mining' } }, 'body.answers.sector');
    await bad({ answers: { sector: 'Agritech' } }, 'body.answers.problem');
    await bad({ answers, member_ids: [ids.member, ids.solo] }, 'body.member_ids');
    await bad({ answers: { ...answers, pitch_deck: othersDeck.upload_id } }, 'body.answers.pitch_deck');
    const res = await call('POST', `competitions/${compId}/applications`, 'lead', {
      ...base,
      answers: { ...answers, pitch_deck: deck.upload_id },
    });
    expect(res.statusCode).toBe(201);
    const a = res.json();
    app1 = a.application_id;
    expect(a).toMatchObject({ status: 'submitted', team_name: 'KhetSe', lead: { user_id: ids.lead } });
    expect(a.members.map((m: { user_id: number }) => m.user_id)).toEqual([ids.member]);
    expect(a.files).toEqual([{ key: 'pitch_deck', file_name: 'deck.pdf', url: deck.url }]);
    expect((await notes('member')).some((n) => n.includes('KhetSe'))).toBe(true);

    // one application per person; only the lead edits; members see it as theirs
    const twice = await call('POST', `competitions/${compId}/applications`, 'member', { team_name: 'Again', answers });
    expect(twice.statusCode).toBe(409);
    const edit = await call('PATCH', `competitions/applications/${app1}`, 'member', { ...base, answers });
    expect(edit.statusCode).toBe(403);
    expect(
      (await call('GET', `competitions/${compId}/applications/mine`, 'member')).json().application.application_id,
    ).toBe(app1);
    // the deck: its team reads it, an outsider does not
    expect((await t.app.inject({ method: 'GET', url: deckUrl, headers: { cookie: cookies.member! } })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: deckUrl, headers: { cookie: cookies.other! } })).statusCode).toBe(
      404,
    );

    const solo = await call('POST', `competitions/${compId}/applications`, 'solo', {
      team_name: 'GaonGrid',
      answers,
      submit: true,
    });
    app3 = solo.json().application_id;
    // a draft, then withdrawn
    const draft = await call('POST', `competitions/${compId}/applications`, 'other', {
      team_name: 'Maybe',
      answers: {},
    });
    expect(draft.json().status).toBe('draft');
    const gone = await call('POST', `competitions/applications/${draft.json().application_id}/withdraw`, 'other');
    expect(gone.json().status).toBe('withdrawn');
    const page = (await call('GET', `competitions/${compId}/applications?status=submitted`, 'organiser')).json();
    expect(page.meta.total).toBe(2);
    expect((await call('GET', `competitions/${compId}/applications`, 'lead')).statusCode).toBe(403);
  });

  it('after the deadline the lead can no longer edit and nobody applies', async () => {
    clock.advance(49 * 3600e3);
    const edit = await call('PATCH', `competitions/applications/${app1}`, 'lead', {
      team_name: 'KhetSe Late',
      answers: { sector: 'Agritech', problem: 'Still cold storage.' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('The application deadline has passed');
    expect((await call('POST', `competitions/${compId}/applications`, 'other', { team_name: 'Late' })).statusCode).toBe(
      409,
    );
  });

  it('judging starts: each application to one judge, balanced; a judge sees only their own', async () => {
    const started = await call('POST', `competitions/${compId}/transition`, 'organiser', { action: 'start_judging' });
    expect(started.statusCode).toBe(200);
    expect(started.json().rounds.map((r: { status: string }) => r.status)).toEqual(['active', 'pending']);
    const q1 = (await call('GET', `competitions/${compId}/judging`, 'judge1')).json();
    const q2 = (await call('GET', `competitions/${compId}/judging`, 'judge2')).json();
    expect(q1).toHaveLength(1);
    expect(q2).toHaveLength(1);
    const [mine1] = q1;
    const [mine2] = q2;
    expect(mine1.application.application_id).not.toBe(mine2.application.application_id);
    // another judge's assignment is not theirs to score; their file is not for the other judge
    const meddle = await call('PUT', `competitions/assignments/${mine1.assignment_id}/score`, 'judge2', {
      scores: { problem: 1 },
    });
    expect(meddle.statusCode).toBe(403);
    const deckJudge = mine1.application.application_id === app1 ? 'judge1' : 'judge2';
    const otherJudge = deckJudge === 'judge1' ? 'judge2' : 'judge1';
    expect(
      (await t.app.inject({ method: 'GET', url: deckUrl, headers: { cookie: cookies[deckJudge]! } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: deckUrl, headers: { cookie: cookies[otherJudge]! } })).statusCode,
    ).toBe(404);
  });

  it("a judge's partial save survives, bad scores name the criterion, final needs every criterion", async () => {
    const queue = (await call('GET', `competitions/${compId}/judging`, 'judge1')).json();
    const id = queue[0].assignment_id;
    const save = (payload: object) => call('PUT', `competitions/assignments/${id}/score`, 'judge1', payload);
    const partial = await save({ scores: { problem: 4 }, comment: 'Clear problem' });
    expect(partial.json()).toMatchObject({ status: 'assigned', total: null, scores: { problem: 4 } });
    const again = (await call('GET', `competitions/${compId}/judging`, 'judge1')).json();
    expect(again[0]).toMatchObject({ scores: { problem: 4 }, comment: 'Clear problem' });
    expect((await save({ scores: { problem: 6 } })).json().message).toContain('body.scores.problem');
    expect((await save({ scores: { charm: 3 } })).json().message).toContain('body.scores.charm');
    expect((await save({ scores: {}, final: true })).json().message).toContain('body.scores.market');
    const done = await save({ scores: { market: 5 }, comment: 'Clear problem', final: true });
    // (2·3/4 + 1·4/4) / 3 × 100
    expect(done.json()).toMatchObject({ status: 'scored', total: 83.33, scores: { problem: 4, market: 5 } });
  });

  it('a declared conflict is handed to the other judge and the organiser is told', async () => {
    const [mine] = (await call('GET', `competitions/${compId}/judging`, 'judge2')).json();
    const res = await call('POST', `competitions/assignments/${mine.assignment_id}/conflict`, 'judge2', {
      reason: 'I mentor this team',
    });
    expect(res.json().status).toBe('conflict');
    expect((await call('GET', `competitions/${compId}/judging`, 'judge2')).json()).toHaveLength(0);
    const q1 = (await call('GET', `competitions/${compId}/judging`, 'judge1')).json();
    expect(q1).toHaveLength(2);
    expect((await notes('organiser')).some((n) => n.includes('conflict of interest'))).toBe(true);
    const next = q1.find((a: { status: string }) => a.status === 'assigned');
    await call('PUT', `competitions/assignments/${next.assignment_id}/score`, 'judge1', {
      scores: { problem: 2, market: 2 },
      final: true,
    });
  });

  it('standings rank the round; advancing closes it and the final begins with both judges', async () => {
    expect((await call('GET', `competitions/rounds/${round1}/standings`, 'judge1')).statusCode).toBe(403);
    const s = (await call('GET', `competitions/rounds/${round1}/standings`, 'organiser')).json();
    expect(s.progress).toEqual({ assignments: 2, scored: 2, conflicts: 1 });
    expect(s.standings.map((x: { application_id: number; rank: number }) => [x.application_id, x.rank])).toEqual([
      [app1, 1],
      [app3, 2],
    ]);
    expect(s.standings[0].average).toBe(83.33);
    const bad = await call('POST', `competitions/rounds/${round1}/advance`, 'organiser', { application_ids: [999999] });
    expect(bad.json().message).toContain('body.application_ids.0');
    const res = await call('POST', `competitions/rounds/${round1}/advance`, 'organiser', { application_ids: [app1] });
    expect(res.statusCode).toBe(200);
    expect(res.json().rounds.map((r: { status: string }) => r.status)).toEqual(['closed', 'active']);
    expect((await notes('solo')).some((n) => n.includes('did not move on'))).toBe(true);
    expect((await notes('member')).some((n) => n.includes('moves on to Final'))).toBe(true);
    const finalQueue = (await call('GET', `competitions/${compId}/judging`, 'judge2')).json();
    expect(finalQueue).toHaveLength(1);
    expect(finalQueue[0].round_id).toBe(round2);
    // a begun round keeps its rubric
    const detail = (await call('GET', `competitions/${compId}`, 'organiser')).json();
    const rounds = detail.rounds.map((r: { round_id: number; name: string; rubric: unknown[] }, i: number) => ({
      round_id: r.round_id,
      name: r.name,
      rubric: i === 1 ? rubric1 : r.rubric,
      judge_ids: [ids.judge1, ids.judge2],
    }));
    const locked = await call('PATCH', `competitions/${compId}`, 'organiser', { rounds });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('A round that has begun keeps its rubric');
    // sent back unchanged (as the organiser's screen does on any edit), begun rounds are accepted
    const same = detail.rounds.map((r: { round_id: number; name: string; rubric: unknown[] }) => ({
      round_id: r.round_id,
      name: r.name,
      rubric: r.rubric,
      judge_ids: [ids.judge1, ids.judge2],
    }));
    expect((await call('PATCH', `competitions/${compId}`, 'organiser', { rounds: same })).statusCode).toBe(200);
  });

  it('results: published, everyone told, the leaderboard public, the winners’ certificates verifiable', async () => {
    for (const judge of ['judge1', 'judge2']) {
      const [a] = (await call('GET', `competitions/${compId}/judging`, judge)).json();
      const res = await call('PUT', `competitions/assignments/${a.assignment_id}/score`, judge, {
        scores: { problem: 5, market: 4, pitch: 9 },
        final: true,
      });
      expect(res.json().status).toBe('scored');
    }
    expect((await call('GET', `competitions/${compId}/leaderboard`, 'solo')).statusCode).toBe(403);
    const res = await call('POST', `competitions/${compId}/results`, 'organiser', {
      placings: [{ application_id: app1, rank: 1, prize: 'Winner' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('results_published');
    expect((await notes('solo')).some((n) => n.includes('Results of'))).toBe(true);
    const board = (await call('GET', `competitions/${compId}/leaderboard`, 'solo')).json();
    expect(board).toEqual([
      expect.objectContaining({ rank: 1, team_name: 'KhetSe', prize: 'Winner', members: expect.any(Array) }),
    ]);
    expect(board[0].members).toHaveLength(2);
    const mine = (await call('GET', `competitions/${compId}/applications/mine`, 'lead')).json().application;
    expect(mine).toMatchObject({ final_rank: 1, prize: 'Winner' });
    const certs = (await call('GET', 'certificates', 'member')).json().items;
    const cert = certs.find((c: { competition_id: number | null }) => c.competition_id === compId);
    expect(cert).toMatchObject({ award: 'Winner', program_id: null });
    const verified = await t.app.inject({ method: 'GET', url: `/api/certificates/verify/${cert.code}` });
    expect(verified.json()).toMatchObject({ valid: true, program_name: 'Winner — Bharat Agritech Pitch Challenge' });
    // a published competition is not judged again
    const [late] = (await call('GET', `competitions/${compId}/judging`, 'judge1')).json();
    expect(late).toBeUndefined();
  });
});
