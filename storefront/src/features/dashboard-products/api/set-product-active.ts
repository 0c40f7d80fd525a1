import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateCatalogue } from '@/lib/catalogue-cache';
import type { ProductMessageResponse } from '../types';

/** PUT /api/product/{id}/active {product: {isActive}} → {success, message}. */
export const setProductActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  apiFetch<ProductMessageResponse>(`/product/${encodeURIComponent(id)}/active`, {
    method: 'PUT',
    body: JSON.stringify({ product: { isActive } }),
  });

export function useSetProductActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setProductActive, onSuccess: () => invalidateCatalogue(queryClient) });
}
