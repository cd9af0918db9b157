import type { PlanItemState } from '@ankur/shared/plan-schedule';
import { CalendarClock, CircleAlert, CircleCheck, CircleDashed, type LucideIcon } from 'lucide-react';
import { usePlannerTranslation } from '../i18n';

/** Colours keep text at 4.5:1 or more on their backgrounds (WCAG 1.4.3); the icon repeats the state for colour-blind eyes. */
const LOOK: Record<PlanItemState, { Icon: LucideIcon; className: string }> = {
  done: { Icon: CircleCheck, className: 'bg-brand-50 text-brand-800 ring-brand-200' },
  late: { Icon: CircleAlert, className: 'bg-red-50 text-red-800 ring-red-200' },
  'this-week': { Icon: CalendarClock, className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  upcoming: { Icon: CircleDashed, className: 'bg-white text-stone-700 ring-stone-200' },
};

const KEY = { done: 'done', late: 'late', 'this-week': 'thisWeek', upcoming: 'upcoming' } as const;

/** A plan item's state: done, late, due this week or upcoming. */
export function ItemStateChip({ state }: { state: PlanItemState }) {
  const { t } = usePlannerTranslation();
  const { Icon, className } = LOOK[state];
  return (
    <span
      data-state={state}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`state.${KEY[state]}`)}
    </span>
  );
}
