import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses, modules, programEnrollments, programs, unitProgress, units } from '../../db/schema/programs.ts';
import { withTenant } from '../../db/tenant.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/session.ts';
import { recordAudit } from '../../resources/audit.ts';
import { RESOURCE_ACCESS } from '../access/guards.ts';
import { issueCertificate, revokeCertificate } from './certificates.service.ts';

/**
 * A learner's unit completions (issue 8). Every call runs inside withTenant with the session's
 * tenant, so row-level security applies; the user is always the session's user.
 */

export const NOT_ENROLLED = 'Enrol in this program and wait for approval before recording progress.';
export const NO_SUCH_UNIT = 'No such unit in this program';
export const NO_SUCH_PROGRAM = 'No such program';

/** Enrolment statuses that may record progress. */
const ACTIVE_STATUSES = ['enrolled', 'completed'];

export interface ProgramProgress {
  program_id: number;
  completed_unit_ids: number[];
}
export interface UnitCompletion {
  unit_id: number;
  completed_at: string;
}

/** The program, if the actor may see it (guards.ts program scope: learners see published ones only). */
async function assertProgramVisible(tx: Db, actor: Actor, programId: number): Promise<void> {
  const scope = RESOURCE_ACCESS.programs?.scope?.(actor);
  const [row] = await tx
    .select({ program_id: programs.program_id })
    .from(programs)
    .where(and(eq(programs.program_id, programId), eq(programs.is_deleted, false), scope));
  if (!row) throw notFound(NO_SUCH_PROGRAM);
}

/** The live units of a program (unit → module → course → program, none deleted). */
const programUnitIds = (tx: Db, programId: number, unitId?: number) =>
  tx
    .select({ unit_id: units.unit_id })
    .from(units)
    .innerJoin(modules, eq(modules.module_id, units.module_id))
    .innerJoin(courses, eq(courses.course_id, modules.course_id))
    .where(
      and(
        eq(courses.program_id, programId),
        unitId === undefined ? undefined : eq(units.unit_id, unitId),
        eq(units.is_deleted, false),
        eq(modules.is_deleted, false),
        eq(courses.is_deleted, false),
      ),
    );

