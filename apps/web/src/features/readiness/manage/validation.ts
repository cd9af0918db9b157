import { definitionProblems } from '@ankur/shared/readiness-definition';
import { type TAssessmentDefinition, ZAssessmentDefinition } from '@ankur/shared/schemas/readiness';
import { fieldIssuesOf } from '../../../lib/api-errors';

/**
 * The draft's problems before it is saved, and the API's 400 in the same terms: a map from a path
 * inside the definition ("sections[1].questions[0].prompt") to the words shown at that field. The
 * checks are the API's own (the contract's zod schema and shared readiness-definition.ts), so what
 * the editor accepts the server accepts.
 */
export type Problems = Record<string, string>;

/** The words of one problem: a message key of `editor.problems` with its values, or the text as it came. */
export type ProblemWords = { key: ProblemKey; values?: Record<string, string | number> } | { text: string };
export type ProblemKey =
  | 'required'
  | 'tooLong'
  | 'tooFew'
  | 'tooMany'
  | 'atLeast'
  | 'atMost'
  | 'number'
  | 'slug'
  | 'usedTwice'
  | 'noDimension'
  | 'textScoresNothing'
  | 'twoOptions'
  | 'wrongSettings'
  | 'maxBelowMin'
  | 'openBand'
  | 'bandsRise'
  | 'needBands'
  | 'noScoredQuestion';

/** "body.definition.sections[0].title" or "definition.sections[0].title" → "sections[0].title". */
export const localPath = (path: string) => path.replace(/^(body\.)?definition\.?/, '');

/** The element id a path's field (or card) carries, for the summary's links and focus. */
export const fieldId = (path: string) => `rd-${path.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-+$/, '')}`;

const PATTERNS: [RegExp, ProblemKey, ...string[]][] = [
  [/^(?:Dimension|Section|Question) id "(.+)" is used twice$/, 'usedTwice', 'id'],
  [/^Option "(.+)" is used twice$/, 'usedTwice', 'id'],
  [/^No dimension "(.+)"$/, 'noDimension', 'id'],
  [/^A text answer scores nothing/, 'textScoresNothing'],
  [/^Give at least two options$/, 'twoOptions'],
  [/^A \w+ question has no /, 'wrongSettings'],
  [/^The maximum is below the minimum$/, 'maxBelowMin'],
  [/^Only the last band is open-ended$/, 'openBand'],
  [/^Bands must rise/, 'bandsRise'],
  [/^A scored number question needs scoring bands$/, 'needBands'],
  [/^No question scores into "(.*)"$/, 'noScoredQuestion', 'label'],
  [/^Use lowercase letters/, 'slug'],
];

/** A message of the shared checks (or the API's) in the editor's words, when it is one it knows. */
export function wordMessage(message: string): ProblemWords {
  for (const [pattern, key, ...names] of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
    return { key, values };
  }
  return { text: message };
}

interface ZodIssueLike {
  code: string;
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
}

function wordIssue(issue: ZodIssueLike): ProblemWords {
  const { code, origin } = issue;
  const min = Number(issue.minimum);
  const max = Number(issue.maximum);
  if (code === 'too_small' && origin === 'string')
    return min <= 1 ? { key: 'required' } : { key: 'atLeast', values: { min } };
  if (code === 'too_big' && origin === 'string') return { key: 'tooLong', values: { max } };
  if (code === 'too_small' && origin === 'array') return { key: 'tooFew', values: { min } };
  if (code === 'too_big' && origin === 'array') return { key: 'tooMany', values: { max } };
  if (code === 'too_small') return { key: 'atLeast', values: { min } };
  if (code === 'too_big') return { key: 'atMost', values: { max } };
  if (code === 'invalid_type' && issue.expected === 'number') return { key: 'number' };
  if (code === 'invalid_type' && issue.expected === 'int') return { key: 'number' };
  return wordMessage(issue.message);
}

const pathOf = (segments: readonly PropertyKey[]) =>
  segments.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');

/** The draft's problems, first one per path: the contract's shape, then the shared checks. */
export function draftProblems(def: TAssessmentDefinition): Record<string, ProblemWords> {
  const problems: Record<string, ProblemWords> = {};
  const parsed = ZAssessmentDefinition.safeParse(def);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = pathOf(issue.path);
      problems[path] ??= wordIssue(issue as unknown as ZodIssueLike);
    }
  }
  for (const problem of definitionProblems(def, 'definition')) {
    problems[localPath(problem.path)] ??= wordMessage(problem.message);
  }
  return problems;
}

/** The API's 400 on a save or a publish, per path (null when it names no field of the definition). */
export function serverProblems(error: unknown): Record<string, ProblemWords> | null {
  const issues = fieldIssuesOf(error, 400).filter((i) => /^(body\.)?definition/.test(i.path));
  if (issues.length === 0) return null;
  const problems: Record<string, ProblemWords> = {};
  for (const issue of issues) problems[localPath(issue.path)] ??= wordMessage(issue.message);
  return problems;
}
