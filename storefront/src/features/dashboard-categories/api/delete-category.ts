import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateCatalogue } from '@/lib/catalogue-cache';
import { catalogueKeys } from '@/lib/query-keys';
import type { CategoryMessageResponse } from '../types';

/** DELETE /api/category/delete/{id} → {success, message}. */
export const deleteCategory = (id: string) =>
  apiFetch<CategoryMessageResponse>(`/category/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_body, id) => invalidateCatalogue(queryClient, catalogueKeys.category(id)),
  });
}
