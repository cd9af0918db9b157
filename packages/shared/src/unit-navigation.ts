/**
 * Next and Previous between the units of a program (SPEC §4 "Unit navigation"). Pure: the answer
 * depends only on the outline and the current unit.
 *
 * Next goes to the next unit in the module, else the first unit of the next module in the course,
 * else the first unit of the next course. If there is none, it stays. Previous is the mirror: the
 * previous unit in the module, else the last unit of the previous module in the course, else the
 * last unit of the previous course.
 *
 * SPEC reads "the first unit of the next module": a next module that has no units is skipped to
 * the first later module (then course) that has one, so a learner is never sent to an empty place
 * and never stopped by one (tests: ragged outlines).
 */

/** Where a unit sits: its ids up the tree. */
export interface UnitPosition {
  courseId: number;
  moduleId: number;
  unitId: number;
}

/** A program's outline in display order: courses, their modules, their units' ids. */
export interface ProgramOutline {
  courses: readonly {
    course_id: number;
    modules: readonly { module_id: number; units: readonly { unit_id: number }[] }[];
  }[];
}

/** Every unit of the outline in reading order, with its course and module. */
export function flattenOutline(outline: ProgramOutline): UnitPosition[] {
  const out: UnitPosition[] = [];
  for (const course of outline.courses) {
    for (const module of course.modules) {
      for (const unit of module.units) {
        out.push({ courseId: course.course_id, moduleId: module.module_id, unitId: unit.unit_id });
      }
    }
  }
  return out;
}

/** Where unit `unitId` sits, or null when it is not in the outline. */
export function findUnit(outline: ProgramOutline, unitId: number): UnitPosition | null {
  return flattenOutline(outline).find((position) => position.unitId === unitId) ?? null;
}

/**
 * The unit after `unitId`, or null when there is none (the learner stays). A unit that is not in
 * the outline has no next unit either.
 */
export function nextUnit(outline: ProgramOutline, unitId: number): UnitPosition | null {
  const units = flattenOutline(outline);
  const index = units.findIndex((position) => position.unitId === unitId);
  if (index < 0) return null;
  return units[index + 1] ?? null;
}

/** The unit before `unitId`, or null when there is none (the learner stays). */
export function previousUnit(outline: ProgramOutline, unitId: number): UnitPosition | null {
  const units = flattenOutline(outline);
  const index = units.findIndex((position) => position.unitId === unitId);
  if (index <= 0) return null;
  return units[index - 1] ?? null;
}

/** The first unit of the program (where "Start" leads), or null for a program with no units. */
export function firstUnit(outline: ProgramOutline): UnitPosition | null {
  return flattenOutline(outline)[0] ?? null;
}
