import type { TMessageReport } from '@ankur/shared/schemas/messages';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { messageKeys } from './keys';

export type ReportStatus = TMessageReport['status'];
export const REPORTS_PAGE_LIMIT = 10;

interface ReportList {
  data: TMessageReport[];
  meta: { page: number; limit: number; total: number; totalPages: number };
}

/** GET message-reports?status&page&limit (administrators). */
export function useMessageReports(status: ReportStatus, page: number) {
  return useQuery({
    queryKey: messageKeys.reports(status, page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiFetch<ReportList>('message-reports', { query: { status, page, limit: REPORTS_PAGE_LIMIT }, signal }),
  });
}

/** PATCH message-reports/{id} { action }: dismiss it, or remove the message (it shows as deleted). */
export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, action }: { reportId: number; action: 'dismiss' | 'remove' }) =>
      apiFetch<TMessageReport>(`message-reports/${reportId}`, { method: 'PATCH', body: { action } }),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.reportsAll }),
  });
}
