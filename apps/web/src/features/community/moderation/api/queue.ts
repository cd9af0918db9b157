import type {
  TModerationActionInput,
  TModerationActionResult,
  TModerationQueue,
  TReportStatus,
  TReportTargetKind,
} from '@ankur/shared/schemas/community';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** The moderation queue's calls: /api/community/moderation/*. */

export interface QueueFilter {
  status: TReportStatus;
  kind?: TReportTargetKind;
  circleId?: number;
}

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (f: QueueFilter) => ['moderation', 'queue', f] as const,
  openCount: (circleId?: number) => ['moderation', 'open-count', circleId ?? null] as const,
};

export const useModerationQueue = (f: QueueFilter) =>
  useInfiniteQuery({
    queryKey: moderationKeys.queue(f),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<TModerationQueue>('community/moderation/reports', {
        signal,
        query: { status: f.status, kind: f.kind, circle_id: f.circleId, before: pageParam || undefined },
      }),
    getNextPageParam: (last) => last.next_before ?? undefined,
  });

/** How many reported things wait (the badge), read again every minute while the queue is open. */
export const useOpenReportCount = () =>
  useQuery({
    queryKey: moderationKeys.openCount(),
    queryFn: ({ signal }) => apiFetch<{ open: number }>('community/moderation/open-count', { signal }),
    refetchInterval: 60_000,
  });

export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TModerationActionInput) =>
      apiFetch<TModerationActionResult>('community/moderation/actions', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
