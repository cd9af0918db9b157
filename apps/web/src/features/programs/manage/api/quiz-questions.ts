import type { TQuizDefinition } from '@ankur/shared/schemas/programs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../../lib/api-client';

const questionsPath = (programId: number, unitId: number) => `programs/${programId}/units/${unitId}/quiz/questions`;

/**
 * GET programs/{programId}/units/{unitId}/quiz/questions (managers): the quiz with its answers,
 * or null when none is saved yet (a 404 or no questions).
 */
export async function getQuizDefinition(
  programId: number,
  unitId: number,
  options: { signal?: AbortSignal } = {},
): Promise<TQuizDefinition | null> {
  try {
    const body = await apiFetch<TQuizDefinition | undefined>(questionsPath(programId, unitId), {
      signal: options.signal,
    });
    return body && Array.isArray(body.questions) ? body : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** PUT …/quiz/questions (ZQuizDefinition): replaces every question of the quiz. */
export function saveQuizDefinition(programId: number, unitId: number, definition: TQuizDefinition) {
  return apiFetch<unknown>(questionsPath(programId, unitId), { method: 'PUT', body: definition });
}

export const quizDefinitionQueryKey = (programId: number, unitId: number) =>
  ['quiz-questions', programId, unitId] as const;

export function quizDefinitionQueryOptions(programId: number, unitId: number) {
  return queryOptions({
    queryKey: quizDefinitionQueryKey(programId, unitId),
    queryFn: ({ signal }) => getQuizDefinition(programId, unitId, { signal }),
  });
}

export function useQuizDefinition(programId: number, unitId: number, enabled: boolean) {
  return useQuery({ ...quizDefinitionQueryOptions(programId, unitId), enabled });
}
