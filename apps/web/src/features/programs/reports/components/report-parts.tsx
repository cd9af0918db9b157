import { DEFAULT_DATE_TIME_ZONE } from '@ankur/shared/dates';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { QueryErrorPanel } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { numberLocale, useLanguage } from '../../../../lib/i18n';
import { isForbidden } from '../api/program-report';
import { useReportsTranslation } from '../i18n';

/** The pieces the three report panels share: states, the status badge, a percentage bar, dates. */

const STATUS_TONE: Record<string, BadgeTone> = {
  pending: 'amber',
  enrolled: 'green',
  completed: 'blue',
  withdrawn: 'stone',
  rejected: 'red',
};
const KNOWN_STATUSES = Object.keys(STATUS_TONE);

/** An enrolment status in words ("Enrolled"), or as the server wrote it when it is not one we know. */
export function useStatusLabel() {
  const { t } = useReportsTranslation();
  return (status: string) =>
    KNOWN_STATUSES.includes(status) ? t(`status.${status as 'pending'}`) : status.replaceAll('_', ' ');
}

export function StatusBadge({ status }: { status: string }) {
  const label = useStatusLabel();
  return (
    <span data-status={status}>
      <Badge tone={STATUS_TONE[status] ?? 'stone'}>{label(status)}</Badge>
    </span>
  );
}

/** Placeholder blocks while the first answer is awaited; screen readers hear "Loading…". */
export function PanelSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useReportsTranslation();
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{t('common.loading')}</span>
      <span aria-hidden="true" className="h-9 w-full max-w-md animate-pulse rounded-lg bg-stone-200" />
      {Array.from({ length: rows }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={i}
          aria-hidden="true"
          className="h-12 w-full animate-pulse rounded-lg bg-stone-100"
        />
      ))}
    </div>
  );
}

/** A failed load: "Only program managers can see this" for a 403, otherwise the reason and Retry. */
export function PanelError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useReportsTranslation();
  if (isForbidden(error)) {
    return (
      <StatePanel
        role="alert"
        tone="error"
        Icon={Lock}
        title={t('common.forbidden')}
        body={t('common.forbiddenBody')}
      />
    );
  }
  return <QueryErrorPanel title={t('common.loadFailed')} error={error} onRetry={onRetry} />;
}

/** A thin bar with its percentage beside it; role="progressbar" so assistive technology reads the value. */
export function PercentBar({ percent, label, detail }: { percent: number; label: string; detail?: string }) {
  const { t } = useReportsTranslation();
  const id = useId();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const text = t('common.percent', { percent: value });
  return (
    <div className="flex min-w-32 items-center gap-2">
      <span id={id} className="sr-only">
        {label}
      </span>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={detail ? `${text} · ${detail}` : text}
        className="h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${value}%` }} />
      </div>
      <span aria-hidden="true" className="w-10 shrink-0 text-right text-xs font-semibold text-stone-800 tabular-nums">
        {text}
      </span>
    </div>
  );
}

/** Timestamps from the report as dates in India time ("5 Mar 2026"), in the language on screen. */
export function useReportDate() {
  const language = useLanguage();
  const format = new Intl.DateTimeFormat(numberLocale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: DEFAULT_DATE_TIME_ZONE,
  });
  return (iso: string): string => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
}

export const CHIP =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors';
export const CHIP_ON = 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800';
export const CHIP_OFF = 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50 hover:ring-brand-400';
