import type { SUBMISSION_STATUSES, TSubmission, TSubmissionForReview } from '@ankur/shared/schemas/learning';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { assignmentSubmissions, uploads } from '../../db/schema/learning.ts';
import { programs, units } from '../../db/schema/programs.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/session.ts';
import { recordAudit } from '../../resources/audit.ts';
import { diff } from '../../resources/repository.ts';
import { notifySubmissionReviewed } from './program-notifications.ts';
import {
  checkLearnerWrite,
  findEnrolment,
  NO_SUCH_PROGRAM,
  recordCompletion,
  removeCompletion,
} from './progress.service.ts';
import { findProgramUnit } from './quiz.service.ts';
import { findOwnSubmissionUpload, toUpload, type UploadRow } from './uploads.service.ts';

/**
 * Assignments (issue 8): a learner submits text, a file uploaded for the purpose, or both;
 * submitting completes the unit. Program managers review submissions: approving keeps the unit
 * complete, asking for changes reopens it until the learner submits again.
 */

export const NOT_AN_ASSIGNMENT = 'This unit is not an assignment';
export const NOT_YOUR_UPLOAD = 'Invalid body.upload_id: attach a file you uploaded for a submission';
export const NO_SUCH_SUBMISSION = 'No such submission in this program';

type Status = (typeof SUBMISSION_STATUSES)[number];
type SubmissionRow = typeof assignmentSubmissions.$inferSelect;

const ACTIVE_ENROLMENT = ['enrolled', 'completed'];

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

/** Submissions with their uploads, newest first. */
const withUploads = (tx: Db) =>
  tx
    .select({ s: assignmentSubmissions, u: uploads })
    .from(assignmentSubmissions)
    .leftJoin(uploads, eq(uploads.upload_id, assignmentSubmissions.upload_id));
const newestFirst = [desc(assignmentSubmissions.created_at), desc(assignmentSubmissions.submission_id)];

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
  tenantId: string,
  actor: Actor,
  programId: number,
  unitId: number,
  input: { body?: string | null; upload_id?: number | null },
): Promise<TSubmission> {
  return withTenant(db, tenantId, async (tx) => {
    const enrolment = await checkLearnerWrite(tx, actor, programId, unitId);
    await findAssignmentUnit(tx, actor, programId, unitId);
    let upload: UploadRow | null = null;
    if (input.upload_id) {
      upload = (await findOwnSubmissionUpload(tx, actor, input.upload_id)) ?? null;
      if (!upload) {
        throw badRequest(NOT_YOUR_UPLOAD, [{ path: 'body.upload_id', message: 'not your submission upload' }]);
      }
    }
    const [row] = await tx
      .insert(assignmentSubmissions)
      .values({
        user_id: actor.userId,
        program_id: programId,
        unit_id: unitId,
        body: input.body || null,
        upload_id: upload?.upload_id ?? null,
        status: 'submitted',
        created_by: actor.userId,
      })
      .returning();
    await recordAudit(tx, [
      {
        table_name: 'assignment_submissions',
        record_id: row!.submission_id,
        action: 'create',
        changes: { unit_id: { to: unitId }, upload_id: { to: row!.upload_id }, status: { to: 'submitted' } },
        actor_id: actor.userId,
      },
    ]);
    await recordCompletion(tx, actor, actor.userId, programId, unitId, enrolment);
    return toSubmission(row!, upload);
  });
}

/** GET programs/{programId}/units/{unitId}/submissions/mine: the caller's submissions, newest first. */
export function listMine(db: Db, tenantId: string, actor: Actor, programId: number, unitId: number) {
  return withTenant(db, tenantId, async (tx) => {
    await findAssignmentUnit(tx, actor, programId, unitId);
    const rows = await withUploads(tx)
      .where(
        and(
          eq(assignmentSubmissions.user_id, actor.userId),
          eq(assignmentSubmissions.program_id, programId),
          eq(assignmentSubmissions.unit_id, unitId),
          eq(assignmentSubmissions.is_deleted, false),
        ),
      )
      .orderBy(...newestFirst);
    return { items: rows.map((r) => toSubmission(r.s, r.u)) };
  });
}

async function assertProgram(tx: Db, programId: number) {
  const [program] = await tx
    .select({ id: programs.program_id })
    .from(programs)
    .where(and(eq(programs.program_id, programId), eq(programs.is_deleted, false)));
  if (!program) throw notFound(NO_SUCH_PROGRAM);
}

/** GET programs/{programId}/submissions?status= (managers): every learner's submissions, newest first. */
export function listForReview(
  db: Db,
  tenantId: string,
  programId: number,
  status: Status | undefined,
): Promise<{ items: TSubmissionForReview[] }> {
  return withTenant(db, tenantId, async (tx) => {
    await assertProgram(tx, programId);
    const rows = await tx
      .select({
        s: assignmentSubmissions,
        u: uploads,
        first: users.firstName,
        last: users.lastName,
        username: users.username,
        unit_name: units.unit_name,
      })
      .from(assignmentSubmissions)
      .leftJoin(uploads, eq(uploads.upload_id, assignmentSubmissions.upload_id))
      .innerJoin(users, eq(users.user_id, assignmentSubmissions.user_id))
      .innerJoin(units, eq(units.unit_id, assignmentSubmissions.unit_id))
      .where(
        and(
          eq(assignmentSubmissions.program_id, programId),
          eq(assignmentSubmissions.is_deleted, false),
          status ? eq(assignmentSubmissions.status, status) : undefined,
        ),
      )
      .orderBy(...newestFirst);
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
  tenantId: string,
  actor: Actor,
  programId: number,
  submissionId: number,
  review: { status: 'approved' | 'changes_requested'; feedback?: string | null },
): Promise<TSubmission> {
  return withTenant(db, tenantId, async (tx) => {
    const [current] = await tx
      .select()
      .from(assignmentSubmissions)
      .where(
        and(
          eq(assignmentSubmissions.submission_id, submissionId),
          eq(assignmentSubmissions.program_id, programId),
          eq(assignmentSubmissions.is_deleted, false),
        ),
      )
      .for('update');
    if (!current) throw notFound(NO_SUCH_SUBMISSION);
    const values = { status: review.status, feedback: review.feedback || null };
    const [row] = await tx
      .update(assignmentSubmissions)
      .set({
        ...values,
        reviewed_by: actor.userId,
        reviewed_at: sql`now()`,
        modified_by: actor.userId,
        updated_at: sql`now()`,
      })
      .where(eq(assignmentSubmissions.submission_id, submissionId))
      .returning();
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
    const [latest] = await tx
      .select({ id: assignmentSubmissions.submission_id })
      .from(assignmentSubmissions)
      .where(
        and(
          eq(assignmentSubmissions.user_id, current.user_id),
          eq(assignmentSubmissions.unit_id, current.unit_id),
          eq(assignmentSubmissions.is_deleted, false),
        ),
      )
      .orderBy(...newestFirst)
      .limit(1);
    const enrolment = await findEnrolment(tx, current.user_id, programId);
    if (latest?.id === submissionId && enrolment && ACTIVE_ENROLMENT.includes(enrolment.enrollment_status)) {
      if (review.status === 'changes_requested') {
        await removeCompletion(tx, actor, current.user_id, programId, current.unit_id, enrolment);
      } else {
        await recordCompletion(tx, actor, current.user_id, programId, current.unit_id, enrolment);
      }
    }
    const [upload] = row!.upload_id ? await tx.select().from(uploads).where(eq(uploads.upload_id, row!.upload_id)) : [];
    return toSubmission(row!, upload ?? null);
  });
}
