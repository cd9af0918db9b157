import { DEFAULT_DATE_TIME_ZONE } from '@ankur/shared/dates';
import { isoDateIn, iterationEnd, iterationStart } from '@ankur/shared/plan-schedule';
import { numberLocale, useLanguage } from '../../../../lib/i18n';
import { parseIsoDate } from '../../components/format';

/** Today's calendar date (YYYY-MM-DD) where the platform keeps time (IST), as the server counts "late". */
export function todayIso(now: Date = new Date()): string {
  return isoDateIn(now, DEFAULT_DATE_TIME_ZONE);
}

/** The calendar date of a timestamp (or the date itself) at UTC midnight, for Intl with timeZone UTC. */
function calendarDate(value: string): Date | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return parseIsoDate(value);
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : parseIsoDate(isoDateIn(instant, DEFAULT_DATE_TIME_ZONE));
}

/** Dates of plans and certificates for the language on screen (en-IN / hi-IN), never shifted by a time zone. */
export function usePlanFormat() {
  const language = useLanguage();
  const locale = numberLocale(language);
  const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const full = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const number = new Intl.NumberFormat(locale);

  const format = (f: Intl.DateTimeFormat) => (value: string | null | undefined) => {
    const date = value ? calendarDate(value) : null;
    return date ? f.format(date) : '';
  };

  return {
    language,
    number: (value: number) => number.format(value),
    /** "3 Feb" */
    dayMonth: format(dayMonth),
    /** "3 Feb 2026" */
    date: format(full),
    /** "3 February 2026" (certificates) */
    longDate: format(long),
    /** "Sun, 9 Feb" (an item's target date) */
    weekday: format(weekday),
    /** "3–9 Feb", "24 Feb – 2 Mar": the days of a plan's week */
    weekRange(planStart: string, iteration: number): string {
      const from = parseIsoDate(iterationStart(planStart, iteration));
      const to = parseIsoDate(iterationEnd(planStart, iteration));
      return from && to ? dayMonth.formatRange(from, to) : '';
    },
  };
}
