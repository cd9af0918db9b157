import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { courses, modules, programs, units } from '../../db/schema/programs.ts';

/**
 * A program's outline: courses, modules and units. A unit is live while it, its module and its
 * course are not deleted; `liveUnits` is the one place that join is written.
 */

/**
 * The live units of a program (unit → module → course → program, none deleted), selecting
 * `fields`; `program` is an id or a column (a plan's program). More conditions, joins and an
 * order may be added by the caller.
 */
export function liveUnits<T extends SelectedFields>(
  tx: Db,
  fields: T,
  program: number | AnyPgColumn,
  ...where: (SQL | undefined)[]
): LiveUnits<T> {
  const query = tx
    .select(fields as SelectedFields)
    .from(units)
    .innerJoin(modules, and(eq(modules.module_id, units.module_id), eq(modules.is_deleted, false)))
    .innerJoin(courses, and(eq(courses.course_id, modules.course_id), eq(courses.is_deleted, false)))
    .where(and(eq(courses.program_id, program), eq(units.is_deleted, false), ...where))
    .$dynamic();
  return query as unknown as LiveUnits<T>;
}

/**
 * liveUnits' query: `fields` from units joined to their module and course. Spelled out because
 * drizzle cannot infer a join on a select of generic fields; the joins it names are the ones made.
 */
type LiveUnits<T extends SelectedFields> = PgSelectBase<
  'units',
  T,
  'partial',
  { units: 'not-null'; modules: 'not-null'; courses: 'not-null' },
  true
>;

/** Outline order: course, module, unit; then ids. */
export const OUTLINE_ORDER = [
  asc(courses.sort_order),
  asc(courses.course_id),
  asc(modules.sort_order),
  asc(modules.module_id),
  asc(units.sort_order),
  asc(units.unit_id),
];

/** The program's live unit ids in outline order. */
export async function liveUnitIdsInOrder(tx: Db, programId: number): Promise<number[]> {
  const rows = await liveUnits(tx, { unit_id: units.unit_id }, programId).orderBy(...OUTLINE_ORDER);
  return rows.map((r) => r.unit_id);
}

/** One live unit of the program, or undefined. */
export async function findLiveUnit(tx: Db, programId: number, unitId: number) {
  const [unit] = await liveUnits(
    tx,
    {
      unit_id: units.unit_id,
      unit_name: units.unit_name,
      unit_type: units.unit_type,
      passing_score: units.passing_score,
    },
    programId,
    eq(units.unit_id, unitId),
  );
  return unit;
}

/** A unit's kind (quiz, assignment, ...), live or not. */
export async function unitType(tx: Db, unitId: number): Promise<string | undefined> {
  const [unit] = await tx.select({ unit_type: units.unit_type }).from(units).where(eq(units.unit_id, unitId));
  return unit?.unit_type;
}

/** Where a unit sits (live or not), for a link to it. */
export async function unitPlace(tx: Db, unitId: number) {
  const [where] = await tx
    .select({ unit_name: units.unit_name, module_id: modules.module_id, course_id: courses.course_id })
    .from(units)
    .innerJoin(modules, eq(modules.module_id, units.module_id))
    .innerJoin(courses, eq(courses.course_id, modules.course_id))
    .where(eq(units.unit_id, unitId));
  return where;
}

export async function setPassingScore(tx: Db, unitId: number, passingScore: number, actorId: number) {
  await tx
    .update(units)
    .set({ passing_score: passingScore, modified_by: actorId, updated_at: sql`now()` })
    .where(eq(units.unit_id, unitId));
}

/** A part as stored: its parent and position. */
export interface Placed {
  id: number;
  parent: number;
  sort_order: number;
}

export interface Outline {
  courses: Placed[];
  modules: Placed[];
  units: Placed[];
}

/** The program's live courses, modules and units (a part counts only when its ancestors are live). */
export async function loadOutline(tx: Db, programId: number): Promise<Outline> {
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
  const unitRows = await liveUnits(
    tx,
    { id: units.unit_id, parent: units.module_id, sort_order: units.sort_order },
    programId,
  ).orderBy(asc(units.sort_order), asc(units.unit_id));
  return { courses: courseRows, modules: moduleRows, units: unitRows };
}

/** `case id when … then … end`: one value per changed part, for a single set-based update. */
const caseOf = (idColumn: PgColumn, parts: readonly Placed[], value: (p: Placed) => number): SQL =>
  sql`(case ${idColumn} ${sql.join(
    parts.map((p) => sql`when ${p.id}::integer then ${value(p)}::integer`),
    sql` `,
  )} end)`;

/** Writes new positions (and, for modules and units, parents) of the parts given, in one update. */
export async function placeParts(tx: Db, kind: keyof Outline, parts: readonly Placed[], actorId: number) {
  if (!parts.length) return;
  const touched = { updated_at: sql`now()`, modified_by: actorId };
  const ids = parts.map((p) => p.id);
  if (kind === 'courses') {
    await tx
      .update(courses)
      .set({ sort_order: caseOf(courses.course_id, parts, (p) => p.sort_order), ...touched })
      .where(inArray(courses.course_id, ids));
  } else if (kind === 'modules') {
    await tx
      .update(modules)
      .set({
        sort_order: caseOf(modules.module_id, parts, (p) => p.sort_order),
        course_id: caseOf(modules.module_id, parts, (p) => p.parent),
        ...touched,
      })
      .where(inArray(modules.module_id, ids));
  } else {
    await tx
      .update(units)
      .set({
        sort_order: caseOf(units.unit_id, parts, (p) => p.sort_order),
        module_id: caseOf(units.unit_id, parts, (p) => p.parent),
        ...touched,
      })
      .where(inArray(units.unit_id, ids));
  }
}

/**
 * Whether a live unit of a live, published program carries the file whose URLs start with
 * `urlPrefix` (as its resource or as a link in its content).
 */
export async function publishedUnitCarriesFile(tx: Db, urlPrefix: string): Promise<boolean> {
  const pattern = `%${urlPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [row] = await tx
    .select({ id: units.unit_id })
    .from(units)
    .innerJoin(modules, and(eq(modules.module_id, units.module_id), eq(modules.is_deleted, false)))
    .innerJoin(courses, and(eq(courses.course_id, modules.course_id), eq(courses.is_deleted, false)))
    .innerJoin(programs, and(eq(programs.program_id, courses.program_id), eq(programs.is_deleted, false)))
    .where(
      and(
        eq(units.is_deleted, false),
        eq(programs.status, 'published'),
        sql`(${units.resource_url} like ${pattern} or ${units.content} like ${pattern})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
