import type { ProgramOutline } from './unit-navigation.ts';

/** How far a learner is through a part of a program. */
export interface Progress {
  done: number;
  total: number;
  /** Whole percent, rounded down so that 100 means every unit is done; 0 for a part with no units. */
  percent: number;
}

export interface ProgramProgress {
  program: Progress;
  courses: ReadonlyMap<number, Progress>;
  modules: ReadonlyMap<number, Progress>;
}

function progress(done: number, total: number): Progress {
  return { done, total, percent: total === 0 ? 0 : Math.floor((done / total) * 100) };
}

/**
 * Course, module and program progress derived from the units a learner has completed (issue 8:
 * completing a unit records progress; the percentages derive from it). Completed ids outside the
 * outline (a unit since removed) do not count.
 */
export function programProgress(outline: ProgramOutline, completed: ReadonlySet<number>): ProgramProgress {
  const courses = new Map<number, Progress>();
  const modules = new Map<number, Progress>();
  let programDone = 0;
  let programTotal = 0;
  for (const course of outline.courses) {
    let courseDone = 0;
    let courseTotal = 0;
    for (const module of course.modules) {
      const done = module.units.filter((unit) => completed.has(unit.unit_id)).length;
      modules.set(module.module_id, progress(done, module.units.length));
      courseDone += done;
      courseTotal += module.units.length;
    }
    courses.set(course.course_id, progress(courseDone, courseTotal));
    programDone += courseDone;
    programTotal += courseTotal;
  }
  return { program: progress(programDone, programTotal), courses, modules };
}
