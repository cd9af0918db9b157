import type { TProgram } from '@ankur/shared/schemas/programs';
import { useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../../lib/resource-client';
import { programs } from '../../../../lib/resources';
import { enrollmentStateOf, enrollmentsByProgram, useMyEnrollments } from '../../api/list-my-enrollments';

/** A program the learner may plan: their enrolment in it is approved (enrolled or completed). */
export type PlannableProgram = Pick<TProgram, 'program_id' | 'program_name'> &
  Partial<Pick<TProgram, 'start_date' | 'end_date'>>;

export function programNamesParams(programIds: readonly number[]) {
  return {
    limit: -1,
    fields: ['program_id', 'program_name', 'start_date', 'end_date'],
    filterFields: { program_id: programIds },
  } as const satisfies ListParams<TProgram>;
}

/** GET programs/getAll for the given ids: names and dates only. */
function usePrograms(programIds: readonly number[]) {
  return useQuery({
    queryKey: [programs.prefix, 'names', programIds] as const,
    queryFn: ({ signal }) => programs.getAll(programNamesParams(programIds), { signal }),
    enabled: programIds.length > 0,
  });
}

/**
 * The learner's approved enrolments (programs-enrolled, status enrolled or completed) with each
 * program's name and dates, in name order: what a new plan may be for.
 */
export function useApprovedPrograms(userId: number | undefined) {
  const enrolments = useMyEnrollments(userId);
  const approvedIds = [...enrollmentsByProgram(enrolments.data).values()]
    .filter((row) => ['enrolled', 'completed'].includes(enrollmentStateOf(row)))
    .map((row) => row.program_id)
    .sort((a, b) => a - b);
  const names = usePrograms(approvedIds);
  const byId = new Map((names.data?.data ?? []).map((p) => [p.program_id, p]));
  const items: PlannableProgram[] = approvedIds
    .map((id): PlannableProgram => {
      const row = byId.get(id);
      return {
        program_id: id,
        program_name: row?.program_name ?? `#${id}`,
        start_date: row?.start_date ?? null,
        end_date: row?.end_date ?? null,
      };
    })
    .sort((a, b) => a.program_name.localeCompare(b.program_name));
  return {
    items,
    isPending: enrolments.isPending || (approvedIds.length > 0 && names.isPending),
    isError: enrolments.isError,
    error: enrolments.error,
    refetch: () => void enrolments.refetch(),
  };
}
