import { iterationEnd } from '@ankur/shared/plan-schedule';
import type { TPlanSummary } from '@ankur/shared/schemas/programs';
import { ArrowRight, CalendarClock, CalendarDays, CircleAlert, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { LearningProgressBar } from '../../components/learning-progress';
import { usePlannerTranslation } from '../i18n';
import { planPath } from '../paths';
import { usePlanFormat } from './plan-format';

const percent = (done: number, total: number) => (total > 0 ? Math.floor((done / total) * 100) : 0);

/** One plan on /my-planner: the card is one link (its heading's); Delete sits above it. */
export function PlanCard({
  plan,
  thisWeek,
  onDelete,
}: {
  plan: TPlanSummary;
  /** Items due this week, once the plan's detail has loaded. */
  thisWeek: number | undefined;
  onDelete: (plan: TPlanSummary) => void;
}) {
  const { t } = usePlannerTranslation();
  const format = usePlanFormat();
  const headingId = `plan-card-${plan.plan_id}`;
  const end = iterationEnd(plan.start_date, plan.iterations);

  return (
    <article
      aria-labelledby={headingId}
      className="group relative flex h-full flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200 transition focus-within:ring-2 focus-within:ring-brand-500 hover:ring-brand-400"
    >
      <p className="pr-10 text-xs font-semibold tracking-wide break-words text-soil-600 uppercase">
        {plan.program_name}
      </p>
      <h2 id={headingId} className="-mt-2 pr-10 text-lg font-semibold break-words text-stone-900">
        <Link
          to={planPath(plan.plan_id)}
          className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none group-hover:text-brand-800"
        >
          {plan.plan_name}
        </Link>
      </h2>
      <button
        type="button"
        className="absolute top-3 right-3 z-10 rounded-lg p-2 text-stone-500 transition-colors hover:bg-red-50 hover:text-red-700"
        aria-label={t('list.delete', { name: plan.plan_name })}
        onClick={() => onDelete(plan)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
      <p className="flex items-start gap-2 text-sm text-stone-700">
        <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
        <span>
          {t('list.weeks', { count: plan.iterations, weeks: format.number(plan.iterations) })}
          {' · '}
          {t('list.range', { from: format.date(plan.start_date), to: format.date(end) })}
        </span>
      </p>
      <LearningProgressBar
        size="sm"
        label={t('list.progress')}
        progress={{
          done: plan.completed_items,
          total: plan.total_items,
          percent: percent(plan.completed_items, plan.total_items),
        }}
      />
      <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm">
        <li
          className={`flex items-center gap-1.5 ${plan.late_items > 0 ? 'font-semibold text-red-700' : 'text-stone-600'}`}
        >
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {t('list.late', { count: plan.late_items, n: format.number(plan.late_items) })}
        </li>
        {thisWeek !== undefined ? (
          <li className="flex items-center gap-1.5 text-stone-700">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
            {t('list.thisWeek', { count: thisWeek, n: format.number(thisWeek) })}
          </li>
        ) : null}
      </ul>
      <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        {t('list.open')}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </article>
  );
}

export function PlanCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-52 flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <span className="h-3 w-1/3 animate-pulse rounded bg-stone-200" />
      <span className="h-6 w-3/4 animate-pulse rounded bg-stone-200" />
      <span className="h-4 w-1/2 animate-pulse rounded bg-stone-100" />
      <span className="h-2 w-full animate-pulse rounded-full bg-stone-100" />
      <span className="mt-auto h-4 w-1/3 animate-pulse rounded bg-stone-100" />
    </div>
  );
}
