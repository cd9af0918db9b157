import type { SUBMISSION_STATUSES, TSubmission, TSubmissionForReview } from '@ankur/shared/schemas/programs';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Actor, Scope } from '../../lib/scope.ts';
import { recordAudit } from '../../resources/audit.ts';
import { diff } from '../../resources/repository.ts';
import { ownUpload, toUpload, type UploadRow, uploadById } from '../uploads/index.ts';
import {
  insertSubmission,
  latestSubmissionId,
  lockSubmission,
  type SubmissionRow,
  saveReview,
  submissionsForReview,
  submissionsOf,
} from './assignments.repository.ts';
import { notifySubmissionReviewed } from './program-notifications.ts';
import { assertProgramExists } from './programs.service.ts';
import { findEnrolment } from './progress.repository.ts';
import {
  ACTIVE_STATUSES,
  checkLearnerWrite,
  findProgramUnit,
  recordCompletion,
  removeCompletion,
} from './progress.service.ts';

/**
 * Assignments (issue 8): a learner submits text, a file uploaded for the purpose, or both;
 * submitting completes the unit. Program managers review submissions: approving keeps the unit
 * complete, asking for changes reopens it until the learner submits again.
 */

export const NOT_AN_ASSIGNMENT = 'This unit is not an assignment';
export const NOT_YOUR_UPLOAD = 'Invalid body.upload_id: attach a file you uploaded for a submission';
export const NO_SUCH_SUBMISSION = 'No such submission in this program';

type Status = (typeof SUBMISSION_STATUSES)[number];

const toSubmission = (s: SubmissionRow, upload: UploadRow | null): TSubmission => ({
  submission_id: s.submission_id,
  user_id: s.user_id,
  program_id: s.program_id,
  unit_id: s.unit_id,
  body: s.body,
  upload: upload ? toUpload(upload) : null,
  status: s.status as Status,
  feedback: s.feedback,
  reviewed_at: s.reviewed_at,
  created_at: s.created_at,
});

async function findAssignmentUnit(tx: Db, actor: Actor, programId: number, unitId: number) {
  const unit = await findProgramUnit(tx, actor, programId, unitId);
  if (unit.unit_type !== 'assignment') throw notFound(NOT_AN_ASSIGNMENT);
  return unit;
}

/**
 * POST programs/{programId}/units/{unitId}/submissions: an approved enrolment is needed; the file,
 * if any, must be the caller's own 'submission' upload. Submitting completes the unit.
 */
export function createSubmission(
  db: Db,
  scope: Scope,
  programId: number,
  unitId: number,
  input: { body?: string | null; upload_id?: number | null },
): Promise<TSubmission> {
  const { actor } = scope;
  return withTenant(db, scope.tenantId, async (tx) => {
    const enrolment = await checkLearnerWrite(tx, actor, programId, unitId);
    await findAssignmentUnit(tx, actor, programId, unitId);
    let upload: UploadRow | null = null;
    if (input.upload_id) {
      upload = (await ownUpload(tx, actor, input.upload_id, 'submission')) ?? null;
      if (!upload) {
        throw badRequest(NOT_YOUR_UPLOAD, [{ path: 'body.upload_id', message: 'not your submission upload' }]);
      }
    }
    const row = await insertSubmission(tx, {
      user_id: actor.userId,
      program_id: programId,
      unit_id: unitId,
      body: input.body || null,
      upload_id: upload?.upload_id ?? null,
      status: 'submitted',
      created_by: actor.userId,
    });
    await recordAudit(tx, [
      {
        table_name: 'assignment_submissions',
        record_id: row.submission_id,
        action: 'create',
        changes: { unit_id: { to: unitId }, upload_id: { to: row.upload_id }, status: { to: 'submitted' } },
        actor_id: actor.userId,
      },
    ]);
    await recordCompletion(tx, actor, actor.userId, programId, unitId, enrolment);
    return toSubmission(row, upload);
  });
}

/** GET programs/{programId}/units/{unitId}/submissions/mine: the caller's submissions, newest first. */
export function listMine(db: Db, scope: Scope, programId: number, unitId: number) {
  return withTenant(db, scope.tenantId, async (tx) => {
    await findAssignmentUnit(tx, scope.actor, programId, unitId);
    const rows = await submissionsOf(tx, scope.actor.userId, programId, unitId);
    return { items: rows.map((r) => toSubmission(r.s, r.u)) };
  });
}

/** GET programs/{programId}/submissions?status= (managers): every learner's submissions, newest first. */
export function listForReview(
  db: Db,
  scope: Scope,
  programId: number,
  status: Status | undefined,
): Promise<{ items: TSubmissionForReview[] }> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await assertProgramExists(tx, programId);
    const rows = await submissionsForReview(tx, programId, status);
    return {
      items: rows.map((r) => ({
        ...toSubmission(r.s, r.u),
        learner_name: [r.first, r.last].filter(Boolean).join(' ').trim() || r.username,
        unit_name: r.unit_name,
      })),
    };
  });
}

/**
 * POST programs/{programId}/submissions/{submissionId}/review (managers). Asking for changes on
 * the learner's latest submission reopens the unit (and the program, if it was complete);
 * approving completes it again if it had been reopened. The learner is notified either way.
 */
export function reviewSubmission(
  db: Db,
  scope: Scope,
  programId: number,
  submissionId: number,
  review: { status: 'approved' | 'changes_requested'; feedback?: string | null },
): Promise<TSubmission> {
  const { actor } = scope;
  return withTenant(db, scope.tenantId, async (tx) => {
    const current = await lockSubmission(tx, programId, submissionId);
    if (!current) throw notFound(NO_SUCH_SUBMISSION);
    const values = { status: review.status, feedback: review.feedback || null };
    const row = await saveReview(tx, submissionId, values, actor.userId);
    await recordAudit(tx, [
      {
        table_name: 'assignment_submissions',
        record_id: submissionId,
        action: 'update',
        changes: diff(current, values),
        actor_id: actor.userId,
      },
    ]);
    await notifySubmissionReviewed(tx, current, review);
    const latest = await latestSubmissionId(tx, current.user_id, current.unit_id);
    const enrolment = await findEnrolment(tx, current.user_id, programId);
    if (latest === submissionId && enrolment && ACTIVE_STATUSES.includes(enrolment.enrollment_status)) {
      if (review.status === 'changes_requested') {
        await removeCompletion(tx, actor, current.user_id, programId, current.unit_id, enrolment);
      } else {
        await recordCompletion(tx, actor, current.user_id, programId, current.unit_id, enrolment);
      }
    }
    return toSubmission(row, row.upload_id ? await uploadById(tx, row.upload_id) : null);
  });
}
