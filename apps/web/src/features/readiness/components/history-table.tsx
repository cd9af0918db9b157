import type { TAttemptDetail, TReadinessResult } from '@ankur/shared/schemas/readiness';
import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { useLanguage } from '../../../lib/i18n';
import { useReadinessTranslation } from '../i18n';
import { formatDate } from './format';

interface Row {
  attempt_id: number;
  submitted_at: string;
  version: number;
  result: TReadinessResult;
}

/** ↑ / ↓ / – against the next older attempt's value, with words for screen readers. */
function Moved({ now, before }: { now: number; before: number | undefined }) {
  const { t } = useReadinessTranslation();
  if (before === undefined) return null;
  if (now > before)
    return (
      <span className="inline-flex items-center text-brand-800">
        <ArrowUp aria-hidden className="size-3.5" />
        <span className="sr-only">{t('result.up', { from: before })}</span>
      </span>
    );
  if (now < before)
    return (
      <span className="inline-flex items-center text-red-700">
        <ArrowDown aria-hidden className="size-3.5" />
        <span className="sr-only">{t('result.down', { from: before })}</span>
      </span>
    );
  return (
    <span className="inline-flex items-center text-stone-500">
      <Minus aria-hidden className="size-3.5" />
      <span className="sr-only">{t('result.same')}</span>
    </span>
  );
}

/** The attempts side by side, newest first: date, version, overall and each dimension, with what moved. */
export function HistoryTable({ detail }: { detail: TAttemptDetail }) {
  const { t } = useReadinessTranslation();
  const language = useLanguage();
  const { attempt } = detail;
  const rows: Row[] = [
    ...(attempt.result && attempt.submitted_at
      ? [
          {
            attempt_id: attempt.attempt_id,
            submitted_at: attempt.submitted_at,
            version: attempt.version,
            result: attempt.result,
          },
        ]
      : []),
    ...detail.previous,
  ];
  const dims = detail.definition.dimensions;
  return (
    <section aria-labelledby="rd-history-heading" className="flex flex-col gap-3">
      <h2 id="rd-history-heading" className="text-lg font-semibold text-stone-900">
        {t('result.history')}
      </h2>
      {rows.length < 2 ? (
        <p className="text-sm text-stone-600">{t('result.historyEmpty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl ring-1 ring-stone-200">
          <table className="min-w-full bg-white text-sm">
            <thead className="bg-stone-50 text-left text-stone-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('result.date')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('result.version')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('result.overall')}
                </th>
                {dims.map((d) => (
                  <th key={d.id} scope="col" className="px-3 py-2">
                    {d.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => {
                const older = rows[i + 1];
                return (
                  <tr key={row.attempt_id} className={`border-t border-stone-100 ${i === 0 ? 'font-medium' : ''}`}>
                    <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-normal">
                      {formatDate(row.submitted_at, language)}
                    </th>
                    <td className="px-3 py-2">v{row.version}</td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {row.result.overall} <Moved now={row.result.overall} before={older?.result.overall} />
                    </td>
                    {dims.map((d) => {
                      const now = row.result.dimensions.find((x) => x.id === d.id)?.score;
                      const before = older?.result.dimensions.find((x) => x.id === d.id)?.score;
                      return (
                        <td key={d.id} className="whitespace-nowrap px-3 py-2">
                          {now ?? '—'} {now !== undefined ? <Moved now={now} before={before} /> : null}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
