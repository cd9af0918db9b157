import { recentPeriods, type TEngineScore, type TEngineStat } from '@ankur/shared/schemas/engine';
import { useId, useState } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { INPUT_CLASS } from '../../../components/ui/field';
import { useEngineTranslation } from '../i18n';
import { formatPeriod, formatValue } from './format';

const COLOURS = ['#15803d', '#b45309', '#1d4ed8', '#be123c', '#7c3aed', '#0f766e'];
const RANGES = [6, 12, 24] as const;

/** A line per chosen stat over the last 6, 12 or 24 months, with a table of the same values. */
export function KpiChart({
  stats,
  scores,
  current,
}: {
  stats: TEngineStat[];
  scores: TEngineScore[];
  current: string;
}) {
  const { t, i18n } = useEngineTranslation();
  const rangeId = useId();
  const withData = stats.filter((s) => scores.some((x) => x.stat_id === s.stat_id));
  const [picked, setPicked] = useState<number[] | null>(null);
  const [months, setMonths] = useState<(typeof RANGES)[number]>(12);
  const [table, setTable] = useState(false);
  const chosen = (
    picked ??
    withData
      .filter((s) => s.parent_stat_id === null)
      .slice(0, 2)
      .map((s) => s.stat_id)
  )
    .map((id) => stats.find((s) => s.stat_id === id))
    .filter((s): s is TEngineStat => !!s);
  const periods = recentPeriods(current, months);
  const value = new Map(scores.map((s) => [`${s.stat_id}|${s.time_period}`, s.score_value]));
  const rows = periods.map((p) => ({
    period: formatPeriod(p, i18n.language),
    ...Object.fromEntries(chosen.map((s) => [s.stat_name, value.get(`${s.stat_id}|${p}`) ?? null])),
  }));
  const toggle = (id: number) => {
    const ids = chosen.map((s) => s.stat_id);
    setPicked(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
  };
  if (!withData.length) return <p className="text-sm text-stone-600">{t('chart.none')}</p>;
  // money and counts differ by orders of magnitude: money gets the right-hand axis
  const money = (s: TEngineStat) => s.unit === 'INR';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-1 text-sm font-medium text-stone-800">{t('chart.pick')}</legend>
          {withData.map((s) => {
            const on = chosen.some((c) => c.stat_id === s.stat_id);
            return (
              <label
                key={s.stat_id}
                className={`flex cursor-pointer items-center gap-1.5 rounded-full px-3 py-1 text-sm ring-1 ${on ? 'bg-brand-50 text-brand-900 ring-brand-300' : 'bg-white text-stone-700 ring-stone-300'}`}
              >
                <input type="checkbox" className="size-4" checked={on} onChange={() => toggle(s.stat_id)} />
                {s.stat_name}
              </label>
            );
          })}
        </fieldset>
        <div className="flex flex-col gap-1 sm:w-48">
          <label htmlFor={rangeId} className="text-sm font-medium text-stone-800">
            {t('chart.range')}
          </label>
          <select
            id={rangeId}
            className={INPUT_CLASS}
            value={months}
            onChange={(e) => setMonths(Number(e.target.value) as (typeof RANGES)[number])}
          >
            {RANGES.map((n) => (
              <option key={n} value={n}>
                {t('chart.months', { n })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {chosen.length === 0 ? (
        <p className="text-sm text-stone-600">{t('chart.pickOne')}</p>
      ) : (
        <div
          className="h-72 w-full"
          data-testid="engine-chart"
          role="img"
          aria-label={`${t('chart.heading')}: ${chosen.map((s) => s.stat_name).join(', ')}`}
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
              <CartesianGrid stroke="#e7e5e4" strokeDasharray="3 3" />
              <XAxis dataKey="period" tick={{ fontSize: 12, fill: '#44403c' }} />
              <YAxis
                yAxisId="n"
                tick={{ fontSize: 12, fill: '#44403c' }}
                tickFormatter={(v: number) => formatValue(v, 'count', true)}
              />
              {chosen.some(money) ? (
                <YAxis
                  yAxisId="inr"
                  orientation="right"
                  tick={{ fontSize: 12, fill: '#44403c' }}
                  tickFormatter={(v: number) => formatValue(v, 'INR', true)}
                />
              ) : null}
              <Tooltip />
              <Legend />
              {chosen.map((s, i) => (
                <Line
                  key={s.stat_id}
                  yAxisId={money(s) ? 'inr' : 'n'}
                  type="monotone"
                  dataKey={s.stat_name}
                  stroke={COLOURS[i % COLOURS.length]}
                  strokeWidth={2}
                  connectNulls
                  dot={{ r: 3 }}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
      <button type="button" className="btn-ghost self-start" aria-expanded={table} onClick={() => setTable(!table)}>
        {table ? t('chart.hideTable') : t('chart.table')}
      </button>
      {table && chosen.length ? (
        <div className="overflow-x-auto rounded-xl ring-1 ring-stone-200">
          <table className="min-w-full text-sm">
            <caption className="sr-only">{t('chart.tableCaption')}</caption>
            <thead className="bg-stone-50">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium text-stone-700">
                  {t('chart.month')}
                </th>
                {chosen.map((s) => (
                  <th key={s.stat_id} scope="col" className="px-3 py-2 text-right font-medium text-stone-700">
                    {s.stat_name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {periods.map((p) => (
                <tr key={p} className="border-t border-stone-100">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal text-stone-900">
                    {formatPeriod(p, i18n.language)}
                  </th>
                  {chosen.map((s) => {
                    const v = value.get(`${s.stat_id}|${p}`);
                    return (
                      <td key={s.stat_id} className="px-3 py-1.5 text-right tabular-nums text-stone-900">
                        {v === undefined ? '—' : formatValue(v, s.unit)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
