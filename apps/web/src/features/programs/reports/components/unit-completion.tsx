import type { TProgramReport } from '@ankur/shared/schemas/programs';
import { type ReactNode, useMemo } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { QueryErrorPanel } from '../../../../components/ui/query-gate';
import { useErrorText } from '../../../../lib/api-errors';
import { formatNumber, useLanguage } from '../../../../lib/i18n';
import { outlineTotals, useProgramOutline } from '../../api/load-program-outline';
import { useReportsTranslation } from '../i18n';
import { unitRates } from '../report-stats';
import { PercentBar } from './report-parts';

const UNIT_TYPES = ['lesson', 'video', 'document', 'assignment', 'quiz'] as const;
type UnitKind = (typeof UNIT_TYPES)[number] | 'other';
const kindOf = (type: string): UnitKind =>
  (UNIT_TYPES as readonly string[]).includes(type) ? (type as UnitKind) : 'other';

/**
 * Each unit's completion rate (the share of active learners who completed it), in the program's
 * outline order under its course and module, with the unit's kind.
 */
export function UnitCompletion({ programId, report }: { programId: number; report: TProgramReport }) {
  const { t } = useReportsTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const outline = useProgramOutline(programId);
  const rates = useMemo(() => unitRates(report), [report]);
  const headingId = `unit-completion-${programId}`;

  let body: ReactNode;
  if (!outline.data) {
    body = outline.isError ? (
      <QueryErrorPanel
        variant="inline"
        title={t('progress.outlineFailed', { reason: errorText(outline.error) })}
        body={null}
        error={outline.error}
        onRetry={() => void outline.refetch()}
      />
    ) : (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('common.loading')}</span>
        {['a', 'b', 'c'].map((k) => (
          <span key={k} aria-hidden="true" className="h-8 w-full animate-pulse rounded-lg bg-stone-100" />
        ))}
      </div>
    );
  } else if (outlineTotals(outline.data).units === 0) {
    body = (
      <p className="rounded-xl bg-stone-50 p-4 text-sm text-stone-700 ring-1 ring-stone-200">{t('progress.noUnits')}</p>
    );
  } else {
    body = (
      <div className="flex flex-col gap-5">
        {outline.data.courses.map((course) => (
          <section key={course.course_id} aria-labelledby={`${headingId}-c${course.course_id}`}>
            <h4 id={`${headingId}-c${course.course_id}`} className="text-sm font-semibold text-stone-900">
              {course.course_name}
            </h4>
            {course.modules.map((module) => (
              <div key={module.module_id} className="mt-2">
                <h5 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{module.module_name}</h5>
                {module.units.length === 0 ? (
                  <p className="mt-1 text-sm text-stone-500">{t('progress.emptyModule')}</p>
                ) : (
                  <ol className="mt-1 divide-y divide-stone-100 rounded-xl bg-white ring-1 ring-stone-200">
                    {module.units.map((unit) => {
                      const rate = rates.get(unit.unit_id);
                      const percent = rate?.completion_rate ?? 0;
                      const done = rate?.completed_count ?? 0;
                      const kind = kindOf(unit.unit_type);
                      const count = t('progress.completedCount', { count: done, n: formatNumber(done, language) });
                      return (
                        <li
                          key={unit.unit_id}
                          data-unit={unit.unit_id}
                          className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center sm:gap-4"
                        >
                          <div className="flex min-w-0 flex-1 items-center gap-2">
                            <Badge tone={kind === 'assignment' || kind === 'quiz' ? 'blue' : 'stone'}>
                              {t(`progress.unitType.${kind}`)}
                            </Badge>
                            <span className="min-w-0 text-sm break-words text-stone-800">{unit.unit_name}</span>
                          </div>
                          <div className="flex items-center gap-3 sm:w-72">
                            <div className="flex-1">
                              <PercentBar percent={percent} label={unit.unit_name} detail={count} />
                            </div>
                            <span aria-hidden="true" className="w-24 shrink-0 text-right text-xs text-stone-600">
                              {count}
                            </span>
                          </div>
                        </li>
                      );
                    })}
                  </ol>
                )}
              </div>
            ))}
          </section>
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <header>
        <h3 id={headingId} className="text-base font-semibold text-stone-900">
          {t('progress.unitsTitle')}
        </h3>
        <p className="mt-1 text-sm text-stone-600">{t('progress.unitsIntro')}</p>
      </header>
      {body}
    </section>
  );
}
