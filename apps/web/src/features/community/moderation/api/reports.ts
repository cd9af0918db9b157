import type { TReportCreated, TReportInput } from '@ankur/shared/schemas/community';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** POST community/reports: reports a post, comment, thread, reply, member... to the moderators. */
export function useReport() {
  return useMutation({
    mutationFn: (input: TReportInput) => apiFetch<TReportCreated>('community/reports', { method: 'POST', body: input }),
  });
}
