import type { TReadinessKey, TReadinessResult } from '@ankur/shared/schemas/readiness';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessmentAttempts, assessments } from '../../db/schema/readiness.ts';

export interface LatestResult {
  attempt_id: number;
  submitted_at: string;
  result: TReadinessResult;
}

/** A person's latest completed attempt of one assessment (the Engine and the workspace read it). */
export async function latestCompleted(tx: Db, userId: number, key: TReadinessKey): Promise<LatestResult | null> {
  const [row] = await tx
    .select({
      attempt_id: assessmentAttempts.attempt_id,
      submitted_at: assessmentAttempts.submitted_at,
      result: assessmentAttempts.result,
    })
    .from(assessmentAttempts)
    .innerJoin(assessments, eq(assessments.assessment_id, assessmentAttempts.assessment_id))
    .where(
      and(eq(assessmentAttempts.user_id, userId), eq(assessments.key, key), eq(assessmentAttempts.is_completed, true)),
    )
    .orderBy(desc(assessmentAttempts.submitted_at), desc(assessmentAttempts.attempt_id))
    .limit(1);
  if (!row?.submitted_at || !row.result) return null;
  const { overall, band, summary, dimensions, level } = row.result;
  // the contract's fields only (the stored result also carries the server's pathway mark)
  return {
    attempt_id: row.attempt_id,
    submitted_at: new Date(row.submitted_at).toISOString(),
    result: { overall, band, summary, dimensions, level },
  };
}
