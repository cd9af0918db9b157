import type {
  TEngineDashboard,
  TEngineModule,
  TEnginePhase,
  TEngineScore,
  TEngineStat,
  TImportResult,
  TImportRow,
  TModulePatch,
  TScoreInput,
  TStatPatch,
  ZModuleInput,
  ZStatInput,
} from '@ankur/shared/schemas/engine';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session';

/** The Engine's calls: /api/engine/* (modules/engine on the server), one hook each. */

const BASE = 'engine';

export const engineKeys = {
  all: ['engine'] as const,
  dashboard: ['engine', 'dashboard'] as const,
  scores: (from: string, to: string) => ['engine', 'scores', from, to] as const,
};

/** GET /api/engine; keeps the session store's activePhase in step with the server's. */
export function useEngineDashboard() {
  const query = useQuery({
    queryKey: engineKeys.dashboard,
    queryFn: ({ signal }) => apiFetch<TEngineDashboard>(BASE, { signal }),
  });
  const phase = query.data?.active_phase;
  useEffect(() => {
    if (phase && useSessionStore.getState().activePhase !== phase) useSessionStore.setState({ activePhase: phase });
  }, [phase]);
  return query;
}

export const useEngineScores = (from: string, to: string, enabled = true) =>
  useQuery({
    queryKey: engineKeys.scores(from, to),
    enabled,
    queryFn: ({ signal }) =>
      apiFetch<{ data: TEngineScore[] }>(`${BASE}/scores`, { signal, query: { from, to } }).then((r) => r.data),
  });

function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: engineKeys.all });
}

export function useSetPhase() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (active_phase: TEnginePhase) =>
      apiFetch<{ active_phase: TEnginePhase }>(`${BASE}/phase`, { method: 'PUT', body: { active_phase } }),
    onSuccess: (r) => {
      useSessionStore.setState({ activePhase: r.active_phase });
      return refresh();
    },
  });
}

export function usePutScore() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TScoreInput) => apiFetch<TEngineScore>(`${BASE}/scores`, { method: 'PUT', body: input }),
    onSuccess: refresh,
  });
}

export function useDeleteScore() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (tableId: number) => apiFetch<void>(`${BASE}/scores/${tableId}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useImportScores() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (rows: TImportRow[]) => apiFetch<TImportResult>(`${BASE}/import`, { method: 'POST', body: { rows } }),
    onSuccess: refresh,
  });
}

export function useCreateModule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: z.input<typeof ZModuleInput>) =>
      apiFetch<TEngineModule>(`${BASE}/modules`, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function usePatchModule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: TModulePatch }) =>
      apiFetch<TEngineModule>(`${BASE}/modules/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: refresh,
  });
}

export function useDeleteModule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${BASE}/modules/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useCreateStat() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: z.input<typeof ZStatInput>) =>
      apiFetch<TEngineStat>(`${BASE}/stats`, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function usePatchStat() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: TStatPatch }) =>
      apiFetch<TEngineStat>(`${BASE}/stats/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: refresh,
  });
}

export function useDeleteStat() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${BASE}/stats/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
