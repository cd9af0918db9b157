import {
  READINESS_KEYS,
  type TAssessmentDefinition,
  type TReadinessKey,
  ZAssessmentDefinition,
} from '@ankur/shared/schemas/readiness';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessments, assessmentVersions } from '../../db/schema/readiness.ts';
import { READINESS_BUILTINS } from './builtins/index.ts';

/**
 * The four assessments of a tenant (issue 24). They come into being on first use: any readiness
 * call runs ensureAssessments() first, which inserts the missing `assessments` rows with ON
 * CONFLICT DO NOTHING (unique (tenant_id, key)) and, only for the rows it inserted itself, version 1
 * from READINESS_BUILTINS, published. Two first calls at once: one inserts, the other waits on the
 * unique index and finds the rows (and their version) once the first commits. One query when all
 * four exist.
 */
export async function ensureAssessments(tx: Db, now: Date = new Date()): Promise<void> {
  const have = await tx.select({ key: assessments.key }).from(assessments);
  const missing = READINESS_KEYS.filter((k) => !have.some((h) => h.key === k));
  if (!missing.length) return;
  const inserted = await tx
    .insert(assessments)
    .values(missing.map((key) => ({ key })))
    .onConflictDoNothing()
    .returning({ assessment_id: assessments.assessment_id, key: assessments.key });
  if (!inserted.length) return;
  const at = now.toISOString();
  const versions = await tx
    .insert(assessmentVersions)
    .values(
      inserted.map((a) => ({
        assessment_id: a.assessment_id,
        version: 1,
        status: 'published',
        definition: ZAssessmentDefinition.parse(READINESS_BUILTINS[a.key as TReadinessKey]),
        published_at: at,
        created_at: at,
        updated_at: at,
      })),
    )
    .returning({ version_id: assessmentVersions.version_id, assessment_id: assessmentVersions.assessment_id });
  await tx.execute(sql`update assessments a set published_version_id = v.version_id
    from (values ${sql.join(
      versions.map((v) => sql`(${v.assessment_id}::int, ${v.version_id}::int)`),
      sql`, `,
    )}) as v(assessment_id, version_id)
    where a.assessment_id = v.assessment_id`);
}

export interface PublishedVersion {
  assessment_id: number;
  key: TReadinessKey;
  version_id: number;
  version: number;
  definition: TAssessmentDefinition;
}

/** The version each assessment's takers get now (one query), in READINESS_KEYS order. */
export async function publishedVersions(tx: Db, keys?: readonly TReadinessKey[]): Promise<PublishedVersion[]> {
  const rows = await tx
    .select({
      assessment_id: assessments.assessment_id,
      key: assessments.key,
      version_id: assessmentVersions.version_id,
      version: assessmentVersions.version,
      definition: assessmentVersions.definition,
    })
    .from(assessments)
    .innerJoin(assessmentVersions, eq(assessmentVersions.version_id, assessments.published_version_id))
    .where(keys ? inArray(assessments.key, [...keys]) : undefined);
  const order = (k: string) => READINESS_KEYS.indexOf(k as TReadinessKey);
  return (rows as PublishedVersion[]).sort((a, b) => order(a.key) - order(b.key));
}

/** One version's definition (an attempt keeps the version it started on). */
export async function versionOf(
  tx: Db,
  versionId: number,
): Promise<{ version: number; definition: TAssessmentDefinition } | null> {
  const [row] = await tx
    .select({ version: assessmentVersions.version, definition: assessmentVersions.definition })
    .from(assessmentVersions)
    .where(and(eq(assessmentVersions.version_id, versionId)));
  return row ?? null;
}
