import type { TQuizDefinition } from '@ankur/shared/schemas/programs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '../../../../lib/resource-client';
import { programs, units } from '../../../../lib/resources';
import type { UnitUpdate } from '../unit-draft';
import { quizDefinitionQueryKey, saveQuizDefinition } from './quiz-questions';

export interface UnitSave {
  body: UnitUpdate;
  /** a quiz's questions, saved after the unit (whose kind the quiz call checks) */
  quiz: TQuizDefinition | null;
}

/** PUT units/updateUnit/{id}, then for a quiz PUT …/quiz/questions; the outline refetches. */
export function useSaveUnit(programId: number, unitId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, quiz }: UnitSave) => {
      const unit = await units.update(unitId, body);
      if (quiz) await saveQuizDefinition(programId, unitId, quiz);
      return unit;
    },
    onSuccess: (_unit, { quiz }) => {
      if (quiz) client.setQueryData(quizDefinitionQueryKey(programId, unitId), quiz);
    },
    onSettled: () => invalidate(client, programs),
  });
}
