import { and, asc, desc, eq, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  courses,
  learningPlans,
  modules,
  planItems,
  programEnrollments,
  programs,
  unitProgress,
  units,
} from '../../db/schema/programs.ts';
import { liveUnits, OUTLINE_ORDER } from './outline.repository.ts';

/** The home's summary of a learner's learning (issue 19): read-only queries, the caller's tenant. */

/** The user's live enrolments with the given statuses in live programs (`visible`: the program scope), newest first. */
export function enrolmentRows(tx: Db, userId: number, statuses: readonly string[], visible: SQL | undefined) {
  return tx
    .select({
      enrollment_id: programEnrollments.enrollment_id,
      program_id: programEnrollments.program_id,
      program_name: programs.program_name,
      enrollment_status: programEnrollments.enrollment_status,
      created_at: programEnrollments.created_at,
    })
    .from(programEnrollments)
    .innerJoin(programs, and(eq(programs.program_id, programEnrollments.program_id), eq(programs.is_deleted, false)))
    .where(
      and(
        eq(programEnrollments.user_id, userId),
        eq(programEnrollments.is_deleted, false),
        inArray(programEnrollments.enrollment_status, [...statuses]),
        visible,
      ),
    )
    .orderBy(desc(programEnrollments.created_at), desc(programEnrollments.enrollment_id));
}

/** The live units of several programs in outline order (program by program) with the user's completion. */
export function unitsWithCompletion(tx: Db, userId: number, programIds: readonly number[]) {
  return (
    // program = its own column: every program, narrowed to programIds
    liveUnits(
      tx,
      {
        program_id: courses.program_id,
        unit_id: units.unit_id,
        unit_name: units.unit_name,
        course_id: courses.course_id,
        module_id: modules.module_id,
        completed_at: unitProgress.completed_at,
      },
      courses.program_id,
      inArray(courses.program_id, [...programIds]),
    )
      .leftJoin(unitProgress, and(eq(unitProgress.unit_id, units.unit_id), eq(unitProgress.user_id, userId)))
      .orderBy(asc(courses.program_id), ...OUTLINE_ORDER)
  );
}

/** The user's open plan items (unit not completed) with a target date up to `until`, earliest first. */
export function openPlanItems(tx: Db, userId: number, until: string) {
  return liveUnits(
    tx,
    {
      plan_id: learningPlans.plan_id,
      item_id: planItems.item_id,
      program_id: learningPlans.program_id,
      program_name: programs.program_name,
      unit_id: units.unit_id,
      unit_name: units.unit_name,
      course_id: courses.course_id,
      module_id: modules.module_id,
      target_date: planItems.target_date,
    },
    learningPlans.program_id,
    eq(learningPlans.user_id, userId),
    eq(learningPlans.is_deleted, false),
    lte(planItems.target_date, until),
    isNull(unitProgress.progress_id),
  )
    .innerJoin(planItems, eq(planItems.unit_id, units.unit_id))
    .innerJoin(learningPlans, eq(learningPlans.plan_id, planItems.plan_id))
    .innerJoin(programs, and(eq(programs.program_id, learningPlans.program_id), eq(programs.is_deleted, false)))
    .leftJoin(unitProgress, and(eq(unitProgress.unit_id, planItems.unit_id), eq(unitProgress.user_id, userId)))
    .orderBy(asc(planItems.target_date), asc(learningPlans.plan_id), ...OUTLINE_ORDER);
}
