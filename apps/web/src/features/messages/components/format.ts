import { DEFAULT_DATE_TIME_ZONE } from '@ankur/shared/dates';
import type { Language } from '../../../lib/i18n';

const LOCALE: Record<Language, string> = { en: 'en-US', hi: 'hi-IN' };

/** The calendar day (India time) a moment falls on, as YYYY-MM-DD: messages group under it. */
export function dayKey(date: Date | string, timeZone = DEFAULT_DATE_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(date),
  );
}

/** The clock time of a message ("3:05 PM"). */
export function formatTime(date: string, language: Language, timeZone = DEFAULT_DATE_TIME_ZONE): string {
  return new Intl.DateTimeFormat(LOCALE[language], { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(date),
  );
}

/** A day separator: 'today', 'yesterday', or the date written out. */
export function dayLabel(
  date: string,
  language: Language,
  now = new Date(),
  timeZone = DEFAULT_DATE_TIME_ZONE,
): { kind: 'today' | 'yesterday' } | { kind: 'date'; text: string } {
  const key = dayKey(date, timeZone);
  if (key === dayKey(now, timeZone)) return { kind: 'today' };
  if (key === dayKey(new Date(now.getTime() - 86_400_000), timeZone)) return { kind: 'yesterday' };
  const sameYear = key.slice(0, 4) === dayKey(now, timeZone).slice(0, 4);
  return {
    kind: 'date',
    text: new Intl.DateTimeFormat(LOCALE[language], {
      timeZone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      ...(sameYear ? {} : { year: 'numeric' }),
    }).format(new Date(date)),
  };
}

/** A file size in B, KB or MB. */
export function formatBytes(bytes: number, language: Language): string {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return `${format(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024, 0)} KB`;
  return `${format(bytes / (1024 * 1024), 1)} MB`;
}
