import { DEFAULT_PASSING_SCORE, type TQuizDefinition } from '@ankur/shared/schemas/programs';
import type { Problem } from './problems';

/**
 * The quiz editor's state and its checks, mirroring ZQuizDefinition / ZQuizQuestionEdit
 * (packages/shared/src/schemas/programs.ts): a pass mark 0–100, 1–100 questions, each with a
 * prompt, 2–10 options and at least one correct option. Pure: the editor only renders it.
 */

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 10;
export const MAX_QUESTIONS = 100;
export const PROMPT_MAX = 1000;
export const OPTION_MAX = 500;
export const EXPLANATION_MAX = 2000;

export interface QuestionDraft {
  /** A React key: stable while questions are added and removed. */
  key: string;
  prompt: string;
  options: string[];
  /** Indexes of the correct options. */
  correct: number[];
  explanation: string;
}

export interface QuizDraft {
  passingScore: string;
  questions: QuestionDraft[];
}

let nextKey = 0;
const newKey = () => `q${++nextKey}`;

export function emptyQuestion(): QuestionDraft {
  return { key: newKey(), prompt: '', options: ['', ''], correct: [], explanation: '' };
}

/** The editor's state for a saved quiz; a quiz without questions starts with one empty question. */
export function quizDraftOf(definition: TQuizDefinition | null, passingScore?: number | null): QuizDraft {
  const questions = (definition?.questions ?? []).map((q) => ({
    key: newKey(),
    prompt: q.prompt,
    options: [...q.options],
    correct: [...q.correct_options],
    explanation: q.explanation ?? '',
  }));
  return {
    passingScore: String(definition?.passing_score ?? passingScore ?? DEFAULT_PASSING_SCORE),
    questions: questions.length ? questions : [emptyQuestion()],
  };
}

/* ---------------------------------------------------------------- edits */

type Edit = (draft: QuizDraft) => QuizDraft;

const editQuestion =
  (index: number, change: (q: QuestionDraft) => QuestionDraft): Edit =>
  (draft) => ({ ...draft, questions: draft.questions.map((q, i) => (i === index ? change(q) : q)) });

export const quizEdits = {
  passingScore:
    (value: string): Edit =>
    (draft) => ({ ...draft, passingScore: value }),
  addQuestion: (): Edit => (draft) =>
    draft.questions.length >= MAX_QUESTIONS ? draft : { ...draft, questions: [...draft.questions, emptyQuestion()] },
  removeQuestion:
    (index: number): Edit =>
    (draft) => ({
      ...draft,
      questions: draft.questions.filter((_, i) => i !== index),
    }),
  prompt: (index: number, value: string) => editQuestion(index, (q) => ({ ...q, prompt: value })),
  explanation: (index: number, value: string) => editQuestion(index, (q) => ({ ...q, explanation: value })),
  option: (index: number, option: number, value: string) =>
    editQuestion(index, (q) => ({ ...q, options: q.options.map((o, i) => (i === option ? value : o)) })),
  addOption: (index: number) =>
    editQuestion(index, (q) => (q.options.length >= MAX_OPTIONS ? q : { ...q, options: [...q.options, ''] })),
  /** Removes an option; the correct marks after it shift with their options. */
  removeOption: (index: number, option: number) =>
    editQuestion(index, (q) =>
      q.options.length <= MIN_OPTIONS
        ? q
        : {
            ...q,
            options: q.options.filter((_, i) => i !== option),
            correct: q.correct.filter((c) => c !== option).map((c) => (c > option ? c - 1 : c)),
          },
    ),
  toggleCorrect: (index: number, option: number) =>
    editQuestion(index, (q) => ({
      ...q,
      correct: q.correct.includes(option)
        ? q.correct.filter((c) => c !== option)
        : [...q.correct, option].sort((a, b) => a - b),
    })),
};

/* ---------------------------------------------------------------- checks */

export interface QuestionProblems {
  prompt?: Problem;
  /** one per option */
  options: (Problem | undefined)[];
  correct?: Problem;
  explanation?: Problem;
}

export interface QuizProblems {
  passingScore?: Problem;
  questions: QuestionProblems[];
  /** no question at all */
  list?: Problem;
}

function text(value: string, max: number, required = true): Problem | undefined {
  const trimmed = value.trim();
  if (required && trimmed === '') return { code: 'required' };
  if (trimmed.length > max) return { code: 'tooLong', max };
  return undefined;
}

/** A whole number from min to max, or a problem. */
export function wholeNumber(value: string, min: number, max: number): number | Problem {
  const trimmed = value.trim();
  if (trimmed === '') return { code: 'required' };
  const n = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || !Number.isInteger(n)) return { code: 'wholeNumber' };
  if (n < min || n > max) return { code: 'range', min, max };
  return n;
}

export const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' && value !== null && 'code' in value;

/** The quiz's problems, and the PUT …/quiz/questions body when there are none. */
export function checkQuiz(draft: QuizDraft): { problems: QuizProblems; definition: TQuizDefinition | null } {
  const score = wholeNumber(draft.passingScore, 0, 100);
  const questions = draft.questions.map(
    (q): QuestionProblems => ({
      prompt: text(q.prompt, PROMPT_MAX),
      options: q.options.map((o) => text(o, OPTION_MAX)),
      correct:
        q.options.length < MIN_OPTIONS
          ? { code: 'optionsMin', min: MIN_OPTIONS }
          : q.correct.some((c) => c < q.options.length)
            ? undefined
            : { code: 'needCorrect' },
      explanation: text(q.explanation, EXPLANATION_MAX, false),
    }),
  );
  const problems: QuizProblems = {
    passingScore: isProblem(score) ? score : undefined,
    questions,
    list: draft.questions.length === 0 ? { code: 'needQuestion' } : undefined,
  };
  const bad =
    problems.passingScore ||
    problems.list ||
    questions.some((q) => q.prompt || q.correct || q.explanation || q.options.some(Boolean));
  if (bad || isProblem(score)) return { problems, definition: null };
  return {
    problems,
    definition: {
      passing_score: score,
      questions: draft.questions.map((q) => ({
        prompt: q.prompt.trim(),
        options: q.options.map((o) => o.trim()),
        correct_options: q.correct.filter((c) => c < q.options.length),
        explanation: q.explanation.trim() || null,
      })),
    },
  };
}

/** The number of problems (for "Fix the 3 problems marked below"). */
export function countProblems(problems: QuizProblems): number {
  let count = (problems.passingScore ? 1 : 0) + (problems.list ? 1 : 0);
  for (const q of problems.questions) {
    count += [q.prompt, q.correct, q.explanation, ...q.options].filter(Boolean).length;
  }
  return count;
}
