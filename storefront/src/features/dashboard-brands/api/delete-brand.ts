import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateCatalogue } from '@/lib/catalogue-cache';
import { catalogueKeys } from '@/lib/query-keys';
import type { BrandMessageResponse } from '../types';

/** DELETE /api/brand/delete/{id} (admin) → {success, message}. */
export const deleteBrand = (id: string) =>
  apiFetch<BrandMessageResponse>(`/brand/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBrand,
    onSuccess: (_body, id) => invalidateCatalogue(queryClient, catalogueKeys.brand(id)),
  });
}
