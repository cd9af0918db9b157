import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useLiveQueryUpdate } from '../../../lib/live-query';
import { useRealtimeEvent } from '../../../lib/socket';
import { messageKeys } from './keys';

/** GET messages/unread-count → { unread }: every unread message of the signed-in user. */
export function getUnreadMessages(options: { signal?: AbortSignal } = {}) {
  return apiFetch<{ unread: number }>('messages/unread-count', { signal: options.signal });
}

/**
 * The live total of unread messages: asked once, then kept by the server's 'message:unread'
 * events, and asked again after each reconnection (events may have been missed meanwhile).
 */
export function useUnreadMessages(): number {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => getUnreadMessages({ signal }),
  });
  useLiveQueryUpdate('message:unread', messageKeys.unread, (_data: { unread: number } | undefined, { unread }) => ({
    unread,
  }));
  useRealtimeEvent('connect', () => void client.invalidateQueries({ queryKey: messageKeys.unread }));
  return query.data?.unread ?? 0;
}
