import type { TProgram } from '@ankur/shared/schemas/programs';
import { ArrowRight, CalendarDays, Clock, Languages } from 'lucide-react';
import { Link } from 'react-router';
import type { EnrollmentState } from '../api/list-my-enrollments';
import { useProgramsTranslation } from '../i18n';
import { EnrollmentBadge } from './enrollment-badge';
import { useProgramFormat } from './format';
import { platformToday, scheduleOf } from './schedule';
import { ScheduleBadge } from './schedule-badge';

export const overviewPath = (programId: number) => `/programs/overview/${programId}`;

/** One program of the catalogue: the whole card is one link (its heading's), so it is one tab stop. */
export function ProgramCard({
  program,
  state,
  today = platformToday(),
}: {
  program: Partial<TProgram>;
  /** Left out while the learner's enrolments are unknown (loading, failed): no badge rather than a wrong one. */
  state?: EnrollmentState;
  /** the day the program's schedule is read on (YYYY-MM-DD) */
  today?: string;
}) {
  const { t } = useProgramsTranslation();
  const format = useProgramFormat();
  const length = format.length(program);
  const id = program.program_id ?? 0;
  const headingId = `program-card-${id}`;
  // the program's own words are read in its language (screen readers switch voice)
  const contentLang = program.language && program.language !== format.language ? program.language : undefined;

  return (
    <article
      aria-labelledby={headingId}
      className="group relative flex h-full flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200 transition focus-within:ring-2 focus-within:ring-brand-500 hover:ring-brand-400"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <span lang={contentLang} className="rounded-full bg-soil-100 px-2.5 py-1 text-xs font-semibold text-soil-600">
            {program.program_category?.trim() || t('catalogue.uncategorised')}
          </span>
          <ScheduleBadge schedule={scheduleOf(program, today)} />
        </span>
        {state ? <EnrollmentBadge state={state} /> : null}
      </div>
      <h2 id={headingId} lang={contentLang} className="text-lg font-semibold break-words text-stone-900">
        <Link
          to={overviewPath(id)}
          className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none group-hover:text-brand-800"
        >
          {program.program_name}
        </Link>
      </h2>
      {program.program_description ? (
        <p lang={contentLang} className="line-clamp-3 text-sm break-words text-stone-600">
          {program.program_description}
        </p>
      ) : null}
      <dl className="mt-auto flex flex-col gap-1.5 pt-1 text-sm text-stone-700">
        {/* a dl group holds only its dt and dd (axe definition-list): the icon goes inside the dd */}
        <div>
          <dt className="sr-only">{t('overview.dates')}</dt>
          <dd className="flex items-start gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
            {format.dates(program)}
          </dd>
        </div>
        {length ? (
          <div>
            <dt className="sr-only">{t('overview.duration')}</dt>
            <dd className="flex items-start gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
              {length}
            </dd>
          </div>
        ) : null}
        {program.language ? (
          <div className="flex items-start gap-2">
            <dt className="sr-only">{t('overview.language')}</dt>
            <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
            <dd>{t(`language.${program.language === 'hi' ? 'hi' : 'en'}`)}</dd>
          </div>
        ) : null}
      </dl>
      <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        {t('catalogue.view')}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </article>
  );
}

/** A card-shaped placeholder while the programs load. */
export function ProgramCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-56 flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <div className="flex justify-between">
        <span className="h-6 w-24 animate-pulse rounded-full bg-stone-200" />
        <span className="h-6 w-20 animate-pulse rounded-full bg-stone-100" />
      </div>
      <span className="h-6 w-3/4 animate-pulse rounded bg-stone-200" />
      <span className="h-4 w-full animate-pulse rounded bg-stone-100" />
      <span className="h-4 w-5/6 animate-pulse rounded bg-stone-100" />
      <span className="mt-auto h-4 w-1/2 animate-pulse rounded bg-stone-100" />
    </div>
  );
}
