import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Category, CategoryListResponse } from '@/lib/types';

export async function getCategories(): Promise<Category[]> {
  const { categories } = await apiFetch<CategoryListResponse>('/category/list');
  return categories.filter((category) => category.isActive !== false);
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
