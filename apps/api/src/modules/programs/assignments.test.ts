import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/access.ts';
import { assignmentSubmissions, courses, modules, units } from '../../db/schema/programs.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, founderInside, inTenant, signIn } from '../../test/factories.ts';
import { NO_SUCH_SUBMISSION, NOT_AN_ASSIGNMENT, NOT_YOUR_UPLOAD } from './assignments.service.ts';
import { NO_SUCH_PROGRAM } from './programs.service.ts';
import { NO_SUCH_UNIT, NOT_ENROLLED } from './progress.service.ts';

/**
 * Assignments (issue 8): a learner submits text and/or an uploaded file, which completes the
 * unit; a program manager reviews it, and asking for changes reopens the unit.
 */
describe('programs: assignments', () => {
  let t: TestApp;
  let dataDir: string;
  let asha: string;
  let ashaId: number;
  let ravi: string;
  let meera: string;
  let manager: string;
  let assignment: number;
  let lesson: number;
  let foreignAssignment: number;
  const PROGRAM = 2;

  type Method = 'GET' | 'POST' | 'PUT';
  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${url}`, headers: cookie ? { cookie } : {}, payload: payload as object });
  const submit = (payload: unknown, cookie = asha, unitId = assignment, program = PROGRAM) =>
    call('POST', `programs/${program}/units/${unitId}/submissions`, cookie, payload);
  const mine = (cookie = asha, unitId = assignment) =>
    call('GET', `programs/${PROGRAM}/units/${unitId}/submissions/mine`, cookie);
  const review = (id: number, payload: unknown, cookie = manager, program = PROGRAM) =>
    call('POST', `programs/${program}/submissions/${id}/review`, cookie, payload);
  const completed = async (cookie = asha) =>
    (await call('GET', `programs/progress/${PROGRAM}`, cookie)).json().completed_unit_ids as number[];
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
  /** POST uploads as a browser's FormData sends it: purpose, then one text file. */
  const uploadFile = async (cookie: string, purpose: 'unit' | 'submission', name = 'answer.txt') => {
    const boundary = 'ankurboundary';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\nmy work\r\n` +
      `--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { upload_id: number; url: string };
  };
  const enrol = async (cookie: string, userId: number) => {
    const res = await call('POST', 'programs-enrolled/createProgramEnrolled', cookie, {
      user_id: userId,
      program_id: PROGRAM,
    });
    expect(res.statusCode, res.body).toBe(201);
    const ok = await call('PUT', `programs-enrolled/updateProgramEnrolled/${res.json().enrollment_id}`, manager, {
      enrollment_status: 'enrolled',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ankur-assignments-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    ashaId = await createUser(t.database.db, 'asha', 'Entrepreneur');
    const raviId = await createUser(t.database.db, 'ravi', 'Entrepreneur');
    await createUser(t.database.db, 'meera', 'Entrepreneur');
    await createUser(t.database.db, 'cohort', 'Cohort Manager');
    asha = await signIn(t.app, 'asha');
    ravi = await signIn(t.app, 'ravi');
    meera = await signIn(t.app, 'meera');
    manager = await signIn(t.app, 'cohort');
    await enrol(asha, ashaId);
    await enrol(ravi, raviId);
    assignment = (await unitsOf(PROGRAM, 'assignment'))[0]!;
    lesson = (await unitsOf(PROGRAM, 'lesson'))[0]!;
    foreignAssignment = (await unitsOf(1, 'assignment'))[0]!;
    expect([assignment, lesson, foreignAssignment].every(Boolean)).toBe(true);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signed out: 401 on every call', async () => {
    expect((await submit({ body: 'x' }, '')).statusCode).toBe(401);
    expect((await mine('')).statusCode).toBe(401);
    expect((await call('GET', `programs/${PROGRAM}/submissions`)).statusCode).toBe(401);
    expect((await review(1, { status: 'approved' }, '')).statusCode).toBe(401);
  });

  it('not enrolled: 403; not an assignment, or not in this program: 404; nothing stored', async () => {
    const res = await submit({ body: 'my answer' }, meera);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(NOT_ENROLLED);
    const notAssignment = await submit({ body: 'x' }, asha, lesson);
    expect(notAssignment.statusCode).toBe(404);
    expect(notAssignment.json().message).toBe(NOT_AN_ASSIGNMENT);
    expect((await mine(asha, lesson)).json().message).toBe(NOT_AN_ASSIGNMENT);
    expect((await submit({ body: 'x' }, asha, foreignAssignment)).json().message).toBe(NO_SUCH_UNIT);
    expect((await submit({ body: 'x' }, asha, assignment, 999999)).statusCode).toBe(404);
    expect(await inTenant(t.database.db, (tx) => tx.select().from(assignmentSubmissions))).toEqual([]);
  });

  it('an empty submission, or a file that is not the caller’s own submission upload: 400', async () => {
    const empty = await submit({ body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Invalid body.body: write an answer or attach a file');
    const raviFile = await uploadFile(ravi, 'submission');
    const unitFile = await uploadFile(manager, 'unit', 'brief.txt');
    const managerOwn = await submit({ upload_id: unitFile.upload_id }, manager);
    expect(managerOwn.statusCode).toBe(403); // the manager is not enrolled
    for (const upload_id of [raviFile.upload_id, unitFile.upload_id, 999999]) {
      const res = await submit({ body: 'see file', upload_id });
      expect(res.statusCode, String(upload_id)).toBe(400);
      expect(res.json().message).toBe(NOT_YOUR_UPLOAD);
    }
    expect((await submit({ body: 'x', extra: 1 })).statusCode).toBe(400);
    expect(await completed()).not.toContain(assignment);
  });

  it('submitting text, then a file: 201 each, audited, and the unit is complete', async () => {
    const text = await submit({ body: '  First draft  ' });
    expect(text.statusCode, text.body).toBe(201);
    expect(text.json()).toEqual({
      submission_id: expect.any(Number),
      user_id: ashaId,
      program_id: PROGRAM,
      unit_id: assignment,
      body: 'First draft',
      upload: null,
      status: 'submitted',
      feedback: null,
      reviewed_at: null,
      created_at: expect.any(String),
    });
    expect(await completed()).toContain(assignment);
    const file = await uploadFile(asha, 'submission', 'Final answer.txt');
    const withFile = await submit({ upload_id: file.upload_id });
    expect(withFile.statusCode, withFile.body).toBe(201);
    expect(withFile.json()).toMatchObject({
      body: null,
      upload: { upload_id: file.upload_id, file_name: 'Final answer.txt', purpose: 'submission', url: file.url },
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'assignment_submissions'), eq(auditLog.actor_id, ashaId)));
    expect(audits).toHaveLength(2);
    await submit({ body: 'ravi answer' }, ravi);
  });

  it('mine: only the caller’s own submissions, newest first', async () => {
    const res = await mine();
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((s: { body: string | null }) => s.body)).toEqual([null, 'First draft']);
    expect((await mine(ravi)).json().items.map((s: { body: string }) => s.body)).toEqual(['ravi answer']);
    expect((await mine(meera)).json()).toEqual({ items: [] });
  });

  it('managers list a program’s submissions with who and which unit; learners get 403', async () => {
    expect((await call('GET', `programs/${PROGRAM}/submissions`, asha)).statusCode).toBe(403);
    const res = await call('GET', `programs/${PROGRAM}/submissions`, manager);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { learner_name: string; unit_name: string; body: string | null }[];
    expect(items.map((s) => [s.learner_name, s.body])).toEqual([
      ['ravi Tester', 'ravi answer'],
      ['asha Tester', null],
      ['asha Tester', 'First draft'],
    ]);
    const [unit] = await inTenant(t.database.db, (tx) => tx.select().from(units).where(eq(units.unit_id, assignment)));
    expect(new Set(items.map((s) => s.unit_name))).toEqual(new Set([unit!.unit_name]));
    expect((await call('GET', `programs/1/submissions`, manager)).json()).toEqual({ items: [] });
    expect((await call('GET', `programs/999999/submissions`, manager)).json().message).toBe(NO_SUCH_PROGRAM);
    const bad = await call('GET', `programs/${PROGRAM}/submissions?status=lost`, manager);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid querystring\.status/);
  });

  it('asking for changes needs feedback, reopens the unit, and the manager can read the file', async () => {
    const [latest, first] = (await mine()).json().items as { submission_id: number; upload: { url: string } }[];
    expect((await review(latest!.submission_id, { status: 'approved' }, asha)).statusCode).toBe(403);
    const noFeedback = await review(latest!.submission_id, { status: 'changes_requested' });
    expect(noFeedback.statusCode).toBe(400);
    expect(noFeedback.json().message).toBe('Invalid body.feedback: say what to change');
    // an older submission does not reopen the unit while a newer one stands
    const older = await review(first!.submission_id, { status: 'changes_requested', feedback: 'Too short' });
    expect(older.statusCode, older.body).toBe(200);
    expect(await completed()).toContain(assignment);

    const res = await review(latest!.submission_id, { status: 'changes_requested', feedback: ' Add numbers ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'changes_requested',
      feedback: 'Add numbers',
      reviewed_at: expect.any(String),
      upload: { url: latest!.upload.url },
    });
    expect(await completed()).not.toContain(assignment);
    expect((await call('GET', latest!.upload.url.slice(5), manager)).body).toBe('my work');
    const [row] = await inTenant(t.database.db, (tx) =>
      tx.select().from(assignmentSubmissions).where(eq(assignmentSubmissions.submission_id, latest!.submission_id)),
    );
    expect(row?.reviewed_by).not.toBeNull();
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'assignment_submissions'), eq(auditLog.record_id, latest!.submission_id)));
    expect(audits.map((a) => [a.action, a.changes])).toContainEqual([
      'update',
      { status: { from: 'submitted', to: 'changes_requested' }, feedback: { from: null, to: 'Add numbers' } },
    ]);
    const pending = await call('GET', `programs/${PROGRAM}/submissions?status=changes_requested`, manager);
    expect(pending.json().items).toHaveLength(2);
  });

  it('approving completes the unit again; a new submission starts submitted', async () => {
    const [latest] = (await mine()).json().items as { submission_id: number }[];
    const res = await review(latest!.submission_id, { status: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', feedback: null });
    expect(await completed()).toContain(assignment);
    const again = await submit({ body: 'Second version' });
    expect(again.json().status).toBe('submitted');
  });

  it('a submission reviewed through another program, or unknown: 404', async () => {
    const [latest] = (await mine()).json().items as { submission_id: number }[];
    const other = await review(latest!.submission_id, { status: 'approved' }, manager, 1);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(NO_SUCH_SUBMISSION);
    expect((await review(999999, { status: 'approved' })).statusCode).toBe(404);
  });

  it('another tenant’s session sees nothing of the platform’s submissions', async () => {
    const inside = await founderInside(t.app, t.database.db, 'assignment-labs');
    expect((await call('GET', `programs/${PROGRAM}/submissions`, inside)).statusCode).toBe(404);
    const [latest] = (await mine()).json().items as { submission_id: number }[];
    expect((await review(latest!.submission_id, { status: 'approved' }, inside)).statusCode).toBe(404);
    expect((await submit({ body: 'x' }, inside)).statusCode).toBe(404);
  });
});
