import { PROGRAM_SCHEDULES, type ProgramSchedule } from '@ankur/shared/program-schedule';
import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import { PROGRAM_LANGUAGES } from '@ankur/shared/schemas/programs';
import { ChevronLeft, ChevronRight, Search, SearchX, Settings2, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { formatNumber, useLanguage } from '../../../lib/i18n';
import { useCan } from '../../../stores/access';
import { useSessionStore } from '../../../stores/session';
import { enrollmentStateOf, enrollmentsByProgram, useMyEnrollments } from '../api/list-my-enrollments';
import { useLiveEnrollments } from '../api/live-enrollments';
import {
  type CatalogueFilters,
  catalogueSearchParams,
  useProgramCategories,
  useSearchPrograms,
} from '../api/search-programs';
import { FilterChips } from '../components/filter-chips';
import { ProgramCard, ProgramCardSkeleton } from '../components/program-card';
import { platformToday } from '../components/schedule';
import { useProgramsTranslation } from '../i18n';

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const SKELETONS = ['s1', 's2', 's3', 's4', 's5', 's6'];

const commaList = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
/** The known values of a comma list, in their canonical order (unknown ones are dropped). */
const known = <T extends string>(value: string | null, allowed: readonly T[]): T[] => {
  const asked = new Set(commaList(value));
  return allowed.filter((v) => asked.has(v));
};

/** Where programs stand, in the order the filter offers them (the catalogue's order too). */
const SCHEDULE_CHIPS: readonly ProgramSchedule[] = ['running', 'upcoming', 'self_paced', 'ended'];

/** The filters the URL holds (?q=, ?category=a,b, ?when=running,upcoming, ?lang=hi, ?from=YYYY-MM-DD, ?page=). */
export function filtersFromUrl(params: URLSearchParams): CatalogueFilters {
  const page = Number(params.get('page'));
  const from = params.get('from') ?? '';
  return {
    search: params.get('q') ?? '',
    categories: commaList(params.get('category')),
    schedules: known(params.get('when'), PROGRAM_SCHEDULES),
    languages: known(params.get('lang'), PROGRAM_LANGUAGES),
    startingFrom: ISO_DATE.test(from) ? from : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** /learning-journey: the catalogue of published programs, with the learner's enrolment on each. */
export default function CatalogueScreen() {
  const { t } = useProgramsTranslation();
  const language = useLanguage();
  const ids = { search: useId(), date: useId() };
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromUrl(params), [params]);
  const userId = useSessionStore((s) => s.user?.user_id);
  const canManage = useCan(PROGRAMS_MENU, 'update');

  const results = useSearchPrograms(catalogueSearchParams(filters, language));
  const today = platformToday();
  const categories = useProgramCategories();
  const enrolments = useMyEnrollments(userId);
  // a manager's decision shows here at once (issue 19)
  useLiveEnrollments(userId);
  const byProgram = useMemo(() => enrollmentsByProgram(enrolments.data), [enrolments.data]);

  /** Changes some filters (page back to 1 unless given), keeping the rest; empty values leave the URL. */
  const update = (patch: Record<string, string>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ page: '', ...patch })) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  };

  // the search box writes ?q= once typing pauses
  const [draft, setDraft] = useState(filters.search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on typing only; the URL is read at that moment
  useEffect(() => {
    if (draft.trim() === filters.search.trim()) return;
    const timer = window.setTimeout(() => update({ q: draft.trim() }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  const filtered =
    filters.search !== '' ||
    filters.categories.length > 0 ||
    filters.schedules.length > 0 ||
    filters.languages.length > 0 ||
    filters.startingFrom !== '';
  const clearFilters = () => {
    setDraft('');
    setParams({}, { replace: true });
  };

  const page = results.data;
  const meta = page?.meta;
  const total = meta?.total ?? 0;
  const first = meta && total > 0 ? (meta.page - 1) * meta.limit + 1 : 0;
  const last = meta ? Math.min(total, first + page.data.length - 1) : 0;
  const totalPages = meta?.totalPages ?? 1;

  return (
    <section aria-labelledby="catalogue-heading" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="max-w-3xl">
        <h1 id="catalogue-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {t('catalogue.title')}
        </h1>
        <p className="mt-2 text-stone-600">{t('catalogue.intro')}</p>
        {canManage ? (
          <Link to="/manage-cohort" className="btn-outline mt-4">
            <Settings2 aria-hidden="true" className="size-4" />
            {t('manage.link')}
          </Link>
        ) : null}
      </header>

      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 (and to happy-dom); the role keeps the landmark everywhere */}
      <div role="search" aria-label={t('catalogue.filtersLabel')} className="mt-6 flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor={ids.search} className="text-sm font-medium text-stone-800">
              {t('catalogue.search')}
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
              />
              <input
                id={ids.search}
                type="search"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                placeholder={t('catalogue.searchPlaceholder')}
                autoComplete="off"
                className="w-full rounded-lg border border-stone-300 bg-white py-2 pr-3 pl-9 text-stone-900 placeholder:text-stone-500"
              />
            </div>
          </div>
          <div className="flex flex-col gap-1.5 sm:w-56">
            <label htmlFor={ids.date} className="text-sm font-medium text-stone-800">
              {t('catalogue.startingAfter')}
            </label>
            <input
              id={ids.date}
              type="date"
              value={filters.startingFrom}
              onChange={(event) => update({ from: ISO_DATE.test(event.target.value) ? event.target.value : '' })}
              className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900"
            />
          </div>
        </div>

        <div className="grid gap-4 lg:grid-cols-2">
          <FilterChips
            legend={t('catalogue.when')}
            allLabel={t('catalogue.anyTime')}
            options={SCHEDULE_CHIPS.map((value) => ({ value, label: t(`schedule.${value}`) }))}
            selected={filters.schedules}
            onChange={(next) => update({ when: SCHEDULE_CHIPS.filter((v) => next.includes(v)).join(',') })}
          />
          <FilterChips
            legend={t('catalogue.languages')}
            allLabel={t('catalogue.allLanguages')}
            options={PROGRAM_LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
            selected={filters.languages}
            onChange={(next) => update({ lang: PROGRAM_LANGUAGES.filter((v) => next.includes(v)).join(',') })}
            hint={
              filters.languages.length === 1
                ? undefined
                : t('catalogue.languageFirst', { language: t(`language.${language}`) })
            }
          />
        </div>

        {categories.data && categories.data.length > 0 ? (
          <FilterChips
            legend={t('catalogue.categories')}
            allLabel={t('catalogue.allCategories')}
            options={categories.data.map((name) => ({ value: name, label: name }))}
            selected={filters.categories}
            onChange={(next) => update({ category: next.join(',') })}
          />
        ) : null}

        {filtered ? (
          <div>
            <button type="button" className="btn-ghost -ml-2 px-2" onClick={clearFilters}>
              <X aria-hidden="true" className="size-4" />
              {t('catalogue.clearFilters')}
            </button>
          </div>
        ) : null}
      </div>

      <div className="mt-6">
        <QueryGate
          query={results}
          keepDataOnError={page !== undefined}
          pending={
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {SKELETONS.map((n) => (
                <ProgramCardSkeleton key={n} />
              ))}
            </div>
          }
          error={{ title: t('catalogue.error.title') }}
        >
          {() =>
            page && page.data.length === 0 ? (
              <StatePanel
                role="status"
                Icon={SearchX}
                title={t('catalogue.empty.title')}
                body={filtered ? t('catalogue.empty.filtered') : t('catalogue.empty.none')}
              >
                {filtered ? (
                  <button type="button" className="btn-outline" onClick={clearFilters}>
                    <X aria-hidden="true" className="size-4" />
                    {t('catalogue.clearFilters')}
                  </button>
                ) : null}
              </StatePanel>
            ) : page ? (
              <>
                <p role="status" aria-live="polite" className="mb-3 text-sm text-stone-600">
                  {t('catalogue.showing', {
                    from: formatNumber(first, language),
                    to: formatNumber(last, language),
                    total: formatNumber(total, language),
                  })}
                </p>
                <ul
                  aria-label={t('catalogue.listLabel')}
                  aria-busy={results.isPlaceholderData}
                  className={`grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${results.isPlaceholderData ? 'opacity-60' : ''}`}
                >
                  {page.data.map((program) => (
                    <li key={program.program_id}>
                      <ProgramCard
                        program={program}
                        today={today}
                        state={
                          enrolments.isSuccess
                            ? enrollmentStateOf(program.program_id ? byProgram.get(program.program_id) : undefined)
                            : undefined
                        }
                      />
                    </li>
                  ))}
                </ul>
                {totalPages > 1 || filters.page > 1 ? (
                  <nav
                    aria-label={t('catalogue.pagination')}
                    className="mt-6 flex flex-wrap items-center justify-between gap-3"
                  >
                    <button
                      type="button"
                      className="btn-outline"
                      disabled={filters.page <= 1}
                      onClick={() => update({ page: String(filters.page - 1) })}
                    >
                      <ChevronLeft aria-hidden="true" className="size-4" />
                      {t('catalogue.previous')}
                    </button>
                    <span className="text-sm text-stone-600">
                      {t('catalogue.pageOf', {
                        page: formatNumber(filters.page, language),
                        pages: formatNumber(Math.max(totalPages, 1), language),
                      })}
                    </span>
                    <button
                      type="button"
                      className="btn-outline"
                      disabled={filters.page >= totalPages || results.isPlaceholderData}
                      onClick={() => update({ page: String(filters.page + 1) })}
                    >
                      {t('catalogue.next')}
                      <ChevronRight aria-hidden="true" className="size-4" />
                    </button>
                  </nav>
                ) : null}
              </>
            ) : null
          }
        </QueryGate>
      </div>
    </section>
  );
}
