import type { TCohortReadiness } from '@ankur/shared/schemas/readiness';
import { Bar, BarChart, Tooltip, XAxis, YAxis } from 'recharts';
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
      {/* the chart is for the eye; the table below says the same to a screen reader */}
      <div aria-hidden="true" className="overflow-hidden">
        <BarChart width={260} height={110} data={rows} margin={{ top: 4, right: 4, bottom: 0, left: -28 }}>
          <XAxis dataKey="range" tick={{ fontSize: 11, fill: '#57534e' }} tickLine={false} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: '#57534e' }} tickLine={false} width={56} />
          <Tooltip cursor={{ fill: '#f5f5f4' }} />
          <Bar dataKey="count" name={t('cohort.distribution.count')} fill="#15803d" radius={[3, 3, 0, 0]} />
        </BarChart>
      </div>
      <table className="sr-only">
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
