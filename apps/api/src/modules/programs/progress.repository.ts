import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { programEnrollments, unitProgress, units } from '../../db/schema/programs.ts';
import { liveUnits } from './outline.repository.ts';

/** Enrolments and unit completions (issue 8). */

export interface Enrolment {
  enrollment_id: number;
  enrollment_status: string;
}

/** A user's live enrolment in a program, if any. */
export async function findEnrolment(tx: Db, userId: number, programId: number): Promise<Enrolment | undefined> {
  const [row] = await tx
    .select({
      enrollment_id: programEnrollments.enrollment_id,
      enrollment_status: programEnrollments.enrollment_status,
    })
    .from(programEnrollments)
    .where(
      and(
        eq(programEnrollments.user_id, userId),
        eq(programEnrollments.program_id, programId),
        eq(programEnrollments.is_deleted, false),
      ),
    );
  return row;
}

export async function setEnrolmentStatus(tx: Db, enrollmentId: number, status: string, actorId: number) {
  await tx
    .update(programEnrollments)
    .set({ enrollment_status: status, modified_by: actorId, updated_at: sql`now()` })
    .where(eq(programEnrollments.enrollment_id, enrollmentId));
}

/** A user's completed unit ids in a program, oldest completion first. */
export async function completedUnitIds(tx: Db, userId: number, programId: number): Promise<number[]> {
  const rows = await tx
    .select({ unit_id: unitProgress.unit_id })
    .from(unitProgress)
    .where(and(eq(unitProgress.user_id, userId), eq(unitProgress.program_id, programId)))
    .orderBy(asc(unitProgress.completed_at), asc(unitProgress.progress_id));
  return rows.map((r) => r.unit_id);
}

/** Records a completion; undefined when the user had already completed the unit. */
export async function insertCompletion(tx: Db, userId: number, programId: number, unitId: number) {
  const [inserted] = await tx
    .insert(unitProgress)
    .values({ user_id: userId, program_id: programId, unit_id: unitId })
    .onConflictDoNothing({ target: [unitProgress.tenant_id, unitProgress.user_id, unitProgress.unit_id] })
    .returning({
      progress_id: unitProgress.progress_id,
      unit_id: unitProgress.unit_id,
      completed_at: unitProgress.completed_at,
    });
  return inserted;
}

export async function findCompletion(tx: Db, userId: number, unitId: number) {
  const [existing] = await tx
    .select({ unit_id: unitProgress.unit_id, completed_at: unitProgress.completed_at })
    .from(unitProgress)
    .where(and(eq(unitProgress.user_id, userId), eq(unitProgress.unit_id, unitId)));
  return existing;
}

/** Removes a user's completion of a unit; the ids removed (none or one). */
export async function deleteCompletion(tx: Db, userId: number, unitId: number): Promise<number[]> {
  const removed = await tx
    .delete(unitProgress)
    .where(and(eq(unitProgress.user_id, userId), eq(unitProgress.unit_id, unitId)))
    .returning({ progress_id: unitProgress.progress_id });
  return removed.map((r) => r.progress_id);
}

/** How many of the program's live units the user has not completed. */
export async function countUncompletedUnits(tx: Db, programId: number, userId: number): Promise<number> {
  const [row] = await liveUnits(
    tx,
    { n: count() },
    programId,
    sql`not exists (select 1 from ${unitProgress} up where up.unit_id = ${units.unit_id}
      and up.user_id = ${userId})`,
  );
  return Number(row?.n ?? 0);
}
