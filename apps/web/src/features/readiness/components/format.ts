import { type Language, numberLocale, type TFunction } from '../../../lib/i18n';
import type { ReadinessMessages } from '../locales/en';

/**
 * Dates and times on the readiness screens, in the language on screen: "3 minutes ago" for the
 * recovery dialog and the journey, "26 Nov 2026" for results.
 */

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 minutes ago", "yesterday"; under a minute: `justNow`. */
export function relativeTime(iso: string, language: Language, justNow: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (!Number.isFinite(seconds) || Math.abs(seconds) < 60) return justNow;
  const rtf = new Intl.RelativeTimeFormat(numberLocale(language), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return justNow;
}

export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(numberLocale(language), { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );
}

type ProblemT = TFunction<ReadinessMessages>;

/** The shared validation's English problem (readiness-scoring.ts), in the language on screen. */
export function problemText(problem: string, t: ProblemT): string {
  if (problem === 'Answer this question') return t('take.problems.answer');
  if (problem === 'Choose one of the options') return t('take.problems.choose');
  if (problem === 'Choose from the options') return t('take.problems.chooseMany');
  if (problem === 'Choose each option once') return t('take.problems.once');
  if (problem === 'Enter a number') return t('take.problems.number');
  if (problem === 'Write an answer') return t('take.problems.write');
  const range = /^Choose 1 to (\d+)$/.exec(problem);
  if (range) return t('take.problems.range', { points: range[1] });
  const least = /^Enter at least (.+)$/.exec(problem);
  if (least) return t('take.problems.atLeast', { n: least[1] });
  const most = /^Enter at most (.+)$/.exec(problem);
  if (most) return t('take.problems.atMost', { n: most[1] });
  return problem;
}
