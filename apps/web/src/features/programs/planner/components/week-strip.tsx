import type { PlanItemState } from '@ankur/shared/plan-schedule';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { usePlannerTranslation } from '../i18n';
import { usePlanFormat } from './plan-format';

export interface WeekFacts {
  iteration: number;
  total: number;
  done: number;
  late: number;
}

/** Counts per week (1..iterations) of a plan's items. */
export function weekFacts(
  iterations: number,
  items: readonly { iteration: number; state: PlanItemState }[],
): WeekFacts[] {
  const weeks = Array.from({ length: Math.max(iterations, 1) }, (_, i) => ({
    iteration: i + 1,
    total: 0,
    done: 0,
    late: 0,
  }));
  for (const item of items) {
    const week = weeks[item.iteration - 1];
    if (!week) continue;
    week.total += 1;
    if (item.state === 'done') week.done += 1;
    if (item.state === 'late') week.late += 1;
  }
  return weeks;
}

/**
 * The plan's weeks as a row of buttons (scrolls sideways on phones); the selected one is pressed,
 * the one today falls in is marked "this week".
 */
export function WeekStrip({
  planStart,
  weeks,
  selected,
  current,
  onSelect,
}: {
  planStart: string;
  weeks: readonly WeekFacts[];
  selected: number;
  current: number;
  onSelect: (iteration: number) => void;
}) {
  const { t } = usePlannerTranslation();
  const format = usePlanFormat();
  const selectedRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    selectedRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, []);

  return (
    <nav aria-label={t('plan.weeksLabel')} className="-mx-4 sm:mx-0">
      <ul className="flex snap-x gap-2 overflow-x-auto px-4 pb-2 sm:px-0">
        {weeks.map((week) => {
          const on = week.iteration === selected;
          const allDone = week.total > 0 && week.done === week.total;
          return (
            <li key={week.iteration} className="snap-start">
              <button
                ref={on ? selectedRef : undefined}
                type="button"
                aria-pressed={on}
                aria-current={week.iteration === current ? 'date' : undefined}
                onClick={() => onSelect(week.iteration)}
                className={`flex w-28 flex-col items-start gap-0.5 rounded-xl px-3 py-2 text-left ring-1 transition-colors ${
                  on
                    ? 'bg-brand-700 text-white ring-brand-700'
                    : 'bg-white text-stone-800 ring-stone-200 hover:ring-brand-400'
                }`}
              >
                <span className="flex w-full items-center justify-between gap-1 text-sm font-semibold">
                  {t('plan.week', { n: format.number(week.iteration) })}
                  {week.late > 0 ? (
                    <CircleAlert aria-hidden="true" className={`size-4 ${on ? 'text-red-200' : 'text-red-700'}`} />
                  ) : allDone ? (
                    <CircleCheck aria-hidden="true" className={`size-4 ${on ? 'text-brand-100' : 'text-brand-700'}`} />
                  ) : null}
                </span>
                <span className={`text-xs ${on ? 'text-brand-50' : 'text-stone-600'}`}>
                  {format.weekRange(planStart, week.iteration)}
                </span>
                <span
                  className={`text-xs font-medium ${on ? 'text-white' : week.iteration === current ? 'text-amber-800' : 'text-stone-500'}`}
                >
                  {week.iteration === current
                    ? t('plan.thisWeekMark')
                    : t('plan.weekUnits', { count: week.total, n: format.number(week.total) })}
                </span>
                {week.late > 0 ? (
                  <span className="sr-only">
                    {t('plan.weekLate', { count: week.late, n: format.number(week.late) })}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
