import {
  DEFAULT_PASSING_SCORE,
  type TQuiz,
  type TQuizAttemptResult,
  type TQuizDefinition,
} from '@ankur/shared/schemas/programs';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Actor, Scope } from '../../lib/scope.ts';
import { recordAudit } from '../../resources/audit.ts';
import { setPassingScore } from './outline.repository.ts';
import { checkLearnerWrite, findProgramUnit, recordCompletion } from './progress.service.ts';
import { attemptsOf, insertAttempt, type QuestionRow, questionsOf, replaceQuestions } from './quiz.repository.ts';

/**
 * Quizzes (issue 8): a quiz unit's questions live in quiz_questions; learners see them without
 * answers and submit attempts, which are graded here; passing completes the unit
 * (progress.service recordCompletion). Program managers read and replace the questions.
 */

export const NOT_A_QUIZ = 'This unit is not a quiz';
export const NO_QUESTIONS = 'This quiz has no questions yet.';

async function findQuizUnit(tx: Db, actor: Actor, programId: number, unitId: number) {
  const unit = await findProgramUnit(tx, actor, programId, unitId);
  if (unit.unit_type !== 'quiz') throw notFound(NOT_A_QUIZ);
  return unit;
}

type Question = Pick<QuestionRow, 'question_id' | 'prompt' | 'options' | 'correct_options'>;

const percentOf = (score: number, max: number) => (max === 0 ? 0 : Math.floor((score * 100) / max));
const sameSet = (a: number[], b: number[]) => {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((v) => y.has(v));
};
const label = (q: Question, i: number) => {
  const prompt = q.prompt.length > 60 ? `${q.prompt.slice(0, 57)}...` : q.prompt;
  return `question ${i + 1} ("${prompt}")`;
};

/**
 * Checks and grades answers against the current questions: every question answered, only known
 * question ids, only existing option indexes (400 naming the question otherwise). A question
 * scores 1 only when the chosen set equals the correct set.
 */
export function gradeQuiz(questions: Question[], answers: Record<string, number[]>) {
  const byId = new Map(questions.map((q, i) => [String(q.question_id), { q, i }]));
  for (const id of Object.keys(answers)) {
    if (!byId.has(id)) {
      throw badRequest(`Invalid body.answers.${id}: question ${id} is not part of this quiz`, [
        { path: `body.answers.${id}`, message: 'not a question of this quiz' },
      ]);
    }
  }
  const chosen: Record<string, number[]> = {};
  const results = questions.map((q, i) => {
    const picked = answers[String(q.question_id)];
    if (!picked) {
      throw badRequest(`Invalid body.answers: answer ${label(q, i)}`, [
        { path: `body.answers.${q.question_id}`, message: 'not answered' },
      ]);
    }
    const bad = picked.find((o) => o >= q.options.length);
    if (bad !== undefined) {
      throw badRequest(`Invalid body.answers.${q.question_id}: ${label(q, i)} has no option ${bad}`, [
        { path: `body.answers.${q.question_id}`, message: `has options 0 to ${q.options.length - 1}` },
      ]);
    }
    chosen[String(q.question_id)] = [...new Set(picked)].sort((a, b) => a - b);
    return { question_id: q.question_id, correct: sameSet(picked, q.correct_options) };
  });
  const score = results.filter((r) => r.correct).length;
  return { results, score, max_score: questions.length, answers: chosen };
}

/** GET programs/{programId}/units/{unitId}/quiz: the questions without answers and the caller's attempts. */
export function getQuiz(db: Db, scope: Scope, programId: number, unitId: number): Promise<TQuiz> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const unit = await findQuizUnit(tx, scope.actor, programId, unitId);
    const questions = await questionsOf(tx, unitId);
    const attempts = await attemptsOf(tx, scope.actor.userId, unitId);
    return {
      unit_id: unitId,
      passing_score: unit.passing_score ?? DEFAULT_PASSING_SCORE,
      questions: questions.map((q) => ({
        question_id: q.question_id,
        prompt: q.prompt,
        options: q.options,
        multiple: q.correct_options.length > 1,
      })),
      attempts: attempts.map((a) => ({
        attempt_id: a.attempt_id,
        score: a.score,
        max_score: a.max_score,
        percent: percentOf(a.score, a.max_score),
        passed: a.passed,
        created_at: a.created_at,
      })),
    };
  });
}

/**
 * POST programs/{programId}/units/{unitId}/quiz/attempts: grades and stores the attempt (an
 * approved enrolment is needed); passing completes the unit, and with it perhaps the program.
 */
