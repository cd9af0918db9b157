import type {
  TAssessmentDefinition,
  TFormData,
  TReadinessKey,
  TReadinessResult,
  TResponseForType,
} from '@ankur/shared/schemas/readiness';
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { programEnrollments, programs } from '../../db/schema/programs.ts';
import { assessmentAttempts, assessments, assessmentVersions, pathwayItems } from '../../db/schema/readiness.ts';

/** An attempt with what it is an attempt of (its assessment's key, its version and definition). */
export interface AttemptRow {
  attempt_id: number;
  user_id: number;
  assessment_id: number;
  key: TReadinessKey;
  version_id: number;
  version: number;
  definition: TAssessmentDefinition;
  current_step: number;
  last_saved_step: number;
  form_data: TFormData;
  started_at: string;
  last_activity_at: string;
  is_completed: boolean;
  submitted_at: string | null;
  abandoned_at: string | null;
  response_for_type: string;
  institute_name: string | null;
  cohort_id: number | null;
  result: (TReadinessResult & { pathway_built_at?: string }) | null;
}

const a = assessmentAttempts;
const columns = {
  attempt_id: a.attempt_id,
  user_id: a.user_id,
  assessment_id: a.assessment_id,
  key: assessments.key,
  version_id: a.version_id,
  version: assessmentVersions.version,
  definition: assessmentVersions.definition,
  current_step: a.current_step,
  last_saved_step: a.last_saved_step,
  form_data: a.form_data,
  started_at: a.started_at,
  last_activity_at: a.last_activity_at,
  is_completed: a.is_completed,
  submitted_at: a.submitted_at,
  abandoned_at: a.abandoned_at,
  response_for_type: a.response_for_type,
  institute_name: a.institute_name,
  cohort_id: a.cohort_id,
  result: a.result,
};

const attempts = (tx: Db) =>
  tx
    .select(columns)
    .from(a)
    .innerJoin(assessments, eq(assessments.assessment_id, a.assessment_id))
    .innerJoin(assessmentVersions, eq(assessmentVersions.version_id, a.version_id));

/** One of the person's attempts (another's, or another tenant's, is null). */
export async function ownAttempt(tx: Db, attemptId: number, userId: number): Promise<AttemptRow | null> {
  const [row] = await attempts(tx).where(and(eq(a.attempt_id, attemptId), eq(a.user_id, userId)));
  return (row as AttemptRow | undefined) ?? null;
}

/** Locks the attempt row for this transaction (a lazy pathway build runs once). */
export async function lockAttempt(tx: Db, attemptId: number): Promise<TReadinessResult | null> {
  const [row] = await tx.select({ result: a.result }).from(a).where(eq(a.attempt_id, attemptId)).for('update');
  return row?.result ?? null;
}

/** The person's unfinished attempts (at most one per assessment), of some assessments or all. */
export async function openAttempts(tx: Db, userId: number, assessmentIds?: number[]): Promise<AttemptRow[]> {
  const rows = await attempts(tx).where(
    and(
      eq(a.user_id, userId),
      eq(a.is_completed, false),
      isNull(a.abandoned_at),
      assessmentIds ? inArray(a.assessment_id, assessmentIds) : undefined,
    ),
  );
  return rows as AttemptRow[];
}

/** The person's completed attempts of one assessment (or all), newest first. */
export async function completedAttempts(
  tx: Db,
  userId: number,
  opts: { assessmentId?: number; exceptId?: number; latestOnly?: boolean } = {},
): Promise<AttemptRow[]> {
  const where = and(
    eq(a.user_id, userId),
    eq(a.is_completed, true),
    opts.assessmentId === undefined ? undefined : eq(a.assessment_id, opts.assessmentId),
    opts.exceptId === undefined ? undefined : ne(a.attempt_id, opts.exceptId),
  );
  const order = [desc(a.submitted_at), desc(a.attempt_id)];
  if (opts.latestOnly) {
    const rows = await attempts(tx)
      .where(
        and(
          where,
          sql`not exists (select 1 from assessment_attempts b where b.user_id = ${a.user_id}
            and b.assessment_id = ${a.assessment_id} and b.is_completed
            and (b.submitted_at, b.attempt_id) > (${a.submitted_at}, ${a.attempt_id}))`,
        ),
      )
      .orderBy(...order);
    return rows as AttemptRow[];
  }
  return (await attempts(tx)
    .where(where)
    .orderBy(...order)) as AttemptRow[];
}

