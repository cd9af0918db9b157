import { addDays, weekMonday } from '@ankur/shared/plan-schedule';
import type { ProgramLanguage } from '@ankur/shared/schemas/programs';

/** The shape of the demo programs (demo.ts, demo-hindi.ts) and how their dates are worked out. */

export type UnitType = 'lesson' | 'video' | 'document' | 'assignment' | 'quiz';

export interface QuizQuestion {
  prompt: string;
  options: string[];
  /** index into options */
  answer: number;
  /** shown with the result of an attempt */
  explanation: string;
}

export interface UnitSeed {
  name: string;
  type: UnitType;
  minutes: number;
  /** HTML; for a quiz, its short introduction */
  content: string;
  /** quiz: the percentage that passes */
  passingScore?: number;
  /** quiz: its questions, stored in quiz_questions */
  questions?: QuizQuestion[];
  /** video: the https link the unit player embeds (resource_url) */
  url?: string;
}

export interface ModuleSeed {
  name: string;
  description: string;
  units: UnitSeed[];
}

export interface CourseSeed {
  name: string;
  description: string;
  modules: ModuleSeed[];
}

/**
 * When a demo program runs, relative to the day the database is seeded (issue 19), so a fresh
 * installation always shows programs that are running, starting soon and over: a dated program
 * starts on the Monday `startWeek` weeks from the seeding week's Monday (negative: before it) and
 * ends `days` days after its start; a self-paced one has no dates and is always open.
 */
export type DemoSchedule = { startWeek: number; days: number } | 'self_paced';

export interface ProgramSeed {
  name: string;
  description: string;
  category: string;
  status: 'published' | 'draft';
  language: ProgramLanguage;
  schedule: DemoSchedule;
  courses: CourseSeed[];
}

/** A demo program's stored dates and flag on `seedDay` (YYYY-MM-DD). */
export function demoDates(
  schedule: DemoSchedule,
  seedDay: string,
): { start_date: string | null; end_date: string | null; self_paced: boolean } {
  if (schedule === 'self_paced') return { start_date: null, end_date: null, self_paced: true };
  const start = addDays(weekMonday(seedDay), schedule.startWeek * 7);
  return { start_date: start, end_date: addDays(start, schedule.days), self_paced: false };
}

/** HTML content: one block (<h3>, <p>, <ul>...) a line. */
export const html = (...blocks: string[]): string => blocks.join('\n');

/** A video unit: a short description, then the title of the talk on its own line. */
export const video = (description: string, title: string): string =>
  html(`<p>${description}</p>`, `<p>Video: ${title}</p>`);
