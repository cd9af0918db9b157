import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity.ts';
import {
  assignmentSubmissions,
  courses,
  modules,
  programEnrollments,
  unitProgress,
  units,
} from '../../db/schema/programs.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, founderInside, inTenant, signIn } from '../../test/factories.ts';

/**
 * The program manager's report (issue 8): every enrolment with its progress over the live
 * units, each unit's completion rate among the active (enrolled or completed) learners, and the
 * submissions waiting for review.
 */
describe('programs: manager report', () => {
  let t: TestApp;
  let manager: string;
  let asha: string;
  const PROGRAM = 2;
  const userId = {} as Record<'asha' | 'ravi' | 'meera' | 'kiran', number>;
  const enrolmentId = {} as Record<'asha' | 'ravi' | 'meera' | 'kiran', number>;
  /** the live units of program 2 in outline order */
  let unitIds: number[];
  let deletedUnit: number;

  const report = (cookie: string | null, program: number | string = PROGRAM) =>
    t.app.inject({ method: 'GET', url: `/api/programs/${program}/report`, headers: cookie ? { cookie } : {} });
  const done = (who: keyof typeof userId, unit_id: number, completed_at: string) =>
    inTenant(t.database.db, (tx) =>
      tx.insert(unitProgress).values({ user_id: userId[who], program_id: PROGRAM, unit_id, completed_at }),
    );

  beforeAll(async () => {
    t = await createTestApp();
    // the demo cohort's members (the readiness demo, issue 24) are not this file's learners
    await inTenant(t.database.db, (tx) => tx.delete(programEnrollments));
    const db = t.database.db;
    await createUser(db, 'cohort', 'Cohort Manager');
    for (const name of ['asha', 'ravi', 'meera', 'kiran'] as const) userId[name] = await createUser(db, name);
    // kiran has no first or last name: the report falls back to the username
    await db.update(users).set({ firstName: null, lastName: null }).where(eq(users.user_id, userId.kiran));
    manager = await signIn(t.app, 'cohort');
    asha = await signIn(t.app, 'asha');
    const status = { asha: 'enrolled', ravi: 'completed', meera: 'pending', kiran: 'withdrawn' } as const;
    await inTenant(db, async (tx) => {
      for (const [name, enrollment_status] of Object.entries(status) as [keyof typeof status, string][]) {
        const [row] = await tx
          .insert(programEnrollments)
          .values({ user_id: userId[name], program_id: PROGRAM, enrollment_status })
          .returning({ id: programEnrollments.enrollment_id });
        enrolmentId[name] = row!.id;
      }
      unitIds = (
        await tx
          .select({ id: units.unit_id })
          .from(units)
          .innerJoin(modules, eq(modules.module_id, units.module_id))
          .innerJoin(courses, eq(courses.course_id, modules.course_id))
          .where(
            and(
              eq(courses.program_id, PROGRAM),
              eq(courses.is_deleted, false),
              eq(modules.is_deleted, false),
              eq(units.is_deleted, false),
            ),
          )
          .orderBy(
            asc(courses.sort_order),
            asc(courses.course_id),
            asc(modules.sort_order),
            asc(modules.module_id),
            asc(units.sort_order),
            asc(units.unit_id),
          )
      ).map((u) => u.id);
      const [gone] = await tx
        .insert(units)
        .values({
          module_id: (await tx.select().from(units).where(eq(units.unit_id, unitIds[0]!)))[0]!.module_id,
          unit_name: 'Removed',
          is_deleted: true,
        })
        .returning({ id: units.unit_id });
      deletedUnit = gone!.id;
      // one submission waits for review; a reviewed one and one of another program do not count
      const submission = (program_id: number, unit_id: number, s: string) => ({
        user_id: userId.asha,
        program_id,
        unit_id,
        body: 'my answer',
        status: s,
      });
      const [otherUnit] = await tx
        .select({ id: units.unit_id })
        .from(units)
        .innerJoin(modules, eq(modules.module_id, units.module_id))
        .innerJoin(courses, eq(courses.course_id, modules.course_id))
        .where(eq(courses.program_id, 1))
        .limit(1);
      await tx
        .insert(assignmentSubmissions)
        .values([
          submission(PROGRAM, unitIds[2]!, 'submitted'),
          submission(PROGRAM, unitIds[3]!, 'approved'),
          submission(1, otherUnit!.id, 'submitted'),
        ]);
    });
    expect(unitIds.length).toBeGreaterThan(3);
    // asha: two units (and one since deleted); ravi: one; meera (pending) and kiran (withdrawn): not active
    await done('asha', unitIds[0]!, '2026-02-01T10:00:00Z');
    await done('asha', unitIds[1]!, '2026-02-03T09:30:00Z');
    await done('asha', deletedUnit, '2026-02-09T09:30:00Z');
    await done('ravi', unitIds[0]!, '2026-02-02T08:00:00Z');
    await done('meera', unitIds[0]!, '2026-02-04T08:00:00Z');
    for (const unit of unitIds.slice(0, 3)) await done('kiran', unit, '2026-01-20T08:00:00Z');
  });
  afterAll(() => t.close());

  it('signed out: 401; a learner: 403', async () => {
    expect((await report(null)).statusCode).toBe(401);
    const res = await report(asha);
    expect(res.statusCode, res.body).toBe(403);
  });

  it('an unknown program: 404; a bad id: 400', async () => {
    const res = await report(manager, 999999);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No such program');
    expect((await report(manager, 'x')).statusCode).toBe(400);
  });

  it('lists every enrolment with its progress over the live units', async () => {
    const res = await report(manager);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const total = unitIds.length;
    expect(body).toMatchObject({ program_id: PROGRAM, total_units: total, active_learners: 2, pending_submissions: 1 });
    const byName = Object.fromEntries(body.learners.map((l: { name: string }) => [l.name, l]));
    expect(Object.keys(byName).sort()).toEqual(['asha Tester', 'kiran', 'meera Tester', 'ravi Tester']);
    expect(byName['asha Tester']).toEqual({
      enrollment_id: enrolmentId.asha,
      user_id: userId.asha,
      name: 'asha Tester',
      email: 'asha@example.org',
      enrollment_status: 'enrolled',
      enrolled_at: expect.any(String),
      // the completion of the deleted unit does not count, nor is it the last activity
      completed_units: 2,
      percent: Math.floor(200 / total),
      last_activity_at: expect.stringMatching(/^2026-02-03/),
    });
    expect(byName['ravi Tester']).toMatchObject({
      enrollment_status: 'completed',
      completed_units: 1,
      percent: Math.floor(100 / total),
    });
    expect(byName['meera Tester']).toMatchObject({ enrollment_status: 'pending', completed_units: 1 });
    expect(byName.kiran).toMatchObject({
      enrollment_status: 'withdrawn',
      email: 'kiran@example.org',
      completed_units: 3,
      percent: Math.floor(300 / total),
      last_activity_at: expect.stringMatching(/^2026-01-20/),
    });
  });

  it('rates each live unit among the active learners only', async () => {
    const { units: rows } = (await report(manager)).json();
    expect(rows.map((u: { unit_id: number }) => u.unit_id)).toEqual(unitIds);
    // unit 0: asha and ravi (meera pending and kiran withdrawn do not count) of 2 active learners
    expect(rows[0]).toEqual({ unit_id: unitIds[0], completed_count: 2, completion_rate: 100 });
    expect(rows[1]).toEqual({ unit_id: unitIds[1], completed_count: 1, completion_rate: 50 });
    expect(rows[2]).toEqual({ unit_id: unitIds[2], completed_count: 0, completion_rate: 0 });
    expect(rows.some((u: { unit_id: number }) => u.unit_id === deletedUnit)).toBe(false);
  });

  it('a program without units or learners: zeros, not a division error', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/programs/createProgram',
      headers: { cookie: manager },
      payload: { program_name: 'Empty', status: 'draft' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await report(manager, created.json().program_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      program_id: created.json().program_id,
      total_units: 0,
      learners: [],
      units: [],
      active_learners: 0,
      pending_submissions: 0,
    });
  });

  it('another tenant’s program manager does not see the platform’s program: 404', async () => {
    const inside = await founderInside(t.app, t.database.db, 'report-labs');
    expect((await report(inside)).statusCode).toBe(404);
  });
});
