import type {
  TEvidenceInput,
  TMilestoneInput,
  TMilestonePatch,
  TProductCard,
  TProductDetail,
  TProductInput,
  TProductPatch,
} from '@ankur/shared/schemas/innovation';
import type { TUpload } from '@ankur/shared/schemas/uploads';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The products' calls (/api/innovation/products…). Keys under ['innovation']. */
export const productKeys = {
  list: ['innovation', 'products'] as const,
  product: (id: number) => ['innovation', 'product', id] as const,
};

export const useProducts = (enabled = true) =>
  useQuery({
    queryKey: productKeys.list,
    enabled,
    queryFn: ({ signal }) => apiFetch<TProductCard[]>('innovation/products', { signal }),
  });

export const useProduct = (id: number) =>
  useQuery({
    queryKey: productKeys.product(id),
    queryFn: ({ signal }) => apiFetch<TProductDetail>(`innovation/products/${id}`, { signal }),
  });

/** Every product write answers with the product: cache it, refresh the lists (and ideas, for promote). */
function useProductWrite<V>(call: (vars: V) => Promise<TProductDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (product) => {
      client.setQueryData(productKeys.product(product.product_id), product);
      void client.invalidateQueries({ queryKey: productKeys.list });
      if (product.idea) void client.invalidateQueries({ queryKey: ['innovation', 'idea', product.idea.idea_id] });
      void client.invalidateQueries({ queryKey: ['innovation', 'ideas'] });
    },
  });
}

export const useCreateProduct = () =>
  useProductWrite((input: TProductInput) =>
    apiFetch<TProductDetail>('innovation/products', { method: 'POST', body: input }),
  );

export const useEditProduct = (id: number) =>
  useProductWrite((patch: TProductPatch) =>
    apiFetch<TProductDetail>(`innovation/products/${id}`, { method: 'PATCH', body: patch }),
  );

export const useTrlFromAssessment = (id: number) =>
  useProductWrite(() => apiFetch<TProductDetail>(`innovation/products/${id}/trl-from-assessment`, { method: 'POST' }));

export const useAddMilestone = (id: number) =>
  useProductWrite((input: TMilestoneInput) =>
    apiFetch<TProductDetail>(`innovation/products/${id}/milestones`, { method: 'POST', body: input }),
  );

export const useEditMilestone = (id: number) =>
  useProductWrite(({ milestoneId, patch }: { milestoneId: number; patch: TMilestonePatch }) =>
    apiFetch<TProductDetail>(`innovation/products/${id}/milestones/${milestoneId}`, { method: 'PATCH', body: patch }),
  );

export const useRemoveMilestone = (id: number) =>
  useProductWrite((milestoneId: number) =>
    apiFetch<TProductDetail>(`innovation/products/${id}/milestones/${milestoneId}`, { method: 'DELETE' }),
  );

export const useReorderMilestones = (id: number) =>
  useProductWrite((milestoneIds: number[]) =>
    apiFetch<TProductDetail>(`innovation/products/${id}/milestones/order`, {
      method: 'PUT',
      body: { milestone_ids: milestoneIds },
    }),
  );

export const useAddEvidence = (id: number) =>
  useProductWrite(async ({ file, input }: { file: File; input: Omit<TEvidenceInput, 'upload_id'> }) => {
    const form = new FormData();
    form.append('purpose', 'product-evidence');
    form.append('file', file, file.name);
    const upload = await apiFetch<TUpload>('uploads', { method: 'POST', body: form });
    return apiFetch<TProductDetail>(`innovation/products/${id}/evidence`, {
      method: 'POST',
      body: { ...input, upload_id: upload.upload_id },
    });
  });

export const useRemoveEvidence = (id: number) =>
  useProductWrite((evidenceId: number) =>
    apiFetch<TProductDetail>(`innovation/products/${id}/evidence/${evidenceId}`, { method: 'DELETE' }),
  );

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<null>(`innovation/products/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['innovation'] }),
  });
}
