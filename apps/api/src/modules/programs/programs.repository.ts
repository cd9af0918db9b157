import type { ProgramSchedule } from '@ankur/shared/program-schedule';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { programs } from '../../db/schema/programs.ts';

/** A live program of the tenant that `visible` (an actor's read scope, when given) lets through. */
export async function findProgram(tx: Db, programId: number, visible?: SQL) {
  const [row] = await tx
    .select({ program_id: programs.program_id })
    .from(programs)
    .where(and(eq(programs.program_id, programId), eq(programs.is_deleted, false), visible));
  return row;
}

/** Program names by id. */
export async function programNames(tx: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await tx
    .select({ id: programs.program_id, name: programs.program_name })
    .from(programs)
    .where(inArray(programs.program_id, ids));
  return new Map(rows.map((p) => [p.id, p.name]));
}

/** The dates and self-paced flag of live programs by id: what their schedule is derived from. */
export async function programTimes(tx: Db, ids: number[]) {
  const rows = await tx
    .select({
      program_id: programs.program_id,
      start_date: programs.start_date,
      end_date: programs.end_date,
      self_paced: programs.self_paced,
    })
    .from(programs)
    .where(and(inArray(programs.program_id, ids), eq(programs.is_deleted, false)));
  return new Map(rows.map((r) => [r.program_id, r]));
}

export interface ProgramSearch {
  categories?: string[];
  statuses?: string[];
  start_date_from?: string;
  start_date_to?: string;
  end_date_from?: string;
  end_date_to?: string;
  languages?: string[];
  /** where programs stand on `today` (program-schedule.ts, as SQL) */
  schedules?: ProgramSchedule[];
  today?: string;
  /** programs in this language come first (the reader's interface language) */
  preferLanguage?: string;
  /** ended programs come after every other (on `today`) */
  openFirst?: boolean;
}

/** programSchedule() of @ankur/shared/program-schedule as a condition on `today`. */
export function scheduleCondition(schedule: ProgramSchedule, today: string): SQL | undefined {
  const dated = not(programs.self_paced);
  switch (schedule) {
    case 'self_paced':
      return eq(programs.self_paced, true);
    case 'upcoming':
      return and(dated, gt(programs.start_date, today));
    case 'ended':
      return and(dated, or(isNull(programs.start_date), lte(programs.start_date, today)), lt(programs.end_date, today));
    case 'running':
      return and(
        dated,
        or(isNull(programs.start_date), lte(programs.start_date, today)),
        or(isNull(programs.end_date), gte(programs.end_date, today)),
      );
  }
}

/** searchPrograms' filters beside the list conventions, with the actor's read scope, as one condition. */
export function programSearchFilter(visible: SQL | undefined, f: ProgramSearch): SQL | undefined {
  return and(
    visible,
    f.categories?.length ? inArray(programs.program_category, f.categories) : undefined,
    f.statuses?.length ? inArray(programs.status, f.statuses) : undefined,
    f.start_date_from ? gte(programs.start_date, f.start_date_from) : undefined,
    f.start_date_to ? lte(programs.start_date, f.start_date_to) : undefined,
    f.end_date_from ? gte(programs.end_date, f.end_date_from) : undefined,
    f.end_date_to ? lte(programs.end_date, f.end_date_to) : undefined,
    f.languages?.length ? inArray(programs.language, f.languages) : undefined,
    f.schedules?.length && f.today ? or(...f.schedules.map((s) => scheduleCondition(s, f.today!))) : undefined,
  );
}

/** searchPrograms' orderings ahead of the list's sort: open programs first, then the preferred language. */
export function programSearchOrder(f: ProgramSearch): SQL[] {
  const order: SQL[] = [];
  if (f.openFirst && f.today) order.push(asc(sql`coalesce(${scheduleCondition('ended', f.today)}, false)`));
  if (f.preferLanguage) order.push(desc(sql`${programs.language} = ${f.preferLanguage}`));
  return order;
}
