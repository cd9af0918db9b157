import type { TQuiz, TQuizAttemptResult } from '@ankur/shared/schemas/programs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidate } from '../../../lib/resource-client';
import { programsEnrolled } from '../../../lib/resources';
import { unitProgressQueryKey } from './unit-progress';

/** A learner's answers: question id → the chosen option indexes (one for a single-choice question). */
export type QuizAnswers = Record<string, number[]>;

const quizPath = (programId: number, unitId: number) => `programs/${programId}/units/${unitId}/quiz`;

/** GET programs/{programId}/units/{unitId}/quiz: the questions (no answers) and the learner's own attempts, newest first. */
export function getQuiz(programId: number, unitId: number, options: { signal?: AbortSignal } = {}): Promise<TQuiz> {
  return apiFetch<TQuiz>(quizPath(programId, unitId), { signal: options.signal });
}

/** POST …/quiz/attempts { answers } → 201 the graded attempt; passing completes the unit. */
export function submitQuizAttempt(
  programId: number,
  unitId: number,
  answers: QuizAnswers,
): Promise<TQuizAttemptResult> {
  return apiFetch<TQuizAttemptResult>(`${quizPath(programId, unitId)}/attempts`, {
    method: 'POST',
    body: { answers },
  });
}

export const quizQueryKey = (programId: number, unitId: number) => ['programs/quiz', programId, unitId] as const;

export function quizQueryOptions(programId: number, unitId: number) {
  return queryOptions({
    queryKey: quizQueryKey(programId, unitId),
    queryFn: ({ signal }) => getQuiz(programId, unitId, { signal }),
  });
}

export function useQuiz(programId: number, unitId: number) {
  return useQuery(quizQueryOptions(programId, unitId));
}

/**
 * Sends an attempt. Afterwards the quiz refetches (its attempts), and so do the learner's unit
 * progress and enrolments, as after a tick: a passed quiz completes its unit, and the last unit
 * completes the enrolment.
 */
export function useSubmitQuizAttempt(programId: number, unitId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: QuizAnswers) => submitQuizAttempt(programId, unitId, answers),
    onSuccess: async (result) => {
      const refreshes = [client.invalidateQueries({ queryKey: quizQueryKey(programId, unitId) })];
      if (result.passed) {
        refreshes.push(
          client.invalidateQueries({ queryKey: unitProgressQueryKey(programId) }),
          invalidate(client, programsEnrolled),
        );
      }
      await Promise.all(refreshes);
    },
  });
}
