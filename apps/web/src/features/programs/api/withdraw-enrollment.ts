import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '../../../lib/resource-client';
import { programsEnrolled } from '../../../lib/resources';

/**
 * PUT programs-enrolled/updateProgramEnrolled/{id} with enrollment_status 'withdrawn': a learner
 * leaves a program they were admitted to (the only change apps/api/src/modules/access/guards.ts
 * lets a learner make to an approved enrolment). Progress and certificates stay on record.
 */
export function useWithdrawEnrollment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enrollmentId: number) => programsEnrolled.update(enrollmentId, { enrollment_status: 'withdrawn' }),
    onSettled: () => invalidate(client, programsEnrolled),
  });
}
