import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateCatalogue } from '@/lib/catalogue-cache';
import { catalogueKeys } from '@/lib/query-keys';
import type { ProductMessageResponse } from '../types';

/** DELETE /api/product/delete/{id} → {success, message}. */
export const deleteProduct = (id: string) =>
  apiFetch<ProductMessageResponse>(`/product/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    // Not the deleted product's own query: it would answer 404 while its page is leaving.
    onSuccess: (_body, id) => invalidateCatalogue(queryClient, catalogueKeys.product(id)),
  });
}
