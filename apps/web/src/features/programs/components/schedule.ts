import { DEFAULT_DATE_TIME_ZONE } from '@ankur/shared/dates';
import { isoDateIn } from '@ankur/shared/plan-schedule';
import { type ProgramSchedule, programSchedule, type ScheduledProgram } from '@ankur/shared/program-schedule';

/** The platform's today (YYYY-MM-DD in India), the day the API decides a program's schedule on. */
export const platformToday = (now = new Date()) => isoDateIn(now, DEFAULT_DATE_TIME_ZONE);

/** Where a program stands today: upcoming, running, ended or self-paced (the API's rule, @ankur/shared). */
export const scheduleOf = (program: ScheduledProgram, today = platformToday()): ProgramSchedule =>
  programSchedule(program, today);
