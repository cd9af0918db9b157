import type {
  TAdminAssessments,
  TAssessmentDefinition,
  TReadinessKey,
  TVersionDetail,
} from '@ankur/shared/schemas/readiness';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The administrators' calls (/api/readiness/admin/*, modules/readiness/admin.routes.ts). */

export const adminKeys = {
  all: ['readiness', 'admin'] as const,
  assessments: ['readiness', 'admin', 'assessments'] as const,
  version: (id: number) => ['readiness', 'admin', 'version', id] as const,
};

export const useAdminAssessments = (enabled = true) =>
  useQuery({
    queryKey: adminKeys.assessments,
    enabled,
    queryFn: ({ signal }) => apiFetch<TAdminAssessments>('readiness/admin/assessments', { signal }),
  });

export const useVersion = (id: number | null) =>
  useQuery({
    queryKey: adminKeys.version(id ?? 0),
    enabled: id !== null && id > 0,
    queryFn: ({ signal }) => apiFetch<TVersionDetail>(`readiness/admin/versions/${id}`, { signal }),
  });

function useVersionMutation<I>(call: (input: I) => Promise<TVersionDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => {
      client.setQueryData(adminKeys.version(detail.summary.version_id), detail);
      void client.invalidateQueries({ queryKey: adminKeys.assessments });
    },
  });
}

/** A new draft, copied from the published version (409 when one exists already). */
export const useStartDraft = () =>
  useVersionMutation((key: TReadinessKey) =>
    apiFetch<TVersionDetail>(`readiness/admin/${key}/versions`, { method: 'POST' }),
  );

export const useSaveDraft = (id: number) =>
  useVersionMutation((definition: TAssessmentDefinition) =>
    apiFetch<TVersionDetail>(`readiness/admin/versions/${id}`, { method: 'PUT', body: { definition } }),
  );

export const usePublish = (id: number) =>
  useVersionMutation(() => apiFetch<TVersionDetail>(`readiness/admin/versions/${id}/publish`, { method: 'POST' }));

export function useDeleteDraft(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(`readiness/admin/versions/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      client.removeQueries({ queryKey: adminKeys.version(id) });
      void client.invalidateQueries({ queryKey: adminKeys.assessments });
    },
  });
}
