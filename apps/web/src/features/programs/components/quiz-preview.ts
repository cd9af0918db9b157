import type { TQuiz, TQuizAttemptResult, TQuizDefinition } from '@ankur/shared/schemas/programs';
import type { QuizAnswers } from '../api/quiz';

const sameSet = (a: readonly number[], b: readonly number[]) => {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((v) => y.has(v));
};

/**
 * A quiz checked in the browser for a learner preview (nothing is sent or recorded): the same
 * rule as the server's gradeQuiz (a question scores when the chosen set equals the correct set;
 * the percent is rounded down). The learner's view (question ids, no answers) and the managers'
 * definition (answers, no ids) list the questions in the same order, so they pair by position.
 */
export function previewAttempt(
  quiz: Pick<TQuiz, 'questions' | 'passing_score'>,
  definition: Pick<TQuizDefinition, 'questions'>,
  answers: QuizAnswers,
): TQuizAttemptResult {
  const results = quiz.questions.map((question, index) => {
    const key = definition.questions[index];
    const picked = answers[String(question.question_id)] ?? [];
    return {
      question_id: question.question_id,
      correct: key !== undefined && picked.length > 0 && sameSet(picked, key.correct_options),
      correct_options: key ? [...key.correct_options].sort((a, b) => a - b) : [],
      explanation: key?.explanation?.trim() || null,
    };
  });
  const score = results.filter((r) => r.correct).length;
  const max = results.length;
  const percent = max === 0 ? 0 : Math.floor((score * 100) / max);
  return {
    attempt_id: 0,
    score,
    max_score: max,
    percent,
    passed: percent >= quiz.passing_score,
    created_at: new Date().toISOString(),
    results,
  };
}
