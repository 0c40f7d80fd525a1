import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateCatalogue } from '@/lib/catalogue-cache';
import type { BrandMessageResponse } from '../types';

/** PUT /api/brand/{id}/active {brand: {isActive}}; disabling also disables its products (spec §4). */
export const setBrandActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  apiFetch<BrandMessageResponse>(`/brand/${encodeURIComponent(id)}/active`, {
    method: 'PUT',
    body: JSON.stringify({ brand: { isActive } }),
  });

export function useSetBrandActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setBrandActive, onSuccess: () => invalidateCatalogue(queryClient) });
}
