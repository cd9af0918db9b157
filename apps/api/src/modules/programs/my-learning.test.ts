import { MY_LEARNING_DUE_MAX, type TMyLearning } from '@ankur/shared/schemas/programs';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, modules, programEnrollments, programs, unitProgress, units } from '../../db/schema/programs.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, inTenant, signIn } from '../../test/factories.ts';

/**
 * GET programs/my-learning (issue 19, the home): the learner's programs with progress and the unit
 * to resume, pending requests, plan items due this week. The app's clock is Wednesday 11 March
 * 2026 in India: this week runs Monday 9 to Sunday 15 March.
 */
describe('programs: my learning (the home summary)', () => {
  let t: TestApp;
  const cookie = {} as Record<'asha' | 'ravi' | 'fresh', string>;
  const userId = {} as Record<'asha' | 'ravi' | 'fresh', number>;
  /** program 2's live units in outline order, with their course and module */
  let outline: { unit_id: number; unit_name: string; course_id: number; module_id: number }[];

  const get = (who: string | null) =>
    t.app.inject({ method: 'GET', url: '/api/programs/my-learning', headers: who ? { cookie: who } : {} });
  const mine = async (who: string): Promise<TMyLearning> => {
    const res = await get(who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const enrol = (who: keyof typeof userId, program_id: number, enrollment_status: string) =>
    inTenant(t.database.db, (tx) =>
      tx.insert(programEnrollments).values({ user_id: userId[who], program_id, enrollment_status }),
    );
  const complete = (who: keyof typeof userId, program_id: number, unit_id: number, at: string) =>
    inTenant(t.database.db, (tx) =>
      tx.insert(unitProgress).values({ user_id: userId[who], program_id, unit_id, completed_at: at }),
    );

  beforeAll(async () => {
    t = await createTestApp({}, { clock: manualClock(new Date('2026-03-11T06:00:00Z')) });
    for (const name of ['asha', 'ravi', 'fresh'] as const) {
      userId[name] = await createUser(t.database.db, name);
      cookie[name] = await signIn(t.app, name);
    }
    outline = await inTenant(t.database.db, (tx) =>
      tx
        .select({
          unit_id: units.unit_id,
          unit_name: units.unit_name,
          course_id: courses.course_id,
          module_id: modules.module_id,
        })
        .from(units)
        .innerJoin(modules, eq(modules.module_id, units.module_id))
        .innerJoin(courses, eq(courses.course_id, modules.course_id))
        .where(
          and(
            eq(courses.program_id, 2),
            eq(courses.is_deleted, false),
            eq(modules.is_deleted, false),
            eq(units.is_deleted, false),
          ),
        )
        .orderBy(asc(courses.sort_order), asc(modules.sort_order), asc(units.sort_order), asc(units.unit_id)),
    );
    expect(outline.length).toBeGreaterThan(6);
  });
  afterAll(() => t.close());

  it('signed out: 401; a new learner with nothing yet: three empty lists', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect(await mine(cookie.fresh)).toEqual({ programs: [], requests: [], due: [], due_total: 0 });
  });

  it('names the program to continue, its progress and the first open unit; pending requests apart', async () => {
    await enrol('asha', 2, 'enrolled');
    await enrol('asha', 3, 'pending');
    await enrol('asha', 4, 'withdrawn');
    // the first unit and the third: the second is where to resume
    await complete('asha', 2, outline[0]!.unit_id, '2026-03-09T10:00:00Z');
    await complete('asha', 2, outline[2]!.unit_id, '2026-03-10T10:00:00Z');
    // another learner's enrolment and progress are never in asha's summary
    await enrol('ravi', 1, 'enrolled');
    await complete('ravi', 2, outline[1]!.unit_id, '2026-03-10T11:00:00Z');

    const body = await mine(cookie.asha);
    expect(body.programs).toHaveLength(1);
    const [program] = body.programs;
    const names = await inTenant(t.database.db, (tx) =>
      tx.select({ id: programs.program_id, name: programs.program_name }).from(programs),
    );
    const nameOf = (id: number) => names.find((n) => n.id === id)!.name;
    expect(program).toEqual({
      program_id: 2,
      program_name: nameOf(2),
      enrollment_status: 'enrolled',
      total_units: outline.length,
      completed_units: 2,
      percent: Math.floor((2 / outline.length) * 100),
      next_unit: outline[1],
      last_activity_at: expect.stringMatching(/^2026-03-10/),
    });
    expect(body.requests).toEqual([
      { enrollment_id: expect.any(Number), program_id: 3, program_name: nameOf(3), requested_at: expect.any(String) },
    ]);
    expect((await mine(cookie.ravi)).programs.map((p) => [p.program_id, p.completed_units])).toEqual([[1, 0]]);
  });

  it('a finished program comes after one still to do, with no unit to resume and 100 %', async () => {
    await enrol('ravi', 2, 'completed');
    for (const [i, unit] of outline.entries()) {
      if (i !== 1) await complete('ravi', 2, unit.unit_id, '2026-03-10T12:00:00Z');
    }
    const body = await mine(cookie.ravi);
    expect(body.programs.map((p) => [p.program_id, p.enrollment_status, p.percent, p.next_unit])).toEqual([
      [1, 'enrolled', 0, expect.objectContaining({ course_id: expect.any(Number) })],
      [2, 'completed', 100, null],
    ]);
  });

  it('hides a draft program from a learner even with an enrolment', async () => {
    const drafts = await inTenant(t.database.db, (tx) =>
      tx
        .insert(programs)
        .values([
          { program_name: 'Draft one', status: 'draft' },
          { program_name: 'Draft two', status: 'draft' },
        ])
        .returning({ id: programs.program_id }),
    );
    await enrol('fresh', drafts[0]!.id, 'enrolled');
    await enrol('fresh', drafts[1]!.id, 'pending');
    expect(await mine(cookie.fresh)).toEqual({ programs: [], requests: [], due: [], due_total: 0 });
  });

  it("lists the plan's open items due this week and late ones, not later weeks nor completed units", async () => {
    // three weekly iterations from Monday 2 March: week 1 ends Sunday 8 (late), week 2 Sunday 15 (this week)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/plans',
      headers: { cookie: cookie.asha },
      payload: { program_id: 2, plan_name: 'Spring sprint', start_date: '2026-03-02', iterations: 3 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const items = res.json().items as { unit_id: number; target_date: string; completed_at: string | null }[];
    const open = items.filter((i) => !i.completed_at && i.target_date <= '2026-03-15');
    expect(open.some((i) => i.target_date === '2026-03-08')).toBe(true);
    expect(open.some((i) => i.target_date === '2026-03-15')).toBe(true);
    expect(items.some((i) => i.target_date > '2026-03-15')).toBe(true);

    const body = await mine(cookie.asha);
    expect(body.due_total).toBe(open.length);
    expect(body.due).toHaveLength(Math.min(open.length, MY_LEARNING_DUE_MAX));
    expect(body.due.map((d) => d.unit_id)).toEqual(open.slice(0, MY_LEARNING_DUE_MAX).map((i) => i.unit_id));
    expect(body.due.every((d) => d.late === d.target_date < '2026-03-09')).toBe(true);
    expect(body.due[0]).toMatchObject({ late: true, program_id: 2, target_date: '2026-03-08' });
    // the units asha completed are not due
    const done = new Set([outline[0]!.unit_id, outline[2]!.unit_id]);
    expect(body.due.some((d) => done.has(d.unit_id))).toBe(false);
    // nobody else's plan shows
    expect((await mine(cookie.ravi)).due).toEqual([]);
  });
});
