import type { PlanItemState } from '@ankur/shared/plan-schedule';
import type { TPlanItem } from '@ankur/shared/schemas/programs';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { INPUT_CLASS } from '../../../../components/ui/field';
import { unitPath } from '../../components/learning-outline';
import { useProgramsTranslation } from '../../i18n';
import { usePlannerTranslation } from '../i18n';
import { ItemStateChip } from './item-state-chip';
import { usePlanFormat } from './plan-format';

const UNIT_TYPES = ['lesson', 'video', 'document', 'assignment', 'quiz'] as const;
type KnownUnitType = (typeof UNIT_TYPES)[number];
const isKnownType = (value: string): value is KnownUnitType => (UNIT_TYPES as readonly string[]).includes(value);

/** One unit of the plan: what it is, where it sits, when it is due, its state, and a week to move it to. */
export function PlanItemRow({
  item,
  state,
  programId,
  planStart,
  iterations,
  disabled,
  onMove,
}: {
  item: TPlanItem;
  state: PlanItemState;
  programId: number;
  planStart: string;
  iterations: number;
  disabled: boolean;
  onMove: (iteration: number) => void;
}) {
  const { t } = usePlannerTranslation();
  const { t: tp } = useProgramsTranslation();
  const format = usePlanFormat();
  const moveId = useId();
  const kind = tp(`overview.unitType.${isKnownType(item.unit_type) ? item.unit_type : 'other'}`);

  return (
    <article
      aria-labelledby={`${moveId}-name`}
      className={`flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 sm:flex-row sm:items-center sm:gap-4 ${
        state === 'late' ? 'ring-red-200' : 'ring-stone-200'
      }`}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <ItemStateChip state={state} />
          <span className="text-xs font-medium text-stone-600">{kind}</span>
        </div>
        <h3 id={`${moveId}-name`} className="font-semibold break-words text-stone-900">
          <Link
            to={unitPath(programId, item.course_id, item.module_id, item.unit_id)}
            className="rounded hover:text-brand-800 hover:underline"
          >
            {item.unit_name}
          </Link>
        </h3>
        <p className="text-sm break-words text-stone-600">
          {t('plan.where', { course: item.course_name, module: item.module_name })}
        </p>
        <p className={`text-sm ${state === 'late' ? 'font-semibold text-red-700' : 'text-stone-700'}`}>
          {state === 'done' && item.completed_at
            ? t('plan.doneOn', { date: format.date(item.completed_at) })
            : t('plan.due', { date: format.weekday(item.target_date) })}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:w-48 sm:shrink-0">
        <label htmlFor={moveId} className="text-xs font-medium text-stone-700">
          {t('plan.moveLabel')}
          <span className="sr-only"> ({item.unit_name})</span>
        </label>
        <select
          id={moveId}
          className={INPUT_CLASS}
          value={item.iteration}
          disabled={disabled}
          onChange={(event) => onMove(Number(event.target.value))}
        >
          {Array.from({ length: iterations }, (_, i) => i + 1).map((week) => (
            <option key={week} value={week}>
              {t('plan.weekOption', { n: format.number(week), range: format.weekRange(planStart, week) })}
            </option>
          ))}
        </select>
        <Link
          to={unitPath(programId, item.course_id, item.module_id, item.unit_id)}
          className="btn-outline justify-center"
          aria-label={t('plan.openUnitNamed', { name: item.unit_name })}
        >
          {state === 'done' ? t('plan.review') : t('plan.openUnit')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
