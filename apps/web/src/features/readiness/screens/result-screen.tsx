import { READINESS_JOURNEY_PATH, READINESS_PATHS, type TAttemptDetail } from '@ankur/shared/schemas/readiness';
import { ArrowLeft, FileQuestion, Printer, RotateCcw } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useAttemptDetail } from '../api/readiness';
import { formatDate } from '../components/format';
import { HistoryTable } from '../components/history-table';
import { Pathway } from '../components/pathway';
import { ReadinessRadar } from '../components/radar';
import { useReadinessTranslation } from '../i18n';

/** Printing shows the report alone: the shell (header, menus, footer) is hidden. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #rd-report, #rd-report * { visibility: visible !important; }
  #rd-report { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0; }
  .rd-no-print { display: none !important; }
}`;

export function attemptIdOfPath(pathname: string): number | null {
  const m = /\/readiness-journey\/results\/(\d+)$/.exec(pathname);
  return m ? Number(m[1]) : null;
}

const BAND_TONE = {
  early: 'bg-red-50 text-red-800 ring-red-200',
  developing: 'bg-amber-50 text-amber-900 ring-amber-200',
  ready: 'bg-sky-50 text-sky-900 ring-sky-200',
  strong: 'bg-brand-50 text-brand-900 ring-brand-200',
} as const;

export function ResultReport({ detail }: { detail: TAttemptDetail }) {
  const { t } = useReadinessTranslation();
  const language = useLanguage();
  const { attempt } = detail;
  const result = attempt.result;
  if (!result || !attempt.is_completed) {
    return (
      <StatePanel Icon={FileQuestion} title={t('result.notCompleted')}>
        <Link to={READINESS_PATHS[attempt.assessment_key]} className="btn-primary">
          {t('result.continue')}
        </Link>
      </StatePanel>
    );
  }
  const previous = detail.previous[0]?.result.dimensions ?? null;
  return (
    <div id="rd-report" className="flex flex-col gap-8">
      <style>{PRINT_CSS}</style>
      <header className="flex flex-col gap-4">
        <Link
          to={READINESS_JOURNEY_PATH}
          className="rd-no-print inline-flex items-center gap-1 self-start text-sm text-brand-800 underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('result.journey')}
        </Link>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-medium text-stone-600">{detail.title}</p>
            <h1 id="rd-result-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
              {t('result.title')}
            </h1>
            <p className="mt-1 text-sm text-stone-600">
              {t('result.takenOn', {
                date: formatDate(attempt.submitted_at ?? attempt.last_activity_at, language),
                version: attempt.version,
              })}
              {attempt.institute_name ? ` · ${t('result.forInstitute', { name: attempt.institute_name })}` : null}
            </p>
          </div>
          <div className="rd-no-print flex flex-wrap gap-2">
            <button type="button" className="btn-outline" onClick={() => window.print()}>
              <Printer aria-hidden className="size-4" />
              {t('result.print')}
            </button>
            <Link to={READINESS_PATHS[attempt.assessment_key]} className="btn-ghost">
              <RotateCcw aria-hidden className="size-4" />
              {t('result.retake')}
            </Link>
          </div>
        </div>
      </header>

      <section
        aria-label={t('result.overall')}
        className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row sm:items-center sm:p-6"
      >
        <div className="flex items-baseline gap-1">
          <span className="text-5xl font-bold text-stone-900" aria-hidden>
            {result.overall}
          </span>
          <span className="text-lg text-stone-600" aria-hidden>
            /100
          </span>
          <span className="sr-only">{t('result.overallOf', { overall: result.overall })}</span>
        </div>
        <div className="flex flex-col gap-1">
          <span className={`self-start rounded-full px-3 py-1 text-sm font-semibold ring-1 ${BAND_TONE[result.band]}`}>
            {t('result.band', { band: t(`bands.${result.band}`) })}
          </span>
          <p className="text-stone-800">{t(`bandWords.${result.band}`)}</p>
          {result.summary ? <p className="text-sm text-stone-600">{result.summary}</p> : null}
          {result.level !== null ? (
            <p className="text-sm font-medium text-stone-800">{t('result.level', { level: result.level })}</p>
          ) : null}
        </div>
      </section>

      <div className="grid gap-8 lg:grid-cols-2">
        <ReadinessRadar current={result.dimensions} previous={previous} />
        <section aria-labelledby="rd-dims-heading" className="flex flex-col gap-3">
          <h2 id="rd-dims-heading" className="text-lg font-semibold text-stone-900">
            {t('result.dimensions')}
          </h2>
          <ul className="flex flex-col gap-2">
            {result.dimensions.map((d) => (
              <li key={d.id} className="rounded-xl bg-white p-3 ring-1 ring-stone-200">
                <p className="flex items-baseline justify-between gap-3">
                  <span className="font-medium text-stone-900">{d.label}</span>
                  <span className="font-semibold text-stone-900">
                    {t('result.scoreOf', { score: d.score, max: d.max })}
                  </span>
                </p>
                <p className="text-sm text-stone-600">{d.explanation}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <HistoryTable detail={detail} />
      <Pathway attemptId={attempt.attempt_id} items={detail.pathway} />
    </div>
  );
}

/** /readiness-journey/results/:attemptId: one attempt's printable report and its pathway. */
export default function ResultScreen() {
  const { t } = useReadinessTranslation();
  const id = attemptIdOfPath(useLocation().pathname);
  const detail = useAttemptDetail(id);
  const notFound = (
    <StatePanel Icon={FileQuestion} title={t('result.notFound')} body={t('result.notFoundBody')} heading="h1">
      <Link to={READINESS_JOURNEY_PATH} className="btn-outline">
        {t('result.journey')}
      </Link>
    </StatePanel>
  );
  return (
    <section aria-labelledby="rd-result-heading" className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      {id === null ? (
        notFound
      ) : detail.isError ? (
        detail.error instanceof ApiError && detail.error.status === 404 ? (
          notFound
        ) : (
          <QueryErrorPanel
            heading="h1"
            headingId="rd-result-heading"
            title={t('result.loadFailed')}
            error={detail.error}
            onRetry={
              detail.error instanceof ApiError && detail.error.status === 403 ? undefined : () => void detail.refetch()
            }
          />
        )
      ) : !detail.data ? (
        <div role="status" aria-live="polite" className="flex flex-col gap-4">
          <span className="sr-only">{t('result.title')}</span>
          <div aria-hidden className="h-32 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
          <div aria-hidden className="h-80 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
        </div>
      ) : (
        <ResultReport detail={detail.data} />
      )}
    </section>
  );
}
