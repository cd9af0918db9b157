import type { Progress } from '@ankur/shared/program-progress';
import { useId } from 'react';
import { useProgramsTranslation } from '../i18n';

/** A labelled bar with its percentage; role="progressbar" so assistive technology reads the value. */
export function LearningProgressBar({
  label,
  progress,
  size = 'md',
}: {
  label: string;
  progress: Progress;
  size?: 'sm' | 'md';
}) {
  const { t } = useProgramsTranslation();
  const id = useId();
  const percent = t('learning.percent', { percent: progress.percent });
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span id={id} className="min-w-0 font-medium break-words text-stone-700">
          {label}
        </span>
        <span className="shrink-0 font-semibold text-stone-800">{percent}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`${percent} · ${t('learning.unitsDone', { done: progress.done, total: progress.total })}`}
        className={`w-full overflow-hidden rounded-full bg-stone-200 ${size === 'sm' ? 'h-1.5' : 'h-2.5'}`}
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
    </div>
  );
}
