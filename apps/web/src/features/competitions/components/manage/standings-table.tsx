import type { TStanding } from '@ankur/shared/schemas/competitions';
import { ArrowDown } from 'lucide-react';
import { useState } from 'react';
import { formatNumber } from '../../../../lib/i18n';
import type { TStandings } from '../../api/judging';
import { useManageTranslation } from './i18n';

type SortKey = 'rank' | 'average' | 'normalised';

const score = (value: number | null, digits = 1) =>
  value === null ? '—' : formatNumber(Number(value.toFixed(digits)));

function sorted(rows: readonly TStanding[], key: SortKey): TStanding[] {
  const value = (s: TStanding) =>
    key === 'rank' ? -(s.rank ?? Number.MAX_SAFE_INTEGER) : (s[key] ?? Number.NEGATIVE_INFINITY);
  return [...rows].sort((a, b) => value(b) - value(a));
}

/**
 * A round's standings: rank (by the competition's score method), team, scores in, the average and
 * the normalised score; a column sorts by its score. With `selectable`, a box per team chooses who moves on.
 */
export function StandingsTable({
  standings,
  method,
  selected,
  onToggle,
  selectable,
}: {
  standings: TStandings;
  method: 'average' | 'normalised';
  selected: readonly number[];
  onToggle: (applicationId: number) => void;
  selectable: boolean;
}) {
  const { t } = useManageTranslation();
  const [sortKey, setSortKey] = useState<SortKey>('rank');
  const rows = sorted(standings.standings, sortKey);
  const head = (key: SortKey, label: string) => (
    <th scope="col" aria-sort={sortKey === key ? 'descending' : 'none'} className="px-3 py-2 text-right">
      <button
        type="button"
        className={`inline-flex items-center gap-1 font-medium ${key === method ? 'text-brand-800' : ''}`}
        onClick={() => setSortKey(key)}
      >
        {label}
        {sortKey === key ? <ArrowDown className="size-3.5" aria-hidden /> : null}
      </button>
    </th>
  );

  if (rows.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-sm text-stone-600 ring-1 ring-stone-200">
        {t('judging.empty')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-stone-600">{t('judging.sortedBy', { method: t(`judging.methodShort.${method}`) })}</p>
      <section
        className="overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200"
        aria-label={t('judging.standings', { round: standings.round.name })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
      >
        <table className="w-full min-w-[36rem] text-sm">
          <thead className="bg-stone-50 text-left text-stone-700">
            <tr>
              {selectable ? (
                <th scope="col" className="w-24 px-3 py-2">
                  {t('judging.select')}
                </th>
              ) : null}
              <th scope="col" className="w-16 px-3 py-2">
                <button
                  type="button"
                  className="inline-flex items-center gap-1 font-medium"
                  onClick={() => setSortKey('rank')}
                >
                  {t('judging.rank')}
                  {sortKey === 'rank' ? <ArrowDown className="size-3.5" aria-hidden /> : null}
                </button>
              </th>
              <th scope="col" className="px-3 py-2">
                {t('judging.team')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('judging.scored')}
              </th>
              {head('average', t('judging.average'))}
              {head('normalised', t('judging.normalised'))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((s) => {
              const decided = s.entry_status !== 'in_round';
              return (
                <tr key={s.application_id} className={selected.includes(s.application_id) ? 'bg-brand-50/60' : ''}>
                  {selectable ? (
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-700"
                        disabled={decided}
                        checked={selected.includes(s.application_id)}
                        aria-label={t('judging.selectTeam', { team: s.team_name })}
                        onChange={() => onToggle(s.application_id)}
                      />
                    </td>
                  ) : null}
                  <td className="px-3 py-2 font-semibold text-stone-900">{s.rank ?? '—'}</td>
                  <td className="px-3 py-2">
                    <span className="font-medium text-stone-900">{s.team_name}</span>
                    <span className="block text-xs text-stone-600">{s.lead.name}</span>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {s.scored}/{s.assigned}
                    {s.conflicts ? (
                      <span className="block text-xs text-amber-800">
                        {t('judging.conflicts', { count: s.conflicts })}
                      </span>
                    ) : null}
                  </td>
                  <td className={`px-3 py-2 text-right tabular-nums ${method === 'average' ? 'font-semibold' : ''}`}>
                    {s.average === null ? (
                      <span className="text-stone-500">{t('judging.notScored')}</span>
                    ) : (
                      score(s.average)
                    )}
                  </td>
                  <td className={`px-3 py-2 text-right tabular-nums ${method === 'normalised' ? 'font-semibold' : ''}`}>
                    {score(s.normalised, 2)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}
