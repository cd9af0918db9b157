import { CalendarClock, CircleAlert, PartyPopper, ThumbsUp } from 'lucide-react';
import { LearningProgressBar } from '../../components/learning-progress';
import { usePlannerTranslation } from '../i18n';
import { usePlanFormat } from './plan-format';

export interface PlanCounts {
  total: number;
  done: number;
  late: number;
  thisWeek: number;
}

/** The top of a plan: what is late across the whole plan (with a way to catch up), what is due this week, and progress. */
export function PlanSummary({ counts, onCatchUp }: { counts: PlanCounts; onCatchUp: () => void }) {
  const { t } = usePlannerTranslation();
  const format = usePlanFormat();
  const allDone = counts.total > 0 && counts.done === counts.total;

  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)]">
      {counts.late > 0 ? (
        <div
          role="status"
          className="flex items-center gap-3 rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200"
        >
          <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-red-700" />
          <div className="min-w-0">
            <p className="font-semibold">{t('summary.late', { count: counts.late, n: format.number(counts.late) })}</p>
            <button
              type="button"
              className="text-sm font-semibold text-red-800 underline underline-offset-2"
              onClick={onCatchUp}
            >
              {t('summary.catchUp')}
            </button>
          </div>
        </div>
      ) : (
        <div
          role="status"
          className="flex items-center gap-3 rounded-2xl bg-brand-50 p-4 text-brand-900 ring-1 ring-brand-200"
        >
          {allDone ? (
            <PartyPopper aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
          ) : (
            <ThumbsUp aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
          )}
          <p className="font-semibold">{allDone ? t('summary.allDone') : t('summary.onTrack')}</p>
        </div>
      )}
      <div className="flex items-center gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
        <CalendarClock aria-hidden="true" className="size-6 shrink-0 text-amber-700" />
        <p className="font-semibold">
          {counts.thisWeek > 0
            ? t('summary.thisWeek', { count: counts.thisWeek, n: format.number(counts.thisWeek) })
            : t('summary.nothingThisWeek')}
        </p>
      </div>
      <div className="flex flex-col justify-center rounded-2xl bg-white p-4 ring-1 ring-stone-200">
        <LearningProgressBar
          label={t('summary.progress', { done: format.number(counts.done), total: format.number(counts.total) })}
          progress={{
            done: counts.done,
            total: counts.total,
            percent: counts.total > 0 ? Math.floor((counts.done / counts.total) * 100) : 0,
          }}
        />
      </div>
    </div>
  );
}
