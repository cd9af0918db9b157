import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './plan-schedule';
import { enrolmentOpen, PROGRAM_SCHEDULES, programSchedule } from './program-schedule';

const TODAY = '2026-06-15';

describe('programSchedule', () => {
  it.each([
    [{ start_date: '2026-06-16', end_date: '2026-08-01' }, 'upcoming'],
    [{ start_date: '2026-06-15', end_date: '2026-08-01' }, 'running'], // starts today
    [{ start_date: '2026-05-01', end_date: '2026-06-15' }, 'running'], // its last day
    [{ start_date: '2026-05-01', end_date: '2026-06-14' }, 'ended'],
    [{ start_date: null, end_date: null }, 'running'], // no dates: open, no end
    [{ start_date: null, end_date: '2026-06-01' }, 'ended'],
    [{ start_date: '2026-07-01', end_date: null }, 'upcoming'],
    [{ start_date: '2024-01-01', end_date: '2024-02-01', self_paced: true }, 'self_paced'],
    [{ start_date: '2026-05-01T00:00:00.000Z', end_date: '2026-06-14T00:00:00.000Z' }, 'ended'], // timestamps read as days
  ] as const)('%j on %s is %s', (program, expected) => {
    expect(programSchedule(program, TODAY)).toBe(expected);
  });

  it('takes enrolment requests in every state but ended', () => {
    expect(PROGRAM_SCHEDULES.filter(enrolmentOpen)).toEqual(['upcoming', 'running', 'self_paced']);
  });

  it('moves upcoming → running → ended as the days pass, and a self-paced program never ends', () => {
    const order = { upcoming: 0, running: 1, ended: 2, self_paced: -1 } as const;
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.integer({ min: 0, max: 200 }), (offset, length) => {
        const start = addDays(TODAY, offset);
        const program = { start_date: start, end_date: addDays(start, length) };
        const states = [-1, 0, length, length + 1].map((d) => programSchedule(program, addDays(start, d)));
        expect(states).toEqual(['upcoming', 'running', 'running', 'ended']);
        for (let d = -3; d < length + 3; d += 7) {
          expect(order[programSchedule(program, addDays(start, d))]).toBeLessThanOrEqual(
            order[programSchedule(program, addDays(start, d + 7))],
          );
        }
        expect(programSchedule({ ...program, self_paced: true }, addDays(start, length + 1))).toBe('self_paced');
      }),
    );
  });
});
