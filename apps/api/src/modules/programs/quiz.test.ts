import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/access.ts';
import { courses, modules, quizAttempts, units } from '../../db/schema/programs.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, founderInside, inTenant, signIn } from '../../test/factories.ts';
import { NO_SUCH_PROGRAM } from './programs.service.ts';
import { NO_SUCH_UNIT, NOT_ENROLLED } from './progress.service.ts';
import { NOT_A_QUIZ } from './quiz.service.ts';

/**
 * Quizzes (issue 8): learners read a quiz without its answers and submit graded attempts;
 * passing completes the unit. Managers replace the questions; attempts follow the current ones.
 */
describe('programs: quizzes', () => {
  let t: TestApp;
  let asha: string;
  let meera: string;
  let manager: string;
  let quizUnit: number;
  let lessonUnit: number;
  let foreignQuiz: number;
  const PROGRAM = 2;

  type Method = 'GET' | 'POST' | 'PUT';
  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${url}`, headers: cookie ? { cookie } : {}, payload: payload as object });
  const quizUrl = (unitId = quizUnit, program = PROGRAM) => `programs/${program}/units/${unitId}/quiz`;
  const attempt = (answers: Record<string, number[]>, cookie = asha, unitId = quizUnit) =>
    call('POST', `${quizUrl(unitId)}/attempts`, cookie, { answers });
  const unitsOf = (programId: number, kind: string) =>
    inTenant(t.database.db, (tx) =>
      tx
        .select({ unit_id: units.unit_id })
        .from(units)
        .innerJoin(modules, eq(modules.module_id, units.module_id))
        .innerJoin(courses, eq(courses.course_id, modules.course_id))
        .where(and(eq(courses.program_id, programId), eq(units.unit_type, kind), eq(units.is_deleted, false)))
        .orderBy(units.unit_id),
    ).then((rows) => rows.map((r) => r.unit_id));
  const completed = async () =>
    (await call('GET', `programs/progress/${PROGRAM}`, asha)).json().completed_unit_ids as number[];
  const learnerQuestions = async () =>
    (await call('GET', quizUrl(), asha)).json().questions as { question_id: number }[];

  /** Three questions: the second has two correct options. */
  const DEFINITION = {
    passing_score: 60,
    questions: [
      { prompt: 'Capital of India?', options: ['Mumbai', 'New Delhi', 'Kolkata'], correct_options: [1] },
      {
        prompt: 'Which are UPI apps?',
        options: ['BHIM', 'Excel', 'PhonePe'],
        correct_options: [2, 0],
        explanation: 'BHIM and PhonePe both use UPI.',
      },
      { prompt: '2 + 2?', options: ['3', '4'], correct_options: [1], explanation: null },
    ],
  };

  beforeAll(async () => {
    t = await createTestApp();
    const ashaId = await createUser(t.database.db, 'asha', 'Entrepreneur');
    await createUser(t.database.db, 'meera', 'Entrepreneur');
    await createUser(t.database.db, 'cohort', 'Cohort Manager');
    asha = await signIn(t.app, 'asha');
    meera = await signIn(t.app, 'meera');
    manager = await signIn(t.app, 'cohort');
    const enrolled = await call('POST', 'programs-enrolled/createProgramEnrolled', asha, {
      user_id: ashaId,
      program_id: PROGRAM,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const approved = await call(
      'PUT',
      `programs-enrolled/updateProgramEnrolled/${enrolled.json().enrollment_id}`,
      manager,
      { enrollment_status: 'enrolled' },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    quizUnit = (await unitsOf(PROGRAM, 'quiz'))[0]!;
    lessonUnit = (await unitsOf(PROGRAM, 'lesson'))[0]!;
    foreignQuiz = (await unitsOf(1, 'quiz'))[0]!;
    expect([quizUnit, lessonUnit, foreignQuiz].every(Boolean)).toBe(true);
  });
  afterAll(() => t.close());

  it('signed out: 401 on every call', async () => {
    expect((await call('GET', quizUrl())).statusCode).toBe(401);
    expect((await call('POST', `${quizUrl()}/attempts`, undefined, { answers: {} })).statusCode).toBe(401);
    expect((await call('GET', `${quizUrl()}/questions`)).statusCode).toBe(401);
    expect((await call('PUT', `${quizUrl()}/questions`, undefined, DEFINITION)).statusCode).toBe(401);
  });

  it('a learner reads the seeded quiz without answers, with the pass mark and no attempts yet', async () => {
    const res = await call('GET', quizUrl(), meera);
    expect(res.statusCode, res.body).toBe(200);
    const quiz = res.json();
    expect(quiz).toMatchObject({ unit_id: quizUnit, passing_score: 70, attempts: [] });
    expect(quiz.questions.length).toBeGreaterThanOrEqual(3);
    for (const q of quiz.questions) {
      expect(Object.keys(q).sort()).toEqual(['multiple', 'options', 'prompt', 'question_id']);
      expect(q.multiple).toBe(false);
    }
    expect(res.body).not.toMatch(/correct_options|explanation/);
  });

  it('404 for a unit that is not a quiz, a unit of another program, an unknown program or a draft', async () => {
    const lesson = await call('GET', quizUrl(lessonUnit), asha);
    expect(lesson.statusCode).toBe(404);
    expect(lesson.json().message).toBe(NOT_A_QUIZ);
    const foreign = await call('GET', quizUrl(foreignQuiz), asha);
    expect(foreign.json().message).toBe(NO_SUCH_UNIT);
    const unknown = await call('GET', quizUrl(quizUnit, 999999), asha);
    expect(unknown.json().message).toBe(NO_SUCH_PROGRAM);
    expect((await call('GET', `${quizUrl(lessonUnit)}/questions`, manager)).json().message).toBe(NOT_A_QUIZ);
    expect((await call('PUT', `${quizUrl(foreignQuiz)}/questions`, manager, DEFINITION)).statusCode).toBe(404);
    expect((await attempt({}, asha, lessonUnit)).json().message).toBe(NOT_A_QUIZ);
    const draft = await call('POST', 'programs/createProgram', manager, { program_name: 'Draft', status: 'draft' });
    expect((await call('GET', quizUrl(quizUnit, draft.json().program_id), asha)).statusCode).toBe(404);
    expect((await call('GET', 'programs/abc/units/1/quiz', asha)).statusCode).toBe(400);
  });

  it('the questions with answers are for program managers only: 403 for learners', async () => {
    expect((await call('GET', `${quizUrl()}/questions`, asha)).statusCode).toBe(403);
    expect((await call('PUT', `${quizUrl()}/questions`, asha, DEFINITION)).statusCode).toBe(403);
    const seeded = await call('GET', `${quizUrl()}/questions`, manager);
    expect(seeded.statusCode, seeded.body).toBe(200);
    expect(seeded.json().passing_score).toBe(70);
    expect(seeded.json().questions[0]).toEqual({
      prompt: expect.any(String),
      options: expect.any(Array),
      correct_options: [expect.any(Number)],
      explanation: expect.any(String),
    });
  });

  it('PUT refuses correct options that do not exist (400 naming the question) and changes nothing', async () => {
    const before = await call('GET', `${quizUrl()}/questions`, manager);
    const bad = structuredClone(DEFINITION);
    bad.questions[1]!.correct_options = [0, 3];
    const res = await call('PUT', `${quizUrl()}/questions`, manager, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Invalid body.questions[1].correct_options: option 3 does not exist (question 2 has 3 options)',
    );
    const empty = await call('PUT', `${quizUrl()}/questions`, manager, { passing_score: 70, questions: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^Invalid body\.questions: add at least one question/);
    const noAnswer = structuredClone(DEFINITION);
    noAnswer.questions[0]!.correct_options = [];
    expect((await call('PUT', `${quizUrl()}/questions`, manager, noAnswer)).json().message).toMatch(
      /questions\[0\]\.correct_options: mark at least one correct option/,
    );
    expect((await call('GET', `${quizUrl()}/questions`, manager)).json()).toEqual(before.json());
  });

  it('PUT replaces every question and the pass mark in one go; learners see the new quiz', async () => {
    const res = await call('PUT', `${quizUrl()}/questions`, manager, DEFINITION);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      passing_score: 60,
      questions: [
        { ...DEFINITION.questions[0], explanation: null },
        { ...DEFINITION.questions[1], correct_options: [0, 2] },
        DEFINITION.questions[2],
      ],
    });
    const [unit] = await inTenant(t.database.db, (tx) => tx.select().from(units).where(eq(units.unit_id, quizUnit)));
    expect(unit?.passing_score).toBe(60);
    const learner = (await call('GET', quizUrl(), asha)).json();
    expect(learner.passing_score).toBe(60);
    expect(learner.questions.map((q: { prompt: string; multiple: boolean }) => [q.prompt, q.multiple])).toEqual([
      ['Capital of India?', false],
      ['Which are UPI apps?', true],
      ['2 + 2?', false],
    ]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'units'), eq(auditLog.record_id, quizUnit)));
    expect(audits.at(-1)?.changes).toMatchObject({ passing_score: { from: 70, to: 60 } });
  });

  it('attempts need an approved enrolment: 403 otherwise, nothing stored', async () => {
    const ids = (await learnerQuestions()).map((q) => q.question_id);
    const res = await attempt(Object.fromEntries(ids.map((id) => [id, [0]])), meera);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(NOT_ENROLLED);
    expect(await inTenant(t.database.db, (tx) => tx.select().from(quizAttempts))).toEqual([]);
  });

  it('every question must be answered with options that exist: 400 naming the question', async () => {
    const [q1, q2, q3] = (await learnerQuestions()).map((q) => q.question_id);
    const missing = await attempt({ [q1!]: [1], [q3!]: [1] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Invalid body.answers: answer question 2 ("Which are UPI apps?")');
    const noOption = await attempt({ [q1!]: [1], [q2!]: [0, 5], [q3!]: [1] });
    expect(noOption.json().message).toBe(
      `Invalid body.answers.${q2}: question 2 ("Which are UPI apps?") has no option 5`,
    );
    const stranger = await attempt({ [q1!]: [1], [q2!]: [0], [q3!]: [1], 999999: [0] });
    expect(stranger.json().message).toBe('Invalid body.answers.999999: question 999999 is not part of this quiz');
    const empty = await attempt({ [q1!]: [], [q2!]: [0], [q3!]: [1] });
    expect(empty.statusCode).toBe(400);
    // the contract's own check (at least one option), located by the errors plugin
    expect(empty.json().message).toMatch(new RegExp(`^Invalid body\\.answers\\[${q1}\\]`));
    expect((await call('POST', `${quizUrl()}/attempts`, asha, { answers: { abc: [0] } })).statusCode).toBe(400);
    expect(await inTenant(t.database.db, (tx) => tx.select().from(quizAttempts))).toEqual([]);
  });

  it('a failed attempt is graded question by question and stored; the unit stays open', async () => {
    const [q1, q2, q3] = (await learnerQuestions()).map((q) => q.question_id);
    // q2 needs both correct options: one of them, or all three, scores nothing
    const res = await attempt({ [q1!]: [1], [q2!]: [0], [q3!]: [0] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      attempt_id: expect.any(Number),
      score: 1,
      max_score: 3,
      percent: 33,
      passed: false,
      created_at: expect.any(String),
      results: [
        { question_id: q1, correct: true, correct_options: [1], explanation: null },
        { question_id: q2, correct: false, correct_options: [0, 2], explanation: 'BHIM and PhonePe both use UPI.' },
        { question_id: q3, correct: false, correct_options: [1], explanation: null },
      ],
    });
    const superset = await attempt({ [q1!]: [0], [q2!]: [0, 1, 2], [q3!]: [1] });
    expect(superset.json()).toMatchObject({ score: 1, percent: 33, passed: false });
    expect(await completed()).not.toContain(quizUnit);
  });

  it('passing (percent, rounded down, at least the pass mark) completes the unit; attempts list newest first', async () => {
    const [q1, q2, q3] = (await learnerQuestions()).map((q) => q.question_id);
    // 2 of 3 is 66%: below a pass mark of 67 ...
    await call('PUT', `${quizUrl()}/questions`, manager, { ...DEFINITION, passing_score: 67 });
    const [n1, n2, n3] = (await learnerQuestions()).map((q) => q.question_id);
    expect([n1, n2, n3]).not.toEqual([q1, q2, q3]);
    const short = await attempt({ [n1!]: [1], [n2!]: [2, 0, 2], [n3!]: [0] });
    expect(short.json()).toMatchObject({ score: 2, percent: 66, passed: false });
    expect(await completed()).not.toContain(quizUnit);
    // ... and exactly at a pass mark of 66
    await call('PUT', `${quizUrl()}/questions`, manager, { ...DEFINITION, passing_score: 66 });
    const ids = (await learnerQuestions()).map((q) => q.question_id);
    const pass = await attempt({ [ids[0]!]: [1], [ids[1]!]: [0, 2], [ids[2]!]: [0] });
    expect(pass.statusCode, pass.body).toBe(201);
    expect(pass.json()).toMatchObject({ score: 2, percent: 66, passed: true });
    expect(await completed()).toContain(quizUnit);

    const quiz = (await call('GET', quizUrl(), asha)).json();
    expect(quiz.attempts.map((a: { passed: boolean; percent: number }) => [a.percent, a.passed])).toEqual([
      [66, true],
      [66, false],
      [33, false],
      [33, false],
    ]);
    expect(quiz.attempts[0].attempt_id).toBe(pass.json().attempt_id);
    // another learner sees none of them
    expect((await call('GET', quizUrl(), meera)).json().attempts).toEqual([]);
  });

  it('after the questions change, answers to the old questions are refused', async () => {
    const old = await inTenant(t.database.db, (tx) =>
      tx
        .select()
        .from(quizAttempts)
        .where(inArray(quizAttempts.unit_id, [quizUnit])),
    );
    const oldIds = Object.keys(old[0]!.answers);
    const res = await attempt(Object.fromEntries(oldIds.map((id) => [id, [1]])));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/is not part of this quiz$/);
  });

  it('another tenant’s session sees nothing of the platform’s quizzes', async () => {
    const inside = await founderInside(t.app, t.database.db, 'quiz-labs');
    expect((await call('GET', quizUrl(), inside)).statusCode).toBe(404);
    expect((await call('GET', `${quizUrl()}/questions`, inside)).statusCode).toBe(404);
    expect((await call('PUT', `${quizUrl()}/questions`, inside, DEFINITION)).statusCode).toBe(404);
  });
});
