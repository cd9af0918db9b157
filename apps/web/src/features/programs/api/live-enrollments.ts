import type { TEnrolmentChange } from '@ankur/shared/schemas/programs';
import { useQueryClient } from '@tanstack/react-query';
import { mergeLiveEvent } from '../../../lib/live-query';
import { invalidate } from '../../../lib/resource-client';
import { programsEnrolled } from '../../../lib/resources';
import { useRealtimeEvent } from '../../../lib/socket';
import { type MyEnrollment, myEnrollmentsQueryKey } from './list-my-enrollments';

/** The learner's enrolments with one change merged in (a cancelled one leaves; an unknown one joins). */
export function applyEnrolmentChange(rows: MyEnrollment[] | undefined, change: TEnrolmentChange) {
  if (!rows) return rows;
  const rest = rows.filter((row) => row.enrollment_id !== change.enrollment_id);
  if (change.enrollment_status === null) return rest;
  const row: MyEnrollment = {
    enrollment_id: change.enrollment_id,
    program_id: change.program_id,
    enrollment_status: change.enrollment_status,
  };
  return rows.some((r) => r.enrollment_id === change.enrollment_id)
    ? rows.map((r) => (r.enrollment_id === change.enrollment_id ? row : r))
    : // the stand-in of a request still being saved gives way to the saved row
      [...rest.filter((r) => !(r.enrollment_id < 0 && r.program_id === change.program_id)), row];
}

/**
 * While mounted, the learner's screens follow their enrolments live (issue 19): a manager's
 * decision ('enrolment:updated') turns "Pending approval" into "Continue learning" without a
 * reload. The change is merged into the enrolments query at once; every other enrolment query
 * (the header's, the cohort's) is read again, and all of them after a reconnection.
 */
export function useLiveEnrollments(userId: number | undefined): void {
  const client = useQueryClient();
  useRealtimeEvent('enrolment:updated', (change) => {
    if (userId === undefined) return;
    mergeLiveEvent(client, myEnrollmentsQueryKey(userId), change, applyEnrolmentChange);
    void client.invalidateQueries({
      queryKey: [programsEnrolled.prefix],
      predicate: (q) => q.queryKey[1] !== 'mine',
    });
  });
  useRealtimeEvent('connect', () => {
    if (userId !== undefined) void invalidate(client, programsEnrolled);
  });
}
