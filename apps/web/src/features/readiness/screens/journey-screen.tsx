import {
  ASSESSMENTS_MENU,
  READINESS_KEYS,
  READINESS_MANAGE_PATH,
  READINESS_PATHS,
  readinessResultPath,
  type TAssessmentSummary,
} from '@ankur/shared/schemas/readiness';
import { CheckCircle2, Circle, CircleDot, ClipboardList, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useCan } from '../../../stores/access';
import { useReadinessJourney } from '../api/readiness';
import { formatDate, relativeTime } from '../components/format';
import { useReadinessTranslation } from '../i18n';

/** The path's order (entrepreneurial → idea → technology → investor), whatever order the API sends. */
export const inJourneyOrder = (list: TAssessmentSummary[]) =>
  READINESS_KEYS.map((k) => list.find((a) => a.key === k)).filter((a): a is TAssessmentSummary => Boolean(a));

function AssessmentCard({ a, index }: { a: TAssessmentSummary; index: number }) {
  const { t } = useReadinessTranslation();
  const language = useLanguage();
  const state = a.in_progress ? 'inProgress' : a.latest ? 'completed' : 'notStarted';
  const Icon = state === 'completed' ? CheckCircle2 : state === 'inProgress' ? CircleDot : Circle;
  const headingId = `rd-journey-${a.key}`;
  return (
    <li className="relative flex gap-4">
      <div className="flex flex-col items-center">
        <Icon
          aria-hidden
          className={`size-8 shrink-0 ${state === 'completed' ? 'text-brand-700' : state === 'inProgress' ? 'text-amber-600' : 'text-stone-400'}`}
        />
        {index < 3 ? <div aria-hidden className="mt-1 w-0.5 flex-1 bg-stone-300" /> : null}
      </div>
      <article
        aria-labelledby={headingId}
        className="mb-4 flex flex-1 flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row sm:items-start sm:justify-between sm:p-5"
      >
        <div className="flex flex-col gap-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">
            {t('journey.stepLabel', { n: index + 1 })} · {t(`journey.${state}`)}
          </p>
          <h2 id={headingId} className="text-lg font-semibold text-stone-900">
            {a.title}
          </h2>
          {a.summary ? <p className="text-sm text-stone-600">{a.summary}</p> : null}
          <p className="text-sm text-stone-700">
            {a.in_progress
              ? t('journey.progress', {
                  step: Math.min(a.in_progress.current_step + 1, a.steps),
                  total: a.steps,
                  when: relativeTime(a.in_progress.last_activity_at, language, t('time.justNow')),
                })
              : t('journey.facts', { minutes: a.minutes, questions: a.questions })}
          </p>
          {a.latest ? (
            <p className="text-sm font-medium text-stone-800">
              {t('journey.latest', {
                overall: a.latest.overall,
                band: t(`bands.${a.latest.band}`),
                date: formatDate(a.latest.submitted_at, language),
              })}
              {a.pathway_total ? ` · ${t('journey.pathway', { done: a.pathway_done, total: a.pathway_total })}` : null}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {a.in_progress ? (
            <Link
              to={READINESS_PATHS[a.key]}
              className="btn-primary"
              aria-label={t('journey.actionFor', { action: t('journey.continue'), title: a.title })}
            >
              {t('journey.continue')}
            </Link>
          ) : a.latest ? (
            <>
              <Link
                to={readinessResultPath(a.latest.attempt_id)}
                className="btn-primary"
                aria-label={t('journey.actionFor', { action: t('journey.seeResult'), title: a.title })}
              >
                {t('journey.seeResult')}
              </Link>
              <Link
                to={READINESS_PATHS[a.key]}
                className="btn-outline"
                aria-label={t('journey.actionFor', { action: t('journey.retake'), title: a.title })}
              >
                {t('journey.retake')}
              </Link>
            </>
          ) : (
            <Link
              to={READINESS_PATHS[a.key]}
              className="btn-primary"
              aria-label={t('journey.actionFor', { action: t('journey.start'), title: a.title })}
            >
              {t('journey.start')}
            </Link>
          )}
        </div>
      </article>
    </li>
  );
}

/** /readiness-journey: the four assessments as a path, each with where the viewer stands and what to do. */
export default function JourneyScreen() {
  const { t } = useReadinessTranslation();
  const journey = useReadinessJourney();
  const canCreate = useCan(ASSESSMENTS_MENU, 'create');
  const canUpdate = useCan(ASSESSMENTS_MENU, 'update');
  const canManage = canCreate || canUpdate;
  const list = journey.data ? inJourneyOrder(journey.data.assessments) : null;

  return (
    <section aria-labelledby="rd-journey-heading" className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="rd-journey-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {t('journey.title')}
          </h1>
          <p className="mt-2 max-w-2xl text-stone-600">{t('journey.intro')}</p>
        </div>
        {canManage ? (
          <Link to={READINESS_MANAGE_PATH} className="btn-outline shrink-0">
            <Settings aria-hidden className="size-4" />
            {t('journey.manage')}
          </Link>
        ) : null}
      </header>
      <div className="mt-8">
        {journey.isError ? (
          <QueryErrorPanel
            title={t('journey.loadFailed')}
            error={journey.error}
            onRetry={
              journey.error instanceof ApiError && journey.error.status === 403
                ? undefined
                : () => void journey.refetch()
            }
          />
        ) : !list ? (
          <div role="status" aria-live="polite" className="flex flex-col gap-4">
            <span className="sr-only">{t('journey.title')}</span>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} aria-hidden className="h-32 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <StatePanel Icon={ClipboardList} title={t('journey.empty')} body={t('journey.emptyBody')}>
            {canManage ? (
              <Link to={READINESS_MANAGE_PATH} className="btn-primary">
                {t('journey.emptyManage')}
              </Link>
            ) : null}
          </StatePanel>
        ) : (
          <ol className="flex flex-col">
            {list.map((a, i) => (
              <AssessmentCard key={a.key} a={a} index={i} />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
