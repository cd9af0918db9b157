import type { TSubmission } from '@ankur/shared/schemas/programs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidate } from '../../../lib/resource-client';
import { programsEnrolled } from '../../../lib/resources';
import { uploadFile } from '../../../lib/upload-file';
import { unitProgressQueryKey } from './unit-progress';

const submissionsPath = (programId: number, unitId: number) => `programs/${programId}/units/${unitId}/submissions`;

/** GET …/submissions/mine → { items }: the learner's own submissions of an assignment, newest first. */
export async function listMySubmissions(
  programId: number,
  unitId: number,
  options: { signal?: AbortSignal } = {},
): Promise<TSubmission[]> {
  const body = await apiFetch<{ items?: TSubmission[] } | undefined>(`${submissionsPath(programId, unitId)}/mine`, {
    signal: options.signal,
  });
  return Array.isArray(body?.items) ? body.items : [];
}

/** POST …/submissions { body?, upload_id? } → 201; submitting completes the unit. */
export function createSubmission(
  programId: number,
  unitId: number,
  input: { body: string | null; upload_id: number | null },
): Promise<TSubmission> {
  return apiFetch<TSubmission>(submissionsPath(programId, unitId), { method: 'POST', body: input });
}

export const mySubmissionsQueryKey = (programId: number, unitId: number) =>
  ['programs/submissions', programId, unitId, 'mine'] as const;

export function mySubmissionsQueryOptions(programId: number, unitId: number) {
  return queryOptions({
    queryKey: mySubmissionsQueryKey(programId, unitId),
    queryFn: ({ signal }) => listMySubmissions(programId, unitId, { signal }),
  });
}

export function useMySubmissions(programId: number, unitId: number) {
  return useQuery(mySubmissionsQueryOptions(programId, unitId));
}

export interface SubmitAssignment {
  /** the text answer (trimmed; empty means none) */
  body: string;
  file: File | null;
  /** told when the file has been stored and the submission itself is being sent */
  onUploaded?: () => void;
}

/**
 * Submits an assignment: the file first (POST uploads, purpose 'submission'), then the submission
 * naming it. Afterwards the learner's submissions, unit progress and enrolments refetch, as after
 * a tick (submitting completes the unit).
 */
export function useSubmitAssignment(programId: number, unitId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, file, onUploaded }: SubmitAssignment) => {
      const upload = file ? await uploadFile(file, 'submission') : null;
      if (upload) onUploaded?.();
      const text = body.trim();
      return createSubmission(programId, unitId, { body: text || null, upload_id: upload?.upload_id ?? null });
    },
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: mySubmissionsQueryKey(programId, unitId) }),
        client.invalidateQueries({ queryKey: unitProgressQueryKey(programId) }),
        invalidate(client, programsEnrolled),
      ]);
    },
  });
}