export function submitAttempt(
  db: Db,
  scope: Scope,
  programId: number,
  unitId: number,
  answers: Record<string, number[]>,
): Promise<TQuizAttemptResult> {
  const { actor } = scope;
  return withTenant(db, scope.tenantId, async (tx) => {
    const enrolment = await checkLearnerWrite(tx, actor, programId, unitId);
    const unit = await findQuizUnit(tx, actor, programId, unitId);
    const questions = await questionsOf(tx, unitId);
    if (!questions.length) throw conflict(NO_QUESTIONS);
    const graded = gradeQuiz(questions, answers);
    const percent = percentOf(graded.score, graded.max_score);
    const passed = percent >= (unit.passing_score ?? DEFAULT_PASSING_SCORE);
    const attempt = await insertAttempt(tx, {
      user_id: actor.userId,
      program_id: programId,
      unit_id: unitId,
      answers: graded.answers,
      score: graded.score,
      max_score: graded.max_score,
      passed,
    });
    await recordAudit(tx, [
      {
        table_name: 'quiz_attempts',
        record_id: attempt.attempt_id,
        action: 'create',
        changes: { unit_id: { to: unitId }, score: { to: graded.score }, passed: { to: passed } },
        actor_id: actor.userId,
      },
    ]);
    if (passed) await recordCompletion(tx, actor, actor.userId, programId, unitId, enrolment);
    return {
      attempt_id: attempt.attempt_id,
      score: graded.score,
      max_score: graded.max_score,
      percent,
      passed,
      created_at: attempt.created_at,
      results: questions.map((q, i) => ({
        question_id: q.question_id,
        correct: graded.results[i]!.correct,
        correct_options: q.correct_options,
        explanation: q.explanation,
      })),
    };
  });
}

/** A quiz as its managers edit it (ZQuizDefinition's shape; a new quiz may have no questions yet). */
export interface QuizDefinitionView {
  passing_score: number;
  questions: { prompt: string; options: string[]; correct_options: number[]; explanation: string | null }[];
}

async function definitionOf(tx: Db, unitId: number, passingScore: number | null): Promise<QuizDefinitionView> {
  const questions = await questionsOf(tx, unitId);
  return {
    passing_score: passingScore ?? DEFAULT_PASSING_SCORE,
    questions: questions.map((q) => ({
      prompt: q.prompt,
      options: q.options,
      correct_options: q.correct_options,
      explanation: q.explanation,
    })),
  };
}

/** GET programs/{programId}/units/{unitId}/quiz/questions (managers): the questions with their answers. */
export function getDefinition(db: Db, scope: Scope, programId: number, unitId: number) {
  return withTenant(db, scope.tenantId, async (tx) => {
    const unit = await findQuizUnit(tx, scope.actor, programId, unitId);
    return definitionOf(tx, unitId, unit.passing_score);
  });
}

/**
 * PUT programs/{programId}/units/{unitId}/quiz/questions (managers): replaces every question
 * and sets the pass mark, in one transaction. Earlier attempts keep their scores; later ones are
 * graded against the new questions.
 */
export function putDefinition(
  db: Db,
  scope: Scope,
  programId: number,
  unitId: number,
  def: TQuizDefinition,
): Promise<QuizDefinitionView> {
  def.questions.forEach((q, i) => {
    const bad = q.correct_options.find((o) => o >= q.options.length);
    if (bad !== undefined) {
      throw badRequest(
        `Invalid body.questions[${i}].correct_options: option ${bad} does not exist (question ${i + 1} has ${q.options.length} options)`,
        [{ path: `body.questions[${i}].correct_options`, message: `option ${bad} does not exist` }],
      );
    }
  });
  const { actor } = scope;
  return withTenant(db, scope.tenantId, async (tx) => {
    const unit = await findQuizUnit(tx, actor, programId, unitId);
    const { removed, added } = await replaceQuestions(
      tx,
      unitId,
      def.questions.map((q, i) => ({
        prompt: q.prompt,
        options: q.options,
        correct_options: [...new Set(q.correct_options)].sort((a, b) => a - b),
        explanation: q.explanation?.trim() || null,
        sort_order: i + 1,
      })),
    );
    await setPassingScore(tx, unitId, def.passing_score, actor.userId);
    await recordAudit(tx, [
      {
        table_name: 'units',
        record_id: unitId,
        action: 'update',
        changes: {
          passing_score: { from: unit.passing_score, to: def.passing_score },
          quiz_questions: { from: removed, to: added },
        },
        actor_id: actor.userId,
      },
    ]);
    return definitionOf(tx, unitId, def.passing_score);
  });
}
