import type {
  TCollection,
  TCollectionDetail,
  TContent,
  TContentAction,
  TContentCard,
  TContentHub,
  TContentInput,
  TContentListQuery,
  TContentPage,
  TContentPatch,
  TLibrary,
  TStudio,
} from '@ankur/shared/schemas/content';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The library's calls: /api/content/* (modules/content on the server). */

const BASE = 'content';
export const contentKeys = {
  all: ['content'] as const,
  list: (q: TContentListQuery) => ['content', 'items', q] as const,
  hub: ['content', 'hub'] as const,
  item: (id: number) => ['content', 'item', id] as const,
  related: (id: number) => ['content', 'related', id] as const,
  studio: ['content', 'studio'] as const,
  saved: ['content', 'saved'] as const,
  collections: ['content', 'collections'] as const,
  collection: (id: number) => ['content', 'collection', id] as const,
  shared: (token: string) => ['content', 'shared', token] as const,
  library: ['content', 'library'] as const,
};

export interface SavedPage {
  data: TContentCard[];
  meta: { page: number; limit: number; total: number; totalPages: number };
}

export const useContentList = (q: TContentListQuery) =>
  useQuery({
    queryKey: contentKeys.list(q),
    queryFn: ({ signal }) =>
      apiFetch<TContentPage>(`${BASE}/items`, {
        signal,
        query: {
          q: q.q,
          kind: q.kind,
          topic: q.topic,
          hub: q.hub,
          language: q.language,
          level: q.level,
          sort: q.sort,
          page: q.page as number | undefined,
          limit: q.limit as number | undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const useContentHub = () =>
  useQuery({ queryKey: contentKeys.hub, queryFn: ({ signal }) => apiFetch<TContentHub>(`${BASE}/hub`, { signal }) });

export const useContent = (id: number) =>
  useQuery({
    queryKey: contentKeys.item(id),
    enabled: id > 0,
    queryFn: ({ signal }) => apiFetch<TContent>(`${BASE}/items/${id}`, { signal }),
  });

export const useRelated = (id: number) =>
  useQuery({
    queryKey: contentKeys.related(id),
    enabled: id > 0,
    queryFn: ({ signal }) => apiFetch<{ data: TContentCard[] }>(`${BASE}/items/${id}/related`, { signal }),
  });

export const useStudio = (enabled = true) =>
  useQuery({
    queryKey: contentKeys.studio,
    enabled,
    queryFn: ({ signal }) => apiFetch<TStudio>(`${BASE}/studio`, { signal }),
  });

export const useSaved = () =>
  useInfiniteQuery({
    queryKey: contentKeys.saved,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<SavedPage>(`${BASE}/saved`, { signal, query: { page: pageParam, limit: 12 } }),
    getNextPageParam: (last) => (last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined),
  });

export const useCollections = (enabled = true) =>
  useQuery({
    queryKey: contentKeys.collections,
    enabled,
    queryFn: ({ signal }) => apiFetch<{ data: TCollection[] }>(`${BASE}/collections`, { signal }),
  });

export const useCollection = (id: number) =>
  useQuery({
    queryKey: contentKeys.collection(id),
    enabled: id > 0,
    queryFn: ({ signal }) => apiFetch<TCollectionDetail>(`${BASE}/collections/${id}`, { signal }),
  });

export const useSharedCollection = (token: string) =>
  useQuery({
    queryKey: contentKeys.shared(token),
    enabled: token.length > 0,
    queryFn: ({ signal }) =>
      apiFetch<TCollectionDetail>(`${BASE}/collections/shared/${encodeURIComponent(token)}`, { signal }),
  });

export const useLibrary = () =>
  useQuery({
    queryKey: contentKeys.library,
    queryFn: ({ signal }) => apiFetch<TLibrary>(`${BASE}/library`, { signal }),
  });

/** Every library read again after a change. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: contentKeys.all });
}

export function useSave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      apiFetch<{ saved: boolean; save_count: number }>(`${BASE}/items/${id}/save`, { method: on ? 'POST' : 'DELETE' }),
    onMutate: ({ id, on }) => {
      // optimistic: the piece's Save button turns at once
      client.setQueryData<TContent>(contentKeys.item(id), (old) =>
        old ? { ...old, saved: on, save_count: Math.max(0, old.save_count + (on ? 1 : -1)) } : old,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useCreateContent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TContentInput) => apiFetch<TContent>(`${BASE}/items`, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateContent(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (patch: TContentPatch) => apiFetch<TContent>(`${BASE}/items/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: refresh,
  });
}

export function useDeleteContent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${BASE}/items/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useTransition() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action, note }: { id: number; action: TContentAction; note?: string }) =>
      apiFetch<TContent>(`${BASE}/items/${id}/transition`, {
        method: 'POST',
        body: note ? { action, note } : { action },
      }),
    onSuccess: refresh,
  });
}

export function useFeature() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, featured }: { id: number; featured: boolean }) =>
      apiFetch<unknown>(`${BASE}/items/${id}/featured`, { method: 'PUT', body: { featured } }),
    onSuccess: refresh,
  });
}

/** PUT …/progress: where I left off (keepalive, so a save on leaving the page still goes out). */
export function saveProgress(id: number, position: number, percent: number) {
  return apiFetch<void>(`${BASE}/items/${id}/progress`, {
    method: 'PUT',
    body: { position: Math.max(0, Math.round(position)), percent: Math.min(100, Math.max(0, Math.round(percent))) },
    keepalive: true,
  });
}

export function useDownload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ url: string }>(`${BASE}/items/${id}/download`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.library }),
  });
}

export function useCreateCollection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { name: string; description?: string; shared?: boolean }) =>
      apiFetch<TCollection>(`${BASE}/collections`, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateCollection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: { name?: string; description?: string; shared?: boolean } }) =>
      apiFetch<TCollection>(`${BASE}/collections/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: refresh,
  });
}

export function useDeleteCollection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${BASE}/collections/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useReorderCollections() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiFetch<void>(`${BASE}/collections/order`, { method: 'PUT', body: { ids } }),
    onMutate: (ids) => {
      // optimistic: the list takes the new order at once
      const order = new Map(ids.map((id, i) => [id, i]));
      const sort = (list: TCollection[]) =>
        [...list].sort((a, b) => (order.get(a.collection_id) ?? 0) - (order.get(b.collection_id) ?? 0));
      client.setQueryData<TLibrary>(contentKeys.library, (old) =>
        old ? { ...old, collections: sort(old.collections) } : old,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useCollectionItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ collectionId, contentId, on }: { collectionId: number; contentId: number; on: boolean }) =>
      on
        ? apiFetch<unknown>(`${BASE}/collections/${collectionId}/items`, {
            method: 'POST',
            body: { content_id: contentId },
          })
        : apiFetch<void>(`${BASE}/collections/${collectionId}/items/${contentId}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useReorderCollectionItems(collectionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiFetch<void>(`${BASE}/collections/${collectionId}/items/order`, { method: 'PUT', body: { ids } }),
    onMutate: (ids) => {
      const order = new Map(ids.map((id, i) => [id, i]));
      client.setQueryData<TCollectionDetail>(contentKeys.collection(collectionId), (old) =>
        old
          ? {
              ...old,
              items: [...old.items].sort((a, b) => (order.get(a.content_id) ?? 0) - (order.get(b.content_id) ?? 0)),
            }
          : old,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
