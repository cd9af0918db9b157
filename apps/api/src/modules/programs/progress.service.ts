import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Actor, Scope } from '../../lib/scope.ts';
import { recordAudit } from '../../resources/audit.ts';
import { revokeCertificate } from './certificates.repository.ts';
import { issueCertificate } from './certificates.service.ts';
import { findLiveUnit, unitType } from './outline.repository.ts';
import { findProgram } from './programs.repository.ts';
import { programScope } from './programs.resources.ts';
import { NO_SUCH_PROGRAM } from './programs.service.ts';
import {
  completedUnitIds,
  countUncompletedUnits,
  deleteCompletion,
  type Enrolment,
  findCompletion,
  findEnrolment,
  insertCompletion,
  setEnrolmentStatus,
} from './progress.repository.ts';

/**
 * A learner's unit completions (issue 8). Every call runs inside withTenant with the session's
 * tenant, so row-level security applies; the user is always the session's user.
 */

export const NOT_ENROLLED = 'Enrol in this program and wait for approval before recording progress.';
export const NO_SUCH_UNIT = 'No such unit in this program';

/** Enrolment statuses that may record progress. */
export const ACTIVE_STATUSES = ['enrolled', 'completed'];

export interface ProgramProgress {
  program_id: number;
  completed_unit_ids: number[];
}
export interface UnitCompletion {
  unit_id: number;
  completed_at: string;
}

/** The program, if the actor may see it (guards.ts program scope: learners see published ones only). */
export async function assertProgramVisible(tx: Db, actor: Actor, programId: number): Promise<void> {
  if (!(await findProgram(tx, programId, programScope(actor)))) throw notFound(NO_SUCH_PROGRAM);
}

/**
 * A live unit of a program the actor may see: 404 'No such program' when the program is
 * missing or hidden from the actor (learners see published programs only), 404 'No such unit in
 * this program' when the unit is not in it.
 */
export async function findProgramUnit(tx: Db, actor: Actor, programId: number, unitId: number) {
  await assertProgramVisible(tx, actor, programId);
  const unit = await findLiveUnit(tx, programId, unitId);
  if (!unit) throw notFound(NO_SUCH_UNIT);
  return unit;
}

/** The learner's approved enrolment in a visible program that holds the unit (403 / 404 otherwise). */
export async function checkLearnerWrite(tx: Db, actor: Actor, programId: number, unitId: number) {
  await assertProgramVisible(tx, actor, programId);
  const enrolment = await findEnrolment(tx, actor.userId, programId);
  if (!enrolment || !ACTIVE_STATUSES.includes(enrolment.enrollment_status)) throw forbidden(NOT_ENROLLED);
  if (!(await findLiveUnit(tx, programId, unitId))) throw notFound(NO_SUCH_UNIT);
  return enrolment;
}

/** The system's transition of an enrolment (not the learner's: the learner write guard does not apply). */
async function moveEnrolment(tx: Db, actor: Actor, enrolment: Enrolment, status: 'enrolled' | 'completed') {
  await setEnrolmentStatus(tx, enrolment.enrollment_id, status, actor.userId);
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
export function getProgress(db: Db, scope: Scope, programId: number): Promise<ProgramProgress> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await assertProgramVisible(tx, scope.actor, programId);
    return { program_id: programId, completed_unit_ids: await completedUnitIds(tx, scope.actor.userId, programId) };
  });
}

/** Unit kinds a learner cannot tick off by hand: a passed quiz or a submitted assignment completes them. */
export const SELF_COMPLETING_KINDS: Record<string, string> = {
  quiz: 'Pass the quiz to complete this unit.',
  assignment: 'Submit your assignment to complete this unit.',
};

async function assertManualKind(tx: Db, unitId: number) {
  const kind = await unitType(tx, unitId);
  const reason = kind ? SELF_COMPLETING_KINDS[kind] : undefined;
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
  enrolment: Enrolment,
): Promise<{ created: boolean; completion: UnitCompletion }> {
  const inserted = await insertCompletion(tx, learnerId, programId, unitId);
  if (!inserted) return { created: false, completion: (await findCompletion(tx, learnerId, unitId))! };
  await recordAudit(tx, [
    {
      table_name: 'unit_progress',
      record_id: inserted.progress_id,
      action: 'create',
      changes: { user_id: { to: learnerId }, program_id: { to: programId }, unit_id: { to: unitId } },
      actor_id: actor.userId,
    },
  ]);
  if (enrolment.enrollment_status === 'enrolled' && (await countUncompletedUnits(tx, programId, learnerId)) === 0) {
    await moveEnrolment(tx, actor, enrolment, 'completed');
    await issueCertificate(tx, learnerId, programId);
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
  enrolment: Enrolment,
): Promise<void> {
  const removed = await deleteCompletion(tx, learnerId, unitId);
  if (!removed.length) return;
  await recordAudit(
    tx,
    removed.map((id) => ({
      table_name: 'unit_progress',
      record_id: id,
      action: 'delete' as const,
      changes: {},
      actor_id: actor.userId,
    })),
  );
  if (enrolment.enrollment_status === 'completed') {
    await moveEnrolment(tx, actor, enrolment, 'enrolled');
    await revokeCertificate(tx, learnerId, programId);
  }
}

/**
 * POST programs/progress/{programId}/units/{unitId}/complete: records the completion once
 * (created: true the first time). Quiz and assignment units complete themselves (409).
 */
export function completeUnit(
  db: Db,
  scope: Scope,
  programId: number,
  unitId: number,
): Promise<{ created: boolean; completion: UnitCompletion }> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const enrolment = await checkLearnerWrite(tx, scope.actor, programId, unitId);
    await assertManualKind(tx, unitId);
    return recordCompletion(tx, scope.actor, scope.actor.userId, programId, unitId, enrolment);
  });
}

/** DELETE programs/progress/{programId}/units/{unitId}/complete: undoes the learner's own tick. */
export function uncompleteUnit(db: Db, scope: Scope, programId: number, unitId: number) {
  return withTenant(db, scope.tenantId, async (tx) => {
    const enrolment = await checkLearnerWrite(tx, scope.actor, programId, unitId);
    await assertManualKind(tx, unitId);
    await removeCompletion(tx, scope.actor, scope.actor.userId, programId, unitId, enrolment);
  });
}
