import type { TProgram } from '@ankur/shared/schemas/programs';
import { type Language, numberLocale, useLanguage } from '../../../lib/i18n';
import { useProgramsTranslation } from '../i18n';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A program's ISO date (YYYY-MM-DD) as a UTC midnight, or null when missing or malformed. */
export function parseIsoDate(value: string | null | undefined): Date | null {
  const match = value ? ISO_DATE.exec(value) : null;
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Calendar dates (no time of day): read and written in UTC, so no time zone shifts a day. */
export function dateFormat(language: Language): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(numberLocale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** How long a program runs, in whole weeks from 7 days on (rounded), otherwise in days. */
export function programLength(
  start: string | null | undefined,
  end: string | null | undefined,
): { unit: 'weeks' | 'days'; count: number } | null {
  const from = parseIsoDate(start);
  const to = parseIsoDate(end);
  if (!from || !to || to < from) return null;
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  return days >= 7 ? { unit: 'weeks', count: Math.round(days / 7) } : { unit: 'days', count: days };
}

type Dated = Pick<TProgram, 'start_date' | 'end_date'> & { self_paced?: boolean };

/** Dates, lengths and minutes worded for the language on screen. */
export function useProgramFormat() {
  const { t } = useProgramsTranslation();
  const language = useLanguage();
  const format = dateFormat(language);

  return {
    language,
    /** "2 Feb 2026 – 24 Apr 2026", "Starts 2 Feb 2026", …, "Start any time…" (self-paced) or "Dates to be announced". */
    dates(program: Partial<Dated>): string {
      if (program.self_paced) return t('dates.selfPaced');
      const start = parseIsoDate(program.start_date);
      const end = parseIsoDate(program.end_date);
      if (start && end && start <= end) return format.formatRange(start, end);
      if (start) return t('dates.starts', { date: format.format(start) });
      if (end) return t('dates.ends', { date: format.format(end) });
      return t('dates.none');
    },
    /** "12 weeks", or null when the dates do not say. */
    length(program: Partial<Dated>): string | null {
      if (program.self_paced) return null;
      const length = programLength(program.start_date, program.end_date);
      if (!length) return null;
      return length.unit === 'weeks'
        ? t('duration.weeks', { count: length.count })
        : t('duration.days', { count: length.count });
    },
    /** "45 min", "2 hr", "1 hr 20 min". */
    minutes(total: number): string {
      if (total < 60) return t('duration.minutes', { count: total });
      const hours = Math.floor(total / 60);
      const minutes = total % 60;
      return minutes === 0 ? t('duration.hours', { count: hours }) : t('duration.hoursMinutes', { hours, minutes });
    },
  };
}
