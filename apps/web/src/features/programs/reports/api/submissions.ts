import type { SUBMISSION_STATUSES, TSubmission, TSubmissionForReview } from '@ankur/shared/schemas/programs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../../lib/api-client';
import { fieldErrorsOf } from '../../../../lib/api-errors';
import type { RequestOptions } from '../../../../lib/resource-client';
import { programs } from '../../../../lib/resources';
import { programReportQueryKey } from './program-report';

export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
/** The list's filter: one status, or every submission. */
export type SubmissionFilter = SubmissionStatus | 'all';
export const SUBMISSION_FILTERS = [
  'submitted',
  'changes_requested',
  'approved',
  'all',
] as const satisfies readonly SubmissionFilter[];

/** POST …/review: approve, or ask for changes (feedback required then; ZSubmissionReview). */
export interface SubmissionReview {
  status: Extract<SubmissionStatus, 'approved' | 'changes_requested'>;
  feedback?: string | null;
}

/** GET /api/programs/{programId}/submissions?status= (managers): who sent what for which unit. */
export async function listSubmissions(
  programId: number,
  filter: SubmissionFilter,
  options: RequestOptions = {},
): Promise<TSubmissionForReview[]> {
  const body = await apiFetch<{ items?: TSubmissionForReview[] }>(`programs/${programId}/submissions`, {
    query: { status: filter === 'all' ? undefined : filter },
    signal: options.signal,
  });
  return body?.items ?? [];
}

/** POST /api/programs/{programId}/submissions/{submissionId}/review → the reviewed submission. */
export function reviewSubmission(
  programId: number,
  submissionId: number,
  review: SubmissionReview,
): Promise<TSubmission> {
  return apiFetch<TSubmission>(`programs/${programId}/submissions/${submissionId}/review`, {
    method: 'POST',
    body: review,
  });
}

/** Every filter of one program's submissions sits under this key. */
export const submissionsQueryKey = (programId: number) => [programs.prefix, 'submissions', programId] as const;

export function submissionsQueryOptions(programId: number, filter: SubmissionFilter) {
  return queryOptions({
    queryKey: [...submissionsQueryKey(programId), filter] as const,
    queryFn: ({ signal }) => listSubmissions(programId, filter, { signal }),
  });
}

export function useSubmissions(programId: number, filter: SubmissionFilter) {
  return useQuery({ ...submissionsQueryOptions(programId, filter), enabled: programId > 0 });
}

/**
 * Reviews one submission. Once saved it leaves the lists of statuses it no longer has (so it moves
 * out of "awaiting review" at once), and every list and the report (pending reviews, progress: asking
 * for changes reopens the unit) are read again.
 */
export function useReviewSubmission(programId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ submissionId, review }: { submissionId: number; review: SubmissionReview }) =>
      reviewSubmission(programId, submissionId, review),
    onSuccess: (saved, { submissionId, review }) => {
      const status = saved?.status ?? review.status;
      for (const filter of SUBMISSION_FILTERS) {
        client.setQueryData<TSubmissionForReview[]>([...submissionsQueryKey(programId), filter], (items) =>
          items?.flatMap((item) => {
            if (item.submission_id !== submissionId) return [item];
            if (filter !== 'all' && filter !== status) return [];
            return [{ ...item, ...saved, status, learner_name: item.learner_name, unit_name: item.unit_name }];
          }),
        );
      }
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: submissionsQueryKey(programId) }),
        client.invalidateQueries({ queryKey: programReportQueryKey(programId) }),
      ]),
  });
}

/**
 * The message the server gave for the feedback field of a 400 (its details name "body.feedback"),
 * else the 400's message; null for any other failure.
 */
export function feedbackErrorOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return fieldErrorsOf(error, ['feedback']).feedback ?? error.message;
}
