import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { invalidate } from '../../../lib/resource-client';
import { programsEnrolled } from '../../../lib/resources';

/** GET /api/programs/progress/{programId}: the units the signed-in learner has completed. */
export interface UnitProgress {
  program_id: number;
  completed_unit_ids: number[];
}

export interface UnitCompletion {
  unit_id: number;
  completed_at: string;
}

const progressPath = (programId: number) => `programs/progress/${programId}`;
const completePath = (programId: number, unitId: number) => `${progressPath(programId)}/units/${unitId}/complete`;

export async function getUnitProgress(
  programId: number,
  options: { signal?: AbortSignal } = {},
): Promise<UnitProgress> {
  const body = await apiFetch<Partial<UnitProgress> | undefined>(progressPath(programId), { signal: options.signal });
  const ids = Array.isArray(body?.completed_unit_ids) ? body.completed_unit_ids : [];
  return { program_id: programId, completed_unit_ids: ids.filter((id): id is number => Number.isInteger(id)) };
}

/** POST …/units/{unitId}/complete (201 the first time, 200 again); 403 when not enrolled and approved. */
export function completeUnit(programId: number, unitId: number): Promise<UnitCompletion> {
  return apiFetch<UnitCompletion>(completePath(programId, unitId), { method: 'POST' });
}

/** DELETE …/units/{unitId}/complete (204): the unit is not completed any more. */
export function uncompleteUnit(programId: number, unitId: number): Promise<void> {
  return apiFetch<void>(completePath(programId, unitId), { method: 'DELETE' });
}

export const unitProgressQueryKey = (programId: number) => ['programs/progress', programId] as const;

export function unitProgressQueryOptions(programId: number) {
  return queryOptions({
    queryKey: unitProgressQueryKey(programId),
    queryFn: ({ signal }) => getUnitProgress(programId, { signal }),
  });
}

/** The learner's completed units of a program (fetched only when `enabled`: an enrolled learner). */
export function useUnitProgress(programId: number, enabled: boolean) {
  return useQuery({ ...unitProgressQueryOptions(programId), enabled: enabled && programId > 0 });
}

export interface SetUnitComplete {
  unitId: number;
  complete: boolean;
}

/**
 * Marks a unit complete (or undoes it) optimistically: the tick shows at once and goes away again
 * if the server refuses. The enrolments refetch afterwards, since completing the last unit
 * completes the enrolment.
 */
export function useSetUnitComplete(programId: number) {
  const client = useQueryClient();
  const key = unitProgressQueryKey(programId);
  return useMutation({
    mutationFn: ({ unitId, complete }: SetUnitComplete) =>
      complete ? completeUnit(programId, unitId).then(() => undefined) : uncompleteUnit(programId, unitId),
    onMutate: async ({ unitId, complete }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<UnitProgress>(key);
      client.setQueryData<UnitProgress>(key, (current) => {
        const ids = (current?.completed_unit_ids ?? []).filter((id) => id !== unitId);
        return { program_id: programId, completed_unit_ids: complete ? [...ids, unitId] : ids };
      });
      return { before };
    },
    onError: (_error, _variables, context) => {
      client.setQueryData(key, context?.before);
    },
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: key }), invalidate(client, programsEnrolled)]);
    },
  });
}

export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
