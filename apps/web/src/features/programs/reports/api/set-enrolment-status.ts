import type { TProgramReport } from '@ankur/shared/schemas/programs';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '../../../../lib/resource-client';
import { programsEnrolled } from '../../../../lib/resources';
import { type EnrolmentStatus, programReportQueryKey } from './program-report';

/** The most records one updateMany call takes (BULK_MAX of the shared contract). */
export const UPDATE_MANY_MAX = 500;

/** What a manager decides about a request to join. */
export type EnrolmentDecision = Extract<EnrolmentStatus, 'enrolled' | 'rejected'>;

export interface StatusChange {
  enrollmentId: number;
  status: EnrolmentDecision;
}

/** The statuses as they were before an optimistic change, by enrolment id. */
type Previous = Map<number, string>;

/** Writes `status` into the cached report for `ids`; answers what each had before. */
function applyStatus(client: QueryClient, programId: number, ids: readonly number[], status: string): Previous {
  const previous: Previous = new Map();
  const wanted = new Set(ids);
  client.setQueryData<TProgramReport>(programReportQueryKey(programId), (report) =>
    report
      ? {
          ...report,
          learners: report.learners.map((learner) => {
            if (!wanted.has(learner.enrollment_id)) return learner;
            previous.set(learner.enrollment_id, learner.enrollment_status);
            return { ...learner, enrollment_status: status };
          }),
        }
      : report,
  );
  return previous;
}

/** Puts back what applyStatus changed, leaving any other change made meanwhile alone. */
function restore(client: QueryClient, programId: number, previous: Previous | undefined): void {
  if (!previous?.size) return;
  client.setQueryData<TProgramReport>(programReportQueryKey(programId), (report) =>
    report
      ? {
          ...report,
          learners: report.learners.map((learner) => {
            const before = previous.get(learner.enrollment_id);
            return before === undefined ? learner : { ...learner, enrollment_status: before };
          }),
        }
      : report,
  );
}

const mutationKey = (programId: number) => ['programs-reports', 'enrolment-status', programId] as const;

/** After the last of the manager's changes settles: the report and every enrolment query refetch. */
async function refresh(client: QueryClient, programId: number): Promise<void> {
  if (client.isMutating({ mutationKey: mutationKey(programId) }) > 1) return;
  await Promise.all([
    client.invalidateQueries({ queryKey: programReportQueryKey(programId) }),
    invalidate(client, programsEnrolled),
  ]);
}

/**
 * PUT programs-enrolled/updateProgramEnrolled/{enrollment_id} { enrollment_status }: approve
 * ('enrolled') or reject one request. The row changes at once and changes back if the server refuses.
 */
export function useSetEnrolmentStatus(programId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: mutationKey(programId),
    mutationFn: ({ enrollmentId, status }: StatusChange) =>
      programsEnrolled.update(enrollmentId, { enrollment_status: status }),
    onMutate: async ({ enrollmentId, status }) => {
      await client.cancelQueries({ queryKey: programReportQueryKey(programId) });
      return { previous: applyStatus(client, programId, [enrollmentId], status) };
    },
    onError: (_error, _change, context) => restore(client, programId, context?.previous),
    onSettled: () => refresh(client, programId),
  });
}

/** Splits `items` into lists of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * POST programs-enrolled/updateMany: approves every given enrolment, UPDATE_MANY_MAX per call
 * (each call all or nothing). The rows show Enrolled at once; on a failure they change back and the
 * report is read again, so whatever the server did save shows.
 */
export function useApproveEnrolments(programId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: mutationKey(programId),
    mutationFn: async (enrollmentIds: readonly number[]) => {
      let approved = 0;
      for (const ids of chunk(enrollmentIds, UPDATE_MANY_MAX)) {
        const { data } = await programsEnrolled.updateMany(
          ids.map((enrollment_id) => ({ enrollment_id, enrollment_status: 'enrolled' as const })),
        );
        approved += data.length;
      }
      return approved;
    },
    onMutate: async (enrollmentIds) => {
      await client.cancelQueries({ queryKey: programReportQueryKey(programId) });
      return { previous: applyStatus(client, programId, enrollmentIds, 'enrolled') };
    },
    onError: (_error, _ids, context) => restore(client, programId, context?.previous),
    onSettled: () => refresh(client, programId),
  });
}
