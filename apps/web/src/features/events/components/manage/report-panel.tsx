import type { TEventReport } from '@ankur/shared/schemas/events';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { QueryGate } from '../../../../components/ui/query-gate';
import { useFormatNumber, useLanguage } from '../../../../lib/i18n';
import { useEventReport } from '../../api/manage';
import { useManageTranslation } from './i18n';

const COMMENTS_STEP = 10;

/** After (and during) the event: by ticket type, registrations by day (simple bars), and the feedback. */
export function ReportPanel({ eventId }: { eventId: number }) {
  const { t } = useManageTranslation();
  const report = useEventReport(eventId);
  return (
    <QueryGate
      query={report}
      error={{ title: t('manage.report.loadFailed') }}
      pending={<div className="h-64 animate-pulse rounded-2xl bg-stone-100" />}
    >
      {(data) => (
        <div className="grid gap-5 lg:grid-cols-2">
          <PerTicket data={data} />
          <ByDay data={data} />
          <Feedback data={data} />
        </div>
      )}
    </QueryGate>
  );
}

const CARD = 'flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6';

function PerTicket({ data }: { data: TEventReport }) {
  const { t } = useManageTranslation();
  const format = useFormatNumber();
  const id = useId();
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {t('manage.report.perTicket')}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-stone-600">
            <tr>
              <th scope="col" className="py-1 font-medium">
                {t('manage.report.ticket')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('manage.report.confirmed')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('manage.report.checkedIn')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {data.per_ticket_type.map((row) => (
              <tr key={row.name}>
                <th scope="row" className="py-2 font-medium text-stone-900">
                  {row.name}
                </th>
                <td className="py-2 text-right tabular-nums">{format(row.confirmed)}</td>
                <td className="py-2 text-right tabular-nums">{format(row.checked_in)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ByDay({ data }: { data: TEventReport }) {
  const { t } = useManageTranslation();
  const language = useLanguage();
  const id = useId();
  const days = data.registrations_by_day;
  const max = Math.max(1, ...days.map((d) => d.count));
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {t('manage.report.byDay')}
      </h2>
      {days.length === 0 ? (
        <p className="text-sm text-stone-600">{t('manage.report.byDayEmpty')}</p>
      ) : (
        <ol className="flex h-40 items-end gap-1 overflow-x-auto pt-4">
          {days.map((d) => {
            const label = t('manage.report.dayCount', { day: dayLabel(d.day), count: d.count });
            return (
              <li
                key={d.day}
                className="flex h-full min-w-6 flex-1 flex-col items-center justify-end gap-1"
                title={label}
              >
                <span className="sr-only">{label}</span>
                <span aria-hidden className="text-[10px] tabular-nums text-stone-600">
                  {d.count}
                </span>
                <span
                  aria-hidden
                  className="w-full rounded-t bg-brand-600"
                  style={{ height: `${Math.max(4, (d.count / max) * 100)}%` }}
                />
                <span aria-hidden className="text-[10px] whitespace-nowrap text-stone-600">
                  {dayLabel(d.day)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function Feedback({ data }: { data: TEventReport }) {
  const { t } = useManageTranslation();
  const format = useFormatNumber();
  const id = useId();
  const [shown, setShown] = useState(COMMENTS_STEP);
  const fb = data.feedback;
  const most = Math.max(1, ...fb.distribution);
  return (
    <section aria-labelledby={id} className={`${CARD} lg:col-span-2`}>
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {t('manage.report.feedback')}
      </h2>
      {fb.count === 0 ? (
        <p className="text-sm text-stone-600">{t('manage.report.feedbackEmpty')}</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
          <div className="flex flex-col gap-1">
            <p className="text-sm text-stone-600">{t('manage.report.average')}</p>
            <p className="flex items-center gap-2 text-4xl font-bold text-stone-900">
              {fb.average === null ? '—' : fb.average.toFixed(1)}
              <Star className="size-7 fill-amber-400 text-amber-500" aria-hidden />
            </p>
            <p className="text-sm text-stone-600">{t('manage.report.responses', { count: fb.count })}</p>
            {fb.recommend_percent !== null ? (
              <p className="text-sm text-stone-700">
                {t('manage.report.recommend', { percent: Math.round(fb.recommend_percent) })}
              </p>
            ) : null}
          </div>
          <ul className="flex flex-col gap-1.5">
            {[5, 4, 3, 2, 1].map((stars) => {
              const count = fb.distribution[stars - 1] ?? 0;
              return (
                <li key={stars} className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-2 text-sm">
                  <span className="text-stone-700">{t('manage.report.stars', { count: stars })}</span>
                  <span className="h-3 overflow-hidden rounded-full bg-stone-100" aria-hidden>
                    <span
                      className="block h-full rounded-full bg-amber-400"
                      style={{ width: `${(count / most) * 100}%` }}
                    />
                  </span>
                  <span className="text-right tabular-nums text-stone-700">{format(count)}</span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {fb.comments.length ? (
        <>
          <h3 className="mt-2 text-base font-semibold text-stone-900">{t('manage.report.comments')}</h3>
          <ul className="flex flex-col gap-2">
            {fb.comments.slice(0, shown).map((c) => (
              <li
                key={`${c.created_at}-${c.comment.slice(0, 20)}`}
                className="rounded-xl bg-stone-50 p-3 text-sm text-stone-800"
              >
                <span className="mr-2 font-semibold text-amber-700">{'★'.repeat(c.rating)}</span>
                {c.comment}
              </li>
            ))}
          </ul>
          {shown < fb.comments.length ? (
            <button type="button" className="btn-outline self-start" onClick={() => setShown((n) => n + COMMENTS_STEP)}>
              {t('manage.report.more')}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
