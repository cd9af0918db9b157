import { type Language, numberLocale } from '../../../lib/i18n';

const DAY = 86_400_000;

/** "today", "yesterday", "3 days ago", "2 months ago" in the language on screen. */
export function relativeDay(iso: string, language: Language, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(numberLocale(language), { numeric: 'auto' });
  const days = Math.round((new Date(iso).getTime() - now) / DAY);
  if (Math.abs(days) < 45) return format.format(days, 'day');
  return format.format(Math.round(days / 30), 'month');
}

/** The full date and time, for a title attribute. */
export function fullDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** One decimal in the language's digits. */
export function oneDecimal(value: number, language: Language): string {
  return new Intl.NumberFormat(numberLocale(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value,
  );
}
