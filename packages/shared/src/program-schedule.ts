/**
 * Where a program stands in time (issue 19): derived from its dates and its self-paced flag, on a
 * given day, the same way by the API (the enrolment rule, the catalogue's schedule filter) and the
 * web app (the labels). Dates are calendar dates (YYYY-MM-DD) compared as strings; `today` is the
 * platform's day (isoDateIn(now, DEFAULT_DATE_TIME_ZONE)).
 */

export const PROGRAM_SCHEDULES = ['upcoming', 'running', 'ended', 'self_paced'] as const;
export type ProgramSchedule = (typeof PROGRAM_SCHEDULES)[number];

/** The answer to an enrolment request in a program that has ended (409). */
export const ENROLMENT_CLOSED_MESSAGE = 'This program has ended; enrolment is closed.';

export interface ScheduledProgram {
  start_date?: string | null | undefined;
  end_date?: string | null | undefined;
  self_paced?: boolean | null | undefined;
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

/**
 * self_paced whatever the dates; else upcoming before its start date, ended after its end date
 * (the end date is the last day it runs), and running otherwise, including a program with no
 * dates (it is open and has no end).
 */
export function programSchedule(program: ScheduledProgram, today: string): ProgramSchedule {
  if (program.self_paced) return 'self_paced';
  const start = day(program.start_date);
  const end = day(program.end_date);
  if (start && start > today) return 'upcoming';
  if (end && end < today) return 'ended';
  return 'running';
}

/** Enrolment requests are taken before the start and while it runs, and always when self-paced; never after the end. */
export const enrolmentOpen = (schedule: ProgramSchedule): boolean => schedule !== 'ended';
