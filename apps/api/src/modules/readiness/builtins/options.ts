import type { TAnswerOption } from '@ankur/shared/schemas/readiness';

/** Options from [value, label, score] rows (score 0 worst .. 1 best): keeps the question sets readable. */
export const opts = (...rows: [value: string, label: string, score: number][]): TAnswerOption[] =>
  rows.map(([value, label, score]) => ({ value, label, score }));

/** The technology levels' answer: done, partly done, not done. */
export const YES_PARTLY_NO: TAnswerOption[] = opts(['yes', 'Yes', 1], ['partly', 'Partly', 0.5], ['no', 'Not yet', 0]);
