import type {
  TForumCategory,
  TForumCategoryInput,
  TForumCategoryList,
  TForumCategoryPatch,
  TForumReply,
  TForumReplyInput,
  TForumReplyList,
  TForumSort,
  TForumThread,
  TForumThreadList,
  TForumThreadModeration,
  TForumVote,
} from '@ankur/shared/schemas/community-forum';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** The forum's calls: /api/community/forum/*. */

const BASE = 'community/forum';
export const forumKeys = {
  all: ['forum'] as const,
  categories: ['forum', 'categories'] as const,
  threads: (f: ThreadFilter) => ['forum', 'threads', f] as const,
  thread: (id: number) => ['forum', 'thread', id] as const,
  replies: (id: number) => ['forum', 'replies', id] as const,
};

export interface ThreadFilter {
  category?: string;
  sort: TForumSort;
  q?: string;
}

export const useCategories = () =>
  useQuery({
    queryKey: forumKeys.categories,
    queryFn: ({ signal }) => apiFetch<TForumCategoryList>(`${BASE}/categories`, { signal }),
  });

export const useThreads = (f: ThreadFilter, enabled = true) =>
  useInfiniteQuery({
    queryKey: forumKeys.threads(f),
    enabled,
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiFetch<TForumThreadList>(`${BASE}/threads`, {
        signal,
        query: { category: f.category, sort: f.sort, q: f.q, cursor: pageParam || undefined },
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export const useThread = (id: number) =>
  useQuery({
    queryKey: forumKeys.thread(id),
    queryFn: ({ signal }) => apiFetch<TForumThread>(`${BASE}/threads/${id}`, { signal }),
    enabled: id > 0,
  });

export const useReplies = (threadId: number) =>
  useInfiniteQuery({
    queryKey: forumKeys.replies(threadId),
    enabled: threadId > 0,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<TForumReplyList>(`${BASE}/threads/${threadId}/replies`, {
        signal,
        query: { after: pageParam || undefined },
      }),
    getNextPageParam: (last) => last.next_after ?? undefined,
  });

/** Every forum read again after a change (lists, counts, the thread and its replies). */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: forumKeys.all });
}

export function useCreateThread() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { category_id: number; title: string; body: string; tags: string[] }) =>
      apiFetch<TForumThread>(`${BASE}/threads`, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function useEditThread(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (patch: { title?: string; body?: string }) =>
      apiFetch<TForumThread>(`${BASE}/threads/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: refresh,
  });
}

export function useDeleteThread() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${BASE}/threads/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useModerateThread(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TForumThreadModeration) =>
      apiFetch<TForumThread>(`${BASE}/threads/${id}/moderation`, { method: 'PUT', body: input }),
    onSuccess: refresh,
  });
}

export function useVote() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, id, on }: { kind: 'threads' | 'replies'; id: number; on: boolean }) =>
      apiFetch<TForumVote>(`${BASE}/${kind}/${id}/vote`, { method: on ? 'PUT' : 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useAccept(threadId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (replyId: number | null) =>
      apiFetch<{ accepted_reply_id: number | null }>(`${BASE}/threads/${threadId}/accepted`, {
        method: 'PUT',
        body: { reply_id: replyId },
      }),
    onSuccess: refresh,
  });
}

export function useCreateReply(threadId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TForumReplyInput) =>
      apiFetch<TForumReply>(`${BASE}/threads/${threadId}/replies`, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function useEditReply() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) =>
      apiFetch<TForumReply>(`${BASE}/replies/${id}`, { method: 'PATCH', body: { body } }),
    onSuccess: refresh,
  });
}

export function useDeleteReply() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${BASE}/replies/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useSaveCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TForumCategoryInput | TForumCategoryPatch }) =>
      id === null
        ? apiFetch<TForumCategory>(`${BASE}/categories`, { method: 'POST', body: input })
        : apiFetch<TForumCategory>(`${BASE}/categories/${id}`, { method: 'PATCH', body: input }),
    onSuccess: refresh,
  });
}

export function useReorderCategories() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiFetch<TForumCategoryList>(`${BASE}/categories/order`, { method: 'PUT', body: { category_ids: ids } }),
    onSuccess: refresh,
  });
}
