import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nameSql } from '../../db/people.ts';
import { users } from '../../db/schema/identity.ts';
import { assignmentSubmissions, programEnrollments, unitProgress } from '../../db/schema/programs.ts';
import type { Scope } from '../../lib/scope.ts';
import { tenantPeopleCondition } from '../tenants/index.ts';

/**
 * The program manager's report (issue 8): set-based queries whatever the number of learners or units.
 * Only the tenant's people count (an enrolment of anyone else is left out: issue 18).
 */

/** Every enrolment in the program (oldest first) with its learner and their completions of `unitIds`. */
export function learnerProgress(tx: Db, scope: Scope, programId: number, unitIds: number[]) {
  // each learner's completions of the live units, and their latest completion
  const done = tx
    .select({
      user_id: unitProgress.user_id,
      completed: count().as('completed'),
      last_at: sql<string | null>`max(${unitProgress.completed_at})`.as('last_at'),
    })
    .from(unitProgress)
    .where(
      and(eq(unitProgress.program_id, programId), unitIds.length ? inArray(unitProgress.unit_id, unitIds) : sql`false`),
    )
    .groupBy(unitProgress.user_id)
    .as('done');
  return tx
    .select({
      enrollment_id: programEnrollments.enrollment_id,
      user_id: programEnrollments.user_id,
      name: nameSql(users),
      email: users.email,
      enrollment_status: programEnrollments.enrollment_status,
      enrolled_at: programEnrollments.created_at,
      completed_units: sql<number>`coalesce(${done.completed}, 0)`.mapWith(Number),
      last_activity_at: sql<string | null>`${done.last_at}`.mapWith(unitProgress.completed_at),
    })
    .from(programEnrollments)
    .innerJoin(users, eq(users.user_id, programEnrollments.user_id))
    .leftJoin(done, eq(done.user_id, programEnrollments.user_id))
    .where(
      and(
        eq(programEnrollments.program_id, programId),
        eq(programEnrollments.is_deleted, false),
        tenantPeopleCondition(programEnrollments.user_id, scope),
      ),
    )
    .orderBy(asc(programEnrollments.created_at), asc(programEnrollments.enrollment_id));
}

/** Completions per unit of `unitIds` among the learners whose enrolment has one of `statuses`. */
export async function completionsPerUnit(
  tx: Db,
  scope: Scope,
  programId: number,
  unitIds: number[],
  statuses: string[],
): Promise<Map<number, number>> {
  if (!unitIds.length) return new Map();
  const rows = await tx
    .select({ unit_id: unitProgress.unit_id, n: count() })
    .from(unitProgress)
    .innerJoin(
      programEnrollments,
      and(
        eq(programEnrollments.user_id, unitProgress.user_id),
        eq(programEnrollments.program_id, programId),
        eq(programEnrollments.is_deleted, false),
        inArray(programEnrollments.enrollment_status, statuses),
        tenantPeopleCondition(programEnrollments.user_id, scope),
      ),
    )
    .where(and(eq(unitProgress.program_id, programId), inArray(unitProgress.unit_id, unitIds)))
    .groupBy(unitProgress.unit_id);
  return new Map(rows.map((r) => [r.unit_id, Number(r.n)]));
}

/** The program's live submissions waiting for review. */
export async function pendingSubmissions(tx: Db, scope: Scope, programId: number): Promise<number> {
  const [pending] = await tx
    .select({ n: count() })
    .from(assignmentSubmissions)
    .where(
      and(
        eq(assignmentSubmissions.program_id, programId),
        eq(assignmentSubmissions.status, 'submitted'),
        eq(assignmentSubmissions.is_deleted, false),
        tenantPeopleCondition(assignmentSubmissions.user_id, scope),
      ),
    );
  return Number(pending?.n ?? 0);
}
