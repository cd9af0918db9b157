import type { TOutlineOrder } from '@ankur/shared/schemas/learning';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { courses, modules, programs, units } from '../../db/schema/programs.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/session.ts';
import { recordAudit } from '../../resources/audit.ts';

/**
 * The order of a program's outline after a manager drags its parts (issue 8): courses, modules
 * and units get their position as sort_order, and modules and units may move to another parent
 * inside the program. The whole outline is sent and checked, so a stale screen cannot drop or
 * duplicate a part.
 */

export const NO_SUCH_PROGRAM = 'No such program';
export const INCOMPLETE_ORDER = 'The order must list every course, module and unit of the program exactly once';

/** A live program of the tenant (managers see drafts and archives too); 404 otherwise. */
export async function assertProgramExists(tx: Db, programId: number): Promise<void> {
  const [row] = await tx
    .select({ program_id: programs.program_id })
    .from(programs)
    .where(and(eq(programs.program_id, programId), eq(programs.is_deleted, false)));
  if (!row) throw notFound(NO_SUCH_PROGRAM);
}

/** A part as stored: its parent and position. */
interface Placed {
  id: number;
  parent: number;
  sort_order: number;
}

interface Outline {
  courses: Placed[];
  modules: Placed[];
  units: Placed[];
}

/** The program's live courses, modules and units (a part counts only when its ancestors are live). */
async function loadOutline(tx: Db, programId: number): Promise<Outline> {
  const liveCourse = and(eq(courses.program_id, programId), eq(courses.is_deleted, false));
  const courseRows = await tx
    .select({ id: courses.course_id, parent: courses.program_id, sort_order: courses.sort_order })
    .from(courses)
    .where(liveCourse)
    .orderBy(asc(courses.sort_order), asc(courses.course_id));
  const moduleRows = await tx
    .select({ id: modules.module_id, parent: modules.course_id, sort_order: modules.sort_order })
    .from(modules)
    .innerJoin(courses, eq(courses.course_id, modules.course_id))
    .where(and(liveCourse, eq(modules.is_deleted, false)))
    .orderBy(asc(modules.sort_order), asc(modules.module_id));
  const unitRows = await tx
    .select({ id: units.unit_id, parent: units.module_id, sort_order: units.sort_order })
    .from(units)
    .innerJoin(modules, eq(modules.module_id, units.module_id))
    .innerJoin(courses, eq(courses.course_id, modules.course_id))
    .where(and(liveCourse, eq(modules.is_deleted, false), eq(units.is_deleted, false)))
    .orderBy(asc(units.sort_order), asc(units.unit_id));
  return { courses: courseRows, modules: moduleRows, units: unitRows };
}

/** The requested placement of every part: position (1-based, within its parent) and parent. */
function placementsOf(order: TOutlineOrder, programId: number): Outline {
  const courseList: Placed[] = [];
  const moduleList: Placed[] = [];
  const unitList: Placed[] = [];
  order.courses.forEach((c, ci) => {
    courseList.push({ id: c.course_id, parent: programId, sort_order: ci + 1 });
    c.modules.forEach((m, mi) => {
      moduleList.push({ id: m.module_id, parent: c.course_id, sort_order: mi + 1 });
      m.unit_ids.forEach((u, ui) => {
        unitList.push({ id: u, parent: m.module_id, sort_order: ui + 1 });
      });
    });
  });
  return { courses: courseList, modules: moduleList, units: unitList };
}

/** What is wrong with one kind of part: live ids left out, ids not of the program, ids listed twice. */
function compare(live: readonly Placed[], sent: readonly Placed[]) {
  const liveIds = new Set(live.map((p) => p.id));
  const seen = new Set<number>();
  const duplicate = new Set<number>();
  for (const p of sent) {
    if (seen.has(p.id)) duplicate.add(p.id);
    seen.add(p.id);
  }
  return {
    missing: [...liveIds].filter((id) => !seen.has(id)),
    unknown: [...seen].filter((id) => !liveIds.has(id)),
    duplicate: [...duplicate],
  };
}

