import type {
  TCommentInput,
  TIdeaCard,
  TIdeaComment,
  TIdeaDetail,
  TIdeaInput,
  TIdeaPatch,
  TIdeaShare,
  TIdeaVersion,
  TShareCandidates,
  TShareInput,
  TVersionInput,
} from '@ankur/shared/schemas/innovation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The ideas' calls (/api/innovation/ideas…, modules/innovation). Keys under ['innovation']. */
export const ideaKeys = {
  all: ['innovation'] as const,
  list: (status: string) => ['innovation', 'ideas', status] as const,
  shared: ['innovation', 'shared'] as const,
  idea: (id: number) => ['innovation', 'idea', id] as const,
  versions: (id: number) => ['innovation', 'idea', id, 'versions'] as const,
  comments: (id: number) => ['innovation', 'idea', id, 'comments'] as const,
  candidates: ['innovation', 'share-candidates'] as const,
};

export const useMyIdeas = (status: 'open' | 'archived', enabled = true) =>
  useQuery({
    queryKey: ideaKeys.list(status),
    enabled,
    queryFn: ({ signal }) => apiFetch<TIdeaCard[]>('innovation/ideas', { signal, query: { status } }),
  });

export const useSharedIdeas = () =>
  useQuery({
    queryKey: ideaKeys.shared,
    queryFn: ({ signal }) => apiFetch<TIdeaCard[]>('innovation/shared', { signal }),
  });

export const useIdea = (id: number) =>
  useQuery({
    queryKey: ideaKeys.idea(id),
    queryFn: ({ signal }) => apiFetch<TIdeaDetail>(`innovation/ideas/${id}`, { signal }),
  });

export const useVersions = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ideaKeys.versions(id),
    enabled,
    queryFn: ({ signal }) => apiFetch<TIdeaVersion[]>(`innovation/ideas/${id}/versions`, { signal }),
  });

export const useComments = (id: number) =>
  useQuery({
    queryKey: ideaKeys.comments(id),
    queryFn: ({ signal }) => apiFetch<TIdeaComment[]>(`innovation/ideas/${id}/comments`, { signal }),
  });

export const useShareCandidates = (enabled: boolean) =>
  useQuery({
    queryKey: ideaKeys.candidates,
    enabled,
    queryFn: ({ signal }) => apiFetch<TShareCandidates>('innovation/share-candidates', { signal }),
  });

/** Writes that answer with the idea put it in the cache and refresh the lists. */
function useIdeaWrite<V>(call: (vars: V) => Promise<TIdeaDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (idea) => {
      client.setQueryData(ideaKeys.idea(idea.idea_id), idea);
      void client.invalidateQueries({ queryKey: ['innovation', 'ideas'] });
      void client.invalidateQueries({ queryKey: ideaKeys.versions(idea.idea_id) });
    },
  });
}

export const useCreateIdea = () =>
  useIdeaWrite((input: TIdeaInput) => apiFetch<TIdeaDetail>('innovation/ideas', { method: 'POST', body: input }));

export const useEditIdea = () =>
  useIdeaWrite(({ id, patch }: { id: number; patch: TIdeaPatch }) =>
    apiFetch<TIdeaDetail>(`innovation/ideas/${id}`, { method: 'PATCH', body: patch }),
  );

export const useSaveVersion = (id: number) =>
  useIdeaWrite((input: TVersionInput) =>
    apiFetch<TIdeaDetail>(`innovation/ideas/${id}/versions`, { method: 'POST', body: input }),
  );

export const useRestoreVersion = (id: number) =>
  useIdeaWrite((version: number) =>
    apiFetch<TIdeaDetail>(`innovation/ideas/${id}/versions/${version}/restore`, { method: 'POST' }),
  );

export function useDeleteIdea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<null>(`innovation/ideas/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['innovation', 'ideas'] }),
  });
}

function useShareWrite<V>(id: number, call: (vars: V) => Promise<TIdeaShare[]>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (shares) => {
      client.setQueryData<TIdeaDetail>(ideaKeys.idea(id), (old) => (old ? { ...old, shares } : old));
      void client.invalidateQueries({ queryKey: ['innovation', 'ideas'] });
    },
  });
}

export const useShare = (id: number) =>
  useShareWrite(id, (input: TShareInput) =>
    apiFetch<TIdeaShare[]>(`innovation/ideas/${id}/shares`, { method: 'POST', body: input }),
  );

export const useUnshare = (id: number) =>
  useShareWrite(id, (shareId: number) =>
    apiFetch<TIdeaShare[]>(`innovation/ideas/${id}/shares/${shareId}`, { method: 'DELETE' }),
  );

function useCommentWrite<V>(id: number, call: (vars: V) => Promise<TIdeaComment[]>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (comments) => client.setQueryData(ideaKeys.comments(id), comments),
  });
}

export const useAddComment = (id: number) =>
  useCommentWrite(id, (input: TCommentInput) =>
    apiFetch<TIdeaComment[]>(`innovation/ideas/${id}/comments`, { method: 'POST', body: input }),
  );

export const useDeleteComment = (id: number) =>
  useCommentWrite(id, (commentId: number) =>
    apiFetch<TIdeaComment[]>(`innovation/ideas/${id}/comments/${commentId}`, { method: 'DELETE' }),
  );
