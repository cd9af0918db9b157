import type { TCohortReadiness } from '@ankur/shared/schemas/readiness';
import { useLanguage } from '../../../lib/i18n';
import { useReadinessManageTranslation } from '../manage/i18n';
import { oneDecimal } from './format';

type Dimension = TCohortReadiness['distribution'][number];

/** The score ranges of the API's five buckets: [0,1), [1,2), [2,3), [3,4), [4,5]. */
const RANGES = [0, 1, 2, 3, 4].map((from) => ({ from, to: from + 1 }));

function DimensionCard({ dimension }: { dimension: Dimension }) {
  const { t } = useReadinessManageTranslation();
  const language = useLanguage();
  const rows = RANGES.map((range, i) => ({
    range: t('cohort.distribution.bucket', range),
    count: dimension.buckets[i] ?? 0,
  }));
  const top = Math.max(1, ...rows.map((r) => r.count));
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h4 className="font-semibold text-stone-900">{dimension.label}</h4>
        <p className="text-sm text-stone-600">
          {dimension.mean === null
            ? t('cohort.distribution.noMean')
            : t('cohort.distribution.mean', { mean: oneDecimal(dimension.mean, language) })}
        </p>
      </div>
      {/* the bars are for the eye (CSS, no chart library: the view stays under the chunk budget);
          the table below says the same to a screen reader */}
      <div aria-hidden="true" className="flex h-28 items-end gap-2 border-b border-stone-300 pt-4">
        {rows.map((row) => (
          <div key={row.range} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
            <span className="text-xs font-medium text-stone-700 tabular-nums">{row.count}</span>
            <span
              className="w-full rounded-t bg-brand-700"
              style={{ height: `${(row.count / top) * 100}%`, minHeight: row.count > 0 ? '0.25rem' : 0 }}
            />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="-mt-1 flex gap-2">
        {rows.map((row) => (
          <span key={row.range} className="flex-1 text-center text-xs text-stone-600">
            {row.range}
          </span>
        ))}
      </div>
      {/* sr-only cannot clip a table itself (it would widen the page): a box around it does */}
      <div className="sr-only">
        <table>
          <caption>{t('cohort.distribution.tableCaption', { label: dimension.label })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cohort.distribution.range')}</th>
              <th scope="col">{t('cohort.distribution.count')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.range}>
                <td>{row.range}</td>
                <td>{t('cohort.distribution.people', { count: row.count })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </li>
  );
}

/** Per dimension: how members' latest completed scores spread (a small bar chart each) and the mean. */
export function ReadinessDistribution({ distribution, completed }: { distribution: Dimension[]; completed: number }) {
  const { t } = useReadinessManageTranslation();
  return (
    <section aria-labelledby="readiness-distribution" className="flex flex-col gap-3">
      <div>
        <h3 id="readiness-distribution" className="text-lg font-semibold text-stone-900">
          {t('cohort.distribution.heading')}
        </h3>
        <p className="text-sm text-stone-600">{t('cohort.distribution.intro')}</p>
      </div>
      {completed === 0 || distribution.length === 0 ? (
        <p className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700 ring-1 ring-stone-200">
          {t('cohort.distribution.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {distribution.map((d) => (
            <DimensionCard key={d.id} dimension={d} />
          ))}
        </ul>
      )}
    </section>
  );
}
