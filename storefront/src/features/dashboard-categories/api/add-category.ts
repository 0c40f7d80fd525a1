import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateCatalogue } from '@/lib/catalogue-cache';
import type { CategoryMessageResponse, ManagedCategory } from '../types';

export interface NewCategory {
  name: string;
  description: string;
  products: string[];
}

/** POST /api/category/add {name, description, products} → {success, message, category}. */
export const addCategory = (category: NewCategory) =>
  apiFetch<CategoryMessageResponse & { category: ManagedCategory }>('/category/add', {
    method: 'POST',
    body: JSON.stringify(category),
  });

export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addCategory, onSuccess: () => invalidateCatalogue(queryClient) });
}
