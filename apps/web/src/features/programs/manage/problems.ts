import type { z } from 'zod';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { useProgramsManageTranslation } from './i18n';

/**
 * What is wrong with a field, as a code the screens word in the reader's language. The checks
 * mirror the shared zod schemas (the server checks again, and its 400 details land on the same
 * fields through problemsFromError).
 */
export interface Problem {
  code:
    | 'required'
    | 'tooLong'
    | 'wholeNumber'
    | 'range'
    | 'date'
    | 'dateOrder'
    | 'https'
    | 'needCorrect'
    | 'optionsMin'
    | 'needQuestion'
    | 'server';
  min?: number;
  max?: number;
  /** the server's own words, for 'server' */
  message?: string;
}

export type Problems<F extends string> = Partial<Record<F, Problem>>;

/** The problem a zod issue of a shared schema stands for. */
export function problemOfIssue(issue: z.core.$ZodIssue): Problem {
  switch (issue.code) {
    case 'too_small':
      return { code: 'required' };
    case 'too_big':
      return { code: 'tooLong', max: Number(issue.maximum) };
    case 'invalid_format':
      return { code: 'date' };
    case 'custom':
      return /end_date/.test(issue.message) ? { code: 'dateOrder' } : { code: 'server', message: issue.message };
    default:
      return { code: 'server', message: issue.message };
  }
}

/** The first problem of each of `fields` in a failed safeParse. */
export function problemsOfIssues<F extends string>(issues: readonly z.core.$ZodIssue[], fields: readonly F[]) {
  const problems: Problems<F> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (fields.includes(field) && !problems[field]) problems[field] = problemOfIssue(issue);
  }
  return problems;
}

/** The problem a message of the server's validation stands for (its own words when unknown). */
export function problemOfMessage(message: string): Problem {
  if (message === 'must not be empty' || /expected string to have >=1/.test(message)) return { code: 'required' };
  const max = /(?:<=|at most )(\d+)/.exec(message);
  if (max) return { code: 'tooLong', max: Number(max[1]) };
  if (/ISO date/.test(message)) return { code: 'date' };
  if (/must not be before/.test(message)) return { code: 'dateOrder' };
  if (/https/.test(message)) return { code: 'https' };
  return { code: 'server', message };
}

/** Field problems a 400 names in its details ([{ path: 'body.program_name', message }]). */
export function problemsFromError<F extends string>(error: unknown, fields: readonly F[]): Problems<F> {
  return fieldErrorsOf(error, fields, { word: (issue) => problemOfMessage(issue.message) });
}

export const hasProblems = (problems: Partial<Record<string, Problem | undefined>>) =>
  Object.values(problems).some(Boolean);

/** A problem in words, in the language on screen. */
export function useProblemText() {
  const { t } = useProgramsManageTranslation();
  return (problem: Problem | undefined | null): string | null => {
    if (!problem) return null;
    if (problem.code === 'server') return problem.message ?? t('errors.invalid');
    return t(`errors.${problem.code}`, { min: problem.min, max: problem.max });
  };
}
