import { READINESS_ERRORS, READINESS_KEYS } from '@ankur/shared/schemas/readiness';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { programEnrollments, programs } from '../../db/schema/programs.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, founderInside, inTenant, signIn } from '../../test/factories.ts';
import { anyAnswers, FIXTURE_ANSWERS, publishFixture } from '../../test/readiness-fixture.ts';
import { latestCompleted } from './results.repository.ts';

/** Taking a readiness assessment (issue 24): the survey state on the server, validation, 409s, scoring, who sees what. */
describe('readiness: taking an assessment', () => {
  let t: TestApp;
  let asha: string; // Entrepreneur, enrolled in the cohort
  let ravi: string; // Entrepreneur
  let temp: string; // temp role only
  let cohortId: number;
  let otherProgramId: number;
  let attemptId: number;
  let ashaId: number;

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
  const call = (method: Method, url: string, cookie: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const save = (id: number, step: number, cookie: string, answers: object, next = step + 1) =>
    call('PUT', `readiness/attempts/${id}/steps/${step}`, cookie, { answers, next_step: next });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    ashaId = await createUser(db, 'rdasha', 'Entrepreneur');
    await createUser(db, 'rdravi', 'Entrepreneur');
    await createUser(db, 'rdtemp', 'temp');
    asha = await signIn(t.app, 'rdasha');
    ravi = await signIn(t.app, 'rdravi');
    temp = await signIn(t.app, 'rdtemp');
    await inTenant(db, async (tx) => {
      await publishFixture(tx, 'investor');
      const [c, other] = await tx
        .insert(programs)
        .values([
          { program_name: 'Pune Agritech Cohort 2026', status: 'published' },
          { program_name: 'Chennai Deeptech Cohort', status: 'published' },
        ])
        .returning({ id: programs.program_id });
      cohortId = c!.id;
      otherProgramId = other!.id;
      await tx
        .insert(programEnrollments)
        .values({ user_id: ashaId, program_id: cohortId, enrollment_status: 'enrolled' });
    });
  });
  afterAll(() => t.close());

  it('the journey lists the four assessments in order (created on first use); 401 signed out, 403 for temp', async () => {
    expect((await call('GET', 'readiness', '')).statusCode).toBe(401);
    expect((await call('GET', 'readiness', temp)).statusCode).toBe(403);
    const res = await call('GET', 'readiness', asha);
    expect(res.statusCode).toBe(200);
    const journey = res.json();
    expect(journey.assessments.map((a: { key: string }) => a.key)).toEqual([...READINESS_KEYS]);
    const investor = journey.assessments[3];
    expect(investor).toMatchObject({ steps: 3, questions: 6, version: 2, in_progress: null, latest: null });
    expect(journey.assessments[0]).toMatchObject({ version: 1, in_progress: null });
  });

  it('an assessment page: the published definition, no attempt yet, my cohorts; a bad key is 400', async () => {
    const page = (await call('GET', 'readiness/investor', asha)).json();
    expect(page.definition.sections).toHaveLength(3);
    expect(page.in_progress).toBeNull();
    expect(page.in_progress_definition).toBeNull();
    expect(page.history).toEqual([]);
    expect(page.cohorts).toEqual([{ cohort_id: cohortId, name: 'Pune Agritech Cohort 2026' }]);
    expect((await call('GET', 'readiness/nope', asha)).statusCode).toBe(400);
  });

  it('starting: institute_name and the cohort are checked (400 naming the field, 404 no cohort)', async () => {
    const org = await call('POST', 'readiness/investor/attempts', asha, { response_for_type: 'organisation' });
    expect(org.statusCode).toBe(400);
    expect(org.json().message).toContain('institute_name');
    const notMine = await call('POST', 'readiness/investor/attempts', asha, {
      response_for_type: 'cohort',
      institute_name: 'Chennai Deeptech',
      cohort_id: otherProgramId,
    });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().message).toContain('cohort_id');
    expect((await call('POST', 'readiness/investor/attempts', asha, { cohort_id: 999999 })).statusCode).toBe(404);
    expect((await call('POST', 'readiness/investor/attempts', asha, { surprise: 1 })).statusCode).toBe(400);
  });

  it('start, save a step, resume on another device; a second start is 409 until restart', async () => {
    const start = await call('POST', 'readiness/investor/attempts', asha, {
      response_for_type: 'cohort',
      institute_name: 'Pune Agritech Cohort',
      cohort_id: cohortId,
    });
    expect(start.statusCode).toBe(201);
    const attempt = start.json();
    expect(attempt).toMatchObject({
      current_step: 0,
      last_saved_step: -1,
      total_steps: 3,
      form_data: {},
      is_completed: false,
      cohort_id: cohortId,
      version: 2,
    });
    attemptId = attempt.attempt_id;
    const saved = await save(attemptId, 0, asha, FIXTURE_ANSWERS[0]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ current_step: 1, last_saved_step: 0, form_data: FIXTURE_ANSWERS[0] });

    // "another device": a fresh sign-in of the same person finds it where it was left
    const other = await signIn(t.app, 'rdasha');
    const page = (await call('GET', 'readiness/investor', other)).json();
    expect(page.in_progress).toMatchObject({ attempt_id: attemptId, current_step: 1, form_data: FIXTURE_ANSWERS[0] });
    expect(page.in_progress_definition.title).toBe('Investor readiness (test)');
    const journey = (await call('GET', 'readiness', other)).json();
    expect(journey.assessments[3].in_progress).toMatchObject({ attempt_id: attemptId, last_saved_step: 0 });

    const again = await call('POST', 'readiness/investor/attempts', asha, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(READINESS_ERRORS.inProgress);
  });

  it('saving validates the step: 400 with details by question, strangers refused; idempotent; step out of range', async () => {
    const bad = await save(attemptId, 1, asha, { cofounders: 'seven', skills: [], runway: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({
      cofounders: 'Choose one of the options',
      skills: 'Answer this question',
      runway: READINESS_ERRORS.strangerAnswer,
    });
    expect((await save(attemptId, 3, asha, {})).statusCode).toBe(400);
    expect((await save(attemptId, 1, asha, { cofounders: 'two' })).json().details).toEqual({
      skills: 'Answer this question',
    });
    // nothing of the refused saves was kept
    const page = (await call('GET', 'readiness/investor', asha)).json();
    expect(page.in_progress.form_data).toEqual(FIXTURE_ANSWERS[0]);
    // the same step twice is harmless; going back keeps last_saved_step
    const first = (await save(attemptId, 1, asha, FIXTURE_ANSWERS[1])).json();
    const second = (await save(attemptId, 1, asha, FIXTURE_ANSWERS[1])).json();
    expect(second.form_data).toEqual(first.form_data);
    expect(second).toMatchObject({ last_saved_step: 1, current_step: 2 });
    const back = (await save(attemptId, 0, asha, { customers: 2, interviews: 10 }, 0)).json();
    expect(back).toMatchObject({ last_saved_step: 1, current_step: 0 });
    // a blank optional answer replaces the old one: the step is whole
    expect(back.form_data.notes).toBeNull();
    expect((await save(attemptId, 0, asha, FIXTURE_ANSWERS[0], 99)).json().current_step).toBe(2);
  });

  it('another person (or another tenant) cannot read or write the attempt: 404', async () => {
    expect((await call('GET', `readiness/attempts/${attemptId}`, ravi)).statusCode).toBe(404);
    expect((await save(attemptId, 2, ravi, FIXTURE_ANSWERS[2])).statusCode).toBe(404);
    expect((await call('POST', `readiness/attempts/${attemptId}/submit`, ravi)).statusCode).toBe(404);
    const outsider = await founderInside(t.app, t.database.db, 'rdtenant', 'rdfounder');
    expect((await call('GET', `readiness/attempts/${attemptId}`, outsider)).statusCode).toBe(404);
    // the other tenant gets its own four assessments, with the built-in version 1
    const theirs = (await call('GET', 'readiness', outsider)).json();
    expect(theirs.assessments[3]).toMatchObject({ version: 1, in_progress: null });
    expect((await call('GET', 'readiness/attempts/999999', asha)).statusCode).toBe(404);
  });

  it('submitting needs every step (400 names the first failing step), then scores it as worked out by hand', async () => {
    const early = await call('POST', `readiness/attempts/${attemptId}/submit`, asha);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(READINESS_ERRORS.stepProblems(2, 'Your funding'));
    expect(early.json().details).toEqual({ runway: 'Answer this question' });
    expect((await save(attemptId, 2, asha, FIXTURE_ANSWERS[2], 2)).statusCode).toBe(200);
    const res = await call('POST', `readiness/attempts/${attemptId}/submit`, asha);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.attempt.is_completed).toBe(true);
    expect(detail.attempt.submitted_at).not.toBeNull();
    const result = detail.attempt.result;
    expect(result.overall).toBe(65);
    expect(result.band).toBe('ready');
    expect(result.level).toBeNull();
    expect(result.dimensions.map((d: { id: string; score: number }) => [d.id, d.score])).toEqual([
      ['market', 2.1],
      ['team', 3.8],
      ['funding', 5],
    ]);
    expect(result.dimensions[0].explanation).toBe('Talk to twenty customers before you build more.');
    expect(result.summary).toContain('65/100');
    expect(result.summary).toContain('Market validation');
    expect(detail.previous).toEqual([]);
    expect(detail.title).toBe('Investor readiness (test)');
    expect(Array.isArray(detail.pathway)).toBe(true);
  });

  it('a submitted attempt is closed: saving or submitting again is 409', async () => {
    expect((await save(attemptId, 0, asha, FIXTURE_ANSWERS[0])).statusCode).toBe(409);
    expect((await call('POST', `readiness/attempts/${attemptId}/submit`, asha)).statusCode).toBe(409);
  });

  it('history and previous: a second attempt shows the first side by side; restart abandons an unfinished one', async () => {
    const a2 = (await call('POST', 'readiness/investor/attempts', asha, {})).json();
    expect(a2.response_for_type).toBe('self');
    await save(a2.attempt_id, 0, asha, FIXTURE_ANSWERS[0]);
    const restarted = await call('POST', 'readiness/investor/attempts', asha, { restart: true });
    expect(restarted.statusCode).toBe(201);
    const a3 = restarted.json();
    expect(a3.attempt_id).not.toBe(a2.attempt_id);
    expect(a3.form_data).toEqual({});
    // the abandoned one is closed
    const stale = await save(a2.attempt_id, 1, asha, FIXTURE_ANSWERS[1]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(READINESS_ERRORS.abandoned);
    const better = [
      { customers: 5, interviews: 40, notes: null },
      { cofounders: 'three', skills: ['tech'] },
      { runway: 4 },
    ];
    for (const [i, answers] of better.entries())
      expect((await save(a3.attempt_id, i, asha, answers)).statusCode).toBe(200);
    const detail = (await call('POST', `readiness/attempts/${a3.attempt_id}/submit`, asha)).json();
    expect(detail.attempt.result.overall).toBe(94);
    expect(detail.previous.map((p: { attempt_id: number }) => p.attempt_id)).toEqual([attemptId]);
    expect(detail.previous[0].result.overall).toBe(65);
    // the first attempt's previous is empty (only earlier ones)
    expect((await call('GET', `readiness/attempts/${attemptId}`, asha)).json().previous).toEqual([]);
    const page = (await call('GET', 'readiness/investor', asha)).json();
    expect(page.history.map((h: { attempt_id: number }) => h.attempt_id)).toEqual([a3.attempt_id, attemptId]);
    expect(page.in_progress).toBeNull();
    const journey = (await call('GET', 'readiness', asha)).json();
    expect(journey.assessments[3].latest).toMatchObject({ attempt_id: a3.attempt_id, overall: 94, band: 'strong' });
    // what the Engine and the workspace read: the latest result, the contract's fields only
    const latest = await inTenant(t.database.db, (tx) => latestCompleted(tx, ashaId, 'investor'));
    expect(latest?.attempt_id).toBe(a3.attempt_id);
    expect(Object.keys(latest?.result ?? {}).sort()).toEqual(['band', 'dimensions', 'level', 'overall', 'summary']);
    expect(await inTenant(t.database.db, (tx) => latestCompleted(tx, ashaId, 'idea'))).toBeNull();
  });

  it('an unfinished attempt keeps its version when a new one is published', async () => {
    const started = (await call('POST', 'readiness/technology/attempts', ravi, {})).json();
    expect(started.version).toBe(1);
    const first = (await call('GET', 'readiness/technology', ravi)).json().in_progress_definition;
    await inTenant(t.database.db, (tx) => publishFixture(tx, 'technology'));
    const page = (await call('GET', 'readiness/technology', ravi)).json();
    expect(page.version).toBe(2);
    expect(page.in_progress.version).toBe(1);
    expect(page.in_progress_definition).toEqual(first);
    // its steps are checked against its own version: the fixture's step 0 is not its step 0
    const step0 = anyAnswers(first.sections[0]);
    expect((await save(started.attempt_id, 0, ravi, FIXTURE_ANSWERS[0])).statusCode).toBe(400);
    expect((await save(started.attempt_id, 0, ravi, step0)).statusCode).toBe(200);
  });

  it('concurrent first calls in a new tenant create its four assessments once; concurrent starts give one attempt', async () => {
    const founder = await founderInside(t.app, t.database.db, 'rdrace', 'rdracer');
    const journeys = await Promise.all([1, 2, 3, 4].map(() => call('GET', 'readiness', founder)));
    for (const res of journeys) {
      expect(res.statusCode).toBe(200);
      expect(res.json().assessments.map((a: { version: number }) => a.version)).toEqual([1, 1, 1, 1]);
    }
    const starts = await Promise.all([1, 2, 3].map(() => call('POST', 'readiness/idea/attempts', founder, {})));
    expect(starts.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('one journey page is a constant number of queries whatever the history', async () => {
    if (!t.database.pglite) return;
    const pg = t.database.pglite as unknown as { _runExclusiveQuery: (fn: () => Promise<unknown>) => Promise<unknown> };
    const queriesOf = async (cookie: string) => {
      const original = pg._runExclusiveQuery.bind(pg);
      let n = 0;
      const spy = vi.spyOn(pg, '_runExclusiveQuery').mockImplementation((fn) => {
        n += 1;
        return original(fn);
      });
      const res = await call('GET', 'readiness', cookie);
      spy.mockRestore();
      expect(res.statusCode).toBe(200);
      return n;
    };
    // ravi: nothing taken; asha: two results and an abandoned attempt (each read once first: a
    // session's occasional touch is not the page's)
    await queriesOf(asha);
    await queriesOf(ravi);
    expect(await queriesOf(asha)).toBe(await queriesOf(ravi));
  });
});
