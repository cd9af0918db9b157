/** Numbers the Indian way: ₹4,80,000 in full, ₹4.8L in short; months with one decimal. */

const full = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

export function formatValue(value: number, unit: string, short = false): string {
  const n = short && Math.abs(value) >= 100_000 ? compact.format(value) : full.format(value);
  if (unit === 'INR') return `₹${n}`;
  if (unit === 'percent') return `${n}%`;
  return n;
}

/** "2026-03" → "Mar 2026" in the language on screen. */
export function formatPeriod(period: string, lang: string, withYear = true): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** Change vs the previous month, as a percentage (null when there is no base). */
export const changePct = (latest: number, previous: number | null | undefined): number | null =>
  previous === null || previous === undefined || previous === 0
    ? null
    : Math.round(((latest - previous) / Math.abs(previous)) * 1000) / 10;
