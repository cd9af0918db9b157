import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeleteResult, invalidate } from '../../../lib/resource-client';
import { programsEnrolled } from '../../../lib/resources';
import { type MyEnrollment, myEnrollmentsQueryKey } from './list-my-enrollments';

/**
 * DELETE programs-enrolled/deleteProgramEnrolled/{id}/{userId}: a learner cancels their own
 * request while it is still pending (apps/api/src/modules/access/guards.ts). The enrolment is
 * soft-deleted, and the unique (user, program) index counts only live rows, so the learner may
 * ask again later.
 */
export function cancelEnrollmentRequest(enrollmentId: number, userId: number): Promise<DeleteResult> {
  return programsEnrolled.remove(enrollmentId, userId);
}

/** Cancels optimistically (the request disappears); a failure puts it back; every enrolment query refetches. */
export function useCancelEnrollmentRequest(userId: number) {
  const client = useQueryClient();
  const key = myEnrollmentsQueryKey(userId);
  return useMutation({
    mutationFn: (enrollmentId: number) => cancelEnrollmentRequest(enrollmentId, userId),
    onMutate: async (enrollmentId) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<MyEnrollment[]>(key);
      client.setQueryData<MyEnrollment[]>(key, (rows) => rows?.filter((row) => row.enrollment_id !== enrollmentId));
      return { before };
    },
    onError: (_error, _id, context) => {
      client.setQueryData(key, context?.before);
    },
    onSettled: () => invalidate(client, programsEnrolled),
  });
}
