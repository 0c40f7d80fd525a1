import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateCatalogue } from '@/lib/catalogue-cache';
import type { CategoryMessageResponse } from '../types';

export interface CategoryChanges {
  name: string;
  slug: string;
  description: string;
  products: string[];
}

/** PUT /api/category/{id} {category} → {success, message}. */
export const updateCategory = ({ id, category }: { id: string; category: CategoryChanges }) =>
  apiFetch<CategoryMessageResponse>(`/category/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: JSON.stringify({ category }),
  });

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCategory, onSuccess: () => invalidateCatalogue(queryClient) });
}
