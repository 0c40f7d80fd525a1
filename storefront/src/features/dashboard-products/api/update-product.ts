import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateCatalogue } from '@/lib/catalogue-cache';
import type { ProductMessageResponse } from '../types';
import type { ProductChanges } from '../utils/payload';

/** PUT /api/product/{id} {product} → {success, message}. */
export const updateProduct = ({ id, product }: { id: string; product: Partial<ProductChanges> }) =>
  apiFetch<ProductMessageResponse>(`/product/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: JSON.stringify({ product }),
  });

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: () => invalidateCatalogue(queryClient) });
}
