import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/access.ts';
import { courses, modules, programs, units } from '../../db/schema/programs.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, founderInside, inTenant, signIn } from '../../test/factories.ts';
import { INCOMPLETE_ORDER } from './outline-order.service.ts';
import { NO_SUCH_PROGRAM } from './programs.service.ts';

/**
 * The outline's order (issue 8): a program manager saves the position and parent of every
 * course, module and unit of a program at once; an incomplete or foreign order changes nothing.
 */
describe('programs: outline order', () => {
  let t: TestApp;
  let manager: string;
  let managerId: number;
  let learner: string;
  let programId: number;
  /** the fixture's ids: courses A, B; modules A1, A2, B1; units; and parts that are not live */
  const id = {} as Record<
    'A' | 'B' | 'A1' | 'A2' | 'B1' | 'Bx' | 'a1' | 'a2' | 'a3' | 'b1' | 'bDeleted' | 'bxUnit' | 'foreignUnit',
    number
  >;

  const put = (body: unknown, cookie: string | null = manager, program: number | string = programId) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/programs/${program}/outline/order`,
      headers: cookie ? { cookie } : {},
      payload: body as object,
    });
  /** the order as stored: courses, then modules and units with their parents */
  const stored = () =>
    inTenant(t.database.db, async (tx) => ({
      courses: await tx
        .select({ id: courses.course_id, sort: courses.sort_order })
        .from(courses)
        .where(inArray(courses.course_id, [id.A, id.B]))
        .orderBy(asc(courses.course_id)),
      modules: await tx
        .select({ id: modules.module_id, parent: modules.course_id, sort: modules.sort_order })
        .from(modules)
        .where(inArray(modules.module_id, [id.A1, id.A2, id.B1, id.Bx]))
        .orderBy(asc(modules.module_id)),
      units: await tx
        .select({ id: units.unit_id, parent: units.module_id, sort: units.sort_order, by: units.modified_by })
        .from(units)
        .where(inArray(units.unit_id, [id.a1, id.a2, id.a3, id.b1, id.bDeleted, id.bxUnit]))
        .orderBy(asc(units.unit_id)),
    }));
  /** the outline exactly as the fixture stores it */
  const currentOrder = () => ({
    courses: [
      {
        course_id: id.A,
        modules: [
          { module_id: id.A1, unit_ids: [id.a1, id.a2] },
          { module_id: id.A2, unit_ids: [id.a3] },
        ],
      },
      { course_id: id.B, modules: [{ module_id: id.B1, unit_ids: [id.b1] }] },
    ],
  });

  beforeAll(async () => {
    t = await createTestApp();
    managerId = await createUser(t.database.db, 'cohort', 'Cohort Manager');
    await createUser(t.database.db, 'asha', 'Entrepreneur');
    manager = await signIn(t.app, 'cohort');
    learner = await signIn(t.app, 'asha');
    await inTenant(t.database.db, async (tx) => {
      const [p] = await tx
        .insert(programs)
        .values({ program_name: 'Outline fixture', status: 'draft' })
        .returning({ id: programs.program_id });
      programId = p!.id;
      const course = async (name: string, sort: number) =>
        (
          await tx
            .insert(courses)
            .values({ program_id: programId, course_name: name, sort_order: sort })
            .returning({ id: courses.course_id })
        )[0]!.id;
      const mod = async (course_id: number, name: string, sort: number, is_deleted = false) =>
        (
          await tx
            .insert(modules)
            .values({ course_id, module_name: name, sort_order: sort, is_deleted })
            .returning({ id: modules.module_id })
        )[0]!.id;
      const unit = async (module_id: number, name: string, sort: number, is_deleted = false) =>
        (
          await tx
            .insert(units)
            .values({ module_id, unit_name: name, sort_order: sort, is_deleted })
            .returning({ id: units.unit_id })
        )[0]!.id;
      id.A = await course('A', 1);
      id.B = await course('B', 2);
      id.A1 = await mod(id.A, 'A1', 1);
      id.A2 = await mod(id.A, 'A2', 2);
      id.B1 = await mod(id.B, 'B1', 1);
      id.Bx = await mod(id.B, 'Bx (deleted)', 2, true);
      id.a1 = await unit(id.A1, 'a1', 1);
      id.a2 = await unit(id.A1, 'a2', 2);
      id.a3 = await unit(id.A2, 'a3', 1);
      id.b1 = await unit(id.B1, 'b1', 1);
      id.bDeleted = await unit(id.B1, 'b deleted', 2, true);
      id.bxUnit = await unit(id.Bx, 'in a deleted module', 1);
      const [foreign] = await tx
        .select({ id: units.unit_id })
        .from(units)
        .innerJoin(modules, eq(modules.module_id, units.module_id))
        .innerJoin(courses, eq(courses.course_id, modules.course_id))
        .where(eq(courses.program_id, 1))
        .limit(1);
      id.foreignUnit = foreign!.id;
    });
  });
  afterAll(() => t.close());

  it('signed out: 401; a learner: 403; nothing changes', async () => {
    const before = await stored();
    expect((await put(currentOrder(), null)).statusCode).toBe(401);
    const res = await put(currentOrder(), learner);
    expect(res.statusCode, res.body).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('an unknown or deleted program: 404; a bad id: 400', async () => {
    const unknown = await put(currentOrder(), manager, 999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(NO_SUCH_PROGRAM);
    const [gone] = await inTenant(t.database.db, (tx) =>
      tx.insert(programs).values({ program_name: 'Gone', is_deleted: true }).returning({ id: programs.program_id }),
    );
    expect((await put({ courses: [] }, manager, gone!.id)).statusCode).toBe(404);
    const bad = await put(currentOrder(), manager, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid params\.programId/);
  });

  it('a body that is not an outline: 400 naming the field', async () => {
    const extra = await put({ ...currentOrder(), shuffle: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(/shuffle|Unrecognized/i);
    const wrongType = await put({ courses: [{ course_id: 'A', modules: [] }] });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/^Invalid body\.courses\[0\]\.course_id/);
  });

  it('an order that leaves out, repeats or adds parts: 400 naming each, nothing changes', async () => {
    const before = await stored();
    const order = currentOrder();
    // a3 left out; a1 listed twice; a unit of another program, a deleted unit, a deleted module's unit added
    order.courses[0]!.modules[1]!.unit_ids = [id.a1, id.foreignUnit];
    order.courses[1]!.modules[0]!.unit_ids = [id.b1, id.bDeleted];
    order.courses[1]!.modules.push({ module_id: id.Bx, unit_ids: [id.bxUnit] });
    const res = await put(order);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(INCOMPLETE_ORDER);
    expect(res.json().details).toEqual({
      courses: { missing: [], unknown: [], duplicate: [] },
      modules: { missing: [], unknown: [id.Bx], duplicate: [] },
      units: {
        missing: [id.a3],
        unknown: expect.arrayContaining([id.foreignUnit, id.bDeleted, id.bxUnit]),
        duplicate: [id.a1],
      },
    });
    expect(res.json().details.units.unknown).toHaveLength(3);
    // a course left out
    const noB = await put({ courses: [currentOrder().courses[0]] });
    expect(noB.statusCode).toBe(400);
    expect(noB.json().details.courses.missing).toEqual([id.B]);
    expect(noB.json().details.modules.missing).toEqual([id.B1]);
    expect(await stored()).toEqual(before);
  });

  it('the same order again changes nothing and is not audited', async () => {
    const res = await put(currentOrder());
    expect(res.statusCode, res.body).toBe(204);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.table_name, 'programs'));
    expect(audits.filter((a) => a.record_id === programId)).toEqual([]);
  });

  it('reorders courses, moves a module and a unit to new parents: 204, stored, audited once', async () => {
    const res = await put({
      courses: [
        // B first, and module A2 moved into it before B1
        {
          course_id: id.B,
          modules: [
            { module_id: id.A2, unit_ids: [id.a3] },
            // a2 moved from A1 into B1, before b1
            { module_id: id.B1, unit_ids: [id.a2, id.b1] },
          ],
        },
        { course_id: id.A, modules: [{ module_id: id.A1, unit_ids: [id.a1] }] },
      ],
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    const now = await stored();
    expect(now.courses).toEqual([
      { id: id.A, sort: 2 },
      { id: id.B, sort: 1 },
    ]);
    expect(now.modules).toEqual([
      { id: id.A1, parent: id.A, sort: 1 },
      { id: id.A2, parent: id.B, sort: 1 },
      { id: id.B1, parent: id.B, sort: 2 },
      // the deleted module is left alone
      { id: id.Bx, parent: id.B, sort: 2 },
    ]);
    const unitsNow = new Map(now.units.map((u) => [u.id, u]));
    expect(unitsNow.get(id.a1)).toMatchObject({ parent: id.A1, sort: 1, by: null }); // unchanged: not touched
    expect(unitsNow.get(id.a2)).toMatchObject({ parent: id.B1, sort: 1, by: managerId });
    expect(unitsNow.get(id.a3)).toMatchObject({ parent: id.A2, sort: 1, by: null });
    expect(unitsNow.get(id.b1)).toMatchObject({ parent: id.B1, sort: 2, by: managerId });
    expect(unitsNow.get(id.bDeleted)).toMatchObject({ parent: id.B1, sort: 2, by: null });

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'programs'), eq(auditLog.record_id, programId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'update', actor_id: managerId });
    const change = (audits[0]!.changes as { outline_order: { from: unknown; to: unknown } }).outline_order;
    expect(change.from).toEqual(currentOrder().courses);
    expect((change.to as { course_id: number }[]).map((c) => c.course_id)).toEqual([id.B, id.A]);
  });

  it('another tenant’s program manager cannot reorder the platform’s program: 404', async () => {
    const inside = await founderInside(t.app, t.database.db, 'outline-labs');
    const before = await stored();
    const res = await put(currentOrder(), inside);
    expect(res.statusCode, res.body).toBe(404);
    expect(await stored()).toEqual(before);
  });
});