export async function findEnrolment(tx: Db, userId: number, programId: number) {
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

/** The checks of both writes: a visible program, an approved enrolment, a unit of that program. */
async function checkWrite(tx: Db, actor: Actor, programId: number, unitId: number) {
  await assertProgramVisible(tx, actor, programId);
  const enrolment = await findEnrolment(tx, actor.userId, programId);
  if (!enrolment || !ACTIVE_STATUSES.includes(enrolment.enrollment_status)) throw forbidden(NOT_ENROLLED);
  const [unit] = await programUnitIds(tx, programId, unitId);
  if (!unit) throw notFound(NO_SUCH_UNIT);
  return enrolment;
}

/** The system's transition of an enrolment (not the learner's: the learner write guard does not apply). */
async function setEnrolmentStatus(
  tx: Db,
  actor: Actor,
  enrolment: { enrollment_id: number; enrollment_status: string },
  status: 'enrolled' | 'completed',
) {
  await tx
    .update(programEnrollments)
    .set({ enrollment_status: status, modified_by: actor.userId, updated_at: sql`now()` })
    .where(eq(programEnrollments.enrollment_id, enrolment.enrollment_id));
  await recordAudit(tx, [
    {
      table_name: 'program_enrollments',
      record_id: enrolment.enrollment_id,
      action: 'update',
      changes: { enrollment_status: { from: enrolment.enrollment_status, to: status } },
      actor_id: actor.userId,
    },
  ]);
}

/** GET programs/progress/{programId}: the session user's completed units, oldest completion first. */
export function getProgress(db: Db, tenantId: string, actor: Actor, programId: number): Promise<ProgramProgress> {
  return withTenant(db, tenantId, async (tx) => {
    await assertProgramVisible(tx, actor, programId);
    const rows = await tx
      .select({ unit_id: unitProgress.unit_id })
      .from(unitProgress)
      .where(and(eq(unitProgress.user_id, actor.userId), eq(unitProgress.program_id, programId)))
      .orderBy(asc(unitProgress.completed_at), asc(unitProgress.progress_id));
    return { program_id: programId, completed_unit_ids: rows.map((r) => r.unit_id) };
  });
}

/** Unit kinds a learner cannot tick off by hand: a passed quiz or a submitted assignment completes them. */
export const SELF_COMPLETING_KINDS: Record<string, string> = {
  quiz: 'Pass the quiz to complete this unit.',
  assignment: 'Submit your assignment to complete this unit.',
};

async function assertManualKind(tx: Db, unitId: number) {
  const [unit] = await tx.select({ unit_type: units.unit_type }).from(units).where(eq(units.unit_id, unitId));
  const reason = unit ? SELF_COMPLETING_KINDS[unit.unit_type] : undefined;
  if (reason) throw conflict(reason);
}

/**
 * Records that `learnerId` completed a unit (inside the caller's tenant transaction; the caller
 * has checked the enrolment and the unit). Completing the program's last unit completes the
 * enrolment and issues the certificate. Used by the learner's own tick, a passed quiz, and a
 * submitted assignment.
 */
export async function recordCompletion(
  tx: Db,
  actor: Actor,
  learnerId: number,
  programId: number,
  unitId: number,
  enrolment: { enrollment_id: number; enrollment_status: string },
): Promise<{ created: boolean; completion: UnitCompletion }> {
  const [inserted] = await tx
    .insert(unitProgress)
    .values({ user_id: learnerId, program_id: programId, unit_id: unitId })
    .onConflictDoNothing({ target: [unitProgress.tenant_id, unitProgress.user_id, unitProgress.unit_id] })
    .returning({
      progress_id: unitProgress.progress_id,
      unit_id: unitProgress.unit_id,
      completed_at: unitProgress.completed_at,
    });
  if (!inserted) {
    const [existing] = await tx
      .select({ unit_id: unitProgress.unit_id, completed_at: unitProgress.completed_at })
      .from(unitProgress)
      .where(and(eq(unitProgress.user_id, learnerId), eq(unitProgress.unit_id, unitId)));
    return { created: false, completion: existing! };
  }
  await recordAudit(tx, [
    {
      table_name: 'unit_progress',
      record_id: inserted.progress_id,
      action: 'create',
      changes: { user_id: { to: learnerId }, program_id: { to: programId }, unit_id: { to: unitId } },
      actor_id: actor.userId,
    },
  ]);
  if (enrolment.enrollment_status === 'enrolled') {
    const all = programUnitIds(tx, programId);
    const [remaining] = await tx
      .select({ n: count() })
      .from(units)
      .where(
        and(
          inArray(units.unit_id, all),
          sql`not exists (select 1 from ${unitProgress} up where up.unit_id = ${units.unit_id}
            and up.user_id = ${learnerId})`,
        ),
      );
    if (Number(remaining?.n ?? 0) === 0) {
      await setEnrolmentStatus(tx, actor, enrolment, 'completed');
      await issueCertificate(tx, learnerId, programId);
    }
  }
  return { created: true, completion: { unit_id: inserted.unit_id, completed_at: inserted.completed_at } };
}

/**
 * Removes a learner's completion of a unit (nothing to remove is not an error); when one was
 * removed, a completed enrolment goes back to enrolled and its certificate is revoked.
 */
export async function removeCompletion(
  tx: Db,
  actor: Actor,
  learnerId: number,
  programId: number,
  unitId: number,
  enrolment: { enrollment_id: number; enrollment_status: string },
): Promise<void> {
  const removed = await tx
    .delete(unitProgress)
    .where(and(eq(unitProgress.user_id, learnerId), eq(unitProgress.unit_id, unitId)))
    .returning({ progress_id: unitProgress.progress_id });
  if (removed.length) {
    await recordAudit(
      tx,
      removed.map((r) => ({
        table_name: 'unit_progress',
        record_id: r.progress_id,
        action: 'delete' as const,
        changes: {},
        actor_id: actor.userId,
      })),
    );
  }
  if (removed.length && enrolment.enrollment_status === 'completed') {
    await setEnrolmentStatus(tx, actor, enrolment, 'enrolled');
    await revokeCertificate(tx, learnerId, programId);
  }
}

/** The learner's approved enrolment in a visible program that holds the unit (403 / 404 otherwise). */
export const checkLearnerWrite = checkWrite;

/**
 * POST programs/progress/{programId}/units/{unitId}/complete: records the completion once
 * (created: true the first time). Quiz and assignment units complete themselves (409).
 */
export function completeUnit(
  db: Db,
  tenantId: string,
  actor: Actor,
  programId: number,
  unitId: number,
): Promise<{ created: boolean; completion: UnitCompletion }> {
  return withTenant(db, tenantId, async (tx) => {
    const enrolment = await checkWrite(tx, actor, programId, unitId);
    await assertManualKind(tx, unitId);
    return recordCompletion(tx, actor, actor.userId, programId, unitId, enrolment);
  });
}

/** DELETE programs/progress/{programId}/units/{unitId}/complete: undoes the learner's own tick. */
export function uncompleteUnit(db: Db, tenantId: string, actor: Actor, programId: number, unitId: number) {
  return withTenant(db, tenantId, async (tx) => {
    const enrolment = await checkWrite(tx, actor, programId, unitId);
    await assertManualKind(tx, unitId);
    await removeCompletion(tx, actor, actor.userId, programId, unitId, enrolment);
  });
}
