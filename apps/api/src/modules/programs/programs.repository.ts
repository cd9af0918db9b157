import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
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

export interface ProgramSearch {
  categories?: string[];
  statuses?: string[];
  start_date_from?: string;
  start_date_to?: string;
  end_date_from?: string;
  end_date_to?: string;
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
  );
}
