import type {
  TComment,
  TCommentList,
  TPost,
  TPostInput,
  TPostPage,
  TPostPatch,
  TReactionKind,
  TShareInput,
} from '@ankur/shared/schemas/community-feed';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** The calls of the feed: /api/community/feed, /api/community/posts/*, /api/community/comments/*. */

export type FeedTab = 'following' | 'everyone';
export type PostSource =
  | { kind: 'feed'; tab: FeedTab }
  | { kind: 'mine' }
  | { kind: 'saved' }
  | { kind: 'circle'; circleId: number };

export const feedKeys = {
  all: ['community-posts'] as const,
  list: (source: PostSource) => ['community-posts', 'list', source] as const,
  comments: (postId: number) => ['community-posts', 'comments', postId] as const,
};

export type CirclePage = TPostPage & { pinned?: TPost[] };

function pathOf(source: PostSource): { path: string; query: Record<string, string | number> } {
  if (source.kind === 'feed') return { path: 'community/feed', query: { tab: source.tab } };
  if (source.kind === 'mine') return { path: 'community/posts/mine', query: {} };
  if (source.kind === 'saved') return { path: 'community/posts/saved', query: {} };
  return { path: `community/circles/${source.circleId}/posts`, query: {} };
}

export const PAGE_SIZE = 15;

/** One list of posts, newest first, a page at a time (keyset: ?before=). */
export function usePosts(source: PostSource, enabled = true) {
  const { path, query } = pathOf(source);
  return useInfiniteQuery({
    queryKey: feedKeys.list(source),
    enabled,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<CirclePage>(path, { query: { ...query, limit: PAGE_SIZE, before: pageParam }, signal }),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** Posts newer than `after` in the personal feed (the "new posts" pill's fetch). */
export function fetchNewer(tab: FeedTab, after: number) {
  return apiFetch<TPostPage>('community/feed', { query: { tab, after, limit: 50 } });
}

/** Puts posts at the top of a cached list (newest first, no duplicates). */
export function prependPosts(qc: QueryClient, source: PostSource, posts: TPost[]) {
  qc.setQueryData<InfiniteData<CirclePage>>(feedKeys.list(source), (data) => {
    if (!data?.pages.length) return data;
    const known = new Set(data.pages.flatMap((p) => p.items.map((i) => i.post_id)));
    const fresh = posts.filter((p) => !known.has(p.post_id));
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, items: [...fresh, ...first!.items] }, ...rest] };
  });
}

/** Replaces (or with null removes) a post wherever it is cached. */
export function patchPostEverywhere(qc: QueryClient, postId: number, change: ((p: TPost) => TPost) | null) {
  qc.setQueriesData<InfiniteData<CirclePage>>({ queryKey: [...feedKeys.all, 'list'] }, (data) => {
    if (!data) return data;
    const fix = (items: TPost[]) =>
      change === null
        ? items.filter((p) => p.post_id !== postId)
        : items.map((p) => (p.post_id === postId ? change(p) : p));
    return {
      ...data,
      pages: data.pages.map((p) => ({ ...p, items: fix(p.items), ...(p.pinned ? { pinned: fix(p.pinned) } : {}) })),
    };
  });
}

export function useCreatePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TPostInput) => apiFetch<TPost>('community/posts', { method: 'POST', body: input }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: feedKeys.all }),
  });
}

export function useEditPost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, patch }: { postId: number; patch: TPostPatch }) =>
      apiFetch<TPost>(`community/posts/${postId}`, { method: 'PATCH', body: patch }),
    onSuccess: (post) => patchPostEverywhere(qc, post.post_id, () => post),
  });
}

export function useDeletePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => apiFetch<void>(`community/posts/${postId}`, { method: 'DELETE' }),
    onSuccess: (_, postId) => patchPostEverywhere(qc, postId, null),
  });
}

export function useSharePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, input }: { postId: number; input: TShareInput }) =>
      apiFetch<TPost>(`community/posts/${postId}/share`, { method: 'POST', body: input }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: feedKeys.all }),
  });
}

export function useReact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, kind }: { postId: number; kind: TReactionKind | null }) =>
      apiFetch<{ reaction_count: number; my_reaction: TReactionKind | null }>(`community/posts/${postId}/reaction`, {
        method: 'PUT',
        body: { kind },
      }),
    onSuccess: (r, { postId }) => patchPostEverywhere(qc, postId, (p) => ({ ...p, ...r })),
  });
}

export function useSavePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, saved }: { postId: number; saved: boolean }) =>
      apiFetch<{ saved: boolean }>(`community/posts/${postId}/save`, { method: 'PUT', body: { saved } }),
    onSuccess: (r, { postId }) => {
      patchPostEverywhere(qc, postId, (p) => ({ ...p, saved: r.saved }));
      void qc.invalidateQueries({ queryKey: feedKeys.list({ kind: 'saved' }) });
    },
  });
}

export function usePinPost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, pinned }: { postId: number; pinned: boolean }) =>
      apiFetch<TPost>(`community/posts/${postId}/pin`, { method: 'PUT', body: { pinned } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: feedKeys.all }),
  });
}

/** One post (a notification's link: /community?post=ID). */
export function usePost(postId: number | null) {
  return useQuery({
    queryKey: ['community-posts', 'one', postId],
    enabled: postId !== null,
    queryFn: ({ signal }) => apiFetch<TPost>(`community/posts/${postId}`, { signal }),
  });
}

export function useComments(postId: number, enabled: boolean) {
  return useQuery({
    queryKey: feedKeys.comments(postId),
    enabled,
    queryFn: ({ signal }) => apiFetch<TCommentList>(`community/posts/${postId}/comments`, { signal }),
  });
}

export function useAddComment(postId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; parent_id?: number | null; mentions?: number[] }) =>
      apiFetch<TComment>(`community/posts/${postId}/comments`, { method: 'POST', body: input }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: feedKeys.comments(postId) });
      patchPostEverywhere(qc, postId, (p) => ({ ...p, comment_count: p.comment_count + 1 }));
    },
  });
}

export function useDeleteComment(postId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => apiFetch<void>(`community/comments/${commentId}`, { method: 'DELETE' }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: feedKeys.comments(postId) });
      patchPostEverywhere(qc, postId, (p) => ({ ...p, comment_count: Math.max(0, p.comment_count - 1) }));
    },
  });
}
