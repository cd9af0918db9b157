import type { TPlanDetail, TPlanItem, TPlanSummary } from '@ankur/shared/schemas/programs';
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/**
 * The learner's plans (packages/shared/src/schemas/programs.ts, "plans"): GET/POST plans,
 * GET/PATCH/DELETE plans/{planId}, PATCH plans/{planId}/items/{itemId}. The server shows a learner
 * only their own plans; another learner's plan answers 404.
 */

export interface NewPlan {
  program_id: number;
  plan_name: string;
  /** ISO YYYY-MM-DD; the server starts the plan on that week's Monday */
  start_date: string;
  iterations: number;
}

export interface ItemMove {
  iteration: number;
  /** ISO YYYY-MM-DD: the Sunday of the target week */
  target_date: string;
}

/** Every plan query sits under this key, so one invalidation refreshes the list and the details. */
export const PLANS_QUERY_KEY = ['plans'] as const;
export const planListQueryKey = [...PLANS_QUERY_KEY, 'list'] as const;
export const planDetailQueryKey = (planId: number) => [...PLANS_QUERY_KEY, 'detail', planId] as const;

export async function listPlans(options: { signal?: AbortSignal } = {}): Promise<TPlanSummary[]> {
  const body = await apiFetch<{ items?: TPlanSummary[] } | undefined>('plans', { signal: options.signal });
  return Array.isArray(body?.items) ? body.items : [];
}

export function getPlan(planId: number, options: { signal?: AbortSignal } = {}): Promise<TPlanDetail> {
  return apiFetch<TPlanDetail>(`plans/${planId}`, { signal: options.signal });
}

/** POST plans → 201 the new plan (its id is all the screens need). */
export function createPlan(plan: NewPlan): Promise<Pick<TPlanSummary, 'plan_id'> & Partial<TPlanDetail>> {
  return apiFetch('plans', { method: 'POST', body: plan });
}

export function renamePlan(planId: number, planName: string): Promise<TPlanSummary> {
  return apiFetch<TPlanSummary>(`plans/${planId}`, { method: 'PATCH', body: { plan_name: planName } });
}

export function deletePlan(planId: number): Promise<void> {
  return apiFetch<void>(`plans/${planId}`, { method: 'DELETE' });
}

export function movePlanItem(planId: number, itemId: number, move: ItemMove): Promise<TPlanItem> {
  return apiFetch<TPlanItem>(`plans/${planId}/items/${itemId}`, { method: 'PATCH', body: move });
}

export function planListQueryOptions() {
  return queryOptions({ queryKey: planListQueryKey, queryFn: ({ signal }) => listPlans({ signal }) });
}

export function planDetailQueryOptions(planId: number) {
  return queryOptions({ queryKey: planDetailQueryKey(planId), queryFn: ({ signal }) => getPlan(planId, { signal }) });
}

export function usePlans(enabled = true) {
  return useQuery({ ...planListQueryOptions(), enabled });
}

export function usePlan(planId: number | null) {
  return useQuery({ ...planDetailQueryOptions(planId ?? 0), enabled: planId !== null && planId > 0 });
}

/** The details of several plans at once (the planner's cards count this week's items from them). */
export function usePlanDetails(planIds: readonly number[]) {
  return useQueries({ queries: planIds.map((id) => planDetailQueryOptions(id)) });
}

export function useCreatePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSettled: () => client.invalidateQueries({ queryKey: PLANS_QUERY_KEY }),
  });
}

/** Renames optimistically in the list and the detail; a failure puts the old name back. */
export function useRenamePlan(planId: number) {
  const client = useQueryClient();
  const detailKey = planDetailQueryKey(planId);
  return useMutation({
    mutationFn: (planName: string) => renamePlan(planId, planName),
    onMutate: async (planName) => {
      await client.cancelQueries({ queryKey: PLANS_QUERY_KEY });
      const detail = client.getQueryData<TPlanDetail>(detailKey);
      const list = client.getQueryData<TPlanSummary[]>(planListQueryKey);
      if (detail) client.setQueryData<TPlanDetail>(detailKey, { ...detail, plan_name: planName });
      if (list) {
        client.setQueryData<TPlanSummary[]>(
          planListQueryKey,
          list.map((p) => (p.plan_id === planId ? { ...p, plan_name: planName } : p)),
        );
      }
      return { detail, list };
    },
    onError: (_error, _name, context) => {
      if (context?.detail) client.setQueryData(detailKey, context.detail);
      if (context?.list) client.setQueryData(planListQueryKey, context.list);
    },
    onSettled: () => client.invalidateQueries({ queryKey: PLANS_QUERY_KEY }),
  });
}

/** Deletes optimistically (the card disappears); a failure brings it back. */
export function useDeletePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onMutate: async (planId: number) => {
      await client.cancelQueries({ queryKey: planListQueryKey });
      const list = client.getQueryData<TPlanSummary[]>(planListQueryKey);
      if (list)
        client.setQueryData(
          planListQueryKey,
          list.filter((p) => p.plan_id !== planId),
        );
      return { list };
    },
    onError: (_error, _planId, context) => {
      if (context?.list) client.setQueryData(planListQueryKey, context.list);
    },
    onSuccess: (_result, planId) => client.removeQueries({ queryKey: planDetailQueryKey(planId) }),
    onSettled: () => client.invalidateQueries({ queryKey: planListQueryKey }),
  });
}

/** Moves a unit to another week optimistically; a failure puts it back where it was. */
export function useMovePlanItem(planId: number) {
  const client = useQueryClient();
  const key = planDetailQueryKey(planId);
  return useMutation({
    mutationFn: ({ itemId, move }: { itemId: number; move: ItemMove }) => movePlanItem(planId, itemId, move),
    onMutate: async ({ itemId, move }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<TPlanDetail>(key);
      if (before) {
        client.setQueryData<TPlanDetail>(key, {
          ...before,
          items: before.items.map((item) => (item.item_id === itemId ? { ...item, ...move } : item)),
        });
      }
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    // the list's late counts change too
    onSettled: () => client.invalidateQueries({ queryKey: PLANS_QUERY_KEY }),
  });
}
