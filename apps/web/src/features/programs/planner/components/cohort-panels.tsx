import { currentIteration, planItemState } from '@ankur/shared/plan-schedule';
import type { Progress } from '@ankur/shared/program-progress';
import type { TCertificate, TPlanDetail } from '@ankur/shared/schemas/programs';
import { firstUnit, nextUnit, type ProgramOutline, type UnitPosition } from '@ankur/shared/unit-navigation';
import { ArrowRight, Award, CalendarPlus, CalendarRange, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { unitPath } from '../../components/learning-outline';
import { LearningProgressBar } from '../../components/learning-progress';
import { usePlannerTranslation } from '../i18n';
import { PLANNER_PATH, planPath } from '../paths';
import { ItemStateChip } from './item-state-chip';
import { usePlanFormat } from './plan-format';

/** The first unit, in reading order, that the learner has not completed (null when all are done). */
export function nextIncompleteUnit(outline: ProgramOutline, completed: ReadonlySet<number>): UnitPosition | null {
  let at = firstUnit(outline);
  while (at && completed.has(at.unitId)) at = nextUnit(outline, at.unitId);
  return at;
}

function Panel({ id, title, Icon, children }: { id: string; title: string; Icon: typeof Award; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <h2 id={id} className="flex items-center gap-2 text-base font-semibold text-stone-900">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Progress through the program and "Continue" to the next unit not yet completed. */
export function ProgressPanel({
  programId,
  progress,
  next,
  unitName,
  first,
  loading,
}: {
  /** The learner's progress is still on its way: no "Continue" to a guessed unit. */
  loading: boolean;
  programId: number;
  progress: Progress;
  next: UnitPosition | null;
  unitName: string | undefined;
  first: UnitPosition | null;
}) {
  const { t } = usePlannerTranslation();
  const format = usePlanFormat();
  const to = next ?? first;
  if (loading) {
    return (
      <Panel id="cohort-progress" title={t('cohort.progress.title')} Icon={CalendarRange}>
        <div role="status" className="h-16 animate-pulse rounded-xl bg-stone-100">
          <span className="sr-only">{t('common.loading')}</span>
        </div>
      </Panel>
    );
  }
  return (
    <Panel id="cohort-progress" title={t('cohort.progress.title')} Icon={CalendarRange}>
      <LearningProgressBar
        label={t('cohort.progress.units', { done: format.number(progress.done), total: format.number(progress.total) })}
        progress={progress}
      />
      {progress.total === 0 ? (
        <p className="text-sm text-stone-600">{t('cohort.progress.empty')}</p>
      ) : to ? (
        <div className="flex flex-col gap-2">
          {next && unitName ? (
            <p className="text-sm text-stone-700">{t('cohort.progress.nextUp', { unit: unitName })}</p>
          ) : null}
          <Link to={unitPath(programId, to.courseId, to.moduleId, to.unitId)} className="btn-primary self-start">
            {next
              ? progress.done > 0
                ? t('cohort.progress.continue')
                : t('cohort.progress.start')
              : t('cohort.progress.review')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      ) : null}
    </Panel>
  );
}

/** This week's units of the learner's plan for the program, or an invitation to make one. */
export function ThisWeekPanel({ plan, today, loading }: { plan: TPlanDetail | null; today: string; loading: boolean }) {
  const { t } = usePlannerTranslation();
  const format = usePlanFormat();
  if (loading) {
    return (
      <Panel id="cohort-week" title={t('cohort.week.title')} Icon={CalendarRange}>
        <div role="status" className="h-16 animate-pulse rounded-xl bg-stone-100">
          <span className="sr-only">{t('common.loading')}</span>
        </div>
      </Panel>
    );
  }
  if (!plan) {
    return (
      <Panel id="cohort-week" title={t('cohort.week.title')} Icon={CalendarRange}>
        <p className="text-sm text-stone-600">{t('cohort.week.noPlan')}</p>
        <Link to={PLANNER_PATH} className="btn-outline self-start">
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t('cohort.week.makePlan')}
        </Link>
      </Panel>
    );
  }
  const week = currentIteration(plan.start_date, Math.max(plan.iterations, 1), today);
  const rows = plan.items.map((item) => ({ item, state: planItemState(item, today, plan.start_date) }));
  const thisWeek = rows.filter((r) => r.item.iteration === week);
  const late = rows.filter((r) => r.state === 'late').length;
  return (
    <Panel
      id="cohort-week"
      title={t('cohort.week.heading', { n: format.number(week), range: format.weekRange(plan.start_date, week) })}
      Icon={CalendarRange}
    >
      {late > 0 ? (
        <p className="text-sm font-semibold text-red-700">
          {t('summary.late', { count: late, n: format.number(late) })}
        </p>
      ) : null}
      {thisWeek.length === 0 ? (
        <p className="text-sm text-stone-600">{t('plan.emptyWeek')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-100">
          {thisWeek.map(({ item, state }) => (
            <li key={item.item_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                to={unitPath(plan.program_id, item.course_id, item.module_id, item.unit_id)}
                className="min-w-0 text-sm font-medium break-words text-stone-900 hover:text-brand-800 hover:underline"
              >
                {item.unit_name}
              </Link>
              <ItemStateChip state={state} />
            </li>
          ))}
        </ul>
      )}
      <Link to={`${planPath(plan.plan_id)}?week=${week}`} className="btn-outline self-start">
        {t('cohort.week.openPlan', { name: plan.plan_name })}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Panel>
  );
}

/** The certificate of the program, once the learner has one. */
export function CertificatePanel({ certificate }: { certificate: TCertificate | null }) {
  const { t } = usePlannerTranslation();
  const format = usePlanFormat();
  return (
    <Panel id="cohort-certificate" title={t('cohort.certificate.title')} Icon={Award}>
      {certificate ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={certificate.revoked_at ? 'red' : 'green'}>
              {certificate.revoked_at ? t('certificate.revoked') : t('certificate.valid')}
            </Badge>
            <span className="text-sm text-stone-700">
              {t('cohort.certificate.issued', { date: format.date(certificate.issued_at) })}
            </span>
          </div>
          <p className="font-mono text-sm break-all text-stone-800">{certificate.code}</p>
          <Link to={certificate.verify_path} className="btn-outline self-start">
            <Printer aria-hidden="true" className="size-4" />
            {t('certificate.view')}
          </Link>
        </>
      ) : (
        <p className="text-sm text-stone-600">{t('cohort.certificate.none')}</p>
      )}
    </Panel>
  );
}
