import { currentIteration, iterationEnd, planItemState } from '@ankur/shared/plan-schedule';
import type { TPlanDetail, TPlanItem } from '@ankur/shared/schemas/programs';
import { ArrowLeft, Pencil, SearchX } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useMovePlanItem, usePlan } from '../api/plans';
import { ItemStateChip } from '../components/item-state-chip';
import { todayIso, usePlanFormat } from '../components/plan-format';
import { PlanItemRow } from '../components/plan-item-row';
import { PlanSummary } from '../components/plan-summary';
import { RenamePlanDialog } from '../components/rename-plan-dialog';
import { WeekStrip, weekFacts } from '../components/week-strip';
import { usePlannerTranslation } from '../i18n';
import { cohortPath, PLANNER_PATH } from '../paths';

/** SPEC §3 "Plan iteration": the week last looked at in a plan, per plan. */
export const planIterationStorageKey = (planId: number) => `ankur.planIteration.${planId}`;

function readStoredIteration(planId: number): number | null {
  try {
    const value = Number(window.localStorage.getItem(planIterationStorageKey(planId)));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function storeIteration(planId: number, iteration: number): void {
  try {
    window.localStorage.setItem(planIterationStorageKey(planId), String(iteration));
  } catch {
    // storage unavailable (private mode): ?week= still says which week is open
  }
}

const inRange = (value: number | null, max: number) =>
  value !== null && Number.isInteger(value) && value >= 1 && value <= max ? value : null;

/** The plan itself: summary, week strip, and the chosen week's units. */
function PlanView({ plan }: { plan: TPlanDetail }) {
  const { t } = usePlannerTranslation();
  const errorText = useErrorText();
  const format = usePlanFormat();
  const [search, setSearch] = useSearchParams();
  const move = useMovePlanItem(plan.plan_id);
  const [renaming, setRenaming] = useState({ open: false, key: 0 });
  const weekHeading = useRef<HTMLHeadingElement>(null);

  const today = todayIso();
  const iterations = Math.max(plan.iterations, 1);
  const current = currentIteration(plan.start_date, iterations, today);
  // ?week= wins, then the week remembered for this plan, then the week today falls in
  const stored = useMemo(() => readStoredIteration(plan.plan_id), [plan.plan_id]);
  const selected =
    inRange(Number(search.get('week') ?? Number.NaN), iterations) ?? inRange(stored, iterations) ?? current;

  useEffect(() => storeIteration(plan.plan_id, selected), [plan.plan_id, selected]);

  const select = (iteration: number, focus = false) => {
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('week', String(iteration));
        return next;
      },
      { replace: true },
    );
    if (focus) weekHeading.current?.focus({ preventScroll: false });
  };

  const rows = plan.items.map((item) => ({ item, state: planItemState(item, today, plan.start_date) }));
  const counts = {
    total: rows.length,
    done: rows.filter((r) => r.state === 'done').length,
    late: rows.filter((r) => r.state === 'late').length,
    thisWeek: rows.filter((r) => r.state === 'this-week').length,
  };
  const weeks = weekFacts(
    iterations,
    rows.map((r) => ({ iteration: r.item.iteration, state: r.state })),
  );
  const shown = rows.filter((r) => r.item.iteration === selected);
  const firstLate = rows.find((r) => r.state === 'late')?.item.iteration;

  const moveItem = (item: TPlanItem, iteration: number) => {
    if (iteration === item.iteration) return;
    // the unit leaves this week's list (and its select with it): keep focus on the week
    weekHeading.current?.focus();
    move.mutate(
      { itemId: item.item_id, move: { iteration, target_date: iterationEnd(plan.start_date, iteration) } },
      {
        onSuccess: () => notify.success(t('plan.moved', { name: item.unit_name, n: format.number(iteration) })),
        onError: (error) => notify.error(t('plan.moveFailed', { reason: errorText(error) })),
      },
    );
  };

  return (
    <>
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold break-words text-soil-600">
          <Link to={cohortPath(plan.program_id)} className="hover:underline">
            {plan.program_name}
          </Link>
        </p>
        <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
          <h1
            id="plan-heading"
            className="min-w-0 text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl"
          >
            {plan.plan_name}
          </h1>
          <button
            type="button"
            className="btn-ghost px-2"
            onClick={() => setRenaming((r) => ({ open: true, key: r.key + 1 }))}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t('rename.action')}
          </button>
        </div>
        <p className="text-sm text-stone-600">
          {t('list.weeks', { count: iterations, weeks: format.number(iterations) })}
          {' · '}
          {t('list.range', {
            from: format.date(plan.start_date),
            to: format.date(iterationEnd(plan.start_date, iterations)),
          })}
        </p>
      </header>

      <div className="mt-5">
        <PlanSummary counts={counts} onCatchUp={() => firstLate !== undefined && select(firstLate, true)} />
      </div>

      <div className="mt-6">
        <WeekStrip planStart={plan.start_date} weeks={weeks} selected={selected} current={current} onSelect={select} />
      </div>

      <section aria-labelledby="week-heading" className="mt-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="week-heading" ref={weekHeading} tabIndex={-1} className="text-lg font-semibold text-stone-900">
            {t('plan.weekTitle', { n: format.number(selected), range: format.weekRange(plan.start_date, selected) })}
          </h2>
          {selected === current ? <ItemStateChip state="this-week" /> : null}
        </div>
        {shown.length === 0 ? (
          <p className="mt-3 rounded-2xl bg-white px-4 py-6 text-center text-sm text-stone-600 ring-1 ring-stone-200">
            {t('plan.emptyWeek')}
          </p>
        ) : (
          <ul aria-labelledby="week-heading" className="mt-3 flex flex-col gap-3">
            {shown.map(({ item, state }) => (
              <li key={item.item_id}>
                <PlanItemRow
                  item={item}
                  state={state}
                  programId={plan.program_id}
                  planStart={plan.start_date}
                  iterations={iterations}
                  disabled={move.isPending && move.variables?.itemId === item.item_id}
                  onMove={(iteration) => moveItem(item, iteration)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <RenamePlanDialog
        key={renaming.key}
        planId={plan.plan_id}
        currentName={plan.plan_name}
        open={renaming.open}
        onOpenChange={(open) => setRenaming((r) => ({ ...r, open }))}
      />
    </>
  );
}

/** /my-plan/:plan_id: one of the learner's plans, week by week (SPEC §3 "Plan iteration"). */
export default function PlanScreen() {
  const { t } = usePlannerTranslation();
  const params = useParams();
  const planId = Number(params.plan_id);
  const validId = Number.isInteger(planId) && planId > 0;
  const plan = usePlan(validId ? planId : null);

  let body: React.ReactNode;
  const notFound = (
    <StatePanel
      heading="h1"
      headingId="plan-heading"
      Icon={SearchX}
      title={t('plan.notFound.title')}
      body={t('plan.notFound.body')}
    >
      <Link to={PLANNER_PATH} className="btn-primary">
        {t('plan.backToPlans')}
      </Link>
    </StatePanel>
  );
  if (!validId) body = notFound;
  else {
    body = (
      <QueryGate
        query={plan}
        pendingClassName="flex flex-col gap-4"
        pending={
          <>
            <span aria-hidden="true" className="h-9 w-2/3 animate-pulse rounded bg-stone-200" />
            <span aria-hidden="true" className="h-20 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
            <span aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
          </>
        }
        error={{ title: t('plan.error'), heading: 'h1', headingId: 'plan-heading' }}
        notFound={notFound}
      >
        {(data) => <PlanView plan={data} />}
      </QueryGate>
    );
  }

  return (
    <section aria-labelledby="plan-heading" className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <Link
        to={PLANNER_PATH}
        className="mb-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('plan.backToPlans')}
      </Link>
      {body}
    </section>
  );
}
