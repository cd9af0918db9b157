import type { TCourse, TModule, TProgram, TUnit } from '@ankur/shared/schemas/programs';
import type { ProgramOutline } from '@ankur/shared/unit-navigation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../../../lib/resource-client';
import { type CompleteCourse, type CompleteModule, loadCompleteProgram, programs } from '../../../lib/resources';

export type OutlineUnit = TUnit;
export type OutlineModule = TModule & { units: OutlineUnit[] };
export type OutlineCourse = TCourse & { modules: OutlineModule[] };

/**
 * A program with its courses → modules → units, each level by sort_order. It is a ProgramOutline
 * of packages/shared/src/unit-navigation.ts, so it can be passed to nextUnit() and friends as is.
 */
export interface ProgramOutlineData extends ProgramOutline {
  program: TProgram;
  courses: OutlineCourse[];
}

/* The rows are read without `fields`, so they are whole; only rows without an id are dropped. */
const hasId =
  <K extends string>(key: K) =>
  <T extends Partial<Record<K, unknown>>>(row: T): row is T & Record<K, number> =>
    typeof row[key] === 'number';

function toModule({ module_unit, ...module }: CompleteModule): OutlineModule {
  return { ...(module as TModule), units: module_unit.filter(hasId('unit_id')) as TUnit[] };
}

function toCourse({ course_module, ...course }: CompleteCourse): OutlineCourse {
  return { ...(course as TCourse), modules: course_module.filter(hasId('module_id')).map(toModule) };
}

/**
 * SPEC §7 "A complete program loads in steps" (lib/resources.ts loadCompleteProgram): the program
 * and its courses by program_id, then modules by the course_id list, then units by the module_id
 * list, all with limit -1: four calls (fewer when a level is empty). A missing program rejects
 * with the API's 404.
 */
export async function loadProgramOutline(programId: number, options: RequestOptions = {}): Promise<ProgramOutlineData> {
  const { program_course, ...program } = await loadCompleteProgram(programId, options);
  return { program: program as TProgram, courses: program_course.filter(hasId('course_id')).map(toCourse) };
}

/** Keyed under programs/ (next to lib/resources.ts's complete program), so invalidate(programs) refreshes it. */
export function programOutlineQueryOptions(programId: number) {
  return queryOptions({
    queryKey: [programs.prefix, 'outline', programId] as const,
    queryFn: ({ signal }) => loadProgramOutline(programId, { signal }),
  });
}

export function useProgramOutline(programId: number) {
  return useQuery({ ...programOutlineQueryOptions(programId), enabled: Number.isInteger(programId) && programId > 0 });
}

/** Units and minutes of the whole outline (units without a duration count as 0 minutes). */
export function outlineTotals(outline: Pick<ProgramOutlineData, 'courses'>) {
  let units = 0;
  let minutes = 0;
  for (const course of outline.courses) {
    for (const module of course.modules) {
      units += module.units.length;
      for (const unit of module.units) minutes += unit.duration_minutes ?? 0;
    }
  }
  return { units, minutes };
}
