import { ArrowLeft, CalendarDays, Clock, Languages, SearchX, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { ApiError } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session';
import { enrollmentsByProgram, useMyEnrollments } from '../api/list-my-enrollments';
import { useLiveEnrollments } from '../api/live-enrollments';
import { outlineTotals, useProgramOutline } from '../api/load-program-outline';
import { EnrollmentPanel, programContentPath } from '../components/enrollment-panel';
import { useProgramFormat } from '../components/format';
import { PreviewBanner, PreviewPanel, usePreview, withPreview } from '../components/preview';
import { ProgramOutlineList } from '../components/program-outline';
import { scheduleOf } from '../components/schedule';
import { ScheduleBadge } from '../components/schedule-badge';
import { useProgramsTranslation } from '../i18n';

export const CATALOGUE_PATH = '/learning-journey';

function BackLink() {
  const { t } = useProgramsTranslation();
  return (
    <Link
      to={CATALOGUE_PATH}
      className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('common.backToCatalogue')}
    </Link>
  );
}

/** One fact of the program: a dl group holds only its dt and dd (axe definition-list), the icon inside the dt. */
function Fact({ Icon, label, children }: { Icon: typeof Tag; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-medium text-stone-600">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
        {label}
      </dt>
      <dd className="pl-6 text-sm text-stone-800">{children}</dd>
    </div>
  );
}

function OverviewSkeleton() {
  const { t } = useProgramsTranslation();
  return (
    <div role="status" aria-live="polite" className="mt-4 flex flex-col gap-4">
      <span className="sr-only">{t('overview.loading')}</span>
      <span aria-hidden="true" className="h-6 w-28 animate-pulse rounded-full bg-stone-200" />
      <span aria-hidden="true" className="h-9 w-2/3 animate-pulse rounded bg-stone-200" />
      <span aria-hidden="true" className="h-4 w-full animate-pulse rounded bg-stone-100" />
      <span aria-hidden="true" className="h-4 w-5/6 animate-pulse rounded bg-stone-100" />
      <span aria-hidden="true" className="mt-4 h-40 w-full animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
    </div>
  );
}

/** /programs/overview/:programId: what the program is, what it teaches, and the learner's place in it. */
export default function ProgramOverviewScreen() {
  const { t } = useProgramsTranslation();
  const format = useProgramFormat();
  const { programId: param } = useParams();
  const programId = Number(param);
  const validId = Number.isInteger(programId) && programId > 0;
  const userId = useSessionStore((s) => s.user?.user_id);
  const outline = useProgramOutline(programId);
  const enrolments = useMyEnrollments(userId);
  // a manager's decision shows here at once (issue 19)
  useLiveEnrollments(userId);
  const preview = usePreview(outline.data?.program);

  const wrap = (children: ReactNode) => (
    <section aria-labelledby="program-heading" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <BackLink />
      {children}
    </section>
  );

  const notFound = !validId || (outline.error instanceof ApiError && outline.error.status === 404);
  if (notFound) {
    return wrap(
      <div className="mt-6">
        <StatePanel
          heading="h1"
          headingId="program-heading"
          Icon={SearchX}
          title={t('overview.notFound.title')}
          body={t('overview.notFound.body')}
        >
          <Link to={CATALOGUE_PATH} className="btn-primary">
            {t('common.backToCatalogue')}
          </Link>
        </StatePanel>
      </div>,
    );
  }
  if (outline.isPending) return wrap(<OverviewSkeleton />);
  if (outline.isError) {
    return wrap(
      <div className="mt-6">
        <QueryErrorPanel
          heading="h1"
          headingId="program-heading"
          title={t('overview.error.title')}
          error={outline.error}
          onRetry={() => void outline.refetch()}
        />
      </div>,
    );
  }

  const { program, courses } = outline.data;
  const totals = outlineTotals(outline.data);
  const length = format.length(program);
  const enrollment = enrollmentsByProgram(enrolments.data).get(programId);
  const schedule = scheduleOf(program);
  // the program's own words are read in its language (screen readers switch voice)
  const contentLang = program.language && program.language !== format.language ? program.language : undefined;

  return wrap(
    <>
      {preview ? (
        <div className="mt-4">
          <PreviewBanner program={program} />
        </div>
      ) : null}
      <header className="mt-4 max-w-3xl">
        <div className="flex flex-wrap items-center gap-2">
          {program.program_category ? (
            <span
              lang={contentLang}
              className="inline-block rounded-full bg-soil-100 px-2.5 py-1 text-xs font-semibold text-soil-600"
            >
              {program.program_category}
            </span>
          ) : null}
          <ScheduleBadge schedule={schedule} />
        </div>
        <h1
          lang={contentLang}
          id="program-heading"
          className="mt-2 text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl"
        >
          {program.program_name}
        </h1>
        <dl className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-x-8">
          <Fact Icon={CalendarDays} label={t('overview.dates')}>
            {format.dates(program)}
          </Fact>
          {length ? (
            <Fact Icon={Clock} label={t('overview.duration')}>
              {length}
            </Fact>
          ) : null}
          {program.program_category ? (
            <Fact Icon={Tag} label={t('overview.category')}>
              <span lang={contentLang}>{program.program_category}</span>
            </Fact>
          ) : null}
          <Fact Icon={Languages} label={t('overview.language')}>
            {t(`language.${program.language === 'hi' ? 'hi' : 'en'}`)}
          </Fact>
        </dl>
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <aside className="lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1">
          {preview ? (
            <PreviewPanel firstUnitPath={withPreview(programContentPath(programId))} />
          ) : (
            <EnrollmentPanel
              programId={programId}
              programName={program.program_name}
              userId={userId}
              loading={enrolments.isPending}
              error={enrolments.isError ? enrolments.error : null}
              onRetry={() => void enrolments.refetch()}
              enrollment={enrollment}
              schedule={schedule}
              startDate={program.start_date}
            />
          )}
        </aside>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="program-about">
            <h2 id="program-about" className="text-lg font-semibold text-stone-900">
              {t('overview.about')}
            </h2>
            <p
              lang={program.program_description ? contentLang : undefined}
              className="mt-2 break-words whitespace-pre-line text-stone-700"
            >
              {program.program_description || t('overview.noDescription')}
            </p>
          </section>
          <section aria-labelledby="program-outline">
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="program-outline" className="text-lg font-semibold text-stone-900">
                {t('overview.outline')}
              </h2>
              <p className="text-sm text-stone-600">
                {t('overview.outlineSummary', { count: totals.units })}
                {totals.minutes > 0 ? ` · ${t('overview.totalTime', { time: format.minutes(totals.minutes) })}` : ''}
              </p>
            </div>
            <ProgramOutlineList courses={courses} />
          </section>
        </div>
      </div>
    </>,
  );
}
