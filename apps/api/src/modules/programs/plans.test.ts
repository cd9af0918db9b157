import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/access.ts';
import { courses, modules, programEnrollments, programs, unitProgress, units } from '../../db/schema/programs.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, founderInside, inTenant, signIn } from '../../test/factories.ts';
import { NO_SUCH_ITEM, NO_SUCH_PLAN, NOT_ENROLLED_TO_PLAN } from './plans.service.ts';
import { NO_SUCH_PROGRAM } from './programs.service.ts';

/**
 * Learning plans (issue 8): a learner spreads a program's units over weekly iterations; always
 * their own plans. The app's clock is Wednesday 11 March 2026 (in India), so a plan started on
 * Monday 2 March is in its second week and week 1's open items are late.
 */
describe('programs: learning plans', () => {
  let t: TestApp;
  const PROGRAM = 2;
  const cookie = {} as Record<'asha' | 'ravi' | 'meera', string>;
  const userId = {} as Record<'asha' | 'ravi' | 'meera', number>;
  /** program 2's live units in outline order */
  let unitIds: number[];
  let planId: number;

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, who: string | null, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${url}`, headers: who ? { cookie: who } : {}, payload: payload as object });
  const newPlan = (who: string, overrides: Record<string, unknown> = {}) =>
    call('POST', 'plans', who, {
      program_id: PROGRAM,
      plan_name: 'Spring sprint',
      start_date: '2026-03-04',
      iterations: 3,
      ...overrides,
    });
  const enrol = (who: keyof typeof userId, enrollment_status: string, program_id = PROGRAM) =>
    inTenant(t.database.db, (tx) =>
      tx.insert(programEnrollments).values({ user_id: userId[who], program_id, enrollment_status }),
    );

  beforeAll(async () => {
    t = await createTestApp({}, { clock: manualClock(new Date('2026-03-11T06:00:00Z')) });
    for (const name of ['asha', 'ravi', 'meera'] as const) {
      userId[name] = await createUser(t.database.db, name);
      cookie[name] = await signIn(t.app, name);
    }
    await enrol('asha', 'enrolled');
    await enrol('ravi', 'completed');
    await enrol('meera', 'pending');
    unitIds = (
      await inTenant(t.database.db, (tx) =>
        tx
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
          .orderBy(asc(courses.sort_order), asc(modules.sort_order), asc(units.sort_order), asc(units.unit_id)),
      )
    ).map((r) => r.id);
    expect(unitIds.length).toBeGreaterThan(6);
    expect(unitIds.length).toBeLessThan(52);
  });
  afterAll(() => t.close());

  it('signed out: 401 on every call', async () => {
    expect((await call('GET', 'plans', null)).statusCode).toBe(401);
    expect((await call('POST', 'plans', null, {})).statusCode).toBe(401);
    expect((await call('GET', 'plans/1', null)).statusCode).toBe(401);
    expect((await call('DELETE', 'plans/1', null)).statusCode).toBe(401);
  });

  it('without an approved enrolment: 403; a program the learner cannot see: 404; nothing stored', async () => {
    await createUser(t.database.db, 'stranger');
    const stranger = await signIn(t.app, 'stranger');
    for (const who of [stranger, cookie.meera]) {
      const res = await newPlan(who);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(NOT_ENROLLED_TO_PLAN);
    }
    const unknown = await newPlan(cookie.asha, { program_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(NO_SUCH_PROGRAM);
    // a draft program, even with an enrolment, is not the learner's to see
    const [draft] = await inTenant(t.database.db, (tx) =>
      tx.insert(programs).values({ program_name: 'Draft', status: 'draft' }).returning({ id: programs.program_id }),
    );
    await enrol('asha', 'enrolled', draft!.id);
    expect((await newPlan(cookie.asha, { program_id: draft!.id })).statusCode).toBe(404);
    expect((await call('GET', 'plans', cookie.meera)).json()).toEqual({ items: [] });
  });

  it('bad input: 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ iterations: 0 }, /^Invalid body\.iterations/],
      [{ iterations: 53 }, /^Invalid body\.iterations/],
      [{ start_date: '2026-02-30' }, /^Invalid body\.start_date: must be an ISO date/],
      [{ plan_name: '  ' }, /^Invalid body\.plan_name: must not be empty/],
      [{ owner: 7 }, /^Invalid body/],
    ];
    for (const [overrides, message] of cases) {
      const res = await newPlan(cookie.asha, overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('creates a plan from the Monday of the week, units spread in outline order, due on Sundays', async () => {
    const res = await newPlan(cookie.asha);
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json();
    planId = plan.plan_id;
    const n = unitIds.length;
    const base = Math.floor(n / 3);
    const sizes = [0, 1, 2].map((w) => base + (w < n % 3 ? 1 : 0));
    const expectedWeeks = sizes.flatMap((size, w) => Array.from({ length: size }, () => w + 1));
    const sunday = ['2026-03-08', '2026-03-15', '2026-03-22'];
    expect(plan).toMatchObject({
      program_id: PROGRAM,
      program_name: expect.any(String),
      plan_name: 'Spring sprint',
      start_date: '2026-03-02',
      iterations: 3,
      total_items: n,
      completed_items: 0,
      // today is in week 2: week 1's items are past their Sunday
      late_items: sizes[0],
    });
    expect(plan.items.map((i: { unit_id: number }) => i.unit_id)).toEqual(unitIds);
    expect(plan.items.map((i: { iteration: number }) => i.iteration)).toEqual(expectedWeeks);
    expect(plan.items.map((i: { target_date: string }) => i.target_date)).toEqual(
      expectedWeeks.map((w) => sunday[w - 1]),
    );
    expect(plan.items[0]).toMatchObject({
      unit_name: expect.any(String),
      unit_type: expect.any(String),
      course_name: expect.any(String),
      module_name: expect.any(String),
      completed_at: null,
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'learning_plans'), eq(auditLog.record_id, planId)));
    expect(audits.map((a) => a.action)).toEqual(['create']);
  });

  it('more weeks than units: one unit a week, the later weeks empty; a completed enrolment may plan', async () => {
    const res = await newPlan(cookie.ravi, { iterations: 52, start_date: '2026-03-09' });
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json();
    expect(plan.start_date).toBe('2026-03-09');
    expect(plan.iterations).toBe(52);
    expect(plan.items.map((i: { iteration: number }) => i.iteration)).toEqual(unitIds.map((_, i) => i + 1));
    // the last unit is in week n, due on that week's Sunday (Sunday 15 March + 7·(n − 1) days)
    const lastSunday = new Date(Date.UTC(2026, 2, 15) + 7 * (unitIds.length - 1) * 86_400_000);
    expect(plan.items.at(-1).target_date).toBe(lastSunday.toISOString().slice(0, 10));
  });

  it('counts completed and late items; GET shows completion dates, by iteration then outline order', async () => {
    // asha completes the first unit (week 1) and one of week 3
    await inTenant(t.database.db, (tx) =>
      tx.insert(unitProgress).values([
        { user_id: userId.asha, program_id: PROGRAM, unit_id: unitIds[0]!, completed_at: '2026-03-05T10:00:00Z' },
        { user_id: userId.asha, program_id: PROGRAM, unit_id: unitIds.at(-1)!, completed_at: '2026-03-10T10:00:00Z' },
      ]),
    );
    const detail = (await call('GET', `plans/${planId}`, cookie.asha)).json();
    const week1 = detail.items.filter((i: { iteration: number }) => i.iteration === 1).length;
    expect(detail).toMatchObject({ total_items: unitIds.length, completed_items: 2, late_items: week1 - 1 });
    expect(detail.items[0].completed_at).toMatch(/^2026-03-05/);
    expect(detail.items.at(-1).completed_at).toMatch(/^2026-03-10/);
    const list = (await call('GET', 'plans', cookie.asha)).json();
    expect(list.items).toHaveLength(1);
    const { items: _items, ...summary } = detail;
    expect(list.items[0]).toEqual(summary);
    // ravi's completions are not asha's
    expect((await call('GET', 'plans', cookie.ravi)).json().items[0].completed_items).toBe(0);
  });

  it('another user’s plan answers 404 to every call, and is left unchanged', async () => {
    const item = (await call('GET', `plans/${planId}`, cookie.asha)).json().items[0];
    const calls: Array<[Method, string, unknown]> = [
      ['GET', `plans/${planId}`, undefined],
      ['PATCH', `plans/${planId}`, { plan_name: 'Mine now' }],
      ['PATCH', `plans/${planId}/items/${item.item_id}`, { iteration: 2, target_date: '2026-03-15' }],
      ['DELETE', `plans/${planId}`, undefined],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(method, url, cookie.ravi, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(NO_SUCH_PLAN);
    }
    const mine = (await call('GET', `plans/${planId}`, cookie.asha)).json();
    expect(mine.plan_name).toBe('Spring sprint');
    expect(mine.items[0]).toEqual(item);
  });

  it('PATCH renames the plan and answers its summary', async () => {
    const res = await call('PATCH', `plans/${planId}`, cookie.asha, { plan_name: '  Exam season  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ plan_id: planId, plan_name: 'Exam season', completed_items: 2 });
    expect(res.json()).not.toHaveProperty('items');
    expect((await call('GET', `plans/${planId}`, cookie.asha)).json().plan_name).toBe('Exam season');
    expect((await call('PATCH', `plans/${planId}`, cookie.asha, { plan_name: '' })).statusCode).toBe(400);
    expect((await call('PATCH', `plans/${planId}`, cookie.asha, { plan_name: 'x', iterations: 9 })).statusCode).toBe(
      400,
    );
  });

  it('PATCH an item: moves it (no longer late); an iteration beyond the plan: 400; another plan’s item: 404', async () => {
    const before = (await call('GET', `plans/${planId}`, cookie.asha)).json();
    const late = before.items.find(
      (i: { iteration: number; completed_at: string | null }) => !i.completed_at && i.iteration === 1,
    );
    const beyond = await call('PATCH', `plans/${planId}/items/${late.item_id}`, cookie.asha, {
      iteration: 4,
      target_date: '2026-03-29',
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe("Invalid body.iteration: must be at most 3, the plan's number of iterations");
    expect(beyond.json().details).toEqual([{ path: 'body.iteration', message: expect.any(String) }]);
    const badDate = await call('PATCH', `plans/${planId}/items/${late.item_id}`, cookie.asha, {
      iteration: 2,
      target_date: 'soon',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toMatch(/^Invalid body\.target_date/);

    const moved = await call('PATCH', `plans/${planId}/items/${late.item_id}`, cookie.asha, {
      iteration: 3,
      target_date: '2026-03-20',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ ...late, iteration: 3, target_date: '2026-03-20' });
    const after = (await call('GET', `plans/${planId}`, cookie.asha)).json();
    expect(after.late_items).toBe(before.late_items - 1);
    // items stay by iteration: the moved one is now among week 3's
    expect(after.items.findIndex((i: { item_id: number }) => i.item_id === late.item_id)).toBeGreaterThan(
      after.items.findLastIndex((i: { iteration: number }) => i.iteration === 2),
    );
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'plan_items'), eq(auditLog.record_id, late.item_id)));
    expect(audits.map((a) => a.changes)).toEqual([
      { iteration: { from: 1, to: 3 }, target_date: { from: late.target_date, to: '2026-03-20' } },
    ]);

    const ravisPlan = (await call('GET', 'plans', cookie.ravi)).json().items[0].plan_id;
    const ravisItem = (await call('GET', `plans/${ravisPlan}`, cookie.ravi)).json().items[0].item_id;
    const foreign = await call('PATCH', `plans/${planId}/items/${ravisItem}`, cookie.asha, {
      iteration: 1,
      target_date: '2026-03-08',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(NO_SUCH_ITEM);
  });

  it('a unit deleted since is left out of the plan and its counts', async () => {
    const before = (await call('GET', `plans/${planId}`, cookie.asha)).json();
    const gone = unitIds[1]!;
    await inTenant(t.database.db, (tx) => tx.update(units).set({ is_deleted: true }).where(eq(units.unit_id, gone)));
    const after = (await call('GET', `plans/${planId}`, cookie.asha)).json();
    expect(after.items.map((i: { unit_id: number }) => i.unit_id)).not.toContain(gone);
    expect(after.total_items).toBe(before.total_items - 1);
    expect((await call('GET', 'plans', cookie.asha)).json().items[0].total_items).toBe(before.total_items - 1);
    await inTenant(t.database.db, (tx) => tx.update(units).set({ is_deleted: false }).where(eq(units.unit_id, gone)));
  });

  it('lists newest first; DELETE removes a plan (204), then it answers 404', async () => {
    const second = await newPlan(cookie.asha, { plan_name: 'Second try', iterations: 1 });
    expect(second.statusCode).toBe(201);
    expect(second.json().items.every((i: { target_date: string }) => i.target_date === '2026-03-08')).toBe(true);
    const names = (await call('GET', 'plans', cookie.asha)).json().items.map((p: { plan_name: string }) => p.plan_name);
    expect(names).toEqual(['Second try', 'Exam season']);
    const removed = await call('DELETE', `plans/${second.json().plan_id}`, cookie.asha);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await call('GET', `plans/${second.json().plan_id}`, cookie.asha)).statusCode).toBe(404);
    expect((await call('DELETE', `plans/${second.json().plan_id}`, cookie.asha)).statusCode).toBe(404);
    const left = (await call('GET', 'plans', cookie.asha)).json().items;
    expect(left.map((p: { plan_id: number }) => p.plan_id)).toEqual([planId]);
    expect((await call('GET', 'plans/abc', cookie.asha)).statusCode).toBe(400);
  });

  it('another tenant’s session sees none of the platform’s plans', async () => {
    const inside = await founderInside(t.app, t.database.db, 'plan-labs');
    expect((await call('GET', 'plans', inside)).json()).toEqual({ items: [] });
    expect((await call('GET', `plans/${planId}`, inside)).statusCode).toBe(404);
    // nor can the platform's program be planned from inside the tenant
    expect((await newPlan(inside)).statusCode).toBe(404);
  });
});
