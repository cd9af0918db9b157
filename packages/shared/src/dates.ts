/**
 * How item dates are shown (SPEC §9, "Date display on items").
 *
 * Past dates under 30 days read as relative time ("5 minutes ago"), then as month and day ("Mar 5"),
 * and beyond a year as month and year ("Mar 2024"). Future dates read "Starts in N minutes/hours/days",
 * then "Starts on Mar 5", and beyond a year "Starts on Mar 5, 2028". The hover text is the full date
 * and time. Pure: the result depends only on the arguments.
 */

export type DateLocale = 'en' | 'hi';

export interface ItemDateText {
  /** The short text shown on the item. */
  label: string;
  /** The full date and time, for the hover text. */
  title: string;
}

/** Dates are shown in Indian Standard Time unless a caller says otherwise. */
export const DEFAULT_DATE_TIME_ZONE = 'Asia/Kolkata';

const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;
const DAY_MINUTES = 1440;
/** 30 days: past dates under this read as relative time; future dates under this read "Starts in N days". */
export const RELATIVE_LIMIT_MINUTES = 43_200;
/** 365 days: dates under this leave the year out. */
export const YEAR_LIMIT_MINUTES = 525_600;

/** The BCP 47 tags behind each app language ('en' uses month-first dates: "Mar 5"). */
const INTL_LOCALE: Record<DateLocale, string> = { en: 'en-US', hi: 'hi-IN' };

const TEXT: Record<
  DateLocale,
  {
    justNow: string;
    startsInMinutes: (n: number) => string;
    startsInHours: (n: number) => string;
    startsInDays: (n: number) => string;
    startsOn: (date: string) => string;
  }
> = {
  en: {
    justNow: 'just now',
    startsInMinutes: (n) => `Starts in ${n} ${n === 1 ? 'minute' : 'minutes'}`,
    startsInHours: (n) => `Starts in ${n} ${n === 1 ? 'hour' : 'hours'}`,
    startsInDays: (n) => `Starts in ${n} ${n === 1 ? 'day' : 'days'}`,
    startsOn: (date) => `Starts on ${date}`,
  },
  hi: {
    // Hindi uses the oblique form after में, the same for one and many: "1 घंटे में", "5 घंटे में".
    justNow: 'अभी',
    startsInMinutes: (n) => `${n} मिनट में शुरू`,
    startsInHours: (n) => `${n} घंटे में शुरू`,
    startsInDays: (n) => `${n} दिन में शुरू`,
    startsOn: (date) => `${date} को शुरू`,
  },
};

function toValidDate(value: Date | string, name: string): Date {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
    throw new RangeError(`formatItemDate: ${name} is not a valid date (${JSON.stringify(String(value))})`);
  }
  return date;
}

function formatDate(date: Date, locale: DateLocale, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone }).format(date);
}

/** The full date and time in the locale, such as "Sunday, March 5, 2028 at 3:30 PM". */
export function formatFullDateTime(date: Date | string, locale: DateLocale, timeZone = DEFAULT_DATE_TIME_ZONE): string {
  return formatDate(toValidDate(date, 'date'), locale, timeZone, { dateStyle: 'full', timeStyle: 'short' });
}

function pastLabel(date: Date, elapsedMinutes: number, locale: DateLocale, timeZone: string): string {
  if (elapsedMinutes < 1) return TEXT[locale].justNow;
  if (elapsedMinutes < RELATIVE_LIMIT_MINUTES) {
    const relative = new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'auto' });
    if (elapsedMinutes < HOUR_MINUTES) return relative.format(-Math.floor(elapsedMinutes), 'minute');
    if (elapsedMinutes < DAY_MINUTES) return relative.format(-Math.floor(elapsedMinutes / HOUR_MINUTES), 'hour');
    return relative.format(-Math.floor(elapsedMinutes / DAY_MINUTES), 'day');
  }
  if (elapsedMinutes < YEAR_LIMIT_MINUTES) {
    return formatDate(date, locale, timeZone, { month: 'short', day: 'numeric' });
  }
  return formatDate(date, locale, timeZone, { month: 'short', year: 'numeric' });
}

function futureLabel(date: Date, aheadMinutes: number, locale: DateLocale, timeZone: string): string {
  const text = TEXT[locale];
  // Whole units, rounded down; anything under a minute away still reads "1 minute".
  if (aheadMinutes < HOUR_MINUTES) return text.startsInMinutes(Math.max(1, Math.floor(aheadMinutes)));
  if (aheadMinutes < DAY_MINUTES) return text.startsInHours(Math.floor(aheadMinutes / HOUR_MINUTES));
  if (aheadMinutes < RELATIVE_LIMIT_MINUTES) return text.startsInDays(Math.floor(aheadMinutes / DAY_MINUTES));
  if (aheadMinutes < YEAR_LIMIT_MINUTES) {
    return text.startsOn(formatDate(date, locale, timeZone, { month: 'short', day: 'numeric' }));
  }
  return text.startsOn(formatDate(date, locale, timeZone, { month: 'short', day: 'numeric', year: 'numeric' }));
}

/**
 * The label and hover text for an item's date, relative to `now`.
 * Throws a RangeError when `date` or `now` is not a valid date, or the time zone is unknown.
 */
export function formatItemDate(
  date: Date | string,
  now: Date,
  locale: DateLocale,
  timeZone: string = DEFAULT_DATE_TIME_ZONE,
): ItemDateText {
  const when = toValidDate(date, 'date');
  const reference = toValidDate(now, 'now');
  const diffMinutes = (when.getTime() - reference.getTime()) / MINUTE_MS;
  const label =
    diffMinutes > 0
      ? futureLabel(when, diffMinutes, locale, timeZone)
      : pastLabel(when, -diffMinutes, locale, timeZone);
  return { label, title: formatDate(when, locale, timeZone, { dateStyle: 'full', timeStyle: 'short' }) };
}
