import { type DateLocale, formatItemDate } from '@ankur/shared/dates';

export interface ItemDateProps {
  date: Date | string;
  locale?: DateLocale;
  /** The moment to measure from; defaults to the time of rendering. */
  now?: Date;
  /** Defaults to India time (Asia/Kolkata). */
  timeZone?: string;
  className?: string;
}

/** An item's date as SPEC §9 words it ("5 minutes ago", "Starts on Mar 5"), with the full date on hover. */
export function ItemDate({ date, locale = 'en', now, timeZone, className }: ItemDateProps) {
  const when = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(when.getTime())) return null;
  const { label, title } = formatItemDate(when, now ?? new Date(), locale, timeZone);
  return (
    <time dateTime={when.toISOString()} title={title} className={className}>
      {label}
    </time>
  );
}
