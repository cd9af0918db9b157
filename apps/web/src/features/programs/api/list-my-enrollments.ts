import type { ENROLLMENT_STATUSES, TEnrollment } from '@ankur/shared/schemas/programs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../lib/resource-client';
import { programsEnrolled } from '../../../lib/resources';

/** One of the signed-in learner's enrolments: the three columns the screens read. */
export type MyEnrollment = Pick<TEnrollment, 'enrollment_id' | 'program_id' | 'enrollment_status'>;

/** The badge a program shows for the learner: an enrolment status, or 'none'. */
export type EnrollmentState = (typeof ENROLLMENT_STATUSES)[number] | 'none';

const STATES: readonly EnrollmentState[] = ['pending', 'enrolled', 'completed', 'withdrawn', 'rejected'];

export function enrollmentStateOf(enrollment: Pick<MyEnrollment, 'enrollment_status'> | undefined): EnrollmentState {
  const status = enrollment?.enrollment_status as EnrollmentState | undefined;
  return status && STATES.includes(status) ? status : 'none';
}

/** GET programs-enrolled/getAll: every enrolment of `userId` (the server shows a learner only their own). */
export function myEnrollmentsParams(userId: number) {
  return {
    limit: -1,
    fields: ['enrollment_id', 'program_id', 'enrollment_status'],
    filterFields: { user_id: userId },
  } as const satisfies ListParams<TEnrollment>;
}

/** Under programs-enrolled/, so invalidate(queryClient, programsEnrolled) refreshes it (and the header's). */
export const myEnrollmentsQueryKey = (userId: number) => [programsEnrolled.prefix, 'mine', userId] as const;

export async function listMyEnrollments(userId: number, options: { signal?: AbortSignal } = {}) {
  const { data } = await programsEnrolled.getAll(myEnrollmentsParams(userId), options);
  return data.filter(
    (row): row is MyEnrollment =>
      typeof row.enrollment_id === 'number' &&
      typeof row.program_id === 'number' &&
      typeof row.enrollment_status === 'string',
  );
}

export function myEnrollmentsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: myEnrollmentsQueryKey(userId),
    queryFn: ({ signal }) => listMyEnrollments(userId, { signal }),
  });
}

/** The signed-in learner's enrolments (nothing is fetched while signed out). */
export function useMyEnrollments(userId: number | undefined) {
  return useQuery({ ...myEnrollmentsQueryOptions(userId ?? 0), enabled: userId !== undefined });
}

/** Program id → the learner's enrolment in it (the newest, should there be several). */
export function enrollmentsByProgram(rows: readonly MyEnrollment[] | undefined): Map<number, MyEnrollment> {
  const byProgram = new Map<number, MyEnrollment>();
  for (const row of rows ?? []) {
    const seen = byProgram.get(row.program_id);
    if (!seen || seen.enrollment_id < row.enrollment_id) byProgram.set(row.program_id, row);
  }
  return byProgram;
}
