/**
 * A learning plan's calendar (SPEC §3 "Plan iteration"): weekly iterations that start on a
 * Monday, the program's units spread across them in outline order, each due on the Sunday of its
 * week. Pure: the answers depend only on the arguments. Dates are ISO calendar dates
 * (YYYY-MM-DD) with no time zone; the API and the web app share these functions.
 */

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of an ISO date (RangeError for anything else, e.g. 2026-02-30). */
function toUtc(date: string): number {
  const m = ISO_DATE.exec(date);
  const t = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`not an ISO date (YYYY-MM-DD): ${date}`);
  }
  return t;
}

const fromUtc = (t: number) => new Date(t).toISOString().slice(0, 10);

/** `date` moved by `days` (negative: back). */
export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** The Monday of the week `date` falls in (weeks run Monday to Sunday). */
export function weekMonday(date: string): string {
  const weekday = new Date(toUtc(date)).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The Sunday that ends the week `date` falls in. */
export function weekSunday(date: string): string {
  return addDays(weekMonday(date), 6);
}

/** The first day (a Monday for a plan's start) of a 1-based iteration. */
export function iterationStart(planStart: string, iteration: number): string {
  return addDays(planStart, 7 * (iteration - 1));
}

/** The last day (the Sunday) of a 1-based iteration: the target date of its items. */
export function iterationEnd(planStart: string, iteration: number): string {
  return addDays(planStart, 7 * (iteration - 1) + 6);
}

/**
 * The 1-based iteration of each of `count` items spread evenly in order across `iterations`
 * weeks: every week takes floor(count / iterations), and the first count % iterations weeks one
 * more. With fewer items than weeks, the first weeks take one each and the later ones none.
 */
export function spreadAcrossIterations(count: number, iterations: number): number[] {
  if (!Number.isInteger(iterations) || iterations < 1) throw new RangeError('iterations must be a whole number ≥ 1');
  if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be a whole number ≥ 0');
  const base = Math.floor(count / iterations);
  const extra = count % iterations;
  const out: number[] = [];
  for (let week = 1; week <= iterations; week++) {
    const size = base + (week <= extra ? 1 : 0);
    for (let i = 0; i < size; i++) out.push(week);
  }
  return out;
}

export interface ScheduledItem<T> {
  unit: T;
  iteration: number;
  /** the Sunday of the item's week */
  target_date: string;
}

/**
 * A new plan: it starts on the Monday of `startDate`'s week, and `units` (in outline order) are
 * spread across `iterations` weeks, each due on its week's Sunday.
 */
export function schedulePlan<T>(
  units: readonly T[],
  startDate: string,
  iterations: number,
): { start_date: string; items: ScheduledItem<T>[] } {
  const start = weekMonday(startDate);
  const weeks = spreadAcrossIterations(units.length, iterations);
  return {
    start_date: start,
    items: units.map((unit, i) => ({ unit, iteration: weeks[i]!, target_date: iterationEnd(start, weeks[i]!) })),
  };
}

/** The iteration `today` falls in, clamped to 1..iterations (before the start: 1; after the end: the last). */
export function currentIteration(planStart: string, iterations: number, today: string): number {
  const week = Math.floor(daysBetween(planStart, today) / 7) + 1;
  return Math.min(Math.max(week, 1), Math.max(iterations, 1));
}

export type PlanItemState = 'done' | 'late' | 'this-week' | 'upcoming';

/**
 * Where a plan item stands on `today`: done once its unit is completed; else late once its target
 * date has passed; else this-week while today falls inside its iteration's week (or its target
 * date, if moved, falls inside today's week); else upcoming.
 */
export function planItemState(
  item: { target_date: string; completed_at: string | null; iteration: number },
  today: string,
  planStart: string,
): PlanItemState {
  if (item.completed_at) return 'done';
  if (daysBetween(today, item.target_date) < 0) return 'late';
  const inIteration =
    daysBetween(iterationStart(planStart, item.iteration), today) >= 0 &&
    daysBetween(today, iterationEnd(planStart, item.iteration)) >= 0;
  return inIteration || weekMonday(item.target_date) === weekMonday(today) ? 'this-week' : 'upcoming';
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone, e.g. the server's "today". */
export function isoDateIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
