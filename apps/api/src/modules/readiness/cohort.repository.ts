import type { TAssessmentDefinition, TReadinessKey, TReadinessResult } from '@ankur/shared/schemas/readiness';
import { and, desc, eq, gt, inArray, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nameSql } from '../../db/people.ts';
import { users } from '../../db/schema/identity.ts';
import { programEnrollments, programs } from '../../db/schema/programs.ts';
import { assessmentAttempts, assessments, assessmentVersions, readinessNudges } from '../../db/schema/readiness.ts';

/**
 * A cohort's readiness, read in a constant number of queries whatever its size: the cohort, its
 * members, each member's latest attempt and latest completed attempt of one assessment (DISTINCT ON
 * over assessment_attempts_user_idx, which leads with tenant_id), and their last nudges.
 */

/** Approved enrolments: the cohort's members (as the cohort's conversation counts them). */
export const MEMBER_STATUSES = ['enrolled', 'completed'];

export async function cohortRow(tx: Db, cohortId: number): Promise<{ program_id: number; name: string } | undefined> {
  const [row] = await tx
    .select({ program_id: programs.program_id, name: programs.program_name })
    .from(programs)
    .where(and(eq(programs.program_id, cohortId), eq(programs.is_deleted, false)));
  return row;
}

const memberOf = (cohortId: number) =>
  and(
    eq(programEnrollments.program_id, cohortId),
    eq(programEnrollments.is_deleted, false),
    inArray(programEnrollments.enrollment_status, MEMBER_STATUSES),
  );

/** The cohort's members, by name; `only` narrows to some user ids. */
export async function cohortMembers(
  tx: Db,
  cohortId: number,
  only?: readonly number[],
): Promise<{ user_id: number; name: string }[]> {
  // one live enrolment per person and program (program_enrollments_user_program_uq): no duplicates
  return tx
    .select({ user_id: users.user_id, name: nameSql(users) })
    .from(programEnrollments)
    .innerJoin(users, eq(users.user_id, programEnrollments.user_id))
    .where(
      and(
        memberOf(cohortId),
        eq(users.is_deleted, false),
        only ? inArray(programEnrollments.user_id, [...only]) : undefined,
      ),
    )
    .orderBy(nameSql(users), users.user_id);
}

/** The published definition of one assessment (its dimensions label the distribution). */
export async function publishedDefinition(tx: Db, key: TReadinessKey): Promise<TAssessmentDefinition | undefined> {
  const [row] = await tx
    .select({ definition: assessmentVersions.definition })
    .from(assessments)
    .innerJoin(assessmentVersions, eq(assessmentVersions.version_id, assessments.published_version_id))
    .where(eq(assessments.key, key));
  return row?.definition;
}

export interface MemberAttempt {
  user_id: number;
  is_completed: boolean;
  last_activity_at: string;
  submitted_at: string | null;
  overall: number | null;
  result: TReadinessResult | null;
}

/**
 * Each member's latest attempt of `key` (any response_for_type; an attempt given up by starting over
 * is not theirs any more), or, with `completed`, their latest completed attempt: one query each.
 */
export async function latestAttempts(
  tx: Db,
  cohortId: number,
  key: TReadinessKey,
  completed: boolean,
): Promise<MemberAttempt[]> {
  const members = tx
    .selectDistinct({ user_id: programEnrollments.user_id })
    .from(programEnrollments)
    .where(memberOf(cohortId))
    .as('members');
  const order = completed
    ? [desc(assessmentAttempts.submitted_at), desc(assessmentAttempts.attempt_id)]
    : [desc(assessmentAttempts.started_at), desc(assessmentAttempts.attempt_id)];
  const rows = await tx
    .selectDistinctOn([assessmentAttempts.user_id], {
      user_id: assessmentAttempts.user_id,
      is_completed: assessmentAttempts.is_completed,
      last_activity_at: assessmentAttempts.last_activity_at,
      submitted_at: assessmentAttempts.submitted_at,
      overall: assessmentAttempts.overall,
      result: assessmentAttempts.result,
    })
    .from(assessmentAttempts)
    .innerJoin(members, eq(members.user_id, assessmentAttempts.user_id))
    .innerJoin(assessments, eq(assessments.assessment_id, assessmentAttempts.assessment_id))
    .where(
      and(
        eq(assessments.key, key),
        isNull(assessmentAttempts.abandoned_at),
        completed ? eq(assessmentAttempts.is_completed, true) : undefined,
      ),
    )
    .orderBy(assessmentAttempts.user_id, ...order);
  return rows;
}

/** When each of these people was last nudged about this cohort (any assessment). */
export async function lastNudges(tx: Db, cohortId: number, userIds?: readonly number[]): Promise<Map<number, string>> {
  const rows = await tx
    .select({ user_id: readinessNudges.user_id, at: max(readinessNudges.sent_at) })
    .from(readinessNudges)
    .where(
      and(
        eq(readinessNudges.cohort_id, cohortId),
        userIds ? inArray(readinessNudges.user_id, [...userIds]) : undefined,
      ),
    )
    .groupBy(readinessNudges.user_id);
  return new Map(rows.filter((r) => r.at !== null).map((r) => [r.user_id, r.at!]));
}

/** People nudged about this cohort after `since`. */
export async function nudgedSince(
  tx: Db,
  cohortId: number,
  userIds: readonly number[],
  since: Date,
): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await tx
    .selectDistinct({ user_id: readinessNudges.user_id })
    .from(readinessNudges)
    .where(
      and(
        eq(readinessNudges.cohort_id, cohortId),
        inArray(readinessNudges.user_id, [...userIds]),
        gt(readinessNudges.sent_at, since.toISOString()),
      ),
    );
  return new Set(rows.map((r) => r.user_id));
}

export async function insertNudge(
  tx: Db,
  n: { cohortId: number; userId: number; sentBy: number; key: TReadinessKey; now: Date },
): Promise<void> {
  await tx.insert(readinessNudges).values({
    cohort_id: n.cohortId,
    user_id: n.userId,
    sent_by: n.sentBy,
    assessment_key: n.key,
    sent_at: n.now.toISOString(),
  });
}
