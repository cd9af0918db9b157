import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  currentIteration,
  daysBetween,
  isoDateIn,
  iterationEnd,
  planItemState,
  schedulePlan,
  spreadAcrossIterations,
  weekMonday,
  weekSunday,
} from './plan-schedule';

// 2026-03-02 is a Monday; 2026-03-08 the Sunday of that week.
const MONDAY = '2026-03-02';

describe('week arithmetic', () => {
  it.each([
    ['2026-03-02', '2026-03-02'], // Monday itself
    ['2026-03-04', '2026-03-02'], // Wednesday
    ['2026-03-08', '2026-03-02'], // Sunday belongs to the week before it
    ['2026-03-09', '2026-03-09'], // next Monday
    ['2026-01-01', '2025-12-29'], // across a year
    ['2024-03-03', '2024-02-26'], // across a leap day
  ])('the Monday of %s is %s', (date, monday) => {
    expect(weekMonday(date)).toBe(monday);
    expect(weekSunday(date)).toBe(addDays(monday, 6));
  });

  it('adds and counts days across months and leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-02', '2026-03-09')).toBe(7);
    expect(daysBetween('2026-03-09', '2026-03-02')).toBe(-7);
  });

  it('refuses what is not a calendar date', () => {
    for (const bad of ['2026-02-30', '2026-3-2', 'today', '']) {
      expect(() => weekMonday(bad)).toThrow(RangeError);
    }
  });

  it('every date of a week has that week’s Monday and Sunday (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), (n) => {
        const date = addDays('1990-01-01', n);
        const monday = weekMonday(date);
        const offset = daysBetween(monday, date);
        expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
        expect(offset).toBeGreaterThanOrEqual(0);
        expect(offset).toBeLessThan(7);
        expect(new Date(`${weekSunday(date)}T00:00:00Z`).getUTCDay()).toBe(0);
      }),
    );
  });
});

describe('spreading units across iterations', () => {
  it('gives the extra units to the first weeks when the count does not divide', () => {
    expect(spreadAcrossIterations(7, 3)).toEqual([1, 1, 1, 2, 2, 3, 3]);
    expect(spreadAcrossIterations(6, 3)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('leaves the later weeks empty when there are more weeks than units', () => {
    expect(spreadAcrossIterations(2, 5)).toEqual([1, 2]);
    expect(spreadAcrossIterations(0, 4)).toEqual([]);
  });

  it('refuses zero or fractional iterations', () => {
    expect(() => spreadAcrossIterations(3, 0)).toThrow(RangeError);
    expect(() => spreadAcrossIterations(3, 1.5)).toThrow(RangeError);
    expect(() => spreadAcrossIterations(-1, 2)).toThrow(RangeError);
  });

  it('keeps order, uses every week it can, and weeks differ by at most one unit (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 52 }), (count, weeks) => {
        const out = spreadAcrossIterations(count, weeks);
        expect(out).toHaveLength(count);
        for (let i = 1; i < out.length; i++) expect(out[i]).toBeGreaterThanOrEqual(out[i - 1]!);
        const sizes = Array.from({ length: weeks }, (_, w) => out.filter((x) => x === w + 1).length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        // sizes never grow: the first weeks take the extra
        for (let w = 1; w < weeks; w++) expect(sizes[w]).toBeLessThanOrEqual(sizes[w - 1]!);
      }),
    );
  });
});

describe('schedulePlan', () => {
  it('starts on the Monday of the given week and targets each week’s Sunday', () => {
    const plan = schedulePlan(['a', 'b', 'c', 'd', 'e'], '2026-03-05', 2);
    expect(plan.start_date).toBe(MONDAY);
    expect(plan.items).toEqual([
      { unit: 'a', iteration: 1, target_date: '2026-03-08' },
      { unit: 'b', iteration: 1, target_date: '2026-03-08' },
      { unit: 'c', iteration: 1, target_date: '2026-03-08' },
      { unit: 'd', iteration: 2, target_date: '2026-03-15' },
      { unit: 'e', iteration: 2, target_date: '2026-03-15' },
    ]);
  });

  it('a Sunday start belongs to the week that began six days earlier', () => {
    expect(schedulePlan([1], '2026-03-08', 1)).toEqual({
      start_date: MONDAY,
      items: [{ unit: 1, iteration: 1, target_date: '2026-03-08' }],
    });
  });

  it('iterationEnd is the Sunday of the nth week', () => {
    expect(iterationEnd(MONDAY, 1)).toBe('2026-03-08');
    expect(iterationEnd(MONDAY, 4)).toBe('2026-03-29');
  });
});

describe('currentIteration', () => {
  it.each([
    ['2026-02-20', 1], // before the start
    ['2026-03-02', 1],
    ['2026-03-08', 1],
    ['2026-03-09', 2],
    ['2026-03-22', 3],
    ['2026-03-23', 3], // past the end: the last
    ['2027-01-01', 3],
  ])('on %s a 3-week plan is in week %i', (today, week) => {
    expect(currentIteration(MONDAY, 3, today)).toBe(week);
  });
});

describe('planItemState', () => {
  const item = (iteration: number, target_date: string, completed_at: string | null = null) => ({
    iteration,
    target_date,
    completed_at,
  });

  it('a completed item is done, even when its target date has passed', () => {
    expect(planItemState(item(1, '2026-03-08', '2026-03-20T10:00:00Z'), '2026-04-01', MONDAY)).toBe('done');
  });

  it('an open item is late from the day after its target date', () => {
    expect(planItemState(item(1, '2026-03-08'), '2026-03-08', MONDAY)).toBe('this-week');
    expect(planItemState(item(1, '2026-03-08'), '2026-03-09', MONDAY)).toBe('late');
  });

  it('this-week while today is inside the item’s iteration; upcoming before it', () => {
    expect(planItemState(item(2, '2026-03-15'), '2026-03-09', MONDAY)).toBe('this-week');
    expect(planItemState(item(2, '2026-03-15'), '2026-03-08', MONDAY)).toBe('upcoming');
    expect(planItemState(item(3, '2026-03-22'), '2026-02-01', MONDAY)).toBe('upcoming');
  });

  it('an item whose target date was moved into this week is this-week', () => {
    expect(planItemState(item(4, '2026-03-11'), '2026-03-10', MONDAY)).toBe('this-week');
  });
});

describe('isoDateIn', () => {
  it('is the calendar date in the given zone', () => {
    const instant = new Date('2026-03-01T20:00:00Z'); // 01:30 on 2 March in India
    expect(isoDateIn(instant, 'Asia/Kolkata')).toBe('2026-03-02');
    expect(isoDateIn(instant, 'UTC')).toBe('2026-03-01');
  });
});
