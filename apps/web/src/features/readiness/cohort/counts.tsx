import type { TCohortReadiness } from '@ankur/shared/schemas/readiness';
import { formatNumber, useLanguage } from '../../../lib/i18n';
import { useReadinessManageTranslation } from '../manage/i18n';

const COUNT_KEYS = ['members', 'completed', 'in_progress', 'not_started', 'inactive'] as const;
const TONES: Record<(typeof COUNT_KEYS)[number], string> = {
  members: 'text-stone-900',
  completed: 'text-brand-800',
  in_progress: 'text-sky-800',
  not_started: 'text-stone-700',
  inactive: 'text-amber-800',
};

/** The five counts of a cohort's readiness, as a list of terms and figures. */
export function ReadinessCounts({ counts }: { counts: TCohortReadiness['counts'] }) {
  const { t } = useReadinessManageTranslation();
  const language = useLanguage();
  return (
    <dl aria-label={t('cohort.counts.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {COUNT_KEYS.map((key) => (
        <div key={key} className="rounded-xl bg-white px-4 py-3 ring-1 ring-stone-200">
          <dt className="text-xs font-medium text-stone-600">{t(`cohort.counts.${key}`)}</dt>
          <dd className={`mt-1 text-2xl font-bold ${TONES[key]}`}>{formatNumber(counts[key], language)}</dd>
        </div>
      ))}
    </dl>
  );
}
