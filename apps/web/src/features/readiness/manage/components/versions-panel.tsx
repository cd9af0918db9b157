import { ASSESSMENTS_MENU, type TAdminAssessments, type TReadinessKey } from '@ankur/shared/schemas/readiness';
import { Eye, FilePlus2, PencilLine } from 'lucide-react';
import { ApiError } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/api-errors';
import { useLanguage } from '../../../../lib/i18n';
import { useCan } from '../../../../stores/access';
import { fullDate } from '../../cohort/format';
import { useStartDraft } from '../api';
import { useReadinessManageTranslation } from '../i18n';
import { VersionStatus } from './version-status';

type Assessment = TAdminAssessments['assessments'][number];

/** One assessment's versions (newest first) with Open, and New draft (a copy of the published one). */
export function VersionsPanel({ assessment, onOpen }: { assessment: Assessment; onOpen: (versionId: number) => void }) {
  const { t } = useReadinessManageTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const canCreate = useCan(ASSESSMENTS_MENU, 'create');
  const start = useStartDraft();
  const draft = assessment.versions.find((v) => v.status === 'draft');

  const startDraft = (key: TReadinessKey) =>
    start.mutate(key, {
      onSuccess: (detail) => onOpen(detail.summary.version_id),
      onError: (error) => {
        // someone else started one meanwhile: open theirs
        const existing =
          error instanceof ApiError && error.status === 409 ? (error.details as { version_id?: unknown }) : null;
        if (typeof existing?.version_id === 'number') onOpen(existing.version_id);
      },
    });

  return (
    <section aria-labelledby="rd-versions" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="rd-versions" className="text-lg font-semibold text-stone-900">
            {t('editor.versions.heading')}
          </h2>
          <p className="text-sm text-stone-600">
            {draft ? t('editor.versions.draftExists') : t('editor.versions.newDraftHint')}
          </p>
        </div>
        {draft ? (
          <button type="button" className="btn-primary" onClick={() => onOpen(draft.version_id)}>
            <PencilLine aria-hidden="true" className="size-4" />
            {t('editor.versions.edit')}
          </button>
        ) : canCreate ? (
          <button
            type="button"
            className="btn-primary"
            disabled={start.isPending}
            onClick={() => startDraft(assessment.key)}
          >
            <FilePlus2 aria-hidden="true" className="size-4" />
            {t('editor.versions.newDraft')}
          </button>
        ) : null}
      </div>
      {start.isError && !(start.error instanceof ApiError && start.error.status === 409) ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('editor.versions.startFailed')}: {errorText(start.error)}
        </p>
      ) : null}
      {assessment.versions.length === 0 ? (
        <p className="rounded-xl bg-white px-4 py-6 text-center text-sm text-stone-600 ring-1 ring-stone-200">
          {t('editor.versions.empty')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-100 rounded-xl bg-white ring-1 ring-stone-200">
          {assessment.versions.map((v) => (
            <li key={v.version_id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-stone-900">
                    {t('editor.versions.version', { version: v.version })}
                  </span>
                  <VersionStatus status={v.status} />
                  <span className="text-sm text-stone-600">{t('editor.versions.attempts', { count: v.attempts })}</span>
                </p>
                <p className="text-sm text-stone-600">
                  {v.published_at
                    ? v.published_by_name
                      ? t('editor.versions.published', {
                          date: fullDate(v.published_at, language),
                          name: v.published_by_name,
                        })
                      : t('editor.versions.publishedNoName', { date: fullDate(v.published_at, language) })
                    : t('editor.versions.updated', { date: fullDate(v.updated_at, language) })}
                </p>
              </div>
              <button type="button" className="btn-outline" onClick={() => onOpen(v.version_id)}>
                {v.status === 'draft' ? (
                  <PencilLine aria-hidden="true" className="size-4" />
                ) : (
                  <Eye aria-hidden="true" className="size-4" />
                )}
                {v.status === 'draft' ? t('editor.versions.edit') : t('editor.versions.view')}
                <span className="sr-only">: {t('editor.versions.version', { version: v.version })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
