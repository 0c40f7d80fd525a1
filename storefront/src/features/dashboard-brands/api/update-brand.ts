import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateCatalogue } from '@/lib/catalogue-cache';
import type { BrandMessageResponse } from '../types';

export interface BrandChanges {
  name: string;
  slug: string;
  description: string;
}

/** PUT /api/brand/{id} {brand} → {success, message}. */
export const updateBrand = ({ id, brand }: { id: string; brand: BrandChanges }) =>
  apiFetch<BrandMessageResponse>(`/brand/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: JSON.stringify({ brand }),
  });

export function useUpdateBrand() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBrand, onSuccess: () => invalidateCatalogue(queryClient) });
}
