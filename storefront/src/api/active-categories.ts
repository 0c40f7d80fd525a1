import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Category, CategoryListResponse } from '@/lib/types';

/** Active categories from GET /api/category/list; shared by the home page, shop and menu. */
export async function getActiveCategories(): Promise<Category[]> {
  const body = await apiFetch<Partial<CategoryListResponse>>('/category/list');
  return (Array.isArray(body?.categories) ? body.categories : []).filter((category) => category.isActive !== false);
}

export const activeCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: getActiveCategories, staleTime: 5 * 60_000 });

export const useActiveCategories = () => useQuery(activeCategoriesQueryOptions());
