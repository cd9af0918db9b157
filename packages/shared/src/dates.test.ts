import { describe, expect, it } from 'vitest';
import { type DateLocale, formatItemDate } from './dates';

// Sunday 10 May 2026, 12:00 noon in India (06:30 UTC).
const NOW = new Date('2026-05-10T06:30:00.000Z');
const TZ = 'Asia/Kolkata';
const MINUTE = 60_000;
const HOUR = 60;
const DAY = 1440;

/** The label for a date `minutes` away from NOW (negative: past). */
function label(minutes: number, locale: DateLocale): string {
  return formatItemDate(new Date(NOW.getTime() + minutes * MINUTE), NOW, locale, TZ).label;
}

describe('formatItemDate: past dates', () => {
  const cases: Array<[string, number, string, string]> = [
    ['now', 0, 'just now', 'अभी'],
    ['30 seconds ago', -0.5, 'just now', 'अभी'],
    ['1 minute ago', -1, '1 minute ago', '1 मिनट पहले'],
    ['59 minutes ago', -59, '59 minutes ago', '59 मिनट पहले'],
    ['60 minutes ago', -60, '1 hour ago', '1 घंटे पहले'],
    ['23 hours ago', -23 * HOUR, '23 hours ago', '23 घंटे पहले'],
    ['24 hours ago', -24 * HOUR, 'yesterday', 'कल'],
    ['29 days ago', -29 * DAY, '29 days ago', '29 दिन पहले'],
    ['one minute short of 30 days', -(30 * DAY - 1), '29 days ago', '29 दिन पहले'],
    ['30 days (43200 minutes) ago', -43_200, 'Apr 10', '10 अप्रैल'],
    ['364 days ago', -364 * DAY, 'May 11', '11 मई'],
    ['365 days (525600 minutes) ago', -525_600, 'May 2025', 'मई 2025'],
    ['three years ago', -3 * 365 * DAY, 'May 2023', 'मई 2023'],
  ];

  it.each(cases)('%s', (_name, minutes, en, hi) => {
    expect(label(minutes, 'en')).toBe(en);
    expect(label(minutes, 'hi')).toBe(hi);
  });
});

describe('formatItemDate: future dates', () => {
  const cases: Array<[string, number, string, string]> = [
    ['in 30 seconds', 0.5, 'Starts in 1 minute', '1 मिनट में शुरू'],
    ['in 1 minute', 1, 'Starts in 1 minute', '1 मिनट में शुरू'],
    ['in 5 minutes', 5, 'Starts in 5 minutes', '5 मिनट में शुरू'],
    ['in 59 minutes', 59, 'Starts in 59 minutes', '59 मिनट में शुरू'],
    ['in 60 minutes', 60, 'Starts in 1 hour', '1 घंटे में शुरू'],
    ['in 23 hours', 23 * HOUR, 'Starts in 23 hours', '23 घंटे में शुरू'],
    ['in 24 hours', 24 * HOUR, 'Starts in 1 day', '1 दिन में शुरू'],
    ['in 2 days', 2 * DAY, 'Starts in 2 days', '2 दिन में शुरू'],
    ['in 29 days', 29 * DAY, 'Starts in 29 days', '29 दिन में शुरू'],
    ['in 30 days (43200 minutes)', 43_200, 'Starts on Jun 9', '9 जून को शुरू'],
    ['in 364 days', 364 * DAY, 'Starts on May 9', '9 मई को शुरू'],
    ['in 365 days (525600 minutes)', 525_600, 'Starts on May 10, 2027', '10 मई 2027 को शुरू'],
  ];

  it.each(cases)('%s', (_name, minutes, en, hi) => {
    expect(label(minutes, 'en')).toBe(en);
    expect(label(minutes, 'hi')).toBe(hi);
  });
});

describe('formatItemDate: hover text and time zones', () => {
  it('gives the full date and time in the locale as the title', () => {
    expect(formatItemDate('2026-05-08T09:45:00Z', NOW, 'en', TZ).title).toBe('Friday, May 8, 2026 at 3:15 PM');
    expect(formatItemDate('2026-05-08T09:45:00Z', NOW, 'hi', TZ).title).toMatch(/^शुक्रवार, 8 मई 2026 को 3:15/);
  });

  it('uses India time by default', () => {
    // 20:00 UTC on 1 March is already 2 March in India.
    const result = formatItemDate('2026-03-01T20:00:00Z', NOW, 'en');
    expect(result.label).toBe('Mar 2');
    expect(result.title).toBe('Monday, March 2, 2026 at 1:30 AM');
  });

  it('honours an explicit time zone', () => {
    const result = formatItemDate('2026-03-01T20:00:00Z', NOW, 'en', 'UTC');
    expect(result.label).toBe('Mar 1');
    expect(result.title).toBe('Sunday, March 1, 2026 at 8:00 PM');
  });

  it('accepts ISO strings and Date objects alike', () => {
    const iso = '2026-05-10T06:25:00.000Z';
    expect(formatItemDate(iso, NOW, 'en', TZ)).toEqual(formatItemDate(new Date(iso), NOW, 'en', TZ));
    expect(formatItemDate(iso, NOW, 'en', TZ).label).toBe('5 minutes ago');
  });

  it('is deterministic for a given now', () => {
    const date = new Date(NOW.getTime() - 3 * DAY * MINUTE);
    expect(formatItemDate(date, NOW, 'hi', TZ)).toEqual(formatItemDate(date, new Date(NOW), 'hi', TZ));
  });
});

describe('formatItemDate: invalid input', () => {
  it('throws a clear error for a string that is not a date', () => {
    expect(() => formatItemDate('not a date', NOW, 'en', TZ)).toThrow(
      new RangeError('formatItemDate: date is not a valid date ("not a date")'),
    );
  });

  it('throws for an invalid Date object and an invalid now', () => {
    expect(() => formatItemDate(new Date(Number.NaN), NOW, 'en', TZ)).toThrow(/date is not a valid date/);
    expect(() => formatItemDate(NOW, new Date('nope'), 'en', TZ)).toThrow(/now is not a valid date/);
  });

  it('throws for an empty string', () => {
    expect(() => formatItemDate('', NOW, 'hi', TZ)).toThrow(RangeError);
  });

  it('throws for an unknown time zone', () => {
    expect(() => formatItemDate(NOW, NOW, 'en', 'Mars/Olympus')).toThrow(RangeError);
  });
});
