import type { TEngineDashboard, TEngineStat } from '@ankur/shared/schemas/engine';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { useEngineTranslation } from '../i18n';
import { changePct, formatPeriod, formatValue } from './format';

function Change({ stat }: { stat: TEngineStat }) {
  const { t } = useEngineTranslation();
  if (!stat.latest || !stat.previous) return null;
  const pct = changePct(stat.latest.score_value, stat.previous.score_value);
  if (pct === null) return null;
  const Icon = pct > 0 ? ArrowUpRight : pct < 0 ? ArrowDownRight : Minus;
  const text = pct > 0 ? t('kpis.up', { pct }) : pct < 0 ? t('kpis.down', { pct: Math.abs(pct) }) : t('kpis.flat');
  return (
    <p className="flex items-center gap-1 text-xs text-stone-700">
      <Icon aria-hidden className="size-3.5" />
      {text}
    </p>
  );
}

/** Each module's stats with the latest value and the change on last month; runway derived from cash ÷ burn. */
export function KpiCards({ data }: { data: TEngineDashboard }) {
  const { t, i18n } = useEngineTranslation();
  return (
    <section aria-labelledby="engine-kpis" className="flex flex-col gap-4">
      <h2 id="engine-kpis" className="text-lg font-semibold text-stone-900">
        {t('kpis.heading')}
      </h2>
      {data.modules.map((m) => (
        <div key={m.module_id} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-600">{m.module_name}</h3>
          {m.stats.length === 0 ? (
            <p className="text-sm text-stone-600">{t('kpis.emptyModule')}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
              {m.stats.map((s) => {
                const derived = s.category === 'runway' && !s.latest && data.runway;
                return (
                  <li
                    key={s.stat_id}
                    data-testid={`kpi-${s.stat_name}`}
                    className={`flex flex-col gap-0.5 rounded-xl bg-white p-3 ring-1 ring-stone-200 ${s.parent_stat_id ? 'border-l-4 border-brand-200' : ''}`}
                  >
                    <p className="text-sm text-stone-700">{s.stat_name}</p>
                    {s.latest ? (
                      <>
                        <p className="text-xl font-bold text-stone-900">
                          {formatValue(s.latest.score_value, s.latest.score_unit, true)}
                          {s.latest.score_unit === 'months' ? ` ${t('units.months').toLowerCase()}` : ''}
                        </p>
                        <p className="text-xs text-stone-600">
                          {t('kpis.asOf', { period: formatPeriod(s.latest.time_period, i18n.language) })}
                        </p>
                        <Change stat={s} />
                      </>
                    ) : derived && data.runway ? (
                      <>
                        <p className="text-xl font-bold text-stone-900">
                          {data.runway.months} <span className="text-sm font-medium">{t('units.months')}</span>
                        </p>
                        <p className="text-xs text-stone-600">
                          <span className="mr-1 rounded bg-stone-100 px-1 py-0.5 font-medium">{t('kpis.derived')}</span>
                          {t('kpis.runwayDerived', {
                            months: data.runway.months,
                            period: formatPeriod(data.runway.time_period, i18n.language),
                          })}
                        </p>
                      </>
                    ) : (
                      <p className="text-sm text-stone-600">{t('kpis.none')}</p>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}
