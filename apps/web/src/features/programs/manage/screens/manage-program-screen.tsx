import { ArrowLeft, CalendarDays, SearchX, Tag } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryErrorPanel } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { ApiError } from '../../../../lib/api-client';
import { CohortSlot, useCohortSlotProvided } from '../../../../lib/cohort-slot';
import { outlineTotals, useProgramOutline } from '../../api/load-program-outline';
import { useProgramFormat } from '../../components/format';
import { ManageGate } from '../components/manage-gate';
import { OutlineEditor } from '../components/outline/outline-editor';
import { MANAGE_PATH, ProgramSettings } from '../components/program-settings';
import { StatusActions } from '../components/status-actions';
import { StatusBadge } from '../components/status-badge';
import { useProgramsManageTranslation } from '../i18n';

// the reports' panels are their own chunks, fetched when their tab opens
const EnrolmentsPanel = lazy(() =>
  import('../../reports/components/enrolments-panel').then((m) => ({ default: m.EnrolmentsPanel })),
);
const ProgressPanel = lazy(() =>
  import('../../reports/components/progress-panel').then((m) => ({ default: m.ProgressPanel })),
);
const SubmissionsPanel = lazy(() =>
  import('../../reports/components/submissions-panel').then((m) => ({ default: m.SubmissionsPanel })),
);

export const PROGRAM_TABS = ['outline', 'enrolments', 'progress', 'submissions', 'settings'] as const;
/** 'readiness' shows what lib/cohort-slot is given (the cohort's readiness, issue 24), only when it is. */
export type ProgramTab = (typeof PROGRAM_TABS)[number] | 'readiness';
const SLOT_TABS: readonly ProgramTab[] = [...PROGRAM_TABS.slice(0, 4), 'readiness', 'settings'];

function BackLink() {
  const { t } = useProgramsManageTranslation();
  return (
    <Link
      to={MANAGE_PATH}
      className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('common.back')}
    </Link>
  );
}

function Skeleton() {
  const { t } = useProgramsManageTranslation();
  return (
    <div role="status" aria-live="polite" className="mt-4 flex flex-col gap-4">
      <span className="sr-only">{t('program.loading')}</span>
      <span aria-hidden="true" className="h-9 w-2/3 animate-pulse rounded bg-stone-200" />
      <span aria-hidden="true" className="h-6 w-40 animate-pulse rounded-full bg-stone-200" />
      <span aria-hidden="true" className="mt-4 h-10 w-full animate-pulse rounded bg-stone-100" />
      <span aria-hidden="true" className="h-48 w-full animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
    </div>
  );
}

function ProgramManager() {
  const { t } = useProgramsManageTranslation();
  const format = useProgramFormat();
  const { cohort_id: param } = useParams();
  const programId = Number(param);
  const validId = Number.isInteger(programId) && programId > 0;
  const outline = useProgramOutline(programId);
  const [params, setParams] = useSearchParams();
  const tabs = useCohortSlotProvided() ? SLOT_TABS : PROGRAM_TABS;
  const isTab = (value: string | null): value is ProgramTab => (tabs as readonly (string | null)[]).includes(value);
  const requested = params.get('tab');
  const tab: ProgramTab = isTab(requested) ? requested : 'outline';

  const wrap = (children: ReactNode) => (
    <section aria-labelledby="program-heading" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <BackLink />
      {children}
    </section>
  );

  if (!validId || (outline.error instanceof ApiError && outline.error.status === 404)) {
    return wrap(
      <div className="mt-6">
        <StatePanel
          heading="h1"
          headingId="program-heading"
          Icon={SearchX}
          title={t('program.notFound.title')}
          body={t('program.notFound.body')}
        >
          <Link to={MANAGE_PATH} className="btn-primary">
            {t('common.back')}
          </Link>
        </StatePanel>
      </div>,
    );
  }
  if (outline.isPending) return wrap(<Skeleton />);
  if (outline.isError) {
    return wrap(
      <div className="mt-6">
        <QueryErrorPanel
          heading="h1"
          headingId="program-heading"
          title={t('program.errorTitle')}
          error={outline.error}
          onRetry={() => void outline.refetch()}
        />
      </div>,
    );
  }

  const { program, courses } = outline.data;
  const totals = outlineTotals(outline.data);
  const panels: Record<ProgramTab, ReactNode> = {
    outline: <OutlineEditor programId={programId} courses={courses} />,
    enrolments: <EnrolmentsPanel programId={programId} />,
    progress: <ProgressPanel programId={programId} />,
    submissions: <SubmissionsPanel programId={programId} />,
    settings: <ProgramSettings key={program.updated_at} program={program} />,
    readiness: <CohortSlot cohortId={programId} place="manage" />,
  };

  return wrap(
    <>
      <header className="mt-4 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1
              id="program-heading"
              className="text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl"
            >
              {program.program_name}
            </h1>
            <StatusBadge status={program.status} />
          </div>
          <p className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-stone-600">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              {format.dates(program)}
            </span>
            {program.program_category ? (
              <span className="inline-flex items-center gap-1.5">
                <Tag aria-hidden="true" className="size-4" />
                {program.program_category}
              </span>
            ) : null}
            <span>{t('outline.units', { count: totals.units })}</span>
          </p>
        </div>
        <StatusActions program={program} unitCount={totals.units} />
      </header>

      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          isTab(value) &&
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value === 'outline') next.delete('tab');
              else next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
        activationMode="manual"
        className="mt-6"
      >
        <Tabs.List
          aria-label={t('program.sections')}
          className="-mx-4 flex gap-1 overflow-x-auto border-b border-stone-200 px-4 sm:mx-0 sm:px-0"
        >
          {tabs.map((id) => (
            <Tabs.Trigger
              key={id}
              value={id}
              className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-stone-600 hover:text-stone-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-800"
            >
              {t(`program.tabs.${id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((id) => (
          <Tabs.Content key={id} value={id} className="pt-5 focus-visible:outline-none">
            <h2 className="sr-only">{t(`program.tabs.${id}`)}</h2>
            {tab === id ? (
              <Suspense
                fallback={
                  <p role="status" className="text-sm text-stone-600">
                    {t('program.panelLoading')}
                  </p>
                }
              >
                {panels[id]}
              </Suspense>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>,
  );
}

/** /manage-cohort/:cohort_id (cohort_id is the program's id): one program's authoring and reports. */
export default function ManageProgramScreen() {
  return (
    <ManageGate>
      <ProgramManager />
    </ManageGate>
  );
}
