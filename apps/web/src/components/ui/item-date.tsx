import { type DateLocale, formatItemDate } from '@ankur/shared/dates';
import { useLanguage } from '../../lib/i18n';

export interface ItemDateProps {
  date: Date | string;
  /** Defaults to the language on screen. */
  locale?: DateLocale;
  /** The moment to measure from; defaults to the time of rendering. */
  now?: Date;
  /** Defaults to India time (Asia/Kolkata). */
  timeZone?: string;
  className?: string;
}

/** An item's date as SPEC §9 words it ("5 minutes ago", "Starts on Mar 5"), with the full date on hover. */
export function ItemDate({ date, locale, now, timeZone, className }: ItemDateProps) {
  const language = useLanguage();
  const when = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(when.getTime())) return null;
  const { label, title } = formatItemDate(when, now ?? new Date(), locale ?? language, timeZone);
  return (
    <time dateTime={when.toISOString()} title={title} className={className}>
      {label}
    </time>
  );
}
