import type { TAnnouncement, TAnnouncementCreate, TAnnouncementUpdate } from '@ankur/shared/schemas/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { announcementKeys } from './list-announcements';

/** After any write: the feed and the scheduled list refetch. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: announcementKeys.all });
}

/** POST announcements: publishes now or schedules. */
export function useCreateAnnouncement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TAnnouncementCreate) => apiFetch<TAnnouncement>('announcements', { method: 'POST', body }),
    onSuccess: () => void refresh(),
  });
}

/** PATCH announcements/{id}: edits or moves a scheduled one. */
export function useUpdateAnnouncement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAnnouncementUpdate }) =>
      apiFetch<TAnnouncement>(`announcements/${id}`, { method: 'PATCH', body }),
    onSuccess: () => void refresh(),
  });
}

/** DELETE announcements/{id}: cancels a scheduled one, or removes a published one for everyone. */
export function useDeleteAnnouncement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiFetch<null>(`announcements/${id}`, { method: 'DELETE' }),
    onSuccess: () => void refresh(),
  });
}
