import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateCatalogue } from '@/lib/catalogue-cache';
import type { CategoryMessageResponse } from '../types';

/** PUT /api/category/{id}/active {category: {isActive}}; disabling also disables its products (spec §4). */
export const setCategoryActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  apiFetch<CategoryMessageResponse>(`/category/${encodeURIComponent(id)}/active`, {
    method: 'PUT',
    body: JSON.stringify({ category: { isActive } }),
  });

export function useSetCategoryActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setCategoryActive, onSuccess: () => invalidateCatalogue(queryClient) });
}
