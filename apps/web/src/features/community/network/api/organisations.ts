import type { TOrganisationCategory } from '@ankur/shared/schemas/community';
import type {
  TOrganisationDetail,
  TOrganisationInput,
  TOrganisationMemberInput,
  TOrganisationPage,
  TOrganisationPatch,
} from '@ankur/shared/schemas/community-network';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** The calls of the organisation screens: community/organisations. */

export const organisationKeys = {
  all: ['community-organisations'] as const,
  list: (q: string, category: TOrganisationCategory | undefined) =>
    ['community-organisations', 'list', q, category ?? ''] as const,
  detail: (slug: string) => ['community-organisations', 'detail', slug] as const,
};

export function useOrganisations(q: string, category: TOrganisationCategory | undefined) {
  return useInfiniteQuery({
    queryKey: organisationKeys.list(q, category),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam: before, signal }) =>
      apiFetch<TOrganisationPage>('community/organisations', {
        query: { q: q || undefined, category, before },
        signal,
      }),
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

export const useOrganisation = (slug: string) =>
  useQuery({
    queryKey: organisationKeys.detail(slug),
    enabled: slug.length > 0,
    queryFn: ({ signal }) =>
      apiFetch<TOrganisationDetail>(`community/organisations/by-slug/${encodeURIComponent(slug)}`, { signal }),
  });

function useSaved() {
  const client = useQueryClient();
  return (saved: TOrganisationDetail) => {
    client.setQueryData(organisationKeys.detail(saved.slug), saved);
    void client.invalidateQueries({ queryKey: [...organisationKeys.all, 'list'] });
  };
}

export function useCreateOrganisation() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: TOrganisationInput) =>
      apiFetch<TOrganisationDetail>('community/organisations', { method: 'POST', body }),
    onSuccess: saved,
  });
}

export function useEditOrganisation(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: TOrganisationPatch) =>
      apiFetch<TOrganisationDetail>(`community/organisations/${id}`, { method: 'PATCH', body }),
    onSuccess: saved,
  });
}

export function useOrganisationMember(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (change: { remove: number } | TOrganisationMemberInput) =>
      'remove' in change
        ? apiFetch<TOrganisationDetail>(`community/organisations/${id}/members/${change.remove}`, { method: 'DELETE' })
        : apiFetch<TOrganisationDetail>(`community/organisations/${id}/members`, { method: 'POST', body: change }),
    onSuccess: saved,
  });
}

export function useOrganisationLogo(id: number, slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiFetch<{ logo_url: string }>(`community/organisations/${id}/logo`, { method: 'POST', body: form });
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: organisationKeys.detail(slug) });
      void client.invalidateQueries({ queryKey: [...organisationKeys.all, 'list'] });
    },
  });
}
