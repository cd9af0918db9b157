import type { TAttendance } from '@ankur/shared/schemas/events';
import { Radio } from 'lucide-react';
import { useFormatNumber } from '../../../../lib/i18n';
import { useLiveQueryUpdate } from '../../../../lib/live-query';
import { manageKeys, useAttendance } from '../../api/manage';
import { useManageTranslation } from './i18n';

const COUNTERS = ['confirmed', 'checked_in', 'waitlisted', 'pending'] as const;

/**
 * The live attendance counts: GET …/attendance once, then every 'event:attendance' the server
 * sends the organisers (a registration, a cancellation, a check-in — from any door) replaces them
 * in the query cache.
 */
export function AttendanceCounters({ eventId, capacity }: { eventId: number; capacity: number | null }) {
  const { t } = useManageTranslation();
  const format = useFormatNumber();
  const attendance = useAttendance(eventId);
  useLiveQueryUpdate<'event:attendance', TAttendance>(
    'event:attendance',
    (payload) => manageKeys.attendance(payload.event_id),
    (_old, payload) => payload,
  );
  const data = attendance.data;
  return (
    <section aria-labelledby="attendance-title" className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h2 id="attendance-title" className="text-sm font-semibold text-stone-700">
          {t('manage.counters.label')}
        </h2>
        <span className="inline-flex items-center gap-1 text-xs text-stone-600">
          <Radio className="size-3.5 text-green-700" aria-hidden />
          {t('manage.counters.live')}
        </span>
      </div>
      <dl aria-live="polite" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {COUNTERS.map((key) => (
          <div key={key} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
            <dt className="text-sm text-stone-600">{t(`manage.counters.${key}`)}</dt>
            <dd className="mt-1 text-3xl font-bold tabular-nums text-stone-900" data-counter={key}>
              {data ? format(data[key]) : <span className="inline-block h-8 w-12 animate-pulse rounded bg-stone-100" />}
            </dd>
            {key === 'confirmed' && capacity !== null ? (
              <dd className="text-xs text-stone-600">{t('manage.counters.ofCapacity', { count: capacity })}</dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