/** The parts whose position or parent changed. */
function changedParts(live: readonly Placed[], sent: readonly Placed[]): Placed[] {
  const before = new Map(live.map((p) => [p.id, p]));
  return sent.filter((p) => {
    const was = before.get(p.id)!;
    return was.sort_order !== p.sort_order || was.parent !== p.parent;
  });
}

/** `case id when … then … end`: one value per changed part, for a single set-based update. */
const caseOf = (idColumn: PgColumn, parts: readonly Placed[], value: (p: Placed) => number): SQL =>
  sql`(case ${idColumn} ${sql.join(
    parts.map((p) => sql`when ${p.id}::integer then ${value(p)}::integer`),
    sql` `,
  )} end)`;

/** Writes the new positions and parents (three updates at most); returns how many parts moved. */
async function applyOrder(tx: Db, actor: Actor, live: Outline, sent: Outline): Promise<number> {
  const touched = { updated_at: sql`now()`, modified_by: actor.userId };
  const c = changedParts(live.courses, sent.courses);
  if (c.length) {
    await tx
      .update(courses)
      .set({ sort_order: caseOf(courses.course_id, c, (p) => p.sort_order), ...touched })
      .where(
        inArray(
          courses.course_id,
          c.map((p) => p.id),
        ),
      );
  }
  const m = changedParts(live.modules, sent.modules);
  if (m.length) {
    await tx
      .update(modules)
      .set({
        sort_order: caseOf(modules.module_id, m, (p) => p.sort_order),
        course_id: caseOf(modules.module_id, m, (p) => p.parent),
        ...touched,
      })
      .where(
        inArray(
          modules.module_id,
          m.map((p) => p.id),
        ),
      );
  }
  const u = changedParts(live.units, sent.units);
  if (u.length) {
    await tx
      .update(units)
      .set({
        sort_order: caseOf(units.unit_id, u, (p) => p.sort_order),
        module_id: caseOf(units.unit_id, u, (p) => p.parent),
        ...touched,
      })
      .where(
        inArray(
          units.unit_id,
          u.map((p) => p.id),
        ),
      );
  }
  return c.length + m.length + u.length;
}

/** The outline as ids in order, for the audit entry. */
function outlineOf(parts: Outline) {
  const byPosition = (a: Placed, b: Placed) => a.sort_order - b.sort_order || a.id - b.id;
  return [...parts.courses].sort(byPosition).map((c) => ({
    course_id: c.id,
    modules: parts.modules
      .filter((m) => m.parent === c.id)
      .sort(byPosition)
      .map((m) => ({
        module_id: m.id,
        unit_ids: parts.units
          .filter((u) => u.parent === m.id)
          .sort(byPosition)
          .map((u) => u.id),
      })),
  }));
}

/**
 * PUT programs/{programId}/outline/order: checks that the order lists every live part of the
 * program exactly once (400 naming the missing, unknown and duplicate ids), then writes the new
 * positions and parents of the parts that moved, audited as one entry on the program.
 */
export function saveOutlineOrder(
  db: Db,
  tenantId: string,
  actor: Actor,
  programId: number,
  order: TOutlineOrder,
): Promise<void> {
  return withTenant(db, tenantId, async (tx) => {
    await assertProgramExists(tx, programId);
    const live = await loadOutline(tx, programId);
    const sent = placementsOf(order, programId);
    const problems = {
      courses: compare(live.courses, sent.courses),
      modules: compare(live.modules, sent.modules),
      units: compare(live.units, sent.units),
    };
    const wrong = Object.values(problems).some((p) => p.missing.length || p.unknown.length || p.duplicate.length);
    if (wrong) throw badRequest(INCOMPLETE_ORDER, problems);

    const moved = await applyOrder(tx, actor, live, sent);
    if (!moved) return;
    await recordAudit(tx, [
      {
        table_name: 'programs',
        record_id: programId,
        action: 'update',
        changes: { outline_order: { from: outlineOf(live), to: outlineOf(sent) } },
        actor_id: actor.userId,
      },
    ]);
  });
}
