import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/scope.ts';
import type { WrittenEvent } from '../../resources/define.ts';
import { notify } from '../notifications/index.ts';
import { unitPlace } from './outline.repository.ts';
import { programNames } from './programs.repository.ts';

/**
 * The notifications learning raises (issue 9), each inside the transaction of what it reports;
 * notify() delivers them once that transaction commits.
 */

/** Enrolment decisions a learner hears about: a manager approved (enrolled) or rejected it. */
const DECISIONS: Record<string, (program: string) => string> = {
  enrolled: (program) => `Your enrolment in ${program} was approved`,
  rejected: (program) => `Your enrolment in ${program} was not approved`,
};

/**
 * programs-enrolled writes (the write guard's `after`): each enrolment that moved into enrolled
 * or rejected notifies its learner, unless the learner made the change.
 */
export async function notifyEnrolmentDecisions(tx: Db, actor: Actor, e: WrittenEvent): Promise<void> {
  if (e.op === 'delete') return;
  const decided = e.rows.filter((row) => {
    const status = row.enrollment_status as string;
    const before = e.before?.get(row.enrollment_id as number)?.enrollment_status;
    return status in DECISIONS && status !== before && row.user_id !== actor.userId;
  });
  if (!decided.length) return;
  const names = await programNames(
    tx,
    decided.map((r) => r.program_id as number),
  );
  for (const row of decided) {
    const programId = row.program_id as number;
    await notify(tx, {
      userIds: [row.user_id as number],
      type: 'enrolment',
      title: DECISIONS[row.enrollment_status as string]!(names.get(programId) ?? `program ${programId}`),
      link: `/programs/overview/${programId}`,
    });
  }
}

/** A manager reviewed a learner's assignment submission: tell the learner, with the feedback. */
export async function notifySubmissionReviewed(
  tx: Db,
  s: { user_id: number; program_id: number; unit_id: number },
  review: { status: 'approved' | 'changes_requested'; feedback?: string | null },
): Promise<void> {
  const where = await unitPlace(tx, s.unit_id);
  const unit = where?.unit_name ?? 'your assignment';
  await notify(tx, {
    userIds: [s.user_id],
    type: 'assignment',
    title: review.status === 'approved' ? `Your submission for ${unit} was approved` : `Changes requested on ${unit}`,
    body: review.feedback || null,
    link: where
      ? `/program-content/${s.program_id}/course-content/${where.course_id}/module-content/${where.module_id}?unit=${s.unit_id}`
      : `/programs/overview/${s.program_id}`,
  });
}

/** A certificate was issued for a completed program. */
export async function notifyCertificateIssued(tx: Db, userId: number, programName: string): Promise<void> {
  await notify(tx, {
    userIds: [userId],
    type: 'certificate',
    title: `Your certificate for ${programName} is ready`,
    link: '/certifications',
  });
}

/**
 * A learner asked to join a program: tell the program's managers in the tenant (issue 19), in the
 * app and by e-mail per each one's preferences (notify(): one e-mail each, or the daily digest).
 */
export async function notifyEnrolmentRequest(
  tx: Db,
  managerIds: number[],
  request: { learner: string; programName: string },
): Promise<void> {
  await notify(tx, {
    userIds: managerIds,
    type: 'enrolment_request',
    title: `${request.learner} asked to join ${request.programName}`,
    body: 'Approve or decline the request in Manage Cohorts.',
    link: ENROLMENT_REQUESTS_PATH,
  });
}

/** Where a manager answers the requests: the pending list on top of /manage-cohort. */
export const ENROLMENT_REQUESTS_PATH = '/manage-cohort';
