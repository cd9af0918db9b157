import type { TProgramReport } from '@ankur/shared/schemas/learning';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { assignmentSubmissions } from '../../db/schema/learning.ts';
import { courses, modules, programEnrollments, unitProgress, units } from '../../db/schema/programs.ts';
import { withTenant } from '../../db/tenant.ts';
import { assertProgramExists } from './outline-order.service.ts';

/**
 * The program manager's report (issue 8): every enrolment with its progress, each unit's
 * completion rate among the active learners, and the submissions waiting for review. Five
 * set-based queries whatever the number of learners or units.
 */

/** Enrolment statuses whose learners count as active (and may record progress). */
const ACTIVE_STATUSES = ['enrolled', 'completed'];

/** The program's live units in outline order (course, module, unit; then ids). */
export const liveUnitsInOrder = (tx: Db, programId: number) =>
  tx
    .select({ unit_id: units.unit_id })
    .from(units)
    .innerJoin(modules, eq(modules.module_id, units.module_id))
    .innerJoin(courses, eq(courses.course_id, modules.course_id))
    .where(
      and(
        eq(courses.program_id, programId),
        eq(courses.is_deleted, false),
        eq(modules.is_deleted, false),
        eq(units.is_deleted, false),
      ),
    )
    .orderBy(
      asc(courses.sort_order),
      asc(courses.course_id),
      asc(modules.sort_order),
      asc(modules.module_id),
      asc(units.sort_order),
      asc(units.unit_id),
    );

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.floor((part * 100) / whole) : 0);

/** GET programs/{programId}/report (program managers). */
export function programReport(db: Db, tenantId: string, programId: number): Promise<TProgramReport> {
  return withTenant(db, tenantId, async (tx) => {
    await assertProgramExists(tx, programId);
    const unitIds = (await liveUnitsInOrder(tx, programId)).map((u) => u.unit_id);

    // each learner's completions of the live units, and their latest completion
    const done = tx
      .select({
        user_id: unitProgress.user_id,
        completed: count().as('completed'),
        last_at: sql<string | null>`max(${unitProgress.completed_at})`.as('last_at'),
      })
      .from(unitProgress)
      .where(
        and(
          eq(unitProgress.program_id, programId),
          unitIds.length ? inArray(unitProgress.unit_id, unitIds) : sql`false`,
        ),
      )
      .groupBy(unitProgress.user_id)
      .as('done');
    const learnerRows = await tx
      .select({
        enrollment_id: programEnrollments.enrollment_id,
        user_id: programEnrollments.user_id,
        name: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`,
        email: users.email,
        enrollment_status: programEnrollments.enrollment_status,
        enrolled_at: programEnrollments.created_at,
        completed_units: sql<number>`coalesce(${done.completed}, 0)`.mapWith(Number),
        last_activity_at: sql<string | null>`${done.last_at}`.mapWith(unitProgress.completed_at),
      })
      .from(programEnrollments)
      .innerJoin(users, eq(users.user_id, programEnrollments.user_id))
      .leftJoin(done, eq(done.user_id, programEnrollments.user_id))
      .where(and(eq(programEnrollments.program_id, programId), eq(programEnrollments.is_deleted, false)))
      .orderBy(asc(programEnrollments.created_at), asc(programEnrollments.enrollment_id));

    // completions per unit among the active learners
    const perUnit = unitIds.length
      ? await tx
          .select({ unit_id: unitProgress.unit_id, n: count() })
          .from(unitProgress)
          .innerJoin(
            programEnrollments,
            and(
              eq(programEnrollments.user_id, unitProgress.user_id),
              eq(programEnrollments.program_id, programId),
              eq(programEnrollments.is_deleted, false),
              inArray(programEnrollments.enrollment_status, ACTIVE_STATUSES),
            ),
          )
          .where(and(eq(unitProgress.program_id, programId), inArray(unitProgress.unit_id, unitIds)))
          .groupBy(unitProgress.unit_id)
      : [];
    const completedBy = new Map(perUnit.map((r) => [r.unit_id, Number(r.n)]));

    const [pending] = await tx
      .select({ n: count() })
      .from(assignmentSubmissions)
      .where(
        and(
          eq(assignmentSubmissions.program_id, programId),
          eq(assignmentSubmissions.status, 'submitted'),
          eq(assignmentSubmissions.is_deleted, false),
        ),
      );

    const total = unitIds.length;
    const active = learnerRows.filter((l) => ACTIVE_STATUSES.includes(l.enrollment_status)).length;
    return {
      program_id: programId,
      total_units: total,
      learners: learnerRows.map((l) => ({ ...l, percent: percentOf(l.completed_units, total) })),
      units: unitIds.map((unit_id) => {
        const n = completedBy.get(unit_id) ?? 0;
        return { unit_id, completed_count: n, completion_rate: percentOf(n, active) };
      }),
      active_learners: active,
      pending_submissions: Number(pending?.n ?? 0),
    };
  });
}
