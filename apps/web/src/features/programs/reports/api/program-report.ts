import type { TProgramReport } from '@ankur/shared/schemas/programs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../../lib/api-client';
import type { RequestOptions } from '../../../../lib/resource-client';
import { programs } from '../../../../lib/resources';

export type ReportLearner = TProgramReport['learners'][number];
export type ReportUnit = TProgramReport['units'][number];

/** The enrolment statuses (ENROLLMENT_STATUSES of the shared contract), in the order the filters show them. */
export const ENROLMENT_STATUSES = ['pending', 'enrolled', 'completed', 'withdrawn', 'rejected'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** Learners whose enrolment is enrolled or completed: the ones the report's rates count. */
export const isActiveLearner = (learner: Pick<ReportLearner, 'enrollment_status'>) =>
  learner.enrollment_status === 'enrolled' || learner.enrollment_status === 'completed';

/** GET /api/programs/{programId}/report (program managers): every enrolment with progress, and each unit's rate. */
export function getProgramReport(programId: number, options: RequestOptions = {}): Promise<TProgramReport> {
  return apiFetch<TProgramReport>(`programs/${programId}/report`, { signal: options.signal });
}

/** Keyed under programs/, so invalidate(queryClient, programs) (an outline edit) refreshes it too. */
export const programReportQueryKey = (programId: number) => [programs.prefix, 'report', programId] as const;

export function programReportQueryOptions(programId: number) {
  return queryOptions({
    queryKey: programReportQueryKey(programId),
    queryFn: ({ signal }) => getProgramReport(programId, { signal }),
  });
}

export function useProgramReport(programId: number) {
  return useQuery({ ...programReportQueryOptions(programId), enabled: Number.isInteger(programId) && programId > 0 });
}

export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
