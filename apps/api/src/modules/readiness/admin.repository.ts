import type { TAssessmentDefinition, TReadinessKey, TVersionStatus } from '@ankur/shared/schemas/readiness';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nameSql } from '../../db/people.ts';
import { users } from '../../db/schema/identity.ts';
import { assessmentAttempts, assessments, assessmentVersions } from '../../db/schema/readiness.ts';

export interface AssessmentRow {
  assessment_id: number;
  key: TReadinessKey;
  published_version_id: number | null;
}

/** One assessment by key, locked for the rest of the transaction when `lock` (drafts and publishing queue on it). */
export async function assessmentByKey(tx: Db, key: TReadinessKey, lock = false): Promise<AssessmentRow | undefined> {
  const query = tx
    .select({
      assessment_id: assessments.assessment_id,
      key: assessments.key,
      published_version_id: assessments.published_version_id,
    })
    .from(assessments)
    .where(eq(assessments.key, key));
  const [row] = lock ? await query.for('update') : await query;
  return row as AssessmentRow | undefined;
}

export async function lockAssessment(tx: Db, assessmentId: number): Promise<void> {
  await tx
    .select({ id: assessments.assessment_id })
    .from(assessments)
    .where(eq(assessments.assessment_id, assessmentId))
    .for('update');
}

export interface VersionRow {
  version_id: number;
  assessment_id: number;
  key: TReadinessKey;
  version: number;
  status: TVersionStatus;
  definition: TAssessmentDefinition;
  published_at: string | null;
  published_by_name: string | null;
  updated_at: string;
  attempts: number;
}

const versionColumns = {
  version_id: assessmentVersions.version_id,
  assessment_id: assessmentVersions.assessment_id,
  key: assessments.key,
  version: assessmentVersions.version,
  status: assessmentVersions.status,
  definition: assessmentVersions.definition,
  published_at: assessmentVersions.published_at,
  published_by_name: sql<string | null>`case when ${users.user_id} is null then null else ${nameSql(users)} end`,
  updated_at: assessmentVersions.updated_at,
};

/** Every version of the tenant's assessments with its attempts' count: one query. */
export async function allVersions(tx: Db): Promise<VersionRow[]> {
  const counts = tx
    .select({ version_id: assessmentAttempts.version_id, n: count().as('n') })
    .from(assessmentAttempts)
    .groupBy(assessmentAttempts.version_id)
    .as('counts');
  const rows = await tx
    .select({ ...versionColumns, attempts: sql<number>`coalesce(${counts.n}, 0)::int` })
    .from(assessmentVersions)
    .innerJoin(assessments, eq(assessments.assessment_id, assessmentVersions.assessment_id))
    .leftJoin(users, eq(users.user_id, assessmentVersions.published_by))
    .leftJoin(counts, eq(counts.version_id, assessmentVersions.version_id))
    .orderBy(asc(assessments.key), desc(assessmentVersions.version));
  return rows as VersionRow[];
}

export async function versionById(tx: Db, versionId: number): Promise<VersionRow | undefined> {
  const [row] = await tx
    .select({
      ...versionColumns,
      attempts: sql<number>`(select count(*)::int from ${assessmentAttempts} where ${assessmentAttempts.version_id} = ${assessmentVersions.version_id})`,
    })
    .from(assessmentVersions)
    .innerJoin(assessments, eq(assessments.assessment_id, assessmentVersions.assessment_id))
    .leftJoin(users, eq(users.user_id, assessmentVersions.published_by))
    .where(eq(assessmentVersions.version_id, versionId));
  return row as VersionRow | undefined;
}

/** The assessment's draft (at most one), and the highest version number so far. */
export async function draftAndLatest(
  tx: Db,
  assessmentId: number,
): Promise<{ draftId: number | null; latest: number }> {
  const rows = await tx
    .select({
      version_id: assessmentVersions.version_id,
      version: assessmentVersions.version,
      status: assessmentVersions.status,
    })
    .from(assessmentVersions)
    .where(eq(assessmentVersions.assessment_id, assessmentId))
    .orderBy(desc(assessmentVersions.version));
  return {
    draftId: rows.find((r) => r.status === 'draft')?.version_id ?? null,
    latest: rows[0]?.version ?? 0,
  };
}

export async function insertDraft(
  tx: Db,
  v: { assessmentId: number; version: number; definition: TAssessmentDefinition; createdBy: number },
): Promise<number> {
  const [row] = await tx
    .insert(assessmentVersions)
    .values({
      assessment_id: v.assessmentId,
      version: v.version,
      status: 'draft',
      definition: v.definition,
      created_by: v.createdBy,
    })
    .returning({ id: assessmentVersions.version_id });
  return row!.id;
}

/** Saves a draft's definition; false when it is no longer a draft (published meanwhile). */
export async function updateDraft(tx: Db, versionId: number, definition: TAssessmentDefinition, now: Date) {
  const rows = await tx
    .update(assessmentVersions)
    .set({ definition, updated_at: now.toISOString() })
    .where(and(eq(assessmentVersions.version_id, versionId), eq(assessmentVersions.status, 'draft')))
    .returning({ id: assessmentVersions.version_id });
  return rows.length > 0;
}

export async function setStatus(
  tx: Db,
  versionId: number,
  status: TVersionStatus,
  now: Date,
  publishedBy?: number,
): Promise<void> {
  await tx
    .update(assessmentVersions)
    .set({
      status,
      updated_at: now.toISOString(),
      ...(publishedBy === undefined ? {} : { published_at: now.toISOString(), published_by: publishedBy }),
    })
    .where(eq(assessmentVersions.version_id, versionId));
}

export async function setPublished(tx: Db, assessmentId: number, versionId: number): Promise<void> {
  await tx
    .update(assessments)
    .set({ published_version_id: versionId })
    .where(eq(assessments.assessment_id, assessmentId));
}

export async function deleteDraftRow(tx: Db, versionId: number): Promise<boolean> {
  const rows = await tx
    .delete(assessmentVersions)
    .where(and(eq(assessmentVersions.version_id, versionId), eq(assessmentVersions.status, 'draft')))
    .returning({ id: assessmentVersions.version_id });
  return rows.length > 0;
}
