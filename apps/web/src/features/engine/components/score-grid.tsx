import { recentPeriods, shiftPeriod, type TEngineScore, type TEngineStat } from '@ankur/shared/schemas/engine';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { notify } from '../../../components/ui/toaster';
import { useDeleteScore, usePutScore } from '../api/engine';
import { useEngineTranslation } from '../i18n';
import { parseNumber } from './csv';
import { formatPeriod } from './format';

interface CellProps {
  stat: TEngineStat;
  period: string;
  score: TEngineScore | undefined;
  label: string;
  onKey: (e: KeyboardEvent<HTMLInputElement>) => void;
  register: (el: HTMLInputElement | null) => void;
}

/** One editable value: saved when left or on Enter; emptied, its score is deleted. */
function Cell({ stat, period, score, label, onKey, register }: CellProps) {
  const { t } = useEngineTranslation();
  const put = usePutScore();
  const remove = useDeleteScore();
  const shown = score ? String(score.score_value) : '';
  const [text, setText] = useState(shown);
  const [bad, setBad] = useState(false);
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    const raw = text.trim();
    if (raw === shown) return setBad(false);
    const fail = (e: Error) => {
      setText(shown);
      notify.error(t('grid.saveFailed', { stat: stat.stat_name, period, message: e.message }));
    };
    if (raw === '') {
      if (score) remove.mutate(score.table_id, { onError: fail });
      return;
    }
    const value = parseNumber(raw);
    if (!Number.isFinite(value)) return setBad(true);
    setBad(false);
    put.mutate({ stat_id: stat.stat_id, time_period: period, score_value: value }, { onError: fail });
  };
  return (
    <input
      ref={register}
      type="text"
      inputMode="decimal"
      aria-label={label}
      aria-invalid={bad || undefined}
      title={bad ? t('grid.invalid') : undefined}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') setText(shown);
        onKey(e);
      }}
      className={`w-20 rounded-md sm:w-24 border bg-white px-2 py-1.5 text-right text-sm tabular-nums text-stone-900 focus:outline-2 focus:outline-brand-600 ${
        bad ? 'border-red-500' : 'border-stone-300'
      } ${put.isPending || remove.isPending ? 'opacity-60' : ''}`}
    />
  );
}

/** Stats × months, each cell editable; arrow keys and Enter move between cells. */
export function ScoreGrid({
  stats,
  scores,
  current,
}: {
  stats: TEngineStat[];
  scores: TEngineScore[];
  current: string;
}) {
  const { t, i18n } = useEngineTranslation();
  const [end, setEnd] = useState(current);
  const periods = recentPeriods(end, 6);
  const cells = useRef(new Map<string, HTMLInputElement>());
  const scroller = useRef<HTMLDivElement>(null);
  // on a narrow screen, open on the latest months
  useEffect(() => {
    if (end && scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, [end]);
  const byKey = new Map(scores.map((s) => [`${s.stat_id}|${s.time_period}`, s]));
  const move = (r: number, c: number) => {
    const el = cells.current.get(`${r}:${c}`);
    if (el) {
      el.focus();
      el.select();
    }
  };
  const onKey = (r: number, c: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const atStart = el.selectionStart === 0 && el.selectionEnd === 0;
    const atEnd = el.selectionStart === el.value.length;
    if (e.key === 'ArrowUp') move(r - 1, c);
    else if (e.key === 'ArrowDown' || e.key === 'Enter') move(r + 1, c);
    else if (e.key === 'ArrowLeft' && atStart) move(r, c - 1);
    else if (e.key === 'ArrowRight' && atEnd) move(r, c + 1);
    else return;
    e.preventDefault();
  };
  if (!stats.length) return <p className="text-sm text-stone-600">{t('grid.empty')}</p>;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-between gap-2 sm:justify-end">
        <button type="button" className="btn-ghost" onClick={() => setEnd(shiftPeriod(end, -6))}>
          <ChevronLeft aria-hidden className="size-4" />
          {t('grid.earlier')}
        </button>
        <button
          type="button"
          className="btn-ghost"
          disabled={end >= current}
          onClick={() => setEnd(shiftPeriod(end, 6))}
        >
          {t('grid.later')}
          <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
      <div ref={scroller} className="overflow-x-auto rounded-xl ring-1 ring-stone-200">
        <table className="min-w-full text-sm" data-testid="score-grid">
          <caption className="sr-only">{t('grid.heading')}</caption>
          <thead className="bg-stone-50">
            <tr>
              <th scope="col" className="sticky left-0 z-10 bg-stone-50 px-3 py-2 text-left font-medium text-stone-700">
                {t('grid.stat')}
              </th>
              {periods.map((p) => (
                <th key={p} scope="col" className="px-2 py-2 text-right font-medium whitespace-nowrap text-stone-700">
                  {formatPeriod(p, i18n.language)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stats.map((s, r) => (
              <tr key={s.stat_id} className="border-t border-stone-100">
                <th
                  scope="row"
                  className={`sticky left-0 z-10 max-w-32 bg-white px-3 py-1.5 text-left font-normal text-stone-900 sm:max-w-none sm:whitespace-nowrap ${s.parent_stat_id ? 'pl-6' : ''}`}
                >
                  {s.stat_name}
                  <span className="ml-1 hidden text-xs text-stone-600 sm:inline">
                    ({t(`units.${s.unit as 'count'}`)})
                  </span>
                </th>
                {periods.map((p, c) => (
                  <td key={p} className="px-2 py-1.5 text-right">
                    <Cell
                      stat={s}
                      period={p}
                      score={byKey.get(`${s.stat_id}|${p}`)}
                      label={t('grid.cell', { stat: s.stat_name, period: formatPeriod(p, i18n.language) })}
                      onKey={onKey(r, c)}
                      register={(el) => {
                        if (el) cells.current.set(`${r}:${c}`, el);
                        else cells.current.delete(`${r}:${c}`);
                      }}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
