import { programProgress } from '@ankur/shared/program-progress';
import { firstUnit } from '@ankur/shared/unit-navigation';
import { ArrowRight, Hourglass, Lock, SearchX, UserPlus } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { QueryErrorPanel } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { ApiError } from '../../../../lib/api-client';
import { CohortSlot } from '../../../../lib/cohort-slot';
import { useSessionStore } from '../../../../stores/session';
import { enrollmentStateOf, enrollmentsByProgram, useMyEnrollments } from '../../api/list-my-enrollments';
import { useProgramOutline } from '../../api/load-program-outline';
import { useUnitProgress } from '../../api/unit-progress';
import { EnrollmentBadge } from '../../components/enrollment-badge';
import { useProgramFormat } from '../../components/format';
import { useCertificates } from '../api/certificates';
import { usePlan, usePlans } from '../api/plans';
import { CertificatePanel, nextIncompleteUnit, ProgressPanel, ThisWeekPanel } from '../components/cohort-panels';
import { todayIso } from '../components/plan-format';
import { usePlannerTranslation } from '../i18n';
import { CATALOGUE_PATH, overviewPath } from '../paths';

/**
 * /cohort/:cohort_id (cohort_id is the program's id; the header's Dashboard opens /cohort/2): the
 * learner's dashboard for a program: enrolment, progress and Continue, this week's plan, the certificate.
 */
export default function CohortScreen() {
  const { t } = usePlannerTranslation();
  const programFormat = useProgramFormat();
  const programId = Number(useParams().cohort_id);
  const validId = Number.isInteger(programId) && programId > 0;
  const userId = useSessionStore((s) => s.user?.user_id);

  const outline = useProgramOutline(programId);
  const enrolments = useMyEnrollments(userId);
  const state = enrollmentStateOf(enrollmentsByProgram(enrolments.data).get(programId));
  const canLearn = state === 'enrolled' || state === 'completed';
  const progressQuery = useUnitProgress(programId, validId && canLearn);
  const plans = usePlans(canLearn);
  const plan = (plans.data ?? [])
    .filter((p) => p.program_id === programId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.plan_id - a.plan_id)[0];
  const planDetail = usePlan(plan?.plan_id ?? null);
  const certificates = useCertificates(canLearn);
  const certificate =
    (certificates.data ?? [])
      .filter((c) => c.program_id === programId)
      .sort((a, b) => Number(a.revoked_at !== null) - Number(b.revoked_at !== null))[0] ?? null;

  const completed = useMemo(
    () => new Set(progressQuery.data?.completed_unit_ids ?? []),
    [progressQuery.data?.completed_unit_ids],
  );

  const wrap = (children: React.ReactNode) => (
    <section aria-labelledby="cohort-heading" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      {children}
    </section>
  );

  if (!validId || (outline.error instanceof ApiError && outline.error.status === 404)) {
    return wrap(
      <StatePanel
        heading="h1"
        headingId="cohort-heading"
        Icon={SearchX}
        title={t('cohort.notFound.title')}
        body={t('cohort.notFound.body')}
      >
        <Link to={CATALOGUE_PATH} className="btn-primary">
          {t('list.empty.browse')}
        </Link>
      </StatePanel>,
    );
  }
  if (outline.isError || enrolments.isError) {
    const error = outline.error ?? enrolments.error;
    return wrap(
      <QueryErrorPanel
        heading="h1"
        headingId="cohort-heading"
        title={t('cohort.error')}
        error={error}
        onRetry={() => {
          if (outline.isError) void outline.refetch();
          if (enrolments.isError) void enrolments.refetch();
        }}
      />,
    );
  }
  if (outline.isPending || enrolments.isPending) {
    return wrap(
      <div role="status" aria-live="polite" className="flex flex-col gap-4">
        <span className="sr-only">{t('common.loading')}</span>
        <span aria-hidden="true" className="h-9 w-2/3 animate-pulse rounded bg-stone-200" />
        <span aria-hidden="true" className="h-48 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
      </div>,
    );
  }

  const { program } = outline.data;
  const overview = overviewPath(programId);
  let main: React.ReactNode;
  if (state === 'pending') {
    main = (
      <StatePanel role="status" Icon={Hourglass} title={t('cohort.pending.title')} body={t('cohort.pending.body')}>
        <Link to={overview} className="btn-outline">
          {t('cohort.toOverview')}
        </Link>
      </StatePanel>
    );
  } else if (state === 'none') {
    main = (
      <StatePanel role="status" Icon={UserPlus} title={t('cohort.join.title')} body={t('cohort.join.body')}>
        <Link to={overview} className="btn-primary">
          {t('cohort.join.action')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </StatePanel>
    );
  } else if (!canLearn) {
    main = (
      <StatePanel role="status" Icon={Lock} title={t('cohort.closed.title')} body={t('cohort.closed.body')}>
        <Link to={overview} className="btn-outline">
          {t('cohort.toOverview')}
        </Link>
      </StatePanel>
    );
  } else {
    const progress = programProgress(outline.data, completed).program;
    const next = nextIncompleteUnit(outline.data, completed);
    const unitName = next
      ? outline.data.courses
          .flatMap((c) => c.modules)
          .flatMap((m) => m.units)
          .find((u) => u.unit_id === next.unitId)?.unit_name
      : undefined;
    main = (
      <div className="grid gap-4 lg:grid-cols-2">
        <ProgressPanel
          loading={progressQuery.isPending}
          programId={programId}
          progress={progress}
          next={next}
          unitName={unitName}
          first={firstUnit(outline.data)}
        />
        <ThisWeekPanel
          plan={planDetail.data ?? null}
          today={todayIso()}
          loading={plans.isPending || (plan !== undefined && planDetail.isPending)}
        />
        <CertificatePanel certificate={certificate} />
      </div>
    );
  }

  return wrap(
    <>
      <header className="mb-6 flex flex-col gap-2">
        <p className="text-sm font-semibold text-soil-600">{t('cohort.eyebrow')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <h1
            id="cohort-heading"
            className="min-w-0 text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl"
          >
            {program.program_name}
          </h1>
          <EnrollmentBadge state={state} />
        </div>
        <p className="text-sm text-stone-600">{programFormat.dates(program)}</p>
      </header>
      {main}
      {/* what other features show its managers (the cohort's readiness, issue 24); members see nothing */}
      <CohortSlot cohortId={programId} place="cohort" />
    </>,
  );
}
