import { ArrowLeft, SearchX } from 'lucide-react';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { useVersion } from '../api';
import { useReadinessManageTranslation } from '../i18n';
import { VersionEditor } from './version-editor';

/** One version opened from the list: loaded, then the editor (read-only unless a draft). */
export function VersionView({
  versionId,
  publishedVersion,
  onClose,
}: {
  versionId: number;
  publishedVersion: number | null;
  onClose: () => void;
}) {
  const { t } = useReadinessManageTranslation();
  const query = useVersion(versionId);
  const back = (
    <button type="button" className="btn-ghost self-start px-2" onClick={onClose}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('editor.version.close')}
    </button>
  );
  return (
    <div className="flex flex-col gap-4">
      {back}
      <QueryGate
        query={query}
        loadingLabel={t('editor.version.loading')}
        pending={<span aria-hidden="true" className="block h-96 animate-pulse rounded-2xl bg-stone-100" />}
        error={{ title: t('editor.version.error'), heading: 'h2' }}
        notFound={<StatePanel heading="h2" Icon={SearchX} title={t('editor.version.notFound')} />}
      >
        {(detail) => (
          <div className="flex flex-col gap-4">
            <h2 className="text-xl font-bold break-words text-stone-900">
              {t('editor.version.heading', { title: detail.definition.title, version: detail.summary.version })}
            </h2>
            <VersionEditor
              key={`${detail.summary.version_id}-${detail.summary.status}`}
              detail={detail}
              publishedVersion={publishedVersion}
              onDeleted={onClose}
            />
          </div>
        )}
      </QueryGate>
    </div>
  );
}