export async function insertAttempt(
  tx: Db,
  values: {
    user_id: number;
    assessment_id: number;
    version_id: number;
    response_for_type: TResponseForType;
    institute_name: string | null;
    cohort_id: number | null;
    now: string;
  },
): Promise<number | null> {
  const { now, ...rest } = values;
  const [row] = await tx
    .insert(a)
    .values({ ...rest, started_at: now, last_activity_at: now })
    .onConflictDoNothing()
    .returning({ attempt_id: a.attempt_id });
  return row?.attempt_id ?? null;
}

export async function abandonAttempt(tx: Db, attemptId: number, now: string): Promise<void> {
  await tx.update(a).set({ abandoned_at: now }).where(eq(a.attempt_id, attemptId));
}

/**
 * Saves one step in ONE statement: the step's questions leave form_data and its answers come in
 * (so the step is wholly the new answers), last_saved_step = max, current_step, last activity.
 * Only an open attempt of the person is touched; false when none was.
 */
export async function saveStep(
  tx: Db,
  p: {
    attemptId: number;
    userId: number;
    step: number;
    questionIds: string[];
    answers: TFormData;
    nextStep: number;
    now: string;
  },
): Promise<boolean> {
  const ids = sql`array[${sql.join(
    p.questionIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  const rows = await tx
    .update(a)
    .set({
      form_data: sql`(${a.form_data} - ${ids}) || ${JSON.stringify(p.answers)}::jsonb`,
      last_saved_step: sql`greatest(${a.last_saved_step}, ${p.step})`,
      current_step: p.nextStep,
      last_activity_at: p.now,
    })
    .where(
      and(eq(a.attempt_id, p.attemptId), eq(a.user_id, p.userId), eq(a.is_completed, false), isNull(a.abandoned_at)),
    )
    .returning({ attempt_id: a.attempt_id });
  return rows.length > 0;
}

export async function completeAttempt(
  tx: Db,
  p: { attemptId: number; result: TReadinessResult & { pathway_built_at?: string }; now: string },
): Promise<boolean> {
  const rows = await tx
    .update(a)
    .set({
      is_completed: true,
      submitted_at: p.now,
      last_activity_at: p.now,
      result: p.result,
      overall: p.result.overall,
    })
    .where(and(eq(a.attempt_id, p.attemptId), eq(a.is_completed, false), isNull(a.abandoned_at)))
    .returning({ attempt_id: a.attempt_id });
  return rows.length > 0;
}

/** Marks the attempt's pathway as built (even an empty one) so it is built once. */
export async function markPathwayBuilt(tx: Db, attemptId: number, now: string): Promise<void> {
  await tx
    .update(a)
    .set({ result: sql`${a.result} || jsonb_build_object('pathway_built_at', ${now}::text)` })
    .where(and(eq(a.attempt_id, attemptId), isNotNull(a.result)));
}

/** Pathway done/total per attempt (the journey's progress). */
export async function pathwayCounts(
  tx: Db,
  attemptIds: number[],
): Promise<Map<number, { done: number; total: number }>> {
  // one query even with no attempts: the journey is a constant number of queries
  const rows = await tx
    .select({
      attempt_id: pathwayItems.attempt_id,
      total: sql<number>`count(*)::int`,
      done: sql<number>`(count(*) filter (where ${pathwayItems.done_at} is not null))::int`,
    })
    .from(pathwayItems)
    .where(attemptIds.length ? inArray(pathwayItems.attempt_id, attemptIds) : sql`false`)
    .groupBy(pathwayItems.attempt_id);
  return new Map(rows.map((r) => [r.attempt_id, { done: r.done, total: r.total }]));
}

/** Cohorts (programs) the person holds an approved enrolment in (enrolled or completed). */
export async function myCohorts(tx: Db, userId: number): Promise<{ cohort_id: number; name: string }[]> {
  return tx
    .select({ cohort_id: programs.program_id, name: programs.program_name })
    .from(programEnrollments)
    .innerJoin(programs, eq(programs.program_id, programEnrollments.program_id))
    .where(
      and(
        eq(programEnrollments.user_id, userId),
        eq(programEnrollments.is_deleted, false),
        inArray(programEnrollments.enrollment_status, ['enrolled', 'completed']),
        eq(programs.is_deleted, false),
      ),
    )
    .orderBy(programs.program_name);
}

export async function programExists(tx: Db, programId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: programs.program_id })
    .from(programs)
    .where(and(eq(programs.program_id, programId), eq(programs.is_deleted, false)));
  return row !== undefined;
}
