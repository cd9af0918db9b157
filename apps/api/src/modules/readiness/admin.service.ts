import { definitionProblems } from '@ankur/shared/readiness-definition';
import {
  READINESS_KEYS,
  type TAdminAssessments,
  type TReadinessKey,
  type TVersionDetail,
  type TVersionSave,
  type TVersionSummary,
  ZAssessmentDefinition,
} from '@ankur/shared/schemas/readiness';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { recordAudit } from '../../resources/audit.ts';
import {
  allVersions,
  assessmentByKey,
  deleteDraftRow,
  draftAndLatest,
  insertDraft,
  lockAssessment,
  setPublished,
  setStatus,
  updateDraft,
  type VersionRow,
  versionById,
} from './admin.repository.ts';
import { ensureAssessments } from './assessments.repository.ts';

/**
 * Readiness administration (issue 24): versions of the four assessments. A draft is copied from the
 * published version, edited as a whole, then published: the old published version is retired and
 * people start the new one, while attempts already begun keep their version_id and finish it. A
 * published (or retired) version never changes and is never deleted.
 */

export const NO_VERSION = 'No such assessment version.';
const frozen = (v: Pick<VersionRow, 'version' | 'status'>) =>
  conflict(`Version ${v.version} is ${v.status}: it never changes; start a new draft`);

const summaryOf = (v: VersionRow): TVersionSummary => ({
  version_id: v.version_id,
  version: v.version,
  status: v.status,
  title: v.definition.title,
  published_at: v.published_at === null ? null : new Date(v.published_at).toISOString(),
  published_by_name: v.published_by_name,
  updated_at: new Date(v.updated_at).toISOString(),
  attempts: v.attempts,
});

const detailOf = (v: VersionRow): TVersionDetail => ({
  key: v.key,
  summary: summaryOf(v),
  definition: ZAssessmentDefinition.parse(v.definition),
});

async function versionOr404(tx: Db, versionId: number): Promise<VersionRow> {
  const row = await versionById(tx, versionId);
  if (!row) throw notFound(NO_VERSION);
  return row;
}

/** GET readiness/admin/assessments: the four in READINESS_KEYS order, versions newest first. */
export function adminAssessments(db: Db, scope: Scope): Promise<TAdminAssessments> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await ensureAssessments(tx);
    const rows = await allVersions(tx);
    return {
      assessments: READINESS_KEYS.map((key) => {
        const versions = rows.filter((r) => r.key === key);
        const published = versions.find((v) => v.status === 'published') ?? versions[0];
        return { key, title: published?.definition.title ?? key, versions: versions.map(summaryOf) };
      }),
    };
  });
}

/** POST readiness/admin/{key}/versions: a new draft, a copy of the published version (one draft at a time). */
export function startDraft(db: Db, scope: Scope, key: TReadinessKey): Promise<TVersionDetail> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await ensureAssessments(tx);
    const assessment = await assessmentByKey(tx, key, true);
    if (!assessment?.published_version_id) throw notFound(NO_VERSION);
    const { draftId, latest } = await draftAndLatest(tx, assessment.assessment_id);
    if (draftId !== null) {
      throw conflict('A draft of this assessment exists already: edit it, or delete it first.', {
        version_id: draftId,
      });
    }
    const published = await versionOr404(tx, assessment.published_version_id);
    const id = await insertDraft(tx, {
      assessmentId: assessment.assessment_id,
      version: latest + 1,
      definition: ZAssessmentDefinition.parse(published.definition),
      createdBy: scope.actor.userId,
    });
    await recordAudit(tx, [
      {
        table_name: 'assessment_versions',
        record_id: id,
        action: 'create',
        changes: { version: { to: latest + 1 }, status: { to: 'draft' } },
        actor_id: scope.actor.userId,
      },
    ]);
    return detailOf(await versionOr404(tx, id));
  });
}

/** GET readiness/admin/versions/{id} */
export function readVersion(db: Db, scope: Scope, versionId: number): Promise<TVersionDetail> {
  return withTenant(db, scope.tenantId, async (tx) => detailOf(await versionOr404(tx, versionId)));
}

/** PUT readiness/admin/versions/{id}: a draft's whole definition, checked beyond its shape (400 naming each path). */
export function saveDraft(
  db: Db,
  scope: Scope,
  versionId: number,
  input: TVersionSave,
  now: Date,
): Promise<TVersionDetail> {
  const definition = ZAssessmentDefinition.parse(input.definition);
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await versionOr404(tx, versionId);
    if (row.status !== 'draft') throw frozen(row);
    const problems = definitionProblems(definition, 'body.definition');
    if (problems.length) throw badRequest(`Invalid ${problems[0]!.path}: ${problems[0]!.message}`, problems);
    if (!(await updateDraft(tx, versionId, definition, now))) throw frozen({ ...row, status: 'published' });
    return detailOf(await versionOr404(tx, versionId));
  });
}

/**
 * POST readiness/admin/versions/{id}/publish: in one transaction (the assessment row locked, so two
 * publishers queue), the draft becomes published, the previously published version retired, and the
 * assessment points at the new one. Audited.
 */
export function publishVersion(db: Db, scope: Scope, versionId: number, now: Date): Promise<TVersionDetail> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const first = await versionOr404(tx, versionId);
    await lockAssessment(tx, first.assessment_id);
    const row = await versionOr404(tx, versionId);
    if (row.status !== 'draft') throw frozen(row);
    const problems = definitionProblems(ZAssessmentDefinition.parse(row.definition));
    if (problems.length) throw badRequest(`Invalid ${problems[0]!.path}: ${problems[0]!.message}`, problems);
    const assessment = await assessmentByKey(tx, row.key);
    const previous = assessment?.published_version_id ?? null;
    if (previous !== null) await setStatus(tx, previous, 'retired', now);
    await setStatus(tx, versionId, 'published', now, scope.actor.userId);
    await setPublished(tx, row.assessment_id, versionId);
    await recordAudit(tx, [
      {
        table_name: 'assessment_versions',
        record_id: versionId,
        action: 'update',
        changes: { status: { from: 'draft', to: 'published' } },
        actor_id: scope.actor.userId,
      },
      ...(previous === null
        ? []
        : [
            {
              table_name: 'assessment_versions',
              record_id: previous,
              action: 'update' as const,
              changes: { status: { from: 'published', to: 'retired' } },
              actor_id: scope.actor.userId,
            },
          ]),
    ]);
    return detailOf(await versionOr404(tx, versionId));
  });
}

/** DELETE readiness/admin/versions/{id}: drafts only. */
export function deleteDraft(db: Db, scope: Scope, versionId: number): Promise<void> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await versionOr404(tx, versionId);
    if (row.status !== 'draft') throw frozen(row);
    if (!(await deleteDraftRow(tx, versionId))) throw frozen({ ...row, status: 'published' });
    await recordAudit(tx, [
      {
        table_name: 'assessment_versions',
        record_id: versionId,
        action: 'delete',
        changes: { version: { from: row.version }, status: { from: 'draft' } },
        actor_id: scope.actor.userId,
      },
    ]);
  });
}
