import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/access.ts';
import { certificates, courses, modules, programEnrollments, unitProgress, units } from '../../db/schema/programs.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTenant, createUser, enterTenant, inTenant, signIn } from '../../test/factories.ts';
import { NO_SUCH_UNIT, NOT_ENROLLED } from './progress.service.ts';

/**
 * Unit progress (issue 8): a learner records the units they complete in a program they are
 * enrolled in; completing every unit completes the enrolment, removing one reopens it. Always
 * the session's own user, always inside the session's tenant.
 */
describe('programs: unit progress', () => {
  let t: TestApp;
  let asha: string;
  let ashaId: number;
  let ravi: string;
  let meera: string;
  let manager: string;
  let ashaEnrolment: number;
  /** the live units of the seeded demo program 2 a learner ticks off, its quizzes and assignments, and one unit of program 1 */
  let unitsOf2: number[];
  let selfCompleting: number[];
  let foreignUnit: number;
  const PROGRAM = 2;

  type Method = 'GET' | 'POST' | 'DELETE' | 'PUT';
  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });
  const complete = (
    unitId: number,
    cookie: string | undefined,
    method: 'POST' | 'DELETE' = 'POST',
    program = PROGRAM,
  ) => call(method, `programs/progress/${program}/units/${unitId}/complete`, cookie);
  const unitIdsOf = (programId: number, kinds = ['lesson', 'video', 'document']) =>
    inTenant(t.database.db, (tx) =>
      tx
        .select({ unit_id: units.unit_id })
        .from(units)
        .innerJoin(modules, eq(modules.module_id, units.module_id))
        .innerJoin(courses, eq(courses.course_id, modules.course_id))
        .where(
          and(
            eq(courses.program_id, programId),
            eq(units.is_deleted, false),
            eq(modules.is_deleted, false),
            eq(courses.is_deleted, false),
            inArray(units.unit_type, kinds),
          ),
        )
        .orderBy(units.unit_id),
    ).then((rows) => rows.map((r) => r.unit_id));
  const enrolmentStatus = async (enrollmentId: number) => {
    const [row] = await inTenant(t.database.db, (tx) =>
      tx
        .select({ s: programEnrollments.enrollment_status })
        .from(programEnrollments)
        .where(eq(programEnrollments.enrollment_id, enrollmentId)),
    );
    return row?.s;
  };
  const enrol = async (cookie: string, userId: number) => {
    const res = await call('POST', 'programs-enrolled/createProgramEnrolled', cookie, {
      user_id: userId,
      program_id: PROGRAM,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().enrollment_id as number;
  };
  const approve = async (enrollmentId: number) => {
    const res = await call('PUT', `programs-enrolled/updateProgramEnrolled/${enrollmentId}`, manager, {
      enrollment_status: 'enrolled',
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    ashaId = await createUser(t.database.db, 'asha', 'Entrepreneur');
    const raviId = await createUser(t.database.db, 'ravi', 'Entrepreneur');
    await createUser(t.database.db, 'meera', 'Entrepreneur');
    await createUser(t.database.db, 'cohort', 'Cohort Manager');
    asha = await signIn(t.app, 'asha');
    ravi = await signIn(t.app, 'ravi');
    meera = await signIn(t.app, 'meera');
    manager = await signIn(t.app, 'cohort');
    ashaEnrolment = await enrol(asha, ashaId);
    await approve(await enrol(ravi, raviId));
    unitsOf2 = await unitIdsOf(PROGRAM);
    selfCompleting = await unitIdsOf(PROGRAM, ['quiz', 'assignment']);
    expect(selfCompleting.length).toBeGreaterThan(0);
    foreignUnit = (await unitIdsOf(1))[0]!;
    expect(unitsOf2.length).toBeGreaterThan(1);
    expect(foreignUnit).toBeDefined();
  });
  afterAll(() => t.close());

  it('signed out: 401 on every call', async () => {
    expect((await call('GET', `programs/progress/${PROGRAM}`)).statusCode).toBe(401);
    expect((await complete(unitsOf2[0]!, undefined)).statusCode).toBe(401);
    expect((await complete(unitsOf2[0]!, undefined, 'DELETE')).statusCode).toBe(401);
  });

  it('not enrolled, or enrolled but still pending: 403, nothing written', async () => {
    for (const cookie of [meera, asha]) {
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await complete(unitsOf2[0]!, cookie, method);
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().message).toBe(NOT_ENROLLED);
      }
    }
    expect(await inTenant(t.database.db, (tx) => tx.select().from(unitProgress))).toEqual([]);
    // reading is allowed: nothing completed yet
    const res = await call('GET', `programs/progress/${PROGRAM}`, asha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ program_id: PROGRAM, completed_unit_ids: [] });
  });

  it('a unit of another program, or an unknown program: 404', async () => {
    await approve(ashaEnrolment);
    const foreign = await complete(foreignUnit, asha);
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(foreign.json().message).toBe(NO_SUCH_UNIT);
    expect((await complete(foreignUnit, asha, 'DELETE')).statusCode).toBe(404);
    expect((await complete(999999, asha)).statusCode).toBe(404);
    expect((await complete(unitsOf2[0]!, asha, 'POST', 999999)).statusCode).toBe(404);
    expect((await call('GET', 'programs/progress/999999', asha)).statusCode).toBe(404);
    expect((await call('GET', 'programs/progress/abc', asha)).statusCode).toBe(400);
  });

  it('a draft program answers 404 to a learner; a manager sees it', async () => {
    const draft = await call('POST', 'programs/createProgram', manager, { program_name: 'Draft', status: 'draft' });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().program_id;
    expect((await call('GET', `programs/progress/${id}`, asha)).statusCode).toBe(404);
    const seen = await call('GET', `programs/progress/${id}`, manager);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ program_id: id, completed_unit_ids: [] });
  });

  it('completing a unit: 201 the first time, 200 again with the same completion; audited once', async () => {
    const first = await complete(unitsOf2[1]!, asha);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ unit_id: unitsOf2[1], completed_at: expect.any(String) });
    const again = await complete(unitsOf2[1]!, asha);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'unit_progress'), eq(auditLog.actor_id, ashaId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.action).toBe('create');
  });

  it('GET lists only the caller’s own completions, in completion order', async () => {
    expect((await complete(unitsOf2[0]!, asha)).statusCode).toBe(201);
    expect((await complete(unitsOf2[unitsOf2.length - 1]!, ravi)).statusCode).toBe(201);
    const mine = await call('GET', `programs/progress/${PROGRAM}`, asha);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ program_id: PROGRAM, completed_unit_ids: [unitsOf2[1], unitsOf2[0]] });
    const his = await call('GET', `programs/progress/${PROGRAM}`, ravi);
    expect(his.json().completed_unit_ids).toEqual([unitsOf2[unitsOf2.length - 1]]);
    // a manager reads their own progress too, never the learners'
    const managers = await call('GET', `programs/progress/${PROGRAM}`, manager);
    expect(managers.json().completed_unit_ids).toEqual([]);
  });

  it('quiz and assignment units cannot be ticked off by hand: 409, nothing written', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await complete(selfCompleting[0]!, asha, method);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/^(Pass the quiz|Submit your assignment) to complete this unit\.$/);
    }
    const mine = await call('GET', `programs/progress/${PROGRAM}`, asha);
    expect(mine.json().completed_unit_ids).not.toContain(selfCompleting[0]);
  });

  it('completing every unit completes the enrolment and issues a certificate; removing one reopens it and revokes it', async () => {
    // the quizzes and assignments are completed by passing and submitting (quiz/assignment tests)
    await inTenant(t.database.db, (tx) =>
      tx
        .insert(unitProgress)
        .values(selfCompleting.map((unit_id) => ({ user_id: ashaId, program_id: PROGRAM, unit_id }))),
    );
    const rest = unitsOf2.filter((id) => id !== unitsOf2[0] && id !== unitsOf2[1]);
    for (const [i, id] of rest.entries()) {
      expect(await enrolmentStatus(ashaEnrolment)).toBe('enrolled');
      const res = await complete(id, asha);
      expect(res.statusCode, `${i}: ${res.body}`).toBe(201);
    }
    expect(await enrolmentStatus(ashaEnrolment)).toBe('completed');
    const progress = await call('GET', `programs/progress/${PROGRAM}`, asha);
    expect([...progress.json().completed_unit_ids].sort((a, b) => a - b)).toEqual(
      [...unitsOf2, ...selfCompleting].sort((a, b) => a - b),
    );
    const certificate = async () =>
      (
        await inTenant(t.database.db, (tx) => tx.select().from(certificates).where(eq(certificates.user_id, ashaId)))
      )[0];
    const issued = await certificate();
    expect(issued).toMatchObject({ program_id: PROGRAM, revoked_at: null, code: expect.stringMatching(/^ANK-/) });
    // a completed enrolment may still record (idempotently)
    expect((await complete(unitsOf2[0]!, asha)).statusCode).toBe(200);

    const removed = await complete(unitsOf2[0]!, asha, 'DELETE');
    expect(removed.statusCode, removed.body).toBe(204);
    expect(removed.body).toBe('');
    expect(await enrolmentStatus(ashaEnrolment)).toBe('enrolled');
    expect((await certificate())?.revoked_at).not.toBeNull();
    // completing it again reinstates the same certificate
    expect((await complete(unitsOf2[0]!, asha)).statusCode).toBe(201);
    expect(await certificate()).toMatchObject({ code: issued!.code, revoked_at: null });
    expect((await complete(unitsOf2[0]!, asha, 'DELETE')).statusCode).toBe(204);
    const after = await call('GET', `programs/progress/${PROGRAM}`, asha);
    expect(after.json().completed_unit_ids).not.toContain(unitsOf2[0]);
    // removing again is not an error
    expect((await complete(unitsOf2[0]!, asha, 'DELETE')).statusCode).toBe(204);
    const transitions = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'program_enrollments'), eq(auditLog.record_id, ashaEnrolment)));
    expect(transitions.map((a) => a.changes)).toEqual(
      expect.arrayContaining([
        { enrollment_status: { from: 'enrolled', to: 'completed' } },
        { enrollment_status: { from: 'completed', to: 'enrolled' } },
      ]),
    );
    // ravi's completion is untouched
    const his = await call('GET', `programs/progress/${PROGRAM}`, ravi);
    expect(his.json().completed_unit_ids).toEqual([unitsOf2[unitsOf2.length - 1]]);
  });

  it('another tenant’s session sees nothing of the platform’s programs or progress', async () => {
    await createUser(t.database.db, 'founder', 'Organisation');
    const founder = await signIn(t.app, 'founder');
    const tenantId = await createTenant(t.app, founder, 'progress-labs');
    const inside = await enterTenant(t.app, founder, tenantId);
    expect((await call('GET', `programs/progress/${PROGRAM}`, inside)).statusCode).toBe(404);
    expect((await complete(unitsOf2[0]!, inside)).statusCode).toBe(404);
    expect((await complete(unitsOf2[1]!, inside, 'DELETE')).statusCode).toBe(404);
    // and inside the tenant, no progress rows are visible at all
    const rows = await inTenant(t.database.db, (tx) => tx.select().from(unitProgress), tenantId);
    expect(rows).toEqual([]);
    // the platform's rows are still there
    expect((await inTenant(t.database.db, (tx) => tx.select().from(unitProgress))).length).toBeGreaterThan(0);
  });
});
