import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '../../../lib/resource-client';
import { programsEnrolled } from '../../../lib/resources';
import { type MyEnrollment, myEnrollmentsQueryKey } from './list-my-enrollments';

/** A stand-in id for the optimistic row (real ids are positive). */
const OPTIMISTIC_ID = -1;

/**
 * POST programs-enrolled/createProgramEnrolled { user_id, program_id }: the learner asks to join;
 * the server starts the enrolment pending (a program manager approves it).
 */
export function createEnrollment(userId: number, programId: number): Promise<MyEnrollment> {
  return programsEnrolled.create({ user_id: userId, program_id: programId });
}

/**
 * Enrols optimistically: the program shows "Pending approval" at once; the saved row replaces the
 * stand-in, a failure takes it away; either way every enrolment query (the header's too) refetches.
 */
export function useCreateEnrollment(userId: number) {
  const client = useQueryClient();
  const key = myEnrollmentsQueryKey(userId);
  return useMutation({
    mutationFn: (programId: number) => createEnrollment(userId, programId),
    onMutate: async (programId) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<MyEnrollment[]>(key);
      const stand_in: MyEnrollment = {
        enrollment_id: OPTIMISTIC_ID,
        program_id: programId,
        enrollment_status: 'pending',
      };
      client.setQueryData<MyEnrollment[]>(key, (rows = []) => [
        ...rows.filter((row) => row.program_id !== programId),
        stand_in,
      ]);
      return { before };
    },
    onSuccess: (saved) => {
      const row: MyEnrollment = {
        enrollment_id: saved.enrollment_id,
        program_id: saved.program_id,
        enrollment_status: saved.enrollment_status,
      };
      client.setQueryData<MyEnrollment[]>(key, (rows = []) => [
        ...rows.filter((r) => r.enrollment_id !== OPTIMISTIC_ID && r.enrollment_id !== row.enrollment_id),
        row,
      ]);
    },
    onError: (_error, _programId, context) => {
      client.setQueryData(key, context?.before);
    },
    onSettled: () => invalidate(client, programsEnrolled),
  });
}
