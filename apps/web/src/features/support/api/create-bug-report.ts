import type { TBugReportCreate, TBugReportCreated } from '@ankur/shared/schemas/support';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const BUG_REPORTS = 'support/bugReports';

/** POST support/bugReports: files a report as the signed-in user (name and e-mail from the session). */
export function createBugReport(body: TBugReportCreate): Promise<TBugReportCreated> {
  return apiFetch<TBugReportCreated>(BUG_REPORTS, { method: 'POST', body });
}

export function useCreateBugReport() {
  return useMutation({ mutationFn: createBugReport });
}
