import {
  ASSESSMENTS_MENU,
  READINESS_JOURNEY_PATH,
  READINESS_KEYS,
  type TReadinessKey,
} from '@ankur/shared/schemas/readiness';
import { ArrowLeft, ShieldOff } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ScreenLoader } from '../../../components/ui/loaders';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { useAccessStatus, useCan } from '../../../stores/access';
import { useAdminAssessments } from '../manage/api';
import { VersionView } from '../manage/components/version-view';
import { VersionsPanel } from '../manage/components/versions-panel';
import { useReadinessManageTranslation } from '../manage/i18n';

const isKey = (value: string | null): value is TReadinessKey =>
  (READINESS_KEYS as readonly (string | null)[]).includes(value);

function AssessmentPicker({ value, onChange }: { value: TReadinessKey; onChange: (key: TReadinessKey) => void }) {
  const { t } = useReadinessManageTranslation();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-stone-800">{t('editor.pick')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {READINESS_KEYS.map((key) => (
          <label
            key={key}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${value === key ? 'bg-brand-50 text-brand-900 ring-brand-600' : 'bg-white text-stone-800 ring-stone-300'}`}
          >
            <input
              type="radio"
              name="rd-assessment"
              value={key}
              checked={value === key}
              onChange={() => onChange(key)}
              className="size-4 accent-brand-700"
            />
            {t(`assessments.${key}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Editor() {
  const { t } = useReadinessManageTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('key');
  const key: TReadinessKey = isKey(requested) ? requested : 'investor';
  const versionId = Number(params.get('version')) || null;
  const query = useAdminAssessments();
  const go = (next: { key?: TReadinessKey; version?: number | null }) =>
    setParams((current) => {
      const p = new URLSearchParams(current);
      if (next.key) p.set('key', next.key);
      if (next.version) p.set('version', String(next.version));
      else p.delete('version');
      return p;
    });

  return (
    <QueryGate
      query={query}
      loadingLabel={t('editor.loading')}
      pending={<span aria-hidden="true" className="block h-64 animate-pulse rounded-2xl bg-stone-100" />}
      error={{ title: t('editor.error'), heading: 'h2' }}
    >
      {(data) => {
        const assessment = data.assessments.find((a) => a.key === key);
        const published = assessment?.versions.find((v) => v.status === 'published')?.version ?? null;
        if (versionId) {
          return (
            <VersionView versionId={versionId} publishedVersion={published} onClose={() => go({ version: null })} />
          );
        }
        return (
          <div className="flex flex-col gap-6">
            <AssessmentPicker value={key} onChange={(k) => go({ key: k, version: null })} />
            {assessment ? (
              <VersionsPanel assessment={assessment} onOpen={(id) => go({ key, version: id })} />
            ) : (
              <p className="text-sm text-stone-600">{t('editor.versions.empty')}</p>
            )}
          </div>
        );
      }}
    </QueryGate>
  );
}

function NoAccess() {
  const { t } = useReadinessManageTranslation();
  return (
    <StatePanel heading="h2" Icon={ShieldOff} title={t('editor.noAccess.title')} body={t('editor.noAccess.body')}>
      <Link to={READINESS_JOURNEY_PATH} className="btn-primary">
        {t('editor.noAccess.action')}
      </Link>
    </StatePanel>
  );
}

/**
 * /readiness-journey/manage (issue 24): the four assessments' versions and the draft editor, for
 * create/update on Forms and Assessments; others learn what they may do instead.
 */
export default function ManageScreen() {
  const { t } = useReadinessManageTranslation();
  const allowed = useCan(ASSESSMENTS_MENU, 'update');
  const status = useAccessStatus();
  if (!allowed && status === 'loading') return <ScreenLoader />;
  return (
    <section
      aria-labelledby="rd-manage-heading"
      className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8"
    >
      <Link
        to={READINESS_JOURNEY_PATH}
        className="inline-flex items-center gap-1.5 self-start rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('editor.back')}
      </Link>
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-soil-600">{t('editor.eyebrow')}</p>
        <h1 id="rd-manage-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {t('editor.title')}
        </h1>
        <p className="max-w-3xl text-stone-700">{t('editor.intro')}</p>
      </header>
      {allowed ? <Editor /> : <NoAccess />}
    </section>
  );
}
